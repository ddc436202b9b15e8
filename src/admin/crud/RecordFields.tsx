// A record's declared fields, read-only, as label / value pairs: values drawn by their kind,
// linked records by their names, personal data masked with its reveal button, pictures large
// enough to read. Empty fields are left out; `names` picks and orders them, `extra` replaces a
// value with the page's own.
import { useEffect, useState, type ReactNode } from "react";
import { pick } from "@shared/i18n";
import { primaryKey, shownFor } from "@shared/module/field-kinds";
import type { FieldDeclaration, ModuleDeclaration } from "@shared/module/types";
import { cn } from "@/lib/utils";
import { consoleLang } from "@/i18n/console";
import { useFieldOptions } from "./field-options";
import { CellValue } from "./kind-widgets";
import { PiiValue } from "./PiiValue";
import { linkedLabels, type LinkedLabels } from "./remote";

type Row = Record<string, unknown>;

const isEmpty = (value: unknown) => value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

/** Pictures that open full size; each link is named by its field (and number, if several). */
function Pictures({ urls, label }: { urls: string[]; label: string }) {
  return (
    <span className="flex flex-wrap gap-2">
      {urls.map((url, index) => (
        <a key={url} href={url} target="_blank" rel="noopener noreferrer" className="block overflow-hidden rounded-lg border bg-muted/40 outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <img src={url} alt={urls.length > 1 ? `${label} ${index + 1}` : label} loading="lazy" className="h-24 w-36 object-contain" />
        </a>
      ))}
    </span>
  );
}

function Value({ module, row, name, field, labels }: { module: ModuleDeclaration; row: Row; name: string; field: FieldDeclaration; labels: LinkedLabels }) {
  const options = useFieldOptions(field);
  const value = row[name];
  if (field.pii) return <PiiValue module={module} id={row[primaryKey(module)]} name={name} value={value} />;
  if (field.kind === "image" || field.kind === "images") return <Pictures urls={(Array.isArray(value) ? value : [value]).map(String)} label={pick(field.label, consoleLang())} />;
  if (field.kind === "string" || field.kind === "textarea") return <span className="break-words whitespace-pre-wrap">{String(value)}</span>;
  if (field.kind === "json") return <pre className="overflow-x-auto rounded bg-muted p-2 text-xs">{JSON.stringify(value, null, 2)}</pre>;
  return <CellValue field={field} value={value} options={options} remote={labels[name]} row={row} />;
}

export function RecordFields({
  module,
  row,
  names,
  skip = [],
  extra,
  columns = 1,
}: {
  module: ModuleDeclaration;
  row: Row;
  /** The fields shown, in order (default: every declared field but the primary key). */
  names?: readonly string[];
  skip?: readonly string[];
  extra?: Record<string, ReactNode>;
  columns?: 1 | 2;
}) {
  const lang = consoleLang();
  const [labels, setLabels] = useState<LinkedLabels>({});
  const chosen = (names ?? Object.keys(module.fields).filter((name) => name !== primaryKey(module))).filter((name) => {
    const field = module.fields[name];
    return field && !field.secret && !skip.includes(name) && shownFor(field, row) && (extra?.[name] !== undefined || !isEmpty(row[name]));
  });
  const key = `${module.key}:${String(row[primaryKey(module)])}:${chosen.join()}`;
  useEffect(() => {
    let live = true;
    void linkedLabels(module.fields, [row], (name) => chosen.includes(name) && extra?.[name] === undefined).then((found) => live && setLabels(found));
    return () => {
      live = false;
    };
  }, [key]);

  return (
    // Two columns only where the container is wide enough (a dialog's side box is not).
    <div className="@container">
      <dl className={cn("grid gap-x-6 gap-y-3 text-sm", columns === 2 && "@xl:grid-cols-2")}>
      {chosen.map((name) => {
        const field = module.fields[name] as FieldDeclaration;
        return (
          // Label above value in a narrow box (a phone's dialog), so a credit code or a number is
          // read on one line, not broken across two.
          <div key={name} className="grid gap-0.5 @sm:grid-cols-[minmax(6rem,9rem)_minmax(0,1fr)] @sm:gap-2">
            <dt className="text-muted-foreground">{pick(field.label, lang)}</dt>
            <dd className="min-w-0 break-words [&_.whitespace-nowrap]:whitespace-normal">{extra?.[name] ?? <Value module={module} row={row} name={name} field={field} labels={labels} />}</dd>
          </div>
        );
      })}
      </dl>
    </div>
  );
}
