// Small pieces the market-entity pages share: audit status tags, licence expiry, the audit
// trail as a timeline, and a read-only list of an enterprise's fields.
import type { ReactNode } from "react";
import { CircleAlert, CircleCheck, Clock } from "lucide-react";
import { expiryOf, formatDateTime } from "@shared/datetime";
import { pick } from "@shared/i18n";
import { cn } from "@/lib/utils";
import enterpriseModule from "@modules/enterprise/Enterprise/module";
import { shownFor } from "@shared/module/field-kinds";
import { AUDIT_STATUS_OPTIONS, LICENCE_EXPIRY } from "@modules/enterprise/options";
import type { FieldDeclaration } from "@shared/module/types";
import { Tag, optionFor } from "../crud/cells";
import { CellValue } from "../crud/kind-widgets";
import { PiiValue } from "../crud/PiiValue";
import { consoleLang } from "../lang";
import { et } from "./texts";
import type { EnterpriseTextKey } from "./texts-en";

export type Row = Record<string, unknown>;

export const ENTERPRISE_FIELDS = enterpriseModule.fields as Readonly<Record<string, FieldDeclaration>>;

export function AuditStatusTag({ status }: { status: unknown }) {
  const option = optionFor(AUDIT_STATUS_OPTIONS, status);
  return option ? <Tag option={option} /> : <span>{String(status ?? "")}</span>;
}

/** The licence's end date with where it stands (the registry's own thresholds), for detail views. */
export function LicenceExpiry({ date }: { date: unknown }) {
  const expiry = typeof date === "string" ? expiryOf(date, formatDateTime(new Date(), undefined, false), LICENCE_EXPIRY) : undefined;
  if (!expiry) return <span className="text-muted-foreground">{et("licenceNone")}</span>;
  const { state, days } = expiry;
  const tone = state === "expired" ? "danger" : state === "valid" ? "success" : "warning";
  const text = state === "expired" ? et("licenceExpired", { days: -days }) : state === "valid" ? et("licenceValid") : et("licenceExpiring", { days });
  const Icon = state === "expired" ? CircleAlert : state === "valid" ? CircleCheck : Clock;
  return (
    <span className="inline-flex items-center gap-2">
      <span className="tabular-nums">{String(date)}</span>
      <span
        className={cn(
          "inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-medium",
          tone === "danger" && "bg-destructive/12 text-destructive",
          tone === "warning" && "bg-warning/20 text-foreground",
          tone === "success" && "bg-success/15 text-success",
        )}
      >
        <Icon className="size-3.5" aria-hidden="true" />
        {text}
      </span>
    </span>
  );
}

export interface AuditEntry {
  id: number;
  entity_type: string;
  action: string;
  from_status: string;
  to_status: string;
  opinion: string;
  missing_items: string[];
  operator_name: string;
  create_time: number;
}

const ACTION_KEYS: Record<string, EnterpriseTextKey> = {
  create: "actionCreate",
  save: "actionSave",
  submit: "actionSubmit",
  resubmit: "actionResubmit",
  accept: "actionAccept",
  approve: "actionApprove",
  return: "actionReturn",
  reject: "actionReject",
  extend: "actionExtend",
  withdraw: "actionWithdraw",
  reopen: "actionReopen",
  restart: "actionRestart",
};

/** The audit trail, newest first. */
export function AuditTimeline({ records, showEntity = false }: { records: AuditEntry[]; showEntity?: boolean }) {
  if (records.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{et("historyEmpty")}</p>;
  return (
    <ol className="relative ml-2 border-l pl-5">
      {[...records].reverse().map((r) => (
        <li key={r.id} className="relative pb-5 last:pb-0">
          <span
            className={cn(
              "absolute top-1.5 -left-[1.63rem] size-2.5 rounded-full ring-4 ring-background",
              r.to_status === "APPROVED" ? "bg-success" : r.to_status === "REJECTED" ? "bg-destructive" : r.to_status === "RETURNED" ? "bg-warning" : "bg-primary",
            )}
            aria-hidden="true"
          />
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">{ACTION_KEYS[r.action] ? et(ACTION_KEYS[r.action] as EnterpriseTextKey) : r.action}</span>
            {showEntity && <span className="text-xs text-muted-foreground">{et(r.entity_type === "enterprise_change" ? "entityChange" : "entityEnterprise")}</span>}
            <AuditStatusTag status={r.to_status} />
          </div>
          <p className="mt-0.5 text-xs text-muted-foreground">
            <time className="tabular-nums">{formatDateTime(r.create_time)}</time>
            {r.operator_name && ` · ${et("byOperator", { name: r.operator_name })}`}
          </p>
          {r.opinion && (
            <p className="mt-1.5 rounded-md bg-muted/60 px-3 py-2 text-sm">
              <span className="text-muted-foreground">{et("opinionLabel")}</span>
              {r.opinion}
            </p>
          )}
          {r.missing_items.length > 0 && <MissingItems items={r.missing_items} />}
        </li>
      ))}
    </ol>
  );
}

export function MissingItems({ items }: { items: string[] }) {
  return (
    <div className="mt-1.5 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
      <p className="font-medium">{et("missingItems")}</p>
      <ul className="mt-1 list-disc pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** Label / value pairs of enterprise fields, read-only. */
export function FieldList({ row, names, extra, single = false }: { row: Row; names: readonly string[]; extra?: Record<string, ReactNode>; single?: boolean }) {
  const lang = consoleLang();
  return (
    <dl className={cn("grid gap-x-6 gap-y-3 text-sm", !single && "sm:grid-cols-2")}>
      {names.map((name) => {
        const field = ENTERPRISE_FIELDS[name];
        // Category-specific details only where they apply (a scenic spot has no outbound tours).
        if (!field || !shownFor(field, row)) return null;
        return (
          <div key={name} className={cn("grid gap-2", single ? "grid-cols-[10rem_minmax(0,1fr)]" : "grid-cols-[9rem_minmax(0,1fr)]")}>
            <dt className="text-muted-foreground">{pick(field.label, lang)}</dt>
            <dd className="min-w-0 break-words">
              {extra?.[name] ?? (field.pii ? <PiiValue module={enterpriseModule} id={row.id} name={name} value={row[name]} /> : <CellValue field={field} value={row[name]} options={field.options} row={row} />)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

export { AUDIT_STATUS_OPTIONS };
