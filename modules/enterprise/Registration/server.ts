// The registration page's calls: the account, the categories to choose from, the caller's own
// application with its trail, and the enterprise's moves of the registration workflow (submit,
// resubmit, withdraw, reopen, restart: the same machine as the supervisors' moves).
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { admin, adminGroup, adminGroupAccess, enterprise, enterpriseCategory } from "@db/schema";
import { formatDateTime } from "@shared/datetime";
import type { Lang } from "@shared/i18n";
import { rule, validate } from "@shared/validate";
import type { AdminContext } from "@server/auth/admin-guard";
import { isEnterpriseAccount } from "@server/auth/enterprise-gate";
import { hashPassword } from "@server/auth/password";
import { action, defineServer, publicAction, reply, type ActionContext } from "@server/engine/define";
import type { Row, ServerModule } from "@server/engine/types";
import { moverOf, noteTrail, notAllowed } from "@server/engine/workflow/machine";
import { ApiError, FieldValidationError } from "@server/kernel/errors";
import { uploadSettings } from "@server/services/public-site";
import type { AppServices } from "@server/services";
import { checkEnterpriseValues, enterpriseTrail, FIELD_LABELS, registrationRules, registrationView, toColumns, toWireValues, type EnterpriseRow } from "../fields";
import { reindexRecords } from "@server/engine/full-text";

const accountRules = {
  username: rule.string({ required: true, pattern: "account", label: { "zh-cn": "用户名", en: "User name" } }),
  password: rule.string({ required: true, pattern: "password", raw: true, label: { "zh-cn": "密码", en: "Password" } }),
  nickname: rule.string({ required: true, max: 50, label: { "zh-cn": "联系人姓名", en: "Contact name" } }),
  mobile: rule.string({ required: true, pattern: "mobile", label: { "zh-cn": "手机号", en: "Mobile number" } }),
  captchaId: rule.string({ max: 64 }),
  captchaInfo: rule.string({ max: 200 }),
};
const ACCOUNT_LABELS = Object.fromEntries(Object.entries(accountRules as Record<string, { label?: { "zh-cn": string; en: string } }>).map(([k, r]) => [k, r.label ?? k]));

/** States in which the enterprise may still change its application. */
const EDITABLE = new Set(["DRAFT", "RETURNED", "WITHDRAWN"]);

/** The registration workflow lives on the audit desk's module (the same records). */
const auditDesk = (services: AppServices): ServerModule => services.modules.get("enterprise.Audit");

function requireEnterpriseAccount(who: AdminContext) {
  if (!isEnterpriseAccount(who)) throw new ApiError("notEnterpriseAccount");
}

async function own(services: AppServices, who: AdminContext): Promise<EnterpriseRow | undefined> {
  if (!who.row.enterprise_id) return undefined;
  const [row] = await services.db.select().from(enterprise).where(eq(enterprise.id, who.row.enterprise_id));
  return row;
}

/** Once committed: every module over the enterprise table drops its caches, and so does the caller's access (its enterprise may be new). */
function changed(services: AppServices, who: AdminContext) {
  services.modules.tableChanged("enterprise", { services });
  services.adminAccess.invalidate(who.id);
}

/** Saves the form into the caller's application (creating it), moving WITHDRAWN back to DRAFT; `submit` also submits it. */
async function save(ctx: ActionContext, mode: "draft" | "submit"): Promise<EnterpriseRow> {
  const { services, admin: who, lang, rawBody: body } = ctx;
  requireEnterpriseAccount(who);
  if (!body || typeof body !== "object") throw new ApiError("emptyBody");
  const desk = auditDesk(services);
  const workflow = desk.declaration.workflow;
  const current = await own(services, who);
  if (current && !EDITABLE.has(current.audit_status)) {
    if (current.audit_status === "REJECTED" || !workflow) throw notAllowed(workflow ?? (undefined as never), current.audit_status, lang);
    throw new ApiError("registrationNotEditable", { status: statusText(desk, current.audit_status, lang) });
  }
  // A draft checks what is there; a submission checks the whole application as it will be.
  const checked = validate(registrationRules("draft"), body, { partial: Boolean(current) });
  if (!checked.ok) throw new FieldValidationError(checked.errors, FIELD_LABELS);
  const values = toColumns(checked.value as Row);
  if (mode === "submit") {
    const merged = { ...(current ? toWireValues(current as unknown as Row) : {}), ...(checked.value as Row) };
    const full = validate(registrationRules("submit"), merged);
    if (!full.ok) throw new FieldValidationError(full.errors, FIELD_LABELS);
  }
  const mover = moverOf(who);
  const moveCtx = { services, lang, mover };
  const saved = await services.db.transaction(async (tx) => {
    await checkEnterpriseValues(tx, services.areas, { ...current, ...values }, current?.id);
    let row = current;
    if (!row) {
      const [created] = await tx
        .insert(enterprise)
        .values({ ...(values as typeof enterprise.$inferInsert), audit_status: "DRAFT", applicant_id: who.id })
        .returning();
      if (!created) throw new Error("enterprise insert returned no row");
      await tx.update(admin).set({ enterprise_id: created.id }).where(eq(admin.id, who.id));
      await noteTrail(desk.declaration, tx, created as unknown as Row, "save", mover, services.clock.now());
      row = created;
    } else {
      if (row.audit_status === "WITHDRAWN") await ctx.workflows.move(desk, moveCtx, row.id, "reopen", {}, { tx });
      if (Object.keys(values).length) await tx.update(enterprise).set(values).where(eq(enterprise.id, row.id));
    }
    const [fresh] = await tx.select().from(enterprise).where(eq(enterprise.id, row.id));
    if (!fresh) throw new ApiError("recordNotFound");
    await reindexRecords(tx, services.modules, "enterprise", [fresh.id]);
    if (mode === "submit") {
      await ctx.workflows.move(desk, moveCtx, fresh.id, fresh.audit_status === "RETURNED" ? "resubmit" : "submit", {}, { tx });
    }
    return fresh;
  });
  changed(services, who);
  return saved;
}

