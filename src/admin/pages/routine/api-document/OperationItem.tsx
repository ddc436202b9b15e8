// One call: a disclosure button (method, path, summary, who may call it) that opens its
// parameters, request body and response as tables. The details render only while open.
import { useId, useState } from "react";
import { ChevronRight } from "lucide-react";
import { cn } from "@/lib/utils";
import { CallerBadge, MethodBadge } from "./badges";
import { parameterRows, schemaRows, type Operation } from "./document";
import { FieldTable } from "./FieldTable";
import type { Text } from "./text";

function WhoMayCall({ operation, text }: { operation: Operation; text: Text }) {
  const { caller, node } = operation;
  const key = node && (caller === "admin" || caller === "member") ? `who_${caller}Node` : `who_${caller}`;
  // The node goes into the sentence as code: the sentence is split where it stands.
  const [before, after] = text(key, { node: "\u0000" }).split("\u0000");
  return (
    <p className="text-sm">
      {before}
      {after !== undefined && <code className="rounded bg-muted px-1 font-mono text-xs">{node}</code>}
      {after}
    </p>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-2">
      <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h4>
      {children}
    </section>
  );
}

function Details({ operation, text }: { operation: Operation; text: Text }) {
  const parameters = parameterRows(operation.parameters);
  const body = schemaRows(operation.body);
  const response = schemaRows(operation.response?.schema);
  return (
    <div className="space-y-4 border-t bg-muted/20 px-4 py-4">
      <Section title={text("whoMayCall")}>
        <WhoMayCall operation={operation} text={text} />
      </Section>
      {parameters.length > 0 && (
        <Section title={text("parameters")}>
          <FieldTable caption={`${text("parameters")} · ${operation.method.toUpperCase()} ${operation.path}`} rows={parameters} text={text} />
        </Section>
      )}
      {body.length > 0 && (
        <Section title={text("requestBody")}>
          <FieldTable caption={`${text("requestBody")} · ${operation.method.toUpperCase()} ${operation.path}`} rows={body} text={text} />
        </Section>
      )}
      {parameters.length === 0 && body.length === 0 && <p className="text-sm text-muted-foreground">{text("noInput")}</p>}
      {operation.response && (
        <Section title={text("response")}>
          <p className="text-sm text-muted-foreground">{operation.response.description}</p>
          {response.length > 0 && <FieldTable caption={`${text("response")} · ${operation.method.toUpperCase()} ${operation.path}`} rows={response} text={text} />}
        </Section>
      )}
    </div>
  );
}

export function OperationItem({ operation, text }: { operation: Operation; text: Text }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <li className="overflow-hidden rounded-lg border bg-card" data-operation={`${operation.method.toUpperCase()} ${operation.path}`}>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panel}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center gap-3 px-3 py-2 text-left outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
        >
          <ChevronRight aria-hidden="true" className={cn("size-4 shrink-0 text-muted-foreground transition-transform", open && "rotate-90")} />
          <MethodBadge method={operation.method} />
          <span className="min-w-0 shrink font-mono text-sm break-all">{operation.path}</span>
          <span className="hidden min-w-0 flex-1 truncate text-sm text-muted-foreground md:block">{operation.summary}</span>
          <span className="ml-auto">
            <CallerBadge caller={operation.caller} text={text} />
          </span>
        </button>
      </h3>
      <div id={panel} hidden={!open}>
        {open && <Details operation={operation} text={text} />}
      </div>
    </li>
  );
}
