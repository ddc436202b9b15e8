// Read-only details of one record (log modules' `info` action): every field with its value.
import { useEffect, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { pick } from "@shared/i18n";
import { api } from "@/lib/request";
import type { ModuleDeclaration } from "@shared/module/types";
import { Spinner } from "../components/views";
import { consoleLang, t } from "@/i18n/console";
import { consoleUrl } from "../router/location";
import { CellValue } from "./kind-widgets";
import { PiiValue } from "./PiiValue";
import { remoteLabels } from "./remote";

type Row = Record<string, unknown>;

export function DetailDialog({ module, id, onClose }: { module: ModuleDeclaration; id?: string | number; onClose: () => void }) {
  const [row, setRow] = useState<Row>();
  const [remote, setRemote] = useState<Record<string, Map<string, string>>>({});
  const lang = consoleLang();
  useEffect(() => {
    if (id === undefined) return;
    setRow(undefined);
    api<{ row: Row }>({ url: consoleUrl(`${module.key}/info`), params: { id } })
      .then(async (res) => {
        // Names instead of ids for references (rule, admin), as in the list.
        const labels: Record<string, Map<string, string>> = {};
        for (const [name, field] of Object.entries(module.fields)) {
          const value = res.data.row[name];
          if (field.remote && field.kind === "remoteSelect" && value !== null && value !== undefined && value !== 0 && value !== "") {
            labels[name] = await remoteLabels(field.remote, [value as string | number]).catch(() => new Map<string, string>());
          }
        }
        setRemote(labels);
        setRow(res.data.row);
      })
      .catch(() => onClose());
  }, [id]);
  const title = `${pick(module.title, lang)} #${String(id ?? "")}`;
  return (
    <Dialog open={id !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl" closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="sr-only">{title}</DialogDescription>
        </DialogHeader>
        {!row ? (
          <Spinner />
        ) : (
          <dl className="grid max-h-[65vh] gap-x-4 gap-y-1 overflow-y-auto text-sm sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-y-2">
            {Object.entries(module.fields).map(([name, field]) => (
              <div key={name} className="contents">
                <dt className="text-muted-foreground">{pick(field.label, lang)}</dt>
                <dd className="min-w-0">
                  {field.pii ? (
                    <PiiValue module={module} id={id} name={name} value={row[name]} />
                  ) : field.kind === "json" ? (
                    <pre className="overflow-x-auto rounded bg-muted p-2 text-xs">{JSON.stringify(row[name], null, 2)}</pre>
                  ) : (field.kind === "textarea" || field.kind === "string") && row[name] !== null && row[name] !== undefined && row[name] !== "" ? (
                    <p className="break-all whitespace-pre-wrap">{String(row[name])}</p>
                  ) : (
                    <CellValue field={field} value={row[name]} options={field.options} remote={remote[name]} row={row} />
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </DialogContent>
    </Dialog>
  );
}
