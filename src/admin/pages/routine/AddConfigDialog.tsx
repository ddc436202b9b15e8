// Adding a setting to the site configuration (name, group, title, type, options, value).
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/request";
import { addConfigRules, CONFIG_TYPES } from "@shared/contracts/config";
import { usePageText, t } from "@/i18n/console";
import { checkRules, useSubmit } from "../../headless/use-submit";
import { consoleUrl } from "../../router/location";

/** The types the dialog offers (lists are set up by migrations, not typed in here). */
const TYPES = CONFIG_TYPES.filter((type) => type !== "array");

export function AddConfigDialog({ open, groups, onClose, onSaved }: { open: boolean; groups: Record<string, string>; onClose: () => void; onSaved: () => void }) {
  const text = usePageText("routine.config");
  const [form, setForm] = useState({ name: "", group: Object.keys(groups)[0] ?? "basics", title: "", title_en: "", type: "string", content: "", value: "", rule: "" });
  const saving = useSubmit((data: Record<string, unknown>) => api({ url: consoleUrl("routine.Config/add"), method: "POST", data, showSuccessMessage: true }));
  const errors = saving.errors;
  const set = (key: keyof typeof form, value: string) => {
    setForm({ ...form, [key]: value });
    saving.clearError(key);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const content = form.content.trim()
      ? JSON.stringify(Object.fromEntries(form.content.split("\n").map((line) => line.split("=")).filter((p) => p[0]?.trim()).map(([k, v]) => [k?.trim(), (v ?? k)?.trim()])))
      : "";
    const data = { ...form, content, value: form.type === "switch" ? form.value === "1" : form.value };
    const problems = checkRules(addConfigRules, data);
    if (problems) return saving.fail(problems, (key) => `add-config-${key}`);
    if ((await saving.run(data)) === undefined) return;
    onSaved();
    onClose();
  };

  const field = (key: keyof typeof form, label: string, input: React.ReactNode) => (
    <div className="grid gap-1.5">
      <label htmlFor={`add-config-${key}`} className="text-sm font-medium">
        {label}
      </label>
      {input}
      {errors[key] && (
        <p role="alert" className="text-xs text-danger-text">
          {errors[key]}
        </p>
      )}
    </div>
  );

  return (
    <Dialog open={open} onOpenChange={(value) => !value && onClose()}>
      <DialogContent closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle>{text("addSetting")}</DialogTitle>
          <DialogDescription>{text("addSettingHelp")}</DialogDescription>
        </DialogHeader>
        <form id="add-config" noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
          {field("name", text("name"), <Input id="add-config-name" value={form.name} onChange={(e) => set("name", e.target.value)} />)}
          {field(
            "group",
            text("group"),
            <NativeSelect id="add-config-group" value={form.group} onChange={(e) => set("group", e.target.value)}>
              {Object.entries(groups).map(([key, title]) => (
                <option key={key} value={key}>
                  {title}
                </option>
              ))}
            </NativeSelect>,
          )}
          {field("title", text("title"), <Input id="add-config-title" value={form.title} onChange={(e) => set("title", e.target.value)} />)}
          {field("title_en", text("titleEn"), <Input id="add-config-title_en" value={form.title_en} onChange={(e) => set("title_en", e.target.value)} />)}
          {field(
            "type",
            text("type"),
            <NativeSelect id="add-config-type" value={form.type} onChange={(e) => set("type", e.target.value)}>
              {TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </NativeSelect>,
          )}
          {field("value", text("value"), <Input id="add-config-value" value={form.value} onChange={(e) => set("value", e.target.value)} />)}
          {["select", "radio", "checkbox"].includes(form.type) && (
            <div className="sm:col-span-2">{field("content", text("options"), <Textarea id="add-config-content" rows={3} placeholder="key=label" value={form.content} onChange={(e) => set("content", e.target.value)} />)}</div>
          )}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" form="add-config">
            {t("save")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
