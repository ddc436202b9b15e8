// The console dashboard's figures: members, new members today, admins, operations today, the
// latest operations (the admin's own unless super) and the supervision work waiting.
import { Elysia } from "elysia";
import { count, desc, eq, gte } from "drizzle-orm";
import { admin, adminLog, user } from "@db/schema";
import type { AdminGuard } from "../../auth/admin-guard";
import type { CrudEngine } from "../../engine/engine";
import type { AppServices } from "../../services";
import { dashboardWork } from "./dashboard-work";

function startOfDay(now: Date, timeZone: string): number {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  const utc = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  const offset = new Date(now.toLocaleString("en-US", { timeZone })).getTime() - new Date(now.toLocaleString("en-US", { timeZone: "UTC" })).getTime();
  return Math.floor((utc - offset) / 1000);
}

export function dashboardRoutes(services: AppServices, guard: AdminGuard, engine: CrudEngine) {
  const { db } = services;
  return new Elysia({ prefix: `/${services.config.adminPrefix}/dashboard` }).use(guard).get(
    "/index",
    async ({ admin: who, lang, ok }) => {
      const today = startOfDay(new Date(), await services.siteConfig.timeZone());
      const [[members], [membersToday], [admins], [logsToday]] = await Promise.all([
        db.select({ n: count() }).from(user),
        db.select({ n: count() }).from(user).where(gte(user.join_time, today)),
        db.select({ n: count() }).from(admin),
        db.select({ n: count() }).from(adminLog).where(gte(adminLog.create_time, today)),
      ]);
      const recent = await db
        .select({ id: adminLog.id, title: adminLog.title, title_en: adminLog.title_en, username: adminLog.username, create_time: adminLog.create_time })
        .from(adminLog)
        .where(who.access.super ? undefined : eq(adminLog.admin_id, who.id))
        .orderBy(desc(adminLog.id))
        .limit(8);
      return ok({
        cards: [
          { key: "members", value: members?.n ?? 0 },
          { key: "membersToday", value: membersToday?.n ?? 0 },
          { key: "admins", value: admins?.n ?? 0 },
          { key: "logsToday", value: logsToday?.n ?? 0 },
        ],
        recent: recent.map((r) => ({ id: r.id, title: lang === "en" && r.title_en ? r.title_en : r.title, username: r.username, create_time: r.create_time })),
        work: await dashboardWork(services, engine, who, lang),
      });
    },
    { admin: true },
  );
}