const statusText = (desk: ServerModule, status: string, lang: Lang) => {
  const state = desk.declaration.workflow?.states.find((s) => s.value === status);
  return state ? state.label[lang] : status;
};

/** A move that needs no form (withdraw, restart). */
async function move(ctx: ActionContext, name: "withdraw" | "restart") {
  const { services, admin: who, lang } = ctx;
  requireEnterpriseAccount(who);
  const current = await own(services, who);
  if (!current) throw new ApiError("enterpriseRequired");
  await ctx.workflows.move(auditDesk(services), { services, lang, mover: moverOf(who) }, current.id, name, {});
  changed(services, who);
}

/** A new enterprise account (self-registration from /admin/newLogin), signed in at once. */
async function createAccount(services: AppServices, body: unknown, ip: string, useragent: string) {
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
  const timeZone = await services.siteConfig.timeZone();
  return { userInfo: { id, username, nickname, avatar: "", last_login_time: formatDateTime(null, timeZone), token: started.token, refresh_token: started.refreshToken } };
}

export default defineServer({
  actions: {
    account: publicAction({
      access: "public",
      handle: async ({ services, rawBody, ip, useragent }) => reply(await createAccount(services, rawBody, ip, useragent), "enterpriseAccountCreated"),
    }),
    // The categories an application may choose (enabled ones), for the registration forms.
    categories: action({
      method: "GET",
      access: "login",
      async handle({ services, lang }) {
        const rows = await services.db
          .select({ id: enterpriseCategory.id, pid: enterpriseCategory.pid, name: enterpriseCategory.name, name_en: enterpriseCategory.name_en, family: enterpriseCategory.family, license_name: enterpriseCategory.license_name, license_name_en: enterpriseCategory.license_name_en })
          .from(enterpriseCategory)
          .where(eq(enterpriseCategory.status, "1"))
          .orderBy(desc(enterpriseCategory.weigh), asc(enterpriseCategory.id));
        return rows.map((r) => ({ value: r.id, pid: r.pid, family: r.family, label: lang === "en" && r.name_en ? r.name_en : r.name, license: lang === "en" && r.license_name_en ? r.license_name_en : r.license_name }));
      },
    }),
    index: action({
      method: "GET",
      access: "login",
      async handle({ services, admin: who, lang }) {
        requireEnterpriseAccount(who);
        const row = await own(services, who);
        return {
          account: { id: who.row.id, username: who.row.username, nickname: who.row.nickname },
          enterprise: row ? { ...registrationView(row), region_path: await services.areas.path(row.region_code ?? 0, lang), region_code_text: await services.areas.fullName(row.region_code, lang) } : null,
          records: row ? await enterpriseTrail(services.db, row.id) : [],
          /** The page is not the console, so it gets the upload rules here. */
          upload: await uploadSettings(services),
        };
      },
    }),
    save: action({ access: "login", handle: async (ctx) => reply({ id: (await save(ctx, "draft")).id }, "draftSaved") }),
    submit: action({ access: "login", handle: async (ctx) => reply({ id: (await save(ctx, "submit")).id }, "registrationSubmitted") }),
    withdraw: action({ access: "login", handle: async (ctx) => reply(await move(ctx, "withdraw"), "registrationWithdrawn") }),
    restart: action({ access: "login", handle: async (ctx) => reply(await move(ctx, "restart"), "registrationRestarted") }),
  },
});
