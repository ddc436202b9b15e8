// One enterprise as its detail page shows it (basic data, licences, staff, associations,
// audit history, change requests) and change requests of approved enterprises: the caller's
// data scope applies, so an enterprise account reaches its own enterprise only.
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { association, associationMember, enterprise, enterpriseCategory, enterpriseChangeRequest, enterpriseStaff } from "@db/schema";
import type { Lang } from "@/lib/i18n";
import { validate } from "@/lib/validate";
import { requireId } from "../../kernel/ids";
import { ApiError, FieldValidationError } from "../../kernel/errors";
import { keepUnchangedPersonalData, maskPersonalData, type CrudEngine } from "../../crud/engine";
import { enterpriseModule } from "@/modules/enterprise/registry";
import { staffModule } from "@/modules/enterprise/people";
import type { CrudContext, Row, ServerModule } from "../../crud/types";
import { transition } from "./audit-machine";
import { checkEnterpriseValues, diffOf, FIELD_LABELS, maskedChangeValue, registrationRules, toColumns, toWireValues } from "./fields";
import { auditHistory, parseList } from "./registration";

const OPEN = ["DRAFT", "SUBMITTED", "UNDER_REVIEW", "RETURNED"] as const;

export function createEnterpriseProfile(engine: CrudEngine, entry: ServerModule) {
  const targetId = (ctx: CrudContext, id: unknown) => {
    if (id !== undefined && id !== null && id !== "") return requireId(id);
    if (ctx.admin.row.enterprise_id) return ctx.admin.row.enterprise_id;
    throw new ApiError("parameterError");
  };

  async function detail(ctx: CrudContext, id: unknown) {
    const { db } = ctx.services;
    const row = await engine.read(entry, ctx, targetId(ctx, id));
    const enterpriseId = Number(row.id);
    const [category] = await db.select().from(enterpriseCategory).where(eq(enterpriseCategory.id, Number(row.category_id)));
    const [parent] = category?.pid ? await db.select().from(enterpriseCategory).where(eq(enterpriseCategory.id, category.pid)) : [];
    const staff = await db.select().from(enterpriseStaff).where(eq(enterpriseStaff.enterprise_id, enterpriseId)).orderBy(desc(enterpriseStaff.status), asc(enterpriseStaff.id)).limit(100);
    const [staffTotal] = await db.select({ n: count() }).from(enterpriseStaff).where(eq(enterpriseStaff.enterprise_id, enterpriseId));
    const memberships = await db
      .select({ id: associationMember.id, association_id: association.id, name: association.name, name_en: association.name_en, role: associationMember.role, join_date: associationMember.join_date, status: associationMember.status })
      .from(associationMember)
      .innerJoin(association, eq(association.id, associationMember.association_id))
      .where(eq(associationMember.enterprise_id, enterpriseId));
    const requests = await db.select().from(enterpriseChangeRequest).where(eq(enterpriseChangeRequest.enterprise_id, enterpriseId)).orderBy(desc(enterpriseChangeRequest.id)).limit(50);
    const [raw] = await db.select({ missing_items: enterprise.missing_items, audit_opinion: enterprise.audit_opinion, decide_time: enterprise.decide_time }).from(enterprise).where(eq(enterprise.id, enterpriseId));
    return {
      row: { ...row, missing_items: parseList(raw?.missing_items ?? ""), audit_opinion: raw?.audit_opinion ?? "", decide_time: raw?.decide_time ?? null },
      category: category ? { ...category, parent: parent ? { id: parent.id, name: parent.name, name_en: parent.name_en } : null } : null,
      region_path: await ctx.services.areas.path(Number(row.region_code ?? 0)),
      staff: staff.map((member) => {
        const shown: Row = { ...member };
        maskPersonalData(staffModule, [shown]);
        return shown;
      }),
      staff_total: staffTotal?.n ?? 0,
      associations: memberships,
      change_requests: requests.map((r) => ({ ...r, changes: maskedChanges(r.changes), missing_items: parseList(r.missing_items) })),
      records: await auditHistory(ctx.services, enterpriseId),
    };
  }

  /** A change request's diff with personal data masked. */
  function maskedChanges(json: string): Record<string, { from: unknown; to: unknown }> {
    const changes = JSON.parse(json || "{}") as Record<string, { from: unknown; to: unknown }>;
    return Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, { from: maskedChangeValue(field, change.from), to: maskedChangeValue(field, change.to) }]));
  }

  /** Files a change request (or completes a returned one) for an approved enterprise. */
  async function requestChange(ctx: CrudContext, body: unknown, lang: Lang): Promise<number> {
    if (!body || typeof body !== "object") throw new ApiError("emptyBody");
    const { db } = ctx.services;
    const visible = await engine.read(entry, ctx, targetId(ctx, (body as Row).id));
    const [current] = await db.select().from(enterprise).where(eq(enterprise.id, Number(visible.id)));
    if (!current) throw new ApiError("recordNotFound");
    if (current.audit_status !== "APPROVED") throw new ApiError("changeOnlyApproved");
    // Personal data comes back blank or masked when the form left it alone.
    const checked = validate(registrationRules("draft"), keepUnchangedPersonalData(enterpriseModule, body as Row, current as unknown as Row), { partial: true });
    if (!checked.ok) throw new FieldValidationError(checked.errors, FIELD_LABELS);
    const proposed = checked.value as Row;
    const full = validate(registrationRules("submit"), { ...toWireValues(current as unknown as Row), ...proposed });
    if (!full.ok) throw new FieldValidationError(full.errors, FIELD_LABELS);
    const changes = diffOf(current as unknown as Row, proposed);
    if (Object.keys(changes).length === 0) throw new ApiError("changeNothing");
    const reason = typeof (body as Row).reason === "string" ? String((body as Row).reason).slice(0, 500) : "";
    const operator = { id: ctx.admin.id, name: ctx.admin.row.nickname || ctx.admin.row.username };
    const timeZone = (await ctx.services.siteConfig.getString("time_zone")) || "Asia/Shanghai";
    const calendar = await ctx.services.workCalendar.get();
    return db.transaction(async (tx) => {
      await checkEnterpriseValues(tx, ctx.services.areas, { ...current, ...toColumns(proposed) }, current.id);
      const [open] = await tx
        .select()
        .from(enterpriseChangeRequest)
        .where(and(eq(enterpriseChangeRequest.enterprise_id, current.id), inArray(enterpriseChangeRequest.status, OPEN)))
        .orderBy(desc(enterpriseChangeRequest.id))
        .limit(1);
      if (open && open.status !== "RETURNED") throw new ApiError("changePending");
      const extra = { changes: JSON.stringify(changes), reason, applicant_id: ctx.admin.id };
      if (open) {
        await transition(tx, "change", { id: open.id, enterpriseId: current.id, status: open.status }, "resubmit", operator, {}, { lang, timeZone, calendar, extra });
        return open.id;
      }
      const [created] = await tx.insert(enterpriseChangeRequest).values({ enterprise_id: current.id, status: "DRAFT", ...extra }).returning();
      if (!created) throw new Error("change request insert returned no row");
      await transition(tx, "change", { id: created.id, enterpriseId: current.id, status: "DRAFT" }, "submit", operator, {}, { lang, timeZone, calendar });
      return created.id;
    });
  }

  async function withdrawChange(ctx: CrudContext, body: unknown, lang: Lang): Promise<void> {
    const id = requireId((body as Row | undefined)?.id);
    const { db } = ctx.services;
    const [request] = await db.select().from(enterpriseChangeRequest).where(eq(enterpriseChangeRequest.id, id));
    if (!request) throw new ApiError("auditNotFound");
    // The request must belong to an enterprise the caller may see.
    await engine.read(entry, ctx, request.enterprise_id);
    const operator = { id: ctx.admin.id, name: ctx.admin.row.nickname || ctx.admin.row.username };
    await db.transaction((tx) => transition(tx, "change", { id: request.id, enterpriseId: request.enterprise_id, status: request.status }, "withdraw", operator, {}, { lang }));
  }

  return { detail, requestChange, withdrawChange };
}
