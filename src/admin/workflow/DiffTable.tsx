// Before and after of each field a change request changes; a row whose live value has moved
// since the request was made is flagged (the reviewer sees the request is stale there).
import { TriangleAlert } from "lucide-react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { t } from "@/i18n/console";

export interface Change {
  field: string;
  label: string;
  from: unknown;
  to: unknown;
  stale?: boolean;
}

const shown = (value: unknown) => (value === null || value === undefined || value === "" ? "—" : Array.isArray(value) ? value.join(", ") : String(value));

export function DiffTable({ changes, caption }: { changes: readonly Change[]; caption?: string }) {
  return (
    <Table aria-label={caption}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="px-2">{t("changeItem")}</TableHead>
          <TableHead className="px-2">{t("changeBefore")}</TableHead>
          <TableHead className="px-2">{t("changeAfter")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {changes.map((c) => (
          <TableRow key={c.field} data-stale={c.stale || undefined} className="align-top">
            <th scope="row" className="px-2 py-1.5 text-left font-normal text-muted-foreground">
              {c.label}
              {c.stale && (
                <span className="mt-0.5 flex items-center gap-1 text-xs font-medium text-foreground">
                  <TriangleAlert className="size-3.5 text-warning" aria-hidden="true" />
                  {t("staleValue")}
                </span>
              )}
            </th>
            <TableCell className="px-2 py-1.5 break-all">
              <del className="text-muted-foreground decoration-destructive/60">{shown(c.from)}</del>
            </TableCell>
            <TableCell className="px-2 py-1.5 break-all">
              <ins className="font-medium no-underline">{shown(c.to)}</ins>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
