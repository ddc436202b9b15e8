// Travel agency details on the server: the details belong to a travel agency; only a CJ licence
// may carry the outbound scope; a branch names another agency as its head office; a guarantee or
// insurance deposit says when it ends. Each row counts its licensed guides. `dashboard` feeds the
// travel agency dashboard (agency/dashboard).
import { and, count, eq, inArray } from "drizzle-orm";
import { enterprise, guide } from "@db/schema";
import { L } from "@shared/module/labels";
import { action, defineServer } from "@server/engine/define";
import { FieldValidationError, type FieldProblem } from "@server/kernel/errors";
import { agencyDashboard } from "./dashboard";
import agencyModule from "./module";

const LABELS = Object.fromEntries(Object.entries(agencyModule.fields).map(([k, f]) => [k, f.label]));

/** Guide cards that let their holder work (the dashboard and the list count these). */
export const LICENSED_CARD_STATUSES = ["VALID", "EXPIRING"] as const;

export default defineServer({
  hooks: {
    async beforeSave(_ctx, values, _input, existing, tx) {
      const merged = { ...existing, ...values };
      const problems: Record<string, FieldProblem> = {};
      const [agency] = await tx.select({ category: enterprise.category_id }).from(enterprise).where(eq(enterprise.id, Number(merged.enterprise_id)));
      if (agency?.category !== 11000) problems.enterprise_id = { text: L("请选择旅行社类企业", "Choose a travel agency") };
      const scopes = String(merged.scopes ?? "").split(",");
      const outboundLicence = /^L-[A-Z]{2,3}-CJ/.test(String(merged.license_no ?? ""));
      if (scopes.includes("OUTBOUND") && !outboundLicence) problems.scopes = { text: L("经营出境旅游业务须持 CJ 字号许可证", "Outbound tours need a licence numbered L-…-CJ…") };
      if (merged.office_type === "BRANCH") {
        if (!merged.parent_id) problems.parent_id = { key: "required" };
        else if (Number(merged.parent_id) === Number(merged.enterprise_id)) problems.parent_id = { text: L("总社不能是本社", "The head office must be another agency") };
      } else values.parent_id = null;
      if (merged.deposit_form === "CASH") values.deposit_expire_date = "";
      else if (!merged.deposit_expire_date) problems.deposit_expire_date = { key: "required" };
      if (Object.keys(problems).length) throw new FieldValidationError(problems, LABELS);
    },
    async decorate(ctx, rows) {
      const ids = rows.map((r) => Number(r.enterprise_id)).filter(Boolean);
      if (ids.length === 0) return;
      const counts = await ctx.services.db
        .select({ id: guide.agency_id, n: count() })
        .from(guide)
        .where(and(inArray(guide.agency_id, ids), inArray(guide.card_status, [...LICENSED_CARD_STATUSES])))
        .groupBy(guide.agency_id);
      const byId = new Map(counts.map((c) => [c.id, c.n]));
      for (const row of rows) row.guide_count = byId.get(Number(row.enterprise_id)) ?? 0;
    },
  },
  actions: {
    // The travel agency dashboard's panels (the page's own rule is its node).
    dashboard: action({ method: "GET", access: { node: "agency/dashboard" }, handle: (ctx) => agencyDashboard(ctx) }),
  },
});
