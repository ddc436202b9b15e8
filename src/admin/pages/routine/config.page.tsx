// Site configuration (reference §6 routine/Config): settings grouped in tabs, each with the
// input of its type; saving sends the group's values. Added settings can be deleted.
import { useState, type FormEvent } from "react";
import { Plus, Trash2, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { api, RequestError } from "@/lib/request";
import { cn } from "@/lib/utils";
import { Auth } from "../../components/auth";
import { useLoaded } from "../../components/use-loaded";
import { LoadFailedView, Spinner } from "../../components/views";
import { usePageText } from "@/i18n/console";
import { consoleUrl } from "../../router/location";
import { CheckboxesInput, NumberInput, SelectInput, SwitchInput, TextareaInput, TextInput } from "../../crud/inputs/basic";
import { UploadInput } from "../../crud/inputs/upload";
import { AddConfigDialog } from "./AddConfigDialog";
import type { ConfigRow, ConfigScreen } from "@shared/contracts/config";
import type { PageProps } from "../page-props";

const asOptions = (content: Record<string, string>) => Object.entries(content).map(([value, label]) => ({ value, label: { "zh-cn": label, en: label } }));

function ConfigInput({ row, value, onChange, invalid }: { row: ConfigRow; value: unknown; onChange: (v: unknown) => void; invalid: boolean }) {
  const props = { id: `config-${row.name}`, value, onChange, invalid, describedBy: `config-${row.name}-hint` };
  switch (row.type) {
    case "password":
      return <TextInput {...props} type="password" placeholder={row.has_value ? "••••••••" : undefined} />;
    case "number":
      return <NumberInput {...props} />;
    case "textarea":
      return <TextareaInput {...props} />;
    case "switch":
      return <SwitchInput {...props} value={value ? "1" : "0"} onChange={(v) => onChange(v === "1")} options={[{ value: "1", label: { "zh-cn": "开启", en: "On" } }, { value: "0", label: { "zh-cn": "关闭", en: "Off" } }]} />;
    case "select":
    case "radio":
      return <SelectInput {...props} options={asOptions(row.content)} />;
    case "checkbox":
      return <CheckboxesInput {...props} options={asOptions(row.content)} />;
    case "image":
      return <UploadInput {...props} kind="image" />;
    case "array":
      return <Input id={props.id} readOnly value={JSON.stringify(value)} className="font-mono text-xs" />;
    default:
      return <TextInput {...props} />;
  }
}

export default function SiteConfigPage(_props: PageProps) {
  const text = usePageText("routine.config");
  const [group, setGroup] = useState<string>();
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [adding, setAdding] = useState(false);
  const [testMail, setTestMail] = useState("");

  const { data, failed, reload: load } = useLoaded(() =>
    api<ConfigScreen>({ url: consoleUrl("routine.Config/index") }).then((res) => {
      setGroup((current) => current ?? Object.keys(res.data.list)[0]);
      setValues(Object.fromEntries(Object.values(res.data.list).flatMap((g) => g.list.map((row) => [row.name, row.value]))));
      return res.data;
    }),
  );

  if (failed && !data) return <LoadFailedView onRetry={() => void load()} />;
  if (!data || !group) return <Spinner />;
  const current = data.list[group];

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!current) return;
    setSaving(true);
    setErrors({});
    try {
      await api({ url: consoleUrl("routine.Config/edit"), method: "POST", data: Object.fromEntries(current.list.filter((r) => r.type !== "array").map((r) => [r.name, values[r.name]])), showSuccessMessage: true });
      await load();
    } catch (error) {
      const fields = error instanceof RequestError ? (error.data as { fields?: Record<string, string> } | null)?.fields : undefined;
      if (fields) setErrors(fields);
    } finally {
      setSaving(false);
    }
  };

  const remove = async (row: ConfigRow) => {
    if (!confirm(text("deleteSetting", { title: row.title }))) return;
    await api({ url: consoleUrl("routine.Config/del"), method: "DELETE", params: { ids: [row.id] }, showSuccessMessage: true }).catch(() => undefined);
    await load();
  };

  return (
    <div className="rounded-xl border bg-background shadow-sm">
      <div className="flex flex-wrap items-center gap-2 border-b px-4 pt-3">
        <div className="flex flex-wrap items-center gap-2" role="tablist" aria-label={text("groups")}>
        {Object.entries(data.list).map(([key, g]) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={key === group}
            onClick={() => setGroup(key)}
            className={cn("-mb-px border-b-2 px-3 pb-2 text-sm", key === group ? "border-primary font-medium text-primary" : "border-transparent text-muted-foreground hover:text-foreground")}
          >
            {g.title}
          </button>
        ))}
        </div>
        <Auth node="routine/config/add">
          <Button variant="ghost" size="sm" className="mb-1 ml-auto" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            {text("addSetting")}
          </Button>
        </Auth>
      </div>
      <form role="tabpanel" noValidate onSubmit={save} className="space-y-5 p-5">
        {current?.list.map((row) => (
          <div key={row.name} className="grid gap-1.5 md:grid-cols-[12rem_minmax(0,36rem)_auto] md:items-start md:gap-4" data-field={row.name}>
            <label htmlFor={`config-${row.name}`} className="pt-2 text-sm font-medium">
              {row.title}
              {row.rule.includes("required") && <span className="ml-0.5 text-destructive">*</span>}
            </label>
            <div>
              <ConfigInput row={row} value={values[row.name]} onChange={(v) => setValues({ ...values, [row.name]: v })} invalid={Boolean(errors[row.name])} />
              <p id={`config-${row.name}-hint`} className="mt-1 text-xs text-muted-foreground">
                {errors[row.name] ? <span className="text-destructive">{errors[row.name]}</span> : row.tip || <code>{row.name}</code>}
              </p>
            </div>
            {row.allow_del && (
              <Auth node="routine/config/del">
                <Button type="button" variant="ghost" size="icon-sm" aria-label={`${text("delete")} ${row.title}`} onClick={() => void remove(row)}>
                  <Trash2 className="text-destructive" aria-hidden="true" />
                </Button>
              </Auth>
            )}
          </div>
        ))}
        {group === "mail" && data.mail?.warning && (
          <p role="note" className="flex items-start gap-2 rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
            {data.mail.warning}
          </p>
        )}
        {group === "mail" && (
          <Auth node="routine/config/sendTestMail">
            <div className="grid gap-1.5 border-t pt-5 md:grid-cols-[12rem_minmax(0,36rem)] md:gap-4">
              <label htmlFor="config-test-mail" className="pt-2 text-sm font-medium">
                {text("testMail")}
              </label>
              <div className="flex gap-2">
                <Input id="config-test-mail" type="email" value={testMail} placeholder="name@example.com" onChange={(e) => setTestMail(e.target.value)} />
                <Button
                  type="button"
                  variant="outline"
                  disabled={!testMail}
                  onClick={() => void api({ url: consoleUrl("routine.Config/sendTestMail"), method: "POST", data: { testMail, ...Object.fromEntries(current?.list.map((r) => [r.name, values[r.name]]) ?? []) }, showSuccessMessage: true }).catch(() => undefined)}
                >
                  {text("sendTestMail")}
                </Button>
              </div>
            </div>
          </Auth>
        )}
        <Auth node="routine/config/edit">
          <div className="flex justify-end border-t pt-4">
            <Button type="submit" disabled={saving}>
              {saving ? text("saving") : text("save")}
            </Button>
          </div>
        </Auth>
      </form>
      <AddConfigDialog open={adding} groups={data.configGroup} onClose={() => setAdding(false)} onSaved={() => void load()} />
    </div>
  );
}
