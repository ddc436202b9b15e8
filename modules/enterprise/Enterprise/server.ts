// The enterprise registry: staff edits are checked like a registration (credit code, region,
// map point) and an enterprise entered by the authority itself is registered at once; one
// enterprise as its detail page shows it (licences, staff, associations, trail, change
// requests); change requests of approved enterprises, filed and withdrawn by the enterprise
// (or staff) through the change-request workflow. The caller's data scope applies throughout,
// so an enterprise account reaches its own enterprise only.
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { association, associationMember, enterprise, enterpriseCategory, enterpriseChangeRequest, enterpriseStaff } from "@db/schema";
import { rule, validate } from "@shared/validate";
import { action, defineServer, reply, type ActionContext } from "@server/engine/define";
import { keepUnchangedPersonalData, maskPersonalData } from "@server/engine/engine";
import type { Row, ServerModule } from "@server/engine/types";
import { moverOf, noteTrail } from "@server/engine/workflow/machine";
import { ApiError, FieldValidationError } from "@server/kernel/errors";
import { requireId } from "@server/kernel/ids";
import type { AppServices } from "@server/services";
import { respondentComplaintCounts } from "../../complaint/respondent";
import staffModule from "../Staff/module";
import { checkEnterpriseValues, diffOf, enterpriseTrail, FIELD_LABELS, maskedChangeValue, parseList, registrationRules, toColumns, toWireValues } from "../fields";
import enterpriseModule from "./module";

/** Change requests that still run (a new one waits until they end, a returned one is completed). */
const OPEN = ["DRAFT", "SUBMITTED", "UNDER_REVIEW", "RETURNED"] as const;

const changeDesk = (services: AppServices): ServerModule => services.modules.get("enterprise.ChangeRequest");

/** The enterprise a call is about: the id sent (a plain whole number, or refused), else the caller's own. */
const targetId = (ctx: ActionContext, id: unknown) => {
  if (id !== undefined && id !== null && id !== "") return requireId(id);
  if (ctx.admin.row.enterprise_id) return ctx.admin.row.enterprise_id;
  throw new ApiError("parameterError");
};

/** A change request's diff with personal data masked. */
function maskedChanges(json: string): Record<string, { from: unknown; to: unknown }> {
  const changes = JSON.parse(json || "{}") as Record<string, { from: unknown; to: unknown }>;
  return Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, { from: maskedChangeValue(field, change.from), to: maskedChangeValue(field, change.to) }]));
}

export default defineServer({
  hooks: {
    async beforeSave(ctx, values, _input, existing, tx) {
      await checkEnterpriseValues(tx, ctx.services.areas, { ...existing, ...values }, existing ? Number(existing.id) : undefined);
      if (typeof values.uscc === "string") values.uscc = values.uscc.toUpperCase();
      if (!existing) {
        // Entered by the authority itself: registered at once.
        const now = ctx.services.clock.now();
        Object.assign(values, { audit_status: "APPROVED", submit_time: now, accept_time: now, decide_time: now, applicant_id: 0 });
      }
    },
    async afterSave(ctx, row, _input, existing, tx) {
      const desk = ctx.services.modules.find("enterprise.Audit");
      if (!existing && desk) await noteTrail(desk.declaration, tx, row, "create", moverOf(ctx.admin), ctx.services.clock.now());
    },
    changed(ctx) {
      ctx.services.enterpriseGate.invalidate();
    },
  },
  actions: {
    detail: action({
      method: "GET",
      query: { id: rule.id() },
      async handle(ctx, { query }) {
        const { db } = ctx.services;
        const row = await ctx.engine.read(ctx.entry, ctx, targetId(ctx, query.id));
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
          region_path: await ctx.services.areas.path(Number(row.region_code ?? 0), ctx.lang),
          staff: staff.map((member) => {
            const shown: Row = { ...member };
            maskPersonalData(staffModule, [shown]);
            return shown;
          }),
          staff_total: staffTotal?.n ?? 0,
          associations: memberships,
          change_requests: requests.map((r) => ({ ...r, changes: maskedChanges(r.changes), missing_items: parseList(r.missing_items) })),
          records: await enterpriseTrail(db, enterpriseId),
          complaints: await respondentComplaintCounts(db, enterpriseId, ctx.services.clock.now()),
        };
      },
    }),
    /** Files a change request (or completes a returned one) for an approved enterprise. */
    change: action({
      async handle(ctx) {
        const body = ctx.rawBody;
        if (!body || typeof body !== "object") throw new ApiError("emptyBody");
        const { db } = ctx.services;
        const visible = await ctx.engine.read(ctx.entry, ctx, targetId(ctx, (body as Row).id));
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
        const desk = changeDesk(ctx.services);
        const moveCtx = { services: ctx.services, lang: ctx.lang, mover: moverOf(ctx.admin) };
        const id = await db.transaction(async (tx) => {
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
            await ctx.workflows.move(desk, moveCtx, open.id, "resubmit", {}, { tx, extra });
            return open.id;
          }
          const [created] = await tx.insert(enterpriseChangeRequest).values({ enterprise_id: current.id, status: "DRAFT", ...extra }).returning();
          if (!created) throw new Error("change request insert returned no row");
          await ctx.workflows.move(desk, moveCtx, created.id, "submit", {}, { tx });
          return created.id;
        });
        ctx.services.modules.tableChanged(desk.declaration.table, ctx);
        return reply({ id }, "changeSubmitted");
      },
    }),
    changeWithdraw: action({
      access: { node: "enterprise/enterprise/change" },
      body: { id: rule.id({ required: true }) },
      async handle(ctx, { body }) {
        const [request] = await ctx.services.db.select().from(enterpriseChangeRequest).where(eq(enterpriseChangeRequest.id, body.id));
        if (!request) throw new ApiError("recordNotFound");
        // The request must belong to an enterprise the caller may see.
        await ctx.engine.read(ctx.entry, ctx, request.enterprise_id);
        await ctx.workflows.move(changeDesk(ctx.services), { services: ctx.services, lang: ctx.lang, mover: moverOf(ctx.admin) }, request.id, "withdraw", {});
        return reply(null, "registrationWithdrawn");
      },
    }),
  },
});
