// One move of the complaint workflow, as its declaration asks for it: the written opinion (a
// reason, a record, an agreement) and the move's own inputs (a legal ground, a compensation
// amount, the bureau to transfer to), with the confirmation the declaration asks for on
// destructive moves. The server checks the same rules; its field errors appear under the fields.
import { useEffect, useState } from "react";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { pick } from "@shared/i18n";
import type { FieldDeclaration } from "@shared/module/types";
import type { WorkflowTransition } from "@shared/module/workflow";
import { api, RequestError } from "@/lib/request";
import { consoleLang } from "@/i18n/console";
import { consoleUrl } from "../router/location";
import { FormDialog } from "./form-dialog";
import { Field, useCaseText } from "./parts";

function InputControl({ id, field, value, error, onChange }: { id: string; field: FieldDeclaration; value: string; error?: string; onChange: (value: string) => void }) {
  const lang = consoleLang();
  const aria = { "aria-invalid": Boolean(error) || undefined, "aria-describedby": error ? `${id}-error` : undefined };
  if (field.options) {
    return (
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)} required={field.rules?.required} {...aria}>
        <option value="">—</option>
        {field.options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {pick(o.label, lang)}
          </option>
        ))}
      </NativeSelect>
    );
  }
  if (field.kind === "textarea") return <Textarea id={id} value={value} onChange={(e) => onChange(e.target.value)} {...aria} />;
  const type = field.kind === "money" || field.kind === "number" || field.kind === "integer" ? "number" : field.kind === "date" ? "date" : "text";
  return <Input id={id} type={type} step={field.kind === "money" ? "0.01" : undefined} min={field.rules?.min} value={value} onChange={(e) => onChange(e.target.value)} {...aria} />;
}

export function MoveDialog({ name, transition, caseId, onClose, onMoved }: { name?: string; transition?: WorkflowTransition; caseId: number; onClose: () => void; onMoved: () => void }) {
  const text = useCaseText();
  const lang = consoleLang();
  const [opinion, setOpinion] = useState("");
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setOpinion("");
    setValues({});
    setErrors({});
  }, [name]);

  if (!name || !transition) return null;
  const inputs = Object.entries(transition.inputs ?? {});
  const submit = async () => {
    setBusy(true);
    try {
      const data: Record<string, unknown> = { id: caseId, opinion };
      for (const [input] of inputs) if (values[input]) data[input] = values[input];
      await api({ url: consoleUrl(`complaint.Complaint/${name}`), method: "POST", data, showSuccessMessage: true });
      onMoved();
      onClose();
    } catch (error) {
      const fields = error instanceof RequestError ? (error.data as { fields?: Record<string, string> } | null)?.fields : undefined;
      if (fields) setErrors(fields);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      open
      title={pick(transition.label, lang)}
      description={transition.confirm ? pick(transition.confirm, lang) : text("visibleToComplainant")}
      submit={text("confirmMove")}
      danger={transition.tone === "danger"}
      busy={busy}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      {inputs.map(([input, field]) => (
        <Field key={input} id={`move-${input}`} label={pick(field.label, lang)} error={errors[input]}>
          <InputControl id={`move-${input}`} field={field} value={values[input] ?? ""} error={errors[input]} onChange={(value) => setValues({ ...values, [input]: value })} />
        </Field>
      ))}
      {transition.opinion && (
        <Field id="move-opinion" label={pick(transition.opinion.label ?? { "zh-cn": "意见", en: "Opinion" }, lang)} error={errors.opinion}>
          <Textarea
            id="move-opinion"
            value={opinion}
            maxLength={1000}
            required={transition.opinion.required}
            aria-invalid={Boolean(errors.opinion) || undefined}
            aria-describedby={errors.opinion ? "move-opinion-error" : undefined}
            onChange={(e) => setOpinion(e.target.value)}
          />
        </Field>
      )}
    </FormDialog>
  );
}
