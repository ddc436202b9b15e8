// The code generator screen (reference crud/Crud): start from a new table or an existing one,
// design the module (names, menu, fields), check it with the same rules the server uses, and
// generate. The new module is served at once; the console reloads its menus and opens it.
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { AlertTriangle, Database, ExternalLink, FilePlus2, History, Plus, RefreshCw, Table2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { api, RequestError } from "@/lib/request";
import { cn } from "@/lib/utils";
import { starterFields } from "@/modules/generator/declaration";
import type { ColumnType, FieldDesign } from "@/modules/generator/design";
import { Auth, useHasNode } from "../../components/auth";
import { Icon, ICON_NAMES } from "../../components/icons";
import { Spinner, StatusView } from "../../components/views";
import { usePageText } from "../../lang";
import { consoleUrl, navigate } from "../../router/location";
import { refreshInit } from "../../stores/init";
import type { PageProps } from "../registry";
import { checkDraft, designOf, fullTableName, keyFromTable, newField, toDraft, type Draft, type DraftField } from "./design-state";
import { FieldEditor } from "./FieldEditor";

interface ScreenData {
  modules: { key: string; title: string; table: string; menuPath: string; createdTable: boolean; logId: number }[];
  broken: { key: string; table: string; reason: string }[];
  directories: { name: string; title: string }[];
}

interface TableRow {
  table: string;
  comment: string;
  usable: boolean;
  reason: string;
}

interface ColumnRow {
  name: string;
  affinity: ColumnType | "BLOB";
  field: FieldDesign | null;
}

const emptyDraft = (source: Draft["source"]): Draft => ({
  source,
  tableName: "",
  key: "",
  keyTouched: false,
  titleZh: "",
  titleEn: "",
  parent: "crud",
  icon: "layout-grid",
  weigh: "0",
  recycle: true,
  pk: "id",
  fields: source === "new" ? starterFields().map((f) => toDraft(f)) : [],
});

function Section({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border bg-background shadow-sm" aria-label={title}>
      <header className="border-b px-5 py-3">
        <h2 className="font-semibold">{title}</h2>
        {description && <p className="mt-0.5 text-sm text-muted-foreground">{description}</p>}
      </header>
      <div className="p-5">{children}</div>
    </section>
  );
}

function Labelled({ id, label, error, help, required, children }: { id: string; label: string; error?: string; help?: string; required?: boolean; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
        {required && <span className="ml-0.5 text-destructive">*</span>}
      </label>
      {children}
      {(error || help) && (
        <p id={`${id}-hint`} className={cn("mt-1 text-xs", error ? "text-destructive" : "text-muted-foreground")}>
          {error ?? help}
        </p>
      )}
    </div>
  );
}

function Start({ text, data, onStart }: { text: ReturnType<typeof usePageText>; data: ScreenData; onStart: (draft: Draft, columns?: ColumnRow[]) => void }) {
  const [tables, setTables] = useState<TableRow[]>();
  const [table, setTable] = useState("");
  const [loading, setLoading] = useState(false);
  const has = useHasNode();
  useEffect(() => {
    void api<{ list: TableRow[] }>({ url: consoleUrl("ajax/getTableList") })
      .then((res) => setTables(res.data.list))
      .catch(() => setTables([]));
  }, []);
  const usable = (tables ?? []).filter((t) => t.usable);
  const useExisting = async (event: FormEvent) => {
    event.preventDefault();
    if (!table) return;
    setLoading(true);
    try {
      const res = await api<{ pk: string; fieldList: ColumnRow[] }>({ url: consoleUrl("ajax/getTableFieldList"), params: { table, clean: 0 } });
      const draft = emptyDraft("existing");
      draft.tableName = table;
      draft.key = keyFromTable("existing", table);
      draft.pk = res.data.pk || "id";
      draft.fields = res.data.fieldList.filter((c) => c.field).map((c) => toDraft(c.field as FieldDesign, c.affinity === "BLOB" ? undefined : c.affinity));
      onStart(draft, res.data.fieldList);
    } catch {
      // the request module showed the message
    } finally {
      setLoading(false);
    }
  };
  const canGenerate = has("crud/crud/generate");
  return (
    <div className="space-y-4">
      <p className="rounded-md border border-primary/20 bg-primary/5 px-4 py-2 text-sm text-muted-foreground">{text("intro")}</p>
      {canGenerate && (
        <div className="grid gap-4 md:grid-cols-2">
          <div className="flex flex-col rounded-xl border bg-background p-5 shadow-sm">
            <FilePlus2 className="size-8 text-primary" aria-hidden="true" />
            <h2 className="mt-3 font-semibold">{text("newTable")}</h2>
            <p className="mt-1 flex-1 text-sm text-muted-foreground">{text("newTableHelp")}</p>
            <Button className="mt-4 self-start" onClick={() => onStart(emptyDraft("new"))}>
              {text("newTable")}
            </Button>
          </div>
          <form onSubmit={useExisting} className="flex flex-col rounded-xl border bg-background p-5 shadow-sm" aria-label={text("existingTable")}>
            <Database className="size-8 text-primary" aria-hidden="true" />
            <h2 className="mt-3 font-semibold">{text("existingTable")}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{text("existingTableHelp")}</p>
            <div className="mt-3 flex-1">
              {tables === undefined ? (
                <p className="text-sm text-muted-foreground">{text("loadingTables")}</p>
              ) : usable.length === 0 ? (
                <p className="text-sm text-muted-foreground">{text("noUsableTables")}</p>
              ) : (
                <>
                  <label htmlFor="gen-existing-table" className="sr-only">
                    {text("chooseTable")}
                  </label>
                  <NativeSelect id="gen-existing-table" value={table} onChange={(e) => setTable(e.target.value)}>
                    <option value="">{text("chooseTablePlaceholder")}</option>
                    {(tables ?? []).map((t) => (
                      <option key={t.table} value={t.table} disabled={!t.usable}>
                        {t.table}
                        {t.comment ? ` · ${t.comment}` : ""}
                        {t.usable ? "" : ` — ${t.reason}`}
                      </option>
                    ))}
                  </NativeSelect>
                </>
              )}
            </div>
            <Button type="submit" variant="outline" className="mt-4 self-start" disabled={!table || loading}>
              <Table2 aria-hidden="true" />
              {text("continue")}
            </Button>
          </form>
        </div>
      )}
      {data.broken.length > 0 && (
        <div role="alert" className="rounded-xl border border-destructive/40 bg-destructive/5 p-4">
          <h2 className="flex items-center gap-2 font-semibold text-destructive">
            <AlertTriangle className="size-4" aria-hidden="true" />
            {text("brokenModules")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{text("brokenHelp")}</p>
          <ul className="mt-2 space-y-1 text-sm">
            {data.broken.map((b) => (
              <li key={b.key}>
                <code className="font-mono">{b.key}</code> ({b.table}): {b.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Section title={text("generatedModules")}>
        {data.modules.length === 0 ? (
          <p className="text-sm text-muted-foreground">{text("noGeneratedModules")}</p>
        ) : (
          <ul className="divide-y">
            {data.modules.map((m) => (
              <li key={m.key} className="flex flex-wrap items-center gap-3 py-2">
                <span className="font-medium">{m.title}</span>
                <code className="font-mono text-xs text-muted-foreground">{m.key}</code>
                <code className="font-mono text-xs text-muted-foreground">{m.table}</code>
                <Button variant="ghost" size="sm" className="ml-auto" onClick={() => navigate(consoleUrl(m.menuPath))}>
                  <ExternalLink aria-hidden="true" />
                  {text("openModule")}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Auth node="crud/log/index">
          <Button variant="link" size="sm" className="mt-2 px-0" onClick={() => navigate(consoleUrl("crud/log"))}>
            <History aria-hidden="true" />
            {text("openLog")}
          </Button>
        </Auth>
      </Section>
    </div>
  );
}

function Designer({ text, data, initial, columns, onBack }: { text: ReturnType<typeof usePageText>; data: ScreenData; initial: Draft; columns?: ColumnRow[]; onBack: () => void }) {
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

export default function CodeGeneratorPage({ active }: PageProps) {
  const text = usePageText("crud.crud");
  const [data, setData] = useState<ScreenData>();
  const [failed, setFailed] = useState(false);
  const [design, setDesign] = useState<{ draft: Draft; columns?: ColumnRow[] }>();
  const [version, setVersion] = useState(0);
  const load = () =>
    api<ScreenData>({ url: consoleUrl("crud.Crud/index") })
      .then((res) => {
        setData(res.data);
        setFailed(false);
        setVersion((v) => v + 1);
      })
      .catch(() => setFailed(true));
  // The tab stays open in the background: tables and modules may have changed meanwhile.
  useEffect(() => {
    if (active) void load();
  }, [active]);
  if (failed)
    return (
      <StatusView icon={<RefreshCw />} title={text("loadFailed")} text="">
        <Button onClick={() => void load()}>{text("retry")}</Button>
      </StatusView>
    );
  if (!data) return <Spinner />;
  if (design) {
    return (
      <Designer
        key={design.draft.source + design.draft.tableName}
        text={text}
        data={data}
        initial={design.draft}
        columns={design.columns}
        onBack={() => {
          setDesign(undefined);
          void load();
        }}
      />
    );
  }
  return <Start key={version} text={text} data={data} onStart={(draft, columns) => setDesign({ draft, columns })} />;
}
