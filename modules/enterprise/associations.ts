// Association accounts (not staff) see only the associations they sign in for, and the
// members of those.
import { eq } from "drizzle-orm";
import { association } from "@db/schema";
import type { CrudContext } from "@server/engine/types";

export const isStaff = (ctx: CrudContext) => ctx.admin.access.super || ctx.admin.access.supervise || ctx.admin.access.operations;

export async function ownAssociations(ctx: CrudContext): Promise<number[]> {
  const rows = await ctx.services.db.select({ id: association.id }).from(association).where(eq(association.admin_id, ctx.admin.id));
  return rows.map((r) => r.id);
}
