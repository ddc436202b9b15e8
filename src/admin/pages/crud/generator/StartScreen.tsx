// The generator's first step: design a new table, or pick an existing table no module serves.
import { useEffect, useState, type FormEvent } from "react";
import { AlertTriangle, Database, ExternalLink, FilePlus2, History, Table2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { api } from "@/lib/request";
import type { FieldDesign } from "@shared/generator/design";
import { Auth, useHasNode } from "../../../components/auth";
import { usePageText } from "@/i18n/console";
import { consoleUrl, navigate } from "../../../router/location";
import { keyFromTable, toDraft, type Draft } from "./design-state";
import { emptyDraft, Section, type ColumnRow, type ScreenData, type TableRow } from "./parts";

export function Start({ text, data, onStart }: { text: ReturnType<typeof usePageText>; data: ScreenData; onStart: (draft: Draft, columns?: ColumnRow[]) => void }) {
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
