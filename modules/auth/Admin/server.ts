// Administrators: password hashing, group membership (admin_group_access), and the limits on
// what non-super admins may do with other admins and with themselves.
import { eq, inArray, or } from "drizzle-orm";
import { admin, adminGroup, adminGroupAccess } from "@db/schema";
import { hashPassword } from "@server/auth/password";
import { ApiError, FieldValidationError } from "@server/kernel/errors";
import type { ModuleHooks, Row } from "@server/engine/types";
import { adminsInGroups, manageableGroupIds } from "../manageable";
import { defineServer } from "@server/engine/define";

const hooks: ModuleHooks = {
  async scope(ctx) {
    if (ctx.admin.access.super) return undefined;
    const ids = await adminsInGroups(ctx.services.db, await manageableGroupIds(ctx.services.db, ctx.admin.access));
    return or(eq(admin.id, ctx.admin.id), inArray(admin.id, ids.length ? ids : [0]));
  },

  async decorate(ctx, rows) {
    const ids = rows.map((r) => Number(r.id));
    if (ids.length === 0) return;
    const access = await ctx.services.db
      .select({ uid: adminGroupAccess.uid, id: adminGroup.id, name: adminGroup.name, name_en: adminGroup.name_en })
      .from(adminGroupAccess)
      .innerJoin(adminGroup, eq(adminGroup.id, adminGroupAccess.group_id))
      .where(inArray(adminGroupAccess.uid, ids));
    for (const row of rows) {
      const mine = access.filter((a) => a.uid === row.id);
      row.group_arr = mine.map((a) => a.id);
      row.group_name_arr = mine.map((a) => (ctx.lang === "en" && a.name_en ? a.name_en : a.name));
    }
  },

  async beforeSave(ctx, values, input, existing, tx) {
    if (typeof values.password === "string" && values.password) values.password = await hashPassword(values.password);
    const self = existing?.id === ctx.admin.id;
    if (self && values.status === "0") throw new ApiError("cannotDisableSelf");
    const groups = input.group_arr as number[] | undefined;
    if (groups && !ctx.admin.access.super) {
      const allowed = new Set(await manageableGroupIds(tx, ctx.admin.access));
      const current = existing ? (await tx.select({ g: adminGroupAccess.group_id }).from(adminGroupAccess).where(eq(adminGroupAccess.uid, Number(existing.id)))).map((r) => r.g) : [];
      // Groups the admin already had may stay; new ones must be manageable by the editor.
      if (groups.some((g) => !current.includes(g) && !allowed.has(g))) {
        throw new FieldValidationError({ group_arr: { key: "groupNotAssignable" } });
      }
    }
    if (groups) {
      const found = await tx.select({ id: adminGroup.id }).from(adminGroup).where(inArray(adminGroup.id, groups.length ? groups : [0]));
      if (found.length !== new Set(groups).size) throw new FieldValidationError({ group_arr: { key: "notAllowedValue" } });
    }
  },

  async dependents(tx, row) {
    return { admin_group_access: await tx.select().from(adminGroupAccess).where(eq(adminGroupAccess.uid, Number(row.id))) };
  },

  async afterSave(_ctx, row, input, _existing, tx) {
    const groups = input.group_arr as number[] | undefined;
    if (groups) {
      await tx.delete(adminGroupAccess).where(eq(adminGroupAccess.uid, Number(row.id)));
      if (groups.length) await tx.insert(adminGroupAccess).values([...new Set(groups)].map((g) => ({ uid: Number(row.id), group_id: g })));
    }
  },

  async afterCommit(ctx, row, input, existing) {
    // A new password or a disabled account ends the admin's other logins.
    if (existing && (input.password || row.status === "0") && row.id !== ctx.admin.id) {
      await ctx.services.sessions.revokeAll("admin", Number(row.id), input.password ? "password changed" : "account disabled");
    }
  },

  async beforeDelete(ctx, rows: Row[]) {
    return rows.filter((r) => r.id !== ctx.admin.id);
  },

  changed(ctx) {
    ctx.services.adminAccess.invalidate();
  },
};

export default defineServer({ hooks });
