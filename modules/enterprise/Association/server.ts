// Associations: an association's own account sees only itself; every row counts its active
// member enterprises.
import { and, count, eq, inArray } from "drizzle-orm";
import { association, associationMember } from "@db/schema";
import { defineServer } from "@server/engine/define";
import { isStaff } from "../associations";

export default defineServer({
  hooks: {
    scope(ctx) {
      return isStaff(ctx) ? undefined : eq(association.admin_id, ctx.admin.id);
    },
    async decorate(ctx, rows) {
      const ids = rows.map((r) => Number(r.id));
      if (ids.length === 0) return;
      const counts = await ctx.services.db
        .select({ id: associationMember.association_id, n: count() })
        .from(associationMember)
        .where(and(inArray(associationMember.association_id, ids), eq(associationMember.status, "1")))
        .groupBy(associationMember.association_id);
      for (const row of rows) row.member_count = counts.find((c) => c.id === Number(row.id))?.n ?? 0;
    },
  },
});
