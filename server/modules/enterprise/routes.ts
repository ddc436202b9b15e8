// Routes of the market-entity modules beyond the generic CRUD: self-registration (account and
// application, login only: unregistered enterprises must reach them), the audit workbench, and
// an enterprise's detail page and change requests.
import { Elysia } from "elysia";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { admin, adminGroup, adminGroupAccess, enterpriseCategory } from "@db/schema";
import { rule, validate } from "@/lib/validate";
import type { AdminGuard } from "../../auth/admin-guard";
import { hashPassword } from "../../auth/password";
import { formatDateTime } from "@/lib/datetime";
import type { CrudEngine } from "../../crud/engine";
import { crudContext, type AdminRouteContext } from "../../crud/request-context";
import type { ServerModule } from "../../crud/types";
import { ApiError, FieldValidationError } from "../../kernel/errors";
import type { AppServices } from "../../services";
import { createAuditDesk } from "./audit";
import { createEnterpriseProfile } from "./profile";
import { createRegistration } from "./registration";

const accountRules = {
  username: rule.string({ required: true, pattern: "account", label: { "zh-cn": "用户名", en: "User name" } }),
  password: rule.string({ required: true, pattern: "password", raw: true, label: { "zh-cn": "密码", en: "Password" } }),
  nickname: rule.string({ required: true, max: 50, label: { "zh-cn": "联系人姓名", en: "Contact name" } }),
  mobile: rule.string({ required: true, pattern: "mobile", label: { "zh-cn": "手机号", en: "Mobile number" } }),
  captchaId: rule.string({ max: 64 }),
  captchaInfo: rule.string({ max: 200 }),
};
const ACCOUNT_LABELS = Object.fromEntries(Object.entries(accountRules as Record<string, { label?: { "zh-cn": string; en: string } }>).map(([k, r]) => [k, r.label ?? k]));

