// Before / after of each field a change request changes (the audit workbench's diff view).
import { pick } from "@shared/i18n";
import enterpriseModule from "@modules/enterprise/Enterprise/module";
import { consoleLang } from "../lang";
import { et } from "./texts";

/** Before / after of each changed field. */
export function DiffTable({ changes, stale }: { changes: Record<string, { from: unknown; to: unknown }> | { field: string; label: string; from: unknown; to: unknown; stale?: boolean }[]; stale?: boolean }) {
  const lang = consoleLang();
  const rows = Array.isArray(changes)
    ? changes
    : Object.entries(changes).map(([field, change]) => ({ field, label: enterpriseModule.fields[field as keyof typeof enterpriseModule.fields] ? pick(enterpriseModule.fields[field as keyof typeof enterpriseModule.fields].label, lang) : field, from: change.from, to: change.to, stale: false }));
  const show = (value: unknown) => (value === null || value === undefined || value === "" ? "—" : Array.isArray(value) ? value.join(", ") : String(value));
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="text-left text-xs text-muted-foreground">
          <tr className="border-b">
            <th scope="col" className="px-2 py-1.5 font-medium">{et("field")}</th>
            <th scope="col" className="px-2 py-1.5 font-medium">{et("before")}</th>
            <th scope="col" className="px-2 py-1.5 font-medium">{et("after")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.field} className="border-b last:border-0 align-top">
              <th scope="row" className="px-2 py-1.5 text-left font-normal text-muted-foreground">
                {r.label}
                {(stale || r.stale) && <span className="ml-1 text-xs text-warning" title={et("staleValue")}>⚠</span>}
              </th>
              <td className="px-2 py-1.5 break-all">
                <del className="text-destructive/80 decoration-destructive/50">{show(r.from)}</del>
              </td>
              <td className="px-2 py-1.5 break-all">
                <ins className="font-medium text-success no-underline">{show(r.to)}</ins>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
