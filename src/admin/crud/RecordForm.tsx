// Add and edit dialog of a generic module: the declaration's form fields, checked with the
// same rules as the server before sending; the server's field errors land under their field
// (the submit hook), the row to edit loaded by the resource hook. Focus starts on the first
// field; closing with unsaved changes asks first (use-discard-guard).
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useStore } from "@nanostores/react";
import { $adminInfo } from "@/stores/admin-info";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { format, pick } from "@shared/i18n";
import { api } from "@/lib/request";
import { cn } from "@/lib/utils";
import { formRules, inForm, primaryKey, shownFor } from "@shared/module/field-kinds";
import type { ModuleDeclaration } from "@shared/module/types";
import { consoleLang, t } from "@/i18n/console";
import { consoleUrl } from "../router/location";
import { useDiscardGuard } from "../headless/use-discard-guard";
import { Spinner } from "../components/views";
import { useResource } from "../headless/use-resource";
import { checkRules, useSubmit } from "../headless/use-submit";
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
  const [hints, setHints] = useState<PiiHints>({});
  /** The values as loaded: while they differ, leaving by the browser's back asks first (spec §8). */
  const [initial, setInitial] = useState("");
  const lang = consoleLang();
  // An account confined to its enterprise's rows never chooses the enterprise: the server sets it.
  const info = useStore($adminInfo);
  const ownScope = module.dataScope && info.enterprise_id && !info.super && !info.supervise ? module.dataScope.field : undefined;
  const rules = withoutField(formRules(module, mode), ownScope);
  const editing = useResource(
    open && target !== null ? (signal) => api<{ row: Row }>({ url: consoleUrl(`${module.key}/edit`), params: { id: target }, signal, cancelDuplicate: false }).then((res) => res.data.row) : undefined,
    `${module.key}:${String(target)}`,
  );
  const saving = useSubmit((body: Row) => api({ url: consoleUrl(`${module.key}/${mode}`), method: "POST", data: body, showSuccessMessage: true }));
  const errors = saving.errors;
  const loading = editing.loading;

  useEffect(() => {
    if (!open) return;
    saving.reset();
    const shown = target === null ? { values: defaults(module), hints: {} } : editing.data ? withPiiHints(module, { ...editing.data, password: "" }) : undefined;
    if (!shown) return;
    setHints(shown.hints);
    setValues(shown.values);
    setInitial(JSON.stringify(shown.values));
  }, [target, open, editing.data]);

  const dirty = open && initial !== "" && JSON.stringify(values) !== initial;
  const discard = useDiscardGuard(dirty);
  const close = () => discard.requestClose(onClose);

  // Focus on the first field once the form is there (an edit form after its row has loaded).
  const formRef = useRef<HTMLFormElement>(null);
  const focused = useRef(false);
  useEffect(() => {
    if (!open) focused.current = false;
    if (!open || loading || focused.current || !formRef.current) return;
    // Someone already in the form (a quick keyboard user) keeps their place.
    if (formRef.current.contains(document.activeElement)) {
      focused.current = true;
      return;
    }
    const first = formRef.current.querySelector<HTMLElement>("input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [contenteditable=true]");
    if (first) {
      focused.current = true;
      first.focus();
    }
  });

  useEffect(() => {
    if (editing.failed) onClose();
  }, [editing.failed]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = checkRules(rules, values, mode === "edit" ? { partial: true } : {});
    if (problems) return saving.fail(problems, (field) => `record-${field}`);
    const body = mode === "edit" ? { ...pickFormValues(module, values, "edit"), [primaryKey(module)]: target } : pickFormValues(module, values, "add");
    if ((await saving.run(body)) === undefined) return;
    onSaved();
    onClose();
  };

  const title = format(t(mode === "add" ? "addTitle" : "editTitle"), { title: pick(module.title, lang) });
  const twoColumns = module.form?.columns === 2;
  return (
    <Dialog open={open} onOpenChange={(value) => !value && close()}>
      <DialogContent className={cn(twoColumns ? "sm:max-w-3xl" : "sm:max-w-xl")} closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="sr-only">{title}</DialogDescription>
        </DialogHeader>
        {loading ? (
          <Spinner />
        ) : (
          <form ref={formRef} id="record-form" noValidate onSubmit={submit} className={cn("grid min-h-0 gap-4 overflow-y-auto px-1 py-1", twoColumns && "sm:grid-cols-2")}>
            {Object.entries(module.fields)
              .filter(([name, field]) => name !== ownScope && inForm(field, mode) && shownFor(field, values))
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
                    saving.clearError(name);
                  }}
                />
              ))}
          </form>
        )}
        <DialogFooter>
          <Button variant="outline" type="button" onClick={close}>
            {t("cancel")}
          </Button>
          <Button type="submit" form="record-form" disabled={saving.pending || loading}>
            {saving.pending ? t("saving") : t("save")}
          </Button>
        </DialogFooter>
      </DialogContent>
      {discard.dialog}
    </Dialog>
  );
}

function withoutField<T>(rules: Record<string, T>, name: string | undefined): Record<string, T> {
  if (!name || !(name in rules)) return rules;
  const { [name]: _dropped, ...rest } = rules;
  return rest;
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
