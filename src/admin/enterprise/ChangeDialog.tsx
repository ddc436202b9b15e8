// "Request a change" of an approved enterprise: its form prefilled; the server keeps only what
// differs and files it for review (domain §4.2: live data changes only when approved).
import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/request";
import enterpriseModule, { REGISTRATION_FIELDS, registrationRules } from "@modules/enterprise/Enterprise/module";
import { withPiiHints, type PiiHints } from "../crud/pii-hints";
import { checkRules, useSubmit } from "../headless/use-submit";
import { t } from "@/i18n/console";
import { consoleUrl } from "../router/location";
import { EnterpriseForm } from "./EnterpriseForm";
import type { Row } from "./EnterpriseForm";
import { et } from "@/i18n/enterprise";

const RULES = registrationRules("submit");
const REQUIRED = new Set(Object.entries(RULES).filter(([, r]) => r.required).map(([name]) => name));

export function ChangeDialog({ row, open, onClose, onSaved }: { row: Row; open: boolean; onClose: () => void; onSaved: () => void }) {
  const [values, setValues] = useState<Row>({});
  const [reason, setReason] = useState("");
  const [hints, setHints] = useState<PiiHints>({});
  const saving = useSubmit(() => api({ url: consoleUrl("enterprise.Enterprise/change"), method: "POST", data: { ...values, id: row.id, reason }, showSuccessMessage: true }));
  const errors = saving.errors;

  useEffect(() => {
    if (!open) return;
    const shown = withPiiHints(enterpriseModule, Object.fromEntries(REGISTRATION_FIELDS.map((name) => [name, row[name] ?? null])));
    setHints(shown.hints);
    setValues(shown.values);
    setReason("");
    saving.reset();
  }, [open, row]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = checkRules(RULES, values);
    if (problems) return saving.fail(problems, (field) => `change-${field}`);
    if ((await saving.run()) === undefined) return;
    onSaved();
    onClose();
  };

  const title = et("changeTitle", { name: String(row.name ?? "") });
  return (
    <Dialog open={open} onOpenChange={(value) => !value && onClose()}>
      <DialogContent className="sm:max-w-3xl" closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{et("changeHint")}</DialogDescription>
        </DialogHeader>
        <form id="change-form" noValidate onSubmit={submit} className="grid min-h-0 gap-6 overflow-y-auto px-1 py-1">
          <EnterpriseForm
            idPrefix="change"
            values={values}
            hints={hints}
            errors={errors}
            required={REQUIRED}
            onChange={(name, value) => {
              setValues((current) => ({ ...current, [name]: value }));
              saving.clearError(name);
            }}
          />
          <div className="grid gap-1.5">
            <label htmlFor="change-reason" className="text-sm font-medium">
              {et("changeReason")}
            </label>
            <Textarea id="change-reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          </div>
        </form>
        <DialogFooter>
          <Button variant="outline" type="button" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" form="change-form" disabled={saving.pending}>
            {saving.pending ? t("saving") : et("submitChange")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
