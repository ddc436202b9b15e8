// Parameters or the properties of a schema as a readable table: name, type, required,
// description and the checks a value must pass.
import type { Constraint, SchemaRow } from "./document";
import { Prose } from "./Prose";
import type { Text } from "./text";

function Constraints({ list, text }: { list: Constraint[]; text: Text }) {
  if (list.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {list.map((c) => (
        <li key={`${c.items}${c.key}${c.value}`} className="rounded bg-muted px-1.5 py-0.5 text-xs">
          {c.items && <span className="text-muted-foreground">{text("eachItem")} · </span>}
          <span className="text-muted-foreground">{text(`c_${c.key}`)}</span> <code className="font-mono break-words">{c.value}</code>
        </li>
      ))}
    </ul>
  );
}

export function FieldTable({ caption, rows, text }: { caption: string; rows: (SchemaRow & { in?: string })[]; text: Text }) {
  const withIn = rows.some((row) => row.in);
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">{text("col_name")}</th>
            {withIn && <th scope="col" className="px-3 py-2 font-medium whitespace-nowrap">{text("col_in")}</th>}
            <th scope="col" className="px-3 py-2 font-medium">{text("col_type")}</th>
            <th scope="col" className="px-3 py-2 font-medium whitespace-nowrap">{text("col_required")}</th>
            <th scope="col" className="px-3 py-2 font-medium">{text("col_description")}</th>
            <th scope="col" className="px-3 py-2 font-medium">{text("col_constraints")}</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={`${row.in ?? ""}${row.name}`} className="align-top">
              <th scope="row" className="px-3 py-2 font-mono text-xs font-medium whitespace-nowrap">{row.name}</th>
              {withIn && <td className="px-3 py-2 text-xs whitespace-nowrap text-muted-foreground">{row.in ? text(`in_${row.in}`) : ""}</td>}
              <td className="px-3 py-2 font-mono text-xs whitespace-nowrap">{row.type}</td>
              <td className="px-3 py-2 text-xs whitespace-nowrap">{row.required ? <span className="font-medium text-danger-text">{text("required")}</span> : <span className="text-muted-foreground">{text("optional")}</span>}</td>
              <td className="min-w-48 px-3 py-2">{row.description ? <Prose text={row.description} /> : <span className="text-muted-foreground">—</span>}</td>
              <td className="px-3 py-2"><Constraints list={row.constraints} text={text} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
