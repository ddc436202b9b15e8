// The generator's designer: names, menu and fields of the module, checked with the rules the
// server uses, then generated; the console reloads its menus and opens the new module.
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { api, RequestError } from "@/lib/request";
import { cn } from "@/lib/utils";
import type { ColumnType, FieldDesign } from "@shared/generator/design";
import { Icon, ICON_NAMES } from "../../../components/icons";
import { usePageText } from "@/i18n/console";
import { consoleUrl, navigate } from "../../../router/location";
import { refreshInit } from "../../../stores/init";
import { checkDraft, designOf, fullTableName, keyFromTable, newField, toDraft, type Draft, type DraftField } from "./design-state";
import { FieldEditor } from "./FieldEditor";
import { Labelled, Section, type ColumnRow, type ScreenData } from "./parts";

export function Designer({ text, data, initial, columns, onBack }: { text: ReturnType<typeof usePageText>; data: ScreenData; initial: Draft; columns?: ColumnRow[]; onBack: () => void }) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [checked, setChecked] = useState(false);
  const context = useMemo(
    () => ({ icons: ICON_NAMES, columns: columns ? new Map(columns.filter((c) => c.affinity !== "BLOB").map((c) => [c.name, c.affinity as ColumnType])) : undefined }),
    [columns],
  );
  const update = (patch: Partial<Draft>) =>
    setDraft((current) => {
      const next = { ...current, ...patch };
      if (!next.keyTouched && patch.tableName !== undefined) next.key = keyFromTable(next.source, next.tableName);
      return next;
    });
  useEffect(() => {
    if (checked) setErrors(checkDraft(draft, context));
  }, [draft, checked, context]);

  const setField = (index: number, patch: Partial<DraftField>) => setDraft((d) => ({ ...d, fields: d.fields.map((f, i) => (i === index ? { ...f, ...patch } : f)) }));
  const moveField = (index: number, delta: -1 | 1) =>
    setDraft((d) => {
      const fields = [...d.fields];
      const [moved] = fields.splice(index, 1);
      if (moved) fields.splice(index + delta, 0, moved);
      return { ...d, fields };
    });
  const missingColumns = (columns ?? []).filter((c) => c.field && !draft.fields.some((f) => f.name === c.name));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const problems = checkDraft(draft, context);
    setErrors(problems);
    if (Object.keys(problems).length) {
      focusFirstError(problems, draft);
      return;
    }
    setSaving(true);
    try {
      const res = await api<{ key: string; menuPath: string }>({ url: consoleUrl("crud.Crud/generate"), method: "POST", data: designOf(draft), showSuccessMessage: true });
      await refreshInit();
      navigate(consoleUrl(res.data.menuPath));
      onBack();
    } catch (error) {
      const fields = error instanceof RequestError ? (error.data as { fields?: Record<string, string> } | null)?.fields : undefined;
      if (fields) {
        setErrors(fields);
        focusFirstError(fields, draft);
      }
    } finally {
      setSaving(false);
    }
  };

  const count = Object.keys(errors).length;
  const generalFieldError = errors.fields ?? errors.pk;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={draft.source === "new" ? text("newTable") : text("existingTable")}>
      <Section title={text("module")}>
        <div className="grid gap-4 md:grid-cols-2">
          <Labelled id="gen-table" label={text("tableName")} error={errors.table} help={draft.source === "new" ? text("tableNameHelp") : undefined} required>
            {draft.source === "new" ? (
              <div className="flex">
                <span className="flex items-center rounded-l-md border border-r-0 bg-muted px-3 font-mono text-sm text-muted-foreground">gen_</span>
                <Input
                  id="gen-table"
                  value={draft.tableName}
                  aria-invalid={Boolean(errors.table) || undefined}
                  aria-describedby="gen-table-hint"
                  onChange={(e) => update({ tableName: e.target.value.trim() })}
                  className="rounded-l-none font-mono"
                  spellCheck={false}
                  autoComplete="off"
                />
              </div>
            ) : (
              <Input id="gen-table" value={draft.tableName} readOnly className="font-mono" aria-invalid={Boolean(errors.table) || undefined} aria-describedby="gen-table-hint" />
            )}
          </Labelled>
          <Labelled id="gen-key" label={text("key")} error={errors.key} help={text("keyHelp")} required>
            <Input id="gen-key" value={draft.key} aria-invalid={Boolean(errors.key) || undefined} aria-describedby="gen-key-hint" onChange={(e) => update({ key: e.target.value.trim(), keyTouched: true })} className="font-mono" spellCheck={false} autoComplete="off" />
          </Labelled>
          <Labelled id="gen-title-zh" label={text("titleZh")} error={errors["title.zh-cn"]} required>
            <Input id="gen-title-zh" value={draft.titleZh} aria-invalid={Boolean(errors["title.zh-cn"]) || undefined} onChange={(e) => update({ titleZh: e.target.value })} />
          </Labelled>
          <Labelled id="gen-title-en" label={text("titleEn")} error={errors["title.en"]} required>
            <Input id="gen-title-en" value={draft.titleEn} aria-invalid={Boolean(errors["title.en"]) || undefined} onChange={(e) => update({ titleEn: e.target.value })} />
          </Labelled>
          <Labelled id="gen-parent" label={text("parent")} error={errors["menu.parent"]}>
            <NativeSelect id="gen-parent" value={draft.parent} aria-invalid={Boolean(errors["menu.parent"]) || undefined} onChange={(e) => update({ parent: e.target.value })}>
              <option value="">{text("topLevel")}</option>
              {data.directories.map((d) => (
                <option key={d.name} value={d.name}>
                  {d.title}
                </option>
              ))}
            </NativeSelect>
          </Labelled>
          <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-4">
            <Labelled id="gen-icon" label={text("icon")} error={errors["menu.icon"]}>
              <div className="flex items-center gap-2">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-md border bg-muted" aria-hidden="true">
                  <Icon name={draft.icon} className="size-4" />
                </span>
                <NativeSelect id="gen-icon" className="flex-1" value={draft.icon} onChange={(e) => update({ icon: e.target.value })}>
                  {ICON_NAMES.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </Labelled>
            <Labelled id="gen-weigh" label={text("weigh")} error={errors["menu.weigh"]}>
              <Input id="gen-weigh" type="number" value={draft.weigh} aria-invalid={Boolean(errors["menu.weigh"]) || undefined} onChange={(e) => update({ weigh: e.target.value })} />
            </Labelled>
          </div>
          <label className="flex items-center gap-3 text-sm md:col-span-2">
            <Switch checked={draft.recycle} onCheckedChange={(recycle) => update({ recycle })} />
            {text("recycle")}
          </label>
        </div>
      </Section>
      <Section title={text("fields")} description={text("fieldsHelp")}>
        {generalFieldError && (
          <p role="alert" className="mb-3 text-sm text-destructive">
            {generalFieldError}
          </p>
        )}
        <ol className="space-y-3">
          {draft.fields.map((field, index) => (
            <FieldEditor
              key={field.id}
              field={field}
              index={index}
              count={draft.fields.length}
              pk={field.name === draft.pk && (draft.source === "existing" || index === 0)}
              existing={draft.source === "existing"}
              errors={errors}
              text={text}
              onChange={(patch) => setField(index, patch)}
              onMove={(delta) => moveField(index, delta)}
              onRemove={() => setDraft((d) => ({ ...d, fields: d.fields.filter((_, i) => i !== index) }))}
            />
          ))}
        </ol>
        <div className="mt-3 flex flex-wrap gap-2">
          {draft.source === "new" ? (
            <Button type="button" variant="outline" size="sm" onClick={() => setDraft((d) => ({ ...d, fields: [...d.fields, newField("string")] }))}>
              <Plus aria-hidden="true" />
              {text("addField")}
            </Button>
          ) : (
            missingColumns.length > 0 && (
              <NativeSelect
                aria-label={text("addColumn")}
                className="w-64"
                value=""
                onChange={(e) => {
                  const column = missingColumns.find((c) => c.name === e.target.value);
                  if (column?.field) setDraft((d) => ({ ...d, fields: [...d.fields, toDraft(column.field as FieldDesign, column.affinity as ColumnType)] }));
                }}
              >
                <option value="">{text("addColumn")}</option>
                {missingColumns.map((c) => (
                  <option key={c.name} value={c.name}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect>
            )
          )}
        </div>
      </Section>
      <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-3 rounded-xl border bg-background/95 px-5 py-3 shadow-sm backdrop-blur">
        <Button type="button" variant="outline" onClick={onBack}>
          {text("back")}
        </Button>
        {count > 0 && (
          <p role="alert" className="text-sm text-destructive">
            {text("errorsFound", { count })}
          </p>
        )}
        <span className="ml-auto font-mono text-xs text-muted-foreground">{fullTableName(draft) || "gen_"}</span>
        <Button type="submit" disabled={saving}>
          {saving ? text("generating") : text("generate")}
        </Button>
      </div>
    </form>
  );
}

/** Moves focus to the first input with a problem (page order). */
function focusFirstError(errors: Record<string, string>, draft: Draft) {
  const order = ["table", "key", "title.zh-cn", "title.en", "menu.parent", "menu.icon", "menu.weigh"];
  const top = order.find((path) => errors[path]);
  const ids: Record<string, string> = { table: "gen-table", key: "gen-key", "title.zh-cn": "gen-title-zh", "title.en": "gen-title-en", "menu.parent": "gen-parent", "menu.icon": "gen-icon", "menu.weigh": "gen-weigh" };
  let target = top ? ids[top] : undefined;
  if (!target) {
    for (const [index, field] of draft.fields.entries()) {
      const name = ["name", "kind", "label.zh-cn", "label.en", "max", "default", "options"].find((n) => errors[`fields.${index}.${n}`] || (n === "options" && Object.keys(errors).some((k) => k.startsWith(`fields.${index}.options`))));
      if (name) {
        target = `gen-field-${field.id}-${name === "label.zh-cn" ? "zh" : name === "label.en" ? "en" : name}`;
        break;
      }
    }
  }
  if (target) setTimeout(() => document.getElementById(target)?.focus(), 0);
}
