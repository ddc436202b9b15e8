// The tabs of the enterprise page that list other records: its staff, its associations, and its
// change requests with their diff, opinion and missing items — an enterprise account withdraws
// one while it waits (asked first).
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateTime } from "@shared/datetime";
import { pick } from "@shared/i18n";
import type { FieldDeclaration } from "@shared/module/types";
import enterpriseModule from "@modules/enterprise/Enterprise/module";
import changeRequestModule from "@modules/enterprise/ChangeRequest/module";
import staffModule from "@modules/enterprise/Staff/module";
import { MEMBER_ROLE_OPTIONS } from "@modules/enterprise/options";
import { consoleLang, t } from "@/i18n/console";
import { et } from "@/i18n/enterprise";
import { optionFor, Tag } from "../crud/cells";
import { CellValue } from "../crud/kind-widgets";
import { DiffTable } from "../workflow/DiffTable";
import { MissingItems, StateTag } from "../workflow/Trail";

type Row = Record<string, unknown>;

export interface ChangeRequestRow extends Row {
  id: number;
  status: string;
  submit_time: number | null;
  opinion: string;
  changes: Record<string, { from: unknown; to: unknown }>;
  missing_items: string[];
}

export interface Membership {
  id: number;
  name: string;
  name_en: string;
  role: string;
  join_date: string;
}

const STAFF_COLUMNS = ["name", "gender", "position", "mobile", "id_no", "certificate_no", "certificate_expire_date"] as const;
const staffFields = staffModule.fields as Readonly<Record<string, FieldDeclaration>>;
const enterpriseFields = enterpriseModule.fields as Readonly<Record<string, FieldDeclaration>>;
const workflow = changeRequestModule.workflow;

/** The change requests an enterprise may still withdraw (the declared `withdraw` move's states). */
export const withdrawable = (status: unknown) => (workflow.transitions.withdraw?.from ?? []).includes(String(status));
/** A change request still waiting for a decision (the workflow's pending states). */
export const waiting = (status: unknown) => (workflow.pending ?? []).includes(String(status));

export function StaffTab({ staff, total }: { staff: Row[]; total: number }) {
  const lang = consoleLang();
  if (staff.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{et("staffEmpty")}</p>;
  return (
    <>
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {STAFF_COLUMNS.map((name) => (
              <TableHead key={name} className="px-2">
                {pick(staffFields[name]?.label ?? name, lang)}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {staff.map((s) => (
            <TableRow key={String(s.id)}>
              {STAFF_COLUMNS.map((name) => {
                const field = staffFields[name] as FieldDeclaration;
                return (
                  <TableCell key={name} className={name === "id_no" ? "px-2 font-mono text-xs" : "px-2"}>
                    <CellValue field={field} value={s[name]} options={field.options} row={s} />
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {total > staff.length && <p className="mt-2 text-xs text-muted-foreground">{et("staffMore", { shown: staff.length, total })}</p>}
    </>
  );
}

export function AssociationsTab({ associations }: { associations: Membership[] }) {
  const lang = consoleLang();
  if (associations.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{et("associationsEmpty")}</p>;
  return (
    <ul className="divide-y">
      {associations.map((a) => {
        const role = optionFor(MEMBER_ROLE_OPTIONS, a.role);
        return (
          <li key={a.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
            <span className="font-medium">{lang === "en" && a.name_en ? a.name_en : a.name}</span>
            {role && <Tag option={role} />}
            <span className="text-muted-foreground tabular-nums">{a.join_date}</span>
          </li>
        );
      })}
    </ul>
  );
}

export function ChangeRequestsTab({ requests, canWithdraw, pending, onWithdraw }: { requests: ChangeRequestRow[]; canWithdraw: boolean; pending: boolean; onWithdraw: (request: ChangeRequestRow) => void }) {
  const lang = consoleLang();
  if (requests.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{et("changesEmpty")}</p>;
  return (
    <div className="space-y-4">
      {requests.map((request) => (
        <article key={request.id} aria-labelledby={`change-${request.id}`} className="rounded-lg border p-4">
          <header className="mb-3 flex flex-wrap items-center gap-2 text-sm">
            <h3 id={`change-${request.id}`} className="font-medium">
              {et("changeRequestNo", { id: request.id })}
            </h3>
            <StateTag workflow={workflow} value={request.status} />
            <span className="text-muted-foreground tabular-nums">{formatDateTime(request.submit_time)}</span>
            {canWithdraw && withdrawable(request.status) && (
              <Button variant="outline" size="sm" className="ml-auto" disabled={pending} aria-label={et("withdrawChangeNo", { id: request.id })} onClick={() => onWithdraw(request)}>
                {et("withdrawChange")}
              </Button>
            )}
          </header>
          <DiffTable
            changes={Object.entries(request.changes).map(([field, change]) => ({ field, label: enterpriseFields[field] ? pick(enterpriseFields[field].label, lang) : field, from: change.from, to: change.to }))}
          />
          {request.opinion ? (
            <p className="mt-2 text-sm">
              <span className="text-muted-foreground">{t("opinionPrefix")}</span>
              {request.opinion}
            </p>
          ) : null}
          <MissingItems items={request.missing_items} />
        </article>
      ))}
    </div>
  );
}
