// The supervision rule engine shared by every alert inbox (contract.Alert, travel.Alert) and the
// products check (product.Check, whose checks keep the figures behind a hit): each
// rule is one set-based SELECT of the records it hits at `now`; each hit is an alert raised once
// per subject (and reference, e.g. the check-in behind it) and rule. An open alert closes itself
// (RESOLVED) when its cause goes; one a supervisor decided stays as decided (and no new one is
// raised for the same cause); if a resolved cause comes back, a new alert is raised. Callers run
// the rules after every write of their records (over those records) and on the scheduler's tick
// (over all of them).
import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "./types";

export type AlertLevel = "INFO" | "WARN" | "SEVERE";

export interface AlertRule<Code extends string = string> {
  code: Code;
  level: AlertLevel;
  /**
   * The hits at `now`: a SELECT whose columns are `subject` (the record the alert is about),
   * `ref` (0 when the book has no reference column), `agency_id`, `region_code` and, when the book
   * keeps findings, `finding`.
   */
  hits(now: number): SQL;
}

/** Where a family of rules keeps its alerts. */
export interface AlertBook {
  /** The alert table (columns: subject, ref, agency_id, region_code, rule_code, level, status, raised_time, closed_time, update_time). */
  table: string;
  /** The alert table's column naming the subject, e.g. `contract_id`. */
  subject: string;
  /** A second identity column (e.g. `checkin_id`, 0 when the rule has none). */
  ref?: string;
  /** The state of a raised alert nobody has decided yet; it closes itself when its cause goes (default `OPEN`). */
  open?: string;
  /** The states in which an alert stands, so that no new one is raised for its cause (default: every state but `RESOLVED`). */
  standing?: readonly string[];
  /**
   * Where the book keeps the figures behind a hit (the hits then have a `finding` column): an
   * undecided alert follows them as they change, and an alert decided into one of the
   * `standsWhileSame` states stands only while the figures are the same (new figures, new alert).
   */
  finding?: { column: string; standsWhileSame: readonly string[] };
}

const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);
const textList = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

/**
 * Runs the rules over the given subjects or (no ids) over all of them; answers how many alerts
 * changed (raised plus cleared).
 */
export async function runAlertRules(db: Executor, book: AlertBook, rules: readonly AlertRule[], now: number, ids?: readonly number[]): Promise<number> {
  if (ids && ids.length === 0) return 0;
  const table = sql.identifier(book.table);
  const subject = sql.identifier(book.subject);
  const ref = book.ref ? sql.identifier(book.ref) : undefined;
  const onlyHits = ids ? sql` AND h.subject IN (${idList(ids)})` : sql``;
  const onlyAlerts = ids ? sql` AND ${subject} IN (${idList(ids)})` : sql``;
  const open = book.open ?? "OPEN";
  const finding = book.finding ? sql.identifier(book.finding.column) : undefined;
  const stands = book.standing ? sql`a.status IN (${textList(book.standing)})` : sql`a.status <> 'RESOLVED'`;
  const standsWhileSame = book.finding && finding ? sql` OR (a.status IN (${textList(book.finding.standsWhileSame)}) AND a.${finding} = h.finding)` : sql``;
  let changed = 0;
  for (const rule of rules) {
    const hits = rule.hits(now);
    const raised = await db.run(sql`INSERT INTO ${table} (${subject}${ref ? sql`, ${ref}` : sql``}, agency_id, region_code, rule_code, level${finding ? sql`, ${finding}` : sql``}, status, raised_time, create_time, update_time)
      SELECT DISTINCT h.subject${ref ? sql`, h.ref` : sql``}, h.agency_id, h.region_code, ${rule.code}, ${rule.level}${finding ? sql`, h.finding` : sql``}, ${open}, ${now}, ${now}, ${now} FROM (${hits}) h WHERE 1 = 1${onlyHits}
      AND NOT EXISTS (SELECT 1 FROM ${table} a WHERE a.${subject} = h.subject${ref ? sql` AND a.${ref} = h.ref` : sql``} AND a.rule_code = ${rule.code} AND (${stands}${standsWhileSame}))`);
    changed += Number(raised.rowsAffected ?? 0);
    if (finding) {
      // An undecided alert shows the figures as they are now.
      const followed = await db.run(sql`UPDATE ${table} SET ${finding} = h.finding, update_time = ${now} FROM (${hits}) h
        WHERE ${table}.${subject} = h.subject${ref ? sql` AND ${table}.${ref} = h.ref` : sql``}${onlyHits} AND ${table}.rule_code = ${rule.code} AND ${table}.status = ${open} AND ${table}.${finding} <> h.finding`);
      changed += Number(followed.rowsAffected ?? 0);
    }
    // The hits are computed once (NOT IN), not once per open alert.
    const cleared = await db.run(sql`UPDATE ${table} SET status = 'RESOLVED', closed_time = ${now}, update_time = ${now}
      WHERE status = ${open} AND rule_code = ${rule.code}${onlyAlerts}
      AND ${ref ? sql`(${subject}, ${ref})` : subject} NOT IN (SELECT h.subject${ref ? sql`, h.ref` : sql``} FROM (${hits}) h WHERE 1 = 1${onlyHits})`);
    changed += Number(cleared.rowsAffected ?? 0);
  }
  return changed;
}
