// The dashboard's complaint figures, within the caller's jurisdiction: per bureau and per
// respondent, how many complaints, how many concluded and of those how many on time (no step
// taken after its limit), the average satisfaction; the open cases past their step's limit; and
// the cases under provincial supervision (督办) with their deadlines. Complaints number in the
// thousands a year province-wide, so grouped queries over the indexed table answer at once.
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { complaint } from "@db/schema";
import { pick } from "@shared/i18n";
import type { CrudContext, ServerModule } from "@server/engine/types";
import { jurisdictionCondition } from "@server/engine/jurisdiction";
import { overdueCondition } from "@server/engine/workflow/queue";
import type { AppServices } from "@server/services";
import { bureauName } from "./bureaus";
import { complaintWorkflow, OPEN_STATES } from "./workflow";

/** Concluded by the bureau: closed, refused or transferred (a withdrawal is the complainant's). */
const CONCLUDED = ["CLOSED", "REFUSED", "TRANSFERRED"] as const;

export interface StatLine {
  total: number;
  open: number;
  overdue: number;
  concluded: number;
  on_time: number;
  /** Percent of concluded cases handled on time (null when none concluded). */
  on_time_rate: number | null;
  rated: number;
  /** Average 1-5 (null when none rated). */
  satisfaction: number | null;
}

const bureauOf = sql<number>`(CASE WHEN (${complaint.region_code} / 100) % 100 = 90 AND ${complaint.region_code} % 100 <> 0 THEN ${complaint.region_code} ELSE (${complaint.region_code} / 100) * 100 END)`;

function metrics(now: number, entry: ServerModule) {
  const open = sql`${complaint.status} IN ${[...OPEN_STATES]}`;
  const concluded = sql`${complaint.status} IN ${[...CONCLUDED]}`;
  return {
    total: sql<number>`count(*)`.mapWith(Number),
    open: sql<number>`coalesce(sum(CASE WHEN ${open} THEN 1 ELSE 0 END), 0)`.mapWith(Number),
    overdue: sql<number>`coalesce(sum(CASE WHEN ${overdueCondition(entry, complaintWorkflow, now)} THEN 1 ELSE 0 END), 0)`.mapWith(Number),
    concluded: sql<number>`coalesce(sum(CASE WHEN ${concluded} THEN 1 ELSE 0 END), 0)`.mapWith(Number),
    on_time: sql<number>`coalesce(sum(CASE WHEN ${concluded} AND ${complaint.late_steps} = 0 THEN 1 ELSE 0 END), 0)`.mapWith(Number),
    rated: sql<number>`count(${complaint.satisfaction})`.mapWith(Number),
    satisfaction: sql<number | null>`avg(${complaint.satisfaction})`,
  };
}

function line(row: { total: number; open: number; overdue: number; concluded: number; on_time: number; rated: number; satisfaction: number | null }): StatLine {
  return {
    total: row.total,
    open: row.open,
    overdue: row.overdue,
    concluded: row.concluded,
    on_time: row.on_time,
    on_time_rate: row.concluded ? Math.round((row.on_time / row.concluded) * 1000) / 10 : null,
    rated: row.rated,
    satisfaction: row.satisfaction === null || row.satisfaction === undefined ? null : Math.round(Number(row.satisfaction) * 100) / 100,
  };
}

export async function complaintStats(services: AppServices, entry: ServerModule, ctx: Pick<CrudContext, "admin" | "services" | "lang">) {
  const { db } = services;
  const now = services.clock.now();
  const scope: SQL | undefined = jurisdictionCondition(entry, ctx);
  const m = metrics(now, entry);
  const [all] = await db.select(m).from(complaint).where(scope);
  const bureaus = await db.select({ bureau: bureauOf, ...m }).from(complaint).where(scope).groupBy(bureauOf).orderBy(desc(sql`count(*)`));
  const respondents = await db
    .select({ respondent_id: complaint.respondent_id, respondent_name: complaint.respondent_name, ...m })
    .from(complaint)
    .where(scope)
    .groupBy(complaint.respondent_name, complaint.respondent_id)
    .orderBy(desc(sql`count(*)`), asc(complaint.respondent_name))
    .limit(10);
  const supervised = await db
    .select({ id: complaint.id, complaint_no: complaint.complaint_no, respondent_name: complaint.respondent_name, region_code: complaint.region_code, status: complaint.status, supervise_due_time: complaint.supervise_due_time })
    .from(complaint)
    .where(and(scope, eq(complaint.supervised, "1"), inArray(complaint.status, [...OPEN_STATES])))
    .orderBy(asc(complaint.supervise_due_time))
    .limit(20);
  return {
    totals: line(all ?? { total: 0, open: 0, overdue: 0, concluded: 0, on_time: 0, rated: 0, satisfaction: null }),
    bureaus: bureaus.map((b) => ({ code: b.bureau, name: pick(bureauName(b.bureau), ctx.lang), ...line(b) })),
    respondents: respondents.map((r) => ({ id: r.respondent_id, name: r.respondent_name, ...line(r) })),
    supervised: supervised.map((s) => ({ ...s, bureau: pick(bureauName(s.region_code), ctx.lang), overdue: typeof s.supervise_due_time === "number" && s.supervise_due_time < now })),
  };
}
