// Add and edit dialog of a generic module: the declaration's form fields, checked with the
// same rules as the server before sending; the server's field errors land under their field.
import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { format, pick } from "@shared/i18n";
import { api, RequestError } from "@/lib/request";
import { validate } from "@shared/validate";
import { cn } from "@/lib/utils";
import { formRules, inForm, primaryKey, shownFor } from "@shared/module/field-kinds";
import type { ModuleDeclaration } from "@shared/module/types";
import { consoleLang, t } from "../lang";
import { addNavigationGuard, consoleUrl } from "../router/location";
import { Spinner } from "../components/views";
import { FieldInput } from "./FieldInput";
import { withPiiHints, type PiiHints } from "./pii-hints";

type Row = Record<string, unknown>;

interface Props {
  module: ModuleDeclaration;
  /** undefined: closed; null: add; an id: edit that row. */
  target: null | string | number | undefined;
  onClose: () => void;
  onSaved: () => void;
}

const defaults = (module: ModuleDeclaration): Row =>
  Object.fromEntries(
    Object.entries(module.fields)
      .filter(([, field]) => inForm(field, "add") && field.default !== undefined)
      .map(([name, field]) => [name, field.default]),
  );

export function RecordForm({ module, target, onClose, onSaved }: Props) {
  const open = target !== undefined;
  const mode = target === null ? "add" : "edit";
  const [values, setValues] = useState<Row>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [hints, setHints] = useState<PiiHints>({});
  const [initial, setInitial] = useState("");
  const lang = consoleLang();
  const rules = formRules(module, mode);

  useEffect(() => {
    if (!open) return;
    setErrors({});
    setHints({});
    if (target === null) {
      setValues(defaults(module));
      setInitial(JSON.stringify(defaults(module)));
      return;
    }
    setLoading(true);
    api<{ row: Row }>({ url: consoleUrl(`${module.key}/edit`), params: { id: target } })
      .then((res) => {
        const shown = withPiiHints(module, { ...res.data.row, password: "" });
        setHints(shown.hints);
        setValues(shown.values);
        setInitial(JSON.stringify(shown.values));
      })
      .catch(() => onClose())
      .finally(() => setLoading(false));
  }, [target, open]);

  // Unsaved changes hold the page: back/forward is refused with a warning (spec §8).
  const dirty = open && initial !== "" && JSON.stringify(values) !== initial;
  useEffect(() => (dirty ? addNavigationGuard(() => false) : undefined), [dirty]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(rules, values, mode === "edit" ? { partial: true } : {});
    if (!checked.ok) {
      setErrors(Object.fromEntries(Object.entries(checked.errors).map(([field, error]) => [field, format(t(error.key), error.params)])));
      document.getElementById(`record-${Object.keys(checked.errors)[0]}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      const body = mode === "edit" ? { ...pickFormValues(module, values, "edit"), [primaryKey(module)]: target } : pickFormValues(module, values, "add");
      await api({ url: consoleUrl(`${module.key}/${mode}`), method: "POST", data: body, showSuccessMessage: true });
      onSaved();
      onClose();
    } catch (error) {
      const fields = error instanceof RequestError ? (error.data as { fields?: Record<string, string> } | null)?.fields : undefined;
      if (fields) setErrors(fields);
    } finally {
      setSaving(false);
    }
  };

  const title = format(t(mode === "add" ? "addTitle" : "editTitle"), { title: pick(module.title, lang) });
  const twoColumns = module.form?.columns === 2;
  return (
    <Dialog open={open} onOpenChange={(value) => !value && onClose()}>
      <DialogContent className={cn(twoColumns ? "sm:max-w-3xl" : "sm:max-w-xl")} closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="sr-only">{title}</DialogDescription>
        </DialogHeader>
        {loading ? (
          <Spinner />
        ) : (
          <form id="record-form" noValidate onSubmit={submit} className={cn("grid min-h-0 gap-4 overflow-y-auto px-1 py-1", twoColumns && "sm:grid-cols-2")}>
            {Object.entries(module.fields)
              .filter(([, field]) => inForm(field, mode) && shownFor(field, values))
              .map(([name, field]) => (
                <FieldInput
                  key={name}
                  idPrefix="record"
                  name={name}
                  field={field}
                  value={values[name]}
                  error={errors[name]}
                  required={Boolean(rules[name]?.required)}
                  hint={hints[name]}
                  onChange={(value) => {
                    setValues((current) => ({ ...current, [name]: value }));
                    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
                  }}
                />
              ))}
          </form>
        )}
        <DialogFooter>
          <Button variant="outline" type="button" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" form="record-form" disabled={saving || loading}>
            {saving ? t("saving") : t("save")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Only the form's fields are sent (never generated columns such as times). */
function pickFormValues(module: ModuleDeclaration, values: Row, mode: "add" | "edit"): Row {
  const out: Row = {};
  for (const [name, field] of Object.entries(module.fields)) {
    if (!inForm(field, mode) || (typeof field.form === "object" && field.form.readonly)) continue;
    if (field.kind === "password" && !values[name]) continue;
    if (values[name] !== undefined) out[name] = values[name];
  }
  return out;
}