export function enterpriseRoutes(services: AppServices, guard: AdminGuard, engine: CrudEngine, entry: ServerModule) {
  const prefix = `/${services.config.adminPrefix}`;
  const registration = createRegistration(services);
  const desk = createAuditDesk(services);
  const profile = createEnterpriseProfile(engine, entry);
  const context = (c: AdminRouteContext) => crudContext(services, c);

  /** A new enterprise account (self-registration from /admin/newLogin), signed in at once. */
  const createAccount = async (body: unknown, ip: string, useragent: string) => {
    await services.maintenance.check(false);
    await services.ipLimits.take("login", ip);
    const input = validate(accountRules, body ?? {});
    if (!input.ok) throw new FieldValidationError(input.errors, ACCOUNT_LABELS);
    const { username, password, nickname, mobile, captchaId, captchaInfo } = input.value;
    if (await services.captchaRequired("admin")) {
      if (!captchaId || !captchaInfo) throw new ApiError("captchaRequired");
      if (!(await services.captcha.check(captchaId, captchaInfo, false))) throw new ApiError("captchaWrongArea");
    }
    const { db } = services;
    const [group] = await db.select({ id: adminGroup.id }).from(adminGroup).where(and(eq(adminGroup.enterprise, true), eq(adminGroup.status, "1"))).orderBy(asc(adminGroup.id)).limit(1);
    if (!group) throw new ApiError("registrationClosed");
    const [clash] = await db.select({ username: admin.username, mobile: admin.mobile }).from(admin).where(sql`${admin.username} = ${username} OR ${admin.mobile} = ${mobile}`).limit(1);
    if (clash) {
      throw new FieldValidationError(clash.username.toLowerCase() === username.toLowerCase() ? { username: { key: "usernameTaken" } } : { mobile: { key: "mobileTaken" } }, ACCOUNT_LABELS);
    }
    const hash = await hashPassword(password);
    const id = await db.transaction(async (tx) => {
      const [created] = await tx.insert(admin).values({ username, nickname, mobile, password: hash }).returning({ id: admin.id });
      if (!created) throw new Error("admin insert returned no row");
      await tx.insert(adminGroupAccess).values({ uid: created.id, group_id: group.id });
      return created.id;
    });
    const started = await services.sessions.start("admin", id, { keep: false, ip, useragent });
    const timeZone = (await services.siteConfig.getString("time_zone")) || undefined;
    return { userInfo: { id, username, nickname, avatar: "", last_login_time: formatDateTime(null, timeZone), token: started.token, refresh_token: started.refreshToken } };
  };

  return new Elysia()
    .use(guard)
    .post(`${prefix}/enterprise.Registration/account`, async ({ body, ip, request, ok }) => ok(await createAccount(body, ip, request.headers.get("user-agent") ?? ""), "enterpriseAccountCreated"), {
      adminPublic: true,
    })
    // The categories an application may choose (enabled ones), for the registration forms.
    .get(
      `${prefix}/enterprise.Registration/categories`,
      async ({ lang, ok }) => {
        const rows = await services.db
          .select({ id: enterpriseCategory.id, pid: enterpriseCategory.pid, name: enterpriseCategory.name, name_en: enterpriseCategory.name_en, family: enterpriseCategory.family, license_name: enterpriseCategory.license_name, license_name_en: enterpriseCategory.license_name_en })
          .from(enterpriseCategory)
          .where(eq(enterpriseCategory.status, "1"))
          .orderBy(desc(enterpriseCategory.weigh), asc(enterpriseCategory.id));
        return ok(rows.map((r) => ({ value: r.id, pid: r.pid, family: r.family, label: lang === "en" && r.name_en ? r.name_en : r.name, license: lang === "en" && r.license_name_en ? r.license_name_en : r.license_name })));
      },
      { admin: "login" },
    )
    .get(`${prefix}/enterprise.Registration/index`, async ({ admin: who, ok }) => ok(await registration.state(who)), { admin: "login" })
    .post(`${prefix}/enterprise.Registration/save`, async ({ admin: who, body, lang, ok }) => ok({ id: (await registration.save(who, body, lang)).id }, "draftSaved"), { admin: "login" })
    .post(`${prefix}/enterprise.Registration/submit`, async ({ admin: who, body, lang, ok }) => ok({ id: (await registration.submit(who, body, lang)).id }, "registrationSubmitted"), {
      admin: "login",
    })
    .post(`${prefix}/enterprise.Registration/withdraw`, async ({ admin: who, lang, ok }) => ok(await registration.withdraw(who, lang), "registrationWithdrawn"), { admin: "login" })
    .post(`${prefix}/enterprise.Registration/restart`, async ({ admin: who, lang, ok }) => ok(await registration.restart(who, lang), "registrationRestarted"), { admin: "login" })
    .get(`${prefix}/enterprise.Audit/index`, async ({ query, ok }) => ok(await desk.queue(query)), { admin: true })
    .get(`${prefix}/enterprise.Audit/detail`, async ({ query, lang, ok }) => ok(await desk.detail(query.kind, query.id, lang)), { admin: "enterprise/audit/index" })
    .post(`${prefix}/enterprise.Audit/accept`, async ({ admin: who, body, lang, ok }) => ok(await desk.decide(who, "accept", body, lang), "auditAccepted"), { admin: true })
    .post(`${prefix}/enterprise.Audit/approve`, async ({ admin: who, body, lang, ok }) => ok(await desk.decide(who, "approve", body, lang), "auditApproved"), { admin: true })
    .post(`${prefix}/enterprise.Audit/return`, async ({ admin: who, body, lang, ok }) => ok(await desk.decide(who, "return", body, lang), "auditReturned"), { admin: true })
    .post(`${prefix}/enterprise.Audit/reject`, async ({ admin: who, body, lang, ok }) => ok(await desk.decide(who, "reject", body, lang), "auditRejected"), { admin: true })
    .post(`${prefix}/enterprise.Audit/extend`, async ({ admin: who, body, lang, ok }) => ok(await desk.decide(who, "extend", body, lang), "auditExtended"), { admin: true })
    .get(`${prefix}/enterprise.Enterprise/detail`, async (c) => c.ok(await profile.detail(context(c), c.query.id)), { admin: true })
    .post(`${prefix}/enterprise.Enterprise/change`, async (c) => c.ok({ id: await profile.requestChange(context(c), c.body, c.lang) }, "changeSubmitted"), { admin: true })
    .post(`${prefix}/enterprise.Enterprise/changeWithdraw`, async (c) => c.ok(await profile.withdrawChange(context(c), c.body, c.lang), "registrationWithdrawn"), {
      admin: "enterprise/enterprise/change",
    });
}
