// The supervisors' audit workbench (domain §4.2): queues of registrations and change requests
// with their running deadline (overdue ones flagged), one application with its diff and
// history, and the decisions accept / approve / return / reject.
import { and, asc, count, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { auditRecord, enterprise, enterpriseChangeRequest } from "@db/schema";
import type { Lang } from "@/lib/i18n";
import { pick } from "@/lib/i18n";
import { rule, validate } from "@/lib/validate";
import { likePattern } from "../../crud/filters";
import type { AdminContext } from "../../auth/admin-guard";
import { requireId } from "../../kernel/ids";
import { ApiError, FieldValidationError } from "../../kernel/errors";
import type { AppServices } from "../../services";
import type { Row } from "../../crud/types";
import { areaSpan } from "../../crud/filters";
import { extendedSinceAcceptance, transition, type AuditKind } from "./audit-machine";
import { FIELD_LABELS, maskedChangeValue, maskedEnterprise, toColumns, toWireValues } from "./fields";
import { applicationView, auditHistory, parseList } from "./registration";

const PENDING = ["SUBMITTED", "UNDER_REVIEW", "RETURNED"] as const;

const queueRules = {
  kind: rule.string({ in: ["register", "change"] }),
  status: rule.string({ max: 20 }),
  quickSearch: rule.string({ max: 100 }),
  overdue: rule.string({ in: ["0", "1"] }),
  category_id: rule.integer({ min: 1 }),
  region_code: rule.integer({ min: 100000, max: 999999 }),
  page: rule.integer({ min: 1, max: 1_000_000 }),
  limit: rule.integer({ min: 1, max: 100 }),
};

const decisionRules = {
  kind: rule.string({ required: true, in: ["register", "change"] }),
  id: rule.integer({ required: true, min: 1 }),
  opinion: rule.string({ max: 1000 }),
  missing_items: rule.array({ max: 30, items: rule.string({ max: 200 }) }),
};

const DECISION_LABELS = { kind: { "zh-cn": "类型", en: "Kind" }, id: { "zh-cn": "编号", en: "ID" }, opinion: { "zh-cn": "审核意见", en: "Opinion" }, missing_items: { "zh-cn": "需补正材料", en: "Missing items" } };

export function createAuditDesk(services: AppServices) {
  const { db } = services;
  const timeZone = async () => (await services.siteConfig.getString("time_zone")) || "Asia/Shanghai";

  const overdueCondition = (status: SQLiteColumn, notify: SQLiteColumn, decide: SQLiteColumn, now: number) =>
    or(and(eq(status, "SUBMITTED"), lt(notify, now)), and(eq(status, "UNDER_REVIEW"), lt(decide, now)));

  const deadlineOf = (row: { status: string; notify_due_time: number | null; decide_due_time: number | null }, now: number) => {
    const due = row.status === "SUBMITTED" ? row.notify_due_time : row.status === "UNDER_REVIEW" ? row.decide_due_time : null;
    return { due_time: due, overdue: due !== null && due < now };
  };

  async function queue(query: Record<string, unknown>) {
    const checked = validate(queueRules, query);
    if (!checked.ok) throw new FieldValidationError(checked.errors);
    const q = checked.value;
    const kind = (q.kind ?? "register") as AuditKind;
    const page = q.page ?? 1;
    const limit = q.limit ?? 20;
    const now = Math.floor(Date.now() / 1000);
    const statuses = !q.status || q.status === "pending" ? [...PENDING] : q.status === "all" ? ["SUBMITTED", "UNDER_REVIEW", "RETURNED", "APPROVED", "REJECTED", "WITHDRAWN"] : [q.status];
    const e = enterprise;
    const c = enterpriseChangeRequest;
    const statusColumn: SQLiteColumn = kind === "register" ? e.audit_status : c.status;
    const conditions: (SQL | undefined)[] = [inArray(statusColumn, statuses)];
    if (q.quickSearch) conditions.push(or(sql`${e.name} LIKE ${likePattern(q.quickSearch)} ESCAPE '\\'`, sql`${e.uscc} LIKE ${likePattern(q.quickSearch)} ESCAPE '\\'`));
    if (q.category_id) conditions.push(eq(e.category_id, q.category_id));
    if (q.region_code) conditions.push(and(gte(e.region_code, q.region_code), lte(e.region_code, areaSpan(q.region_code))));
    if (q.overdue === "1") {
      conditions.push(kind === "register" ? overdueCondition(e.audit_status, e.notify_due_time, e.decide_due_time, now) : overdueCondition(c.status, c.notify_due_time, c.decide_due_time, now));
    }
    const where = and(...conditions.filter((x): x is SQL => x !== undefined));
    // Running deadlines first (soonest first), then the newest submissions.
    const dueOrder = (notify: SQLiteColumn, decide: SQLiteColumn, status: SQLiteColumn) =>
      sql`CASE ${status} WHEN 'SUBMITTED' THEN ${notify} WHEN 'UNDER_REVIEW' THEN ${decide} ELSE NULL END`;

    let list: Row[];
    let total: number;
    if (kind === "register") {
      const [n] = await db.select({ n: count() }).from(e).where(where);
      total = n?.n ?? 0;
      const rows = await db
        .select()
        .from(e)
        .where(where)
        .orderBy(sql`${dueOrder(e.notify_due_time, e.decide_due_time, e.audit_status)} IS NULL`, asc(dueOrder(e.notify_due_time, e.decide_due_time, e.audit_status)), desc(e.submit_time), desc(e.id))
        .limit(limit)
        .offset((page - 1) * limit);
      list = rows.map((r) => ({
        kind: "register",
        id: r.id,
        enterprise_id: r.id,
        name: r.name,
        name_en: r.name_en,
        uscc: r.uscc,
        category_id: r.category_id,
        region_code: r.region_code,
        status: r.audit_status,
        submit_time: r.submit_time,
        accept_time: r.accept_time,
        ...deadlineOf({ status: r.audit_status, notify_due_time: r.notify_due_time, decide_due_time: r.decide_due_time }, now),
      }));
    } else {
      const [n] = await db.select({ n: count() }).from(c).innerJoin(e, eq(e.id, c.enterprise_id)).where(where);
      total = n?.n ?? 0;
      const rows = await db
        .select({ c, name: e.name, name_en: e.name_en, uscc: e.uscc, category_id: e.category_id, region_code: e.region_code })
        .from(c)
        .innerJoin(e, eq(e.id, c.enterprise_id))
        .where(where)
        .orderBy(sql`${dueOrder(c.notify_due_time, c.decide_due_time, c.status)} IS NULL`, asc(dueOrder(c.notify_due_time, c.decide_due_time, c.status)), desc(c.submit_time), desc(c.id))
        .limit(limit)
        .offset((page - 1) * limit);
      list = rows.map((r) => ({
        kind: "change",
        id: r.c.id,
        enterprise_id: r.c.enterprise_id,
        name: r.name,
        name_en: r.name_en,
        uscc: r.uscc,
        category_id: r.category_id,
        region_code: r.region_code,
        status: r.c.status,
        submit_time: r.c.submit_time,
        accept_time: r.c.accept_time,
        fields: Object.keys(JSON.parse(r.c.changes || "{}") as object),
        ...deadlineOf(r.c, now),
      }));
    }
    for (const row of list) row.region_code_text = await services.areas.fullName(row.region_code as number | null);
    const [pendingRegister] = await db.select({ n: count() }).from(e).where(inArray(e.audit_status, ["SUBMITTED", "UNDER_REVIEW"]));
    const [pendingChange] = await db.select({ n: count() }).from(c).where(inArray(c.status, ["SUBMITTED", "UNDER_REVIEW"]));
    const [overdueRegister] = await db.select({ n: count() }).from(e).where(overdueCondition(e.audit_status, e.notify_due_time, e.decide_due_time, now));
    const [overdueChange] = await db.select({ n: count() }).from(c).where(overdueCondition(c.status, c.notify_due_time, c.decide_due_time, now));
    return {
      list,
      total,
      counts: { register: pendingRegister?.n ?? 0, change: pendingChange?.n ?? 0, overdueRegister: overdueRegister?.n ?? 0, overdueChange: overdueChange?.n ?? 0 },
    };
  }

  async function detail(kind: unknown, id: unknown, lang: Lang) {
    if (kind !== "register" && kind !== "change") throw new ApiError("parameterError");
    const n = requireId(id);
    const now = Math.floor(Date.now() / 1000);
    if (kind === "register") {
      const [row] = await db.select().from(enterprise).where(eq(enterprise.id, n));
      if (!row) throw new ApiError("auditNotFound");
      return {
        kind,
        application: {
          ...maskedEnterprise(applicationView(row)),
          status: row.audit_status,
          ...deadlineOf({ status: row.audit_status, notify_due_time: row.notify_due_time, decide_due_time: row.decide_due_time }, now),
          extended: await extendedSinceAcceptance(db, { entity: "enterprise" }, row.id),
        },
        enterprise: { ...maskedEnterprise(applicationView(row)), region_code_text: await services.areas.fullName(row.region_code) },
        changes: [],
        records: (await auditHistory(services, row.id)).filter((r) => r.entity_type === "enterprise"),
      };
    }
    const [request] = await db.select().from(enterpriseChangeRequest).where(eq(enterpriseChangeRequest.id, n));
    if (!request) throw new ApiError("auditNotFound");
    const [row] = await db.select().from(enterprise).where(eq(enterprise.id, request.enterprise_id));
    if (!row) throw new ApiError("auditNotFound");
    const changes = JSON.parse(request.changes || "{}") as Record<string, { from: unknown; to: unknown }>;
    const current = toWireValues(row as unknown as Row);
    const records = await db.select().from(auditRecord).where(and(eq(auditRecord.entity_type, "enterprise_change"), eq(auditRecord.entity_id, request.id))).orderBy(asc(auditRecord.id));
    return {
      kind,
      application: {
        ...request,
        changes: undefined,
        missing_items: parseList(request.missing_items),
        ...deadlineOf(request, now),
        extended: await extendedSinceAcceptance(db, { entity: "enterprise_change" }, request.id),
      },
      enterprise: { ...maskedEnterprise(applicationView(row)), region_code_text: await services.areas.fullName(row.region_code) },
      changes: Object.entries(changes).map(([field, change]) => ({
        field,
        label: FIELD_LABELS[field] ? pick(FIELD_LABELS[field], lang) : field,
        from: maskedChangeValue(field, change.from),
        to: maskedChangeValue(field, change.to),
        // The live value moved since the request was made (edited by staff meanwhile).
        stale: JSON.stringify(current[field] ?? null) !== JSON.stringify(change.from ?? null),
      })),
      records: records.map((r) => ({ ...r, missing_items: parseList(r.missing_items) })),
    };
  }

  async function decide(who: AdminContext, action: "accept" | "approve" | "return" | "reject" | "extend", body: unknown, lang: Lang) {
    requireId((body as { id?: unknown } | null | undefined)?.id);
    const checked = validate(decisionRules, body ?? {});
    if (!checked.ok) throw new FieldValidationError(checked.errors, DECISION_LABELS);
    const { kind, id, opinion, missing_items } = checked.value;
    const operator = { id: who.id, name: who.row.nickname || who.row.username };
    const zone = await timeZone();
    const calendar = await services.workCalendar.get();
    const enterpriseId = await db.transaction(async (tx) => {
      if (kind === "register") {
        const [row] = await tx.select().from(enterprise).where(eq(enterprise.id, id));
        if (!row) throw new ApiError("auditNotFound");
        await transition(tx, "register", { id: row.id, enterpriseId: row.id, status: row.audit_status }, action, operator, { opinion, missingItems: missing_items }, { lang, timeZone: zone, calendar });
        return row.id;
      }
      const [request] = await tx.select().from(enterpriseChangeRequest).where(eq(enterpriseChangeRequest.id, id));
      if (!request) throw new ApiError("auditNotFound");
      await transition(tx, "change", { id: request.id, enterpriseId: request.enterprise_id, status: request.status }, action, operator, { opinion, missingItems: missing_items }, { lang, timeZone: zone, calendar });
      if (action === "approve") {
        // The change becomes live now, with the sensitive-data log like any staff edit.
        const changes = JSON.parse(request.changes || "{}") as Record<string, { to: unknown }>;
        const values = toColumns(Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change.to])));
        const [existing] = await tx.select().from(enterprise).where(eq(enterprise.id, request.enterprise_id));
        if (existing && Object.keys(values).length) {
          await services.security.changes(tx, "enterprise/enterprise", "enterprise", existing as unknown as Row, values, { adminId: who.id, ip: "", useragent: "" });
          await tx.update(enterprise).set(values).where(eq(enterprise.id, request.enterprise_id));
        }
      }
      return request.enterprise_id;
    });
    services.enterpriseGate.invalidate(enterpriseId);
  }

  return { queue, detail, decide };
}

