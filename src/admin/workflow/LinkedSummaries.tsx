// The records a reviewed record belongs to, as the review sends them beside it (a change
// request's `enterprise`): found by the field that links to them (`enterprise_id`), drawn with
// the linked module's own declaration — its listed columns, personal data masked — and a link
// to its page when the module has one the reviewer may open.
import { ExternalLink } from "lucide-react";
import { pick } from "@shared/i18n";
import { listColumn, moduleNodeBase, primaryKey } from "@shared/module/field-kinds";
import type { FieldDeclaration, ModuleDeclaration } from "@shared/module/types";
import { consoleLang } from "@/i18n/console";
import { useHasNode } from "../components/auth";
import { useConsoleModule } from "../crud/modules";
import { RecordFields } from "../crud/RecordFields";
import { consoleUrl, navigate } from "../router/location";

type Row = Record<string, unknown>;

const OWN = new Set(["row", "records", "moves", "used", "changes"]);

function Summary({ field, value, onLeave }: { field: FieldDeclaration; value: Row; onLeave: () => void }) {
  const { module } = useConsoleModule(field.remote?.module);
  const has = useHasNode();
  const lang = consoleLang();
  if (!module) return null;
  const names = Object.entries(module.fields)
    .filter(([name, f]) => name !== primaryKey(module) && listColumn(f) && !listColumn(f)?.hidden)
    .map(([name]) => name);
  const page = Object.entries(module.extraActions ?? {}).find(([name, action]) => action.open && !action.field && has(`${moduleNodeBase(module)}/${name.toLowerCase()}`))?.[1];
  const href = page?.open ? consoleUrl(page.open, `id=${encodeURIComponent(String(value[primaryKey(module)] ?? ""))}`) : undefined;
  const heading = pick(field.label, lang);
  return (
    <section aria-label={heading} className="rounded-lg border bg-muted/20 p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{heading}</h3>
        {href && page && (
          <a
            href={href}
            onClick={(event) => {
              event.preventDefault();
              onLeave();
              navigate(href);
            }}
            className="inline-flex items-center gap-1 text-sm text-primary underline-offset-2 hover:underline"
          >
            {pick(page.label, lang)}
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        )}
      </div>
      <RecordFields module={module} row={value} names={names} columns={2} />
    </section>
  );
}

/** `onLeave`: the reviewer follows a link to another page (the dialog closes first). */
export function LinkedSummaries({ module, review, onLeave }: { module: ModuleDeclaration; review: Record<string, unknown>; onLeave: () => void }) {
  const linked = Object.entries(review).flatMap(([key, value]) => {
    const field = module.fields[`${key}_id`];
    return !OWN.has(key) && field?.remote && value && typeof value === "object" && !Array.isArray(value) ? [[key, field, value as Row] as const] : [];
  });
  return (
    <>
      {linked.map(([key, field, value]) => (
        <Summary key={key} field={field} value={value} onLeave={onLeave} />
      ))}
    </>
  );
}
