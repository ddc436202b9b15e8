// Read-only details of one record (log modules' `info` action): every field with its value.
import { useEffect, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { pick } from "@/lib/i18n";
import { api } from "@/lib/request";
import type { ModuleDeclaration } from "@/modules/types";
import { Spinner } from "../components/views";
import { consoleLang, t } from "../lang";
import { consoleUrl } from "../router/location";
import { CellValue } from "./cells";

type Row = Record<string, unknown>;

export function DetailDialog({ module, id, onClose }: { module: ModuleDeclaration; id?: string | number; onClose: () => void }) {
  const [row, setRow] = useState<Row>();
  const lang = consoleLang();
  useEffect(() => {
    if (id === undefined) return;
    setRow(undefined);
    api<{ row: Row }>({ url: consoleUrl(`${module.key}/info`), params: { id } })
      .then((res) => setRow(res.data.row))
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
          <dl className="grid max-h-[65vh] grid-cols-[8rem_minmax(0,1fr)] gap-x-4 gap-y-2 overflow-y-auto text-sm">
            {Object.entries(module.fields).map(([name, field]) => (
              <div key={name} className="contents">
                <dt className="text-muted-foreground">{pick(field.label, lang)}</dt>
                <dd className="min-w-0">
                  {field.kind === "json" ? (
                    <pre className="overflow-x-auto rounded bg-muted p-2 text-xs">{JSON.stringify(row[name], null, 2)}</pre>
                  ) : (field.kind === "textarea" || field.kind === "string") && row[name] !== null && row[name] !== undefined && row[name] !== "" ? (
                    <p className="break-all whitespace-pre-wrap">{String(row[name])}</p>
                  ) : (
                    <CellValue field={field} value={row[name]} options={field.options} row={row} />
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
