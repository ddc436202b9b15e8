// The admin's own profile (reference §6 routine/AdminInfo, fixed): always the caller — a
// posted id is ignored — and a new password needs the current one and ends the other logins.
import { and, eq, ne } from "drizzle-orm";
import { admin } from "@db/schema";
import { formatDateTime } from "@shared/datetime";
import { ownProfileRules } from "@shared/contracts/admin";
import { hashPassword, verifyPassword } from "@server/auth/password";
import { action, defineServer, reply } from "@server/engine/define";
import { ApiError, FieldValidationError } from "@server/kernel/errors";
import adminInfoModule from "./module";

const LABELS = Object.fromEntries(Object.entries(adminInfoModule.fields).map(([k, f]) => [k, f.label]));

export default defineServer({
  actions: {
    index: action({
      method: "GET",
      async handle({ services, admin: who }) {
        const row = who.row;
        return {
          info: {
            id: row.id,
            username: row.username,
            nickname: row.nickname,
            avatar: row.avatar,
            email: row.email,
            mobile: row.mobile,
            motto: row.motto,
            last_login_time: formatDateTime(row.last_login_time, await services.siteConfig.timeZone()),
          },
        };
      },
    }),
    edit: action({
      partial: true,
      labels: LABELS,
      body: ownProfileRules,
      async handle({ services, admin: who }, { body }) {
        const { db } = services;
        const { password, old_password: oldPassword, ...profile } = body;
        const values: Partial<typeof admin.$inferInsert> = {};
        for (const [key, value] of Object.entries(profile)) (values as Record<string, unknown>)[key] = value ?? "";
        for (const key of ["email", "mobile"] as const) {
          const value = values[key];
          if (!value) continue;
          const [clash] = await db.select({ id: admin.id }).from(admin).where(and(eq(admin[key], value), ne(admin.id, who.id)));
          if (clash) throw new FieldValidationError({ [key]: { key: "valueTaken" } }, LABELS);
        }
        if (password) {
          const [row] = await db.select({ password: admin.password }).from(admin).where(eq(admin.id, who.id));
          if (!oldPassword || !(await verifyPassword(oldPassword, row?.password))) {
            throw new FieldValidationError({ old_password: { key: "configOldPasswordWrong" } }, { old_password: { "zh-cn": "当前密码", en: "Current password" } });
          }
          values.password = await hashPassword(password);
        }
        if (Object.keys(values).length === 0) throw new ApiError("emptyBody");
        await db.update(admin).set(values).where(eq(admin.id, who.id));
        services.adminAccess.invalidate(who.id);
        if (password) await services.sessions.revokeAll("admin", who.id, "password changed", who.sessionId);
        return reply(null, "profileSaved");
      },
    }),
  },
});
