// The case page's two small forms: a note (kept inside the bureau) or a question to the
// complainant (sent to them), and provincial supervision with its tighter deadline.
import { useEffect, useState } from "react";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { api, RequestError } from "@/lib/request";
import { consoleUrl } from "../router/location";
import { FormDialog } from "./form-dialog";
import { Field, useCaseText } from "./parts";

function useForm<T extends Record<string, string>>(initial: T, open: boolean) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setValues(initial);
      setErrors({});
    }
  }, [open]);
  const post = async (path: string, data: Record<string, unknown>, done: () => void) => {
    setBusy(true);
    try {
      await api({ url: consoleUrl(path), method: "POST", data, showSuccessMessage: true });
      done();
    } catch (error) {
      const fields = error instanceof RequestError ? (error.data as { fields?: Record<string, string> } | null)?.fields : undefined;
      if (fields) setErrors(fields);
    } finally {
      setBusy(false);
    }
  };
  return { values, set: (patch: Partial<T>) => setValues({ ...values, ...patch }), errors, busy, post };
}

export function NoteDialog({ open, caseId, canAsk, onClose, onSaved }: { open: boolean; caseId: number; canAsk: boolean; onClose: () => void; onSaved: () => void }) {
  const text = useCaseText();
  const form = useForm({ kind: "note", text: "" }, open);
  return (
    <FormDialog
      open={open}
      title={text("note")}
      submit={form.values.kind === "ask" ? text("send") : text("save")}
      busy={form.busy}
      onClose={onClose}
      onSubmit={() =>
        void form.post("complaint.Complaint/note", { id: caseId, ...form.values }, () => {
          onSaved();
          onClose();
        })
      }
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{text("noteKind")}</legend>
        {(["note", ...(canAsk ? ["ask"] : [])] as const).map((kind) => (
          <label key={kind} className="flex items-center gap-2 text-sm">
            <input type="radio" name="note-kind" value={kind} checked={form.values.kind === kind} onChange={() => form.set({ kind })} className="accent-[var(--primary)]" />
            {text(kind === "note" ? "kindNote" : "kindAsk")}
          </label>
        ))}
      </fieldset>
      <Field id="note-text" label={text("noteText")} error={form.errors.text}>
        <Textarea id="note-text" required maxLength={1000} value={form.values.text} onChange={(e) => form.set({ text: e.target.value })} aria-invalid={Boolean(form.errors.text) || undefined} />
      </Field>
    </FormDialog>
  );
}

export function SuperviseDialog({ open, caseId, onClose, onSaved }: { open: boolean; caseId: number; onClose: () => void; onSaved: () => void }) {
  const text = useCaseText();
  const form = useForm({ due_date: "", opinion: "" }, open);
  return (
    <FormDialog
      open={open}
      title={text("superviseTitle")}
      description={text("superviseHelp")}
      submit={text("supervise")}
      busy={form.busy}
      onClose={onClose}
      onSubmit={() =>
        void form.post("complaint.Complaint/supervise", { id: caseId, ...form.values }, () => {
          onSaved();
          onClose();
        })
      }
    >
      <Field id="supervise-date" label={text("superviseDate")} error={form.errors.due_date}>
        <Input id="supervise-date" type="date" required value={form.values.due_date} onChange={(e) => form.set({ due_date: e.target.value })} aria-invalid={Boolean(form.errors.due_date) || undefined} />
      </Field>
      <Field id="supervise-opinion" label={text("superviseOpinion")} error={form.errors.opinion}>
        <Textarea id="supervise-opinion" required maxLength={500} value={form.values.opinion} onChange={(e) => form.set({ opinion: e.target.value })} aria-invalid={Boolean(form.errors.opinion) || undefined} />
      </Field>
    </FormDialog>
  );
}
