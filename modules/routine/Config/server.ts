// The site configuration screen (reference §6 routine/Config, fixed): login and a permission
// node on every call (the reference served it anonymously, password included), passwords
// never sent back, built-in settings cannot be deleted.
import { asc, desc, eq, inArray } from "drizzle-orm";
import { config } from "@db/schema";
import { pick } from "@shared/i18n";
import { rule, validate } from "@shared/validate";
import { parseIds } from "@server/engine/list-params";
import { ApiError, FieldValidationError } from "@server/kernel/errors";
import { mailStatus } from "@server/messaging/mail-status";
import { testMail } from "@server/messaging/templates";
import type { AppServices } from "@server/services";
import { action, defineServer, reply } from "@server/engine/define";
import { addConfigRules, type ConfigScreen } from "@shared/contracts/config";
import { encodeValue, parseContent, ruleFor, rowOut } from "./values";

interface ConfigGroup {
  key: string;
  value: string;
  value_en?: string;
}

const testMailRules = {
  testMail: rule.string({ required: true, pattern: "email", max: 100, label: { "zh-cn": "收件邮箱", en: "Test address" } }),
  smtp_server: rule.string({ max: 255 }),
  smtp_port: rule.integer({ min: 1, max: 65535 }),
  smtp_user: rule.string({ max: 255 }),
  smtp_pass: rule.string({ raw: true, max: 255 }),
  smtp_verification: rule.string({ in: ["SSL", "TLS", "none"] }),
  smtp_sender_mail: rule.string({ pattern: "email", max: 100 }),
};

const groupsOf = async (services: AppServices): Promise<ConfigGroup[]> => {
  const value = await services.siteConfig.get("config_group");
  return Array.isArray(value) ? (value as ConfigGroup[]) : [];
};

export default defineServer({
  actions: {
    index: action({
      method: "GET",
      handle: async ({ services, lang }) => {
        const rows = await services.db.select().from(config).orderBy(desc(config.weigh), asc(config.id));
        const groupList = await groupsOf(services);
        const list: ConfigScreen["list"] = {};
        for (const group of groupList) list[group.key] = { name: group.key, title: pick({ "zh-cn": group.value, en: group.value_en || group.value }, lang), list: [] };
        for (const row of rows) {
          if (row.name === "config_group") continue;
          (list[row.group] ??= { name: row.group, title: row.group, list: [] }).list.push(rowOut(row, lang));
        }
        const configGroup = Object.fromEntries(groupList.map((g) => [g.key, pick({ "zh-cn": g.value, en: g.value_en || g.value }, lang)]));
        return { list, configGroup, remark: "", mail: await mailStatus(services, lang) } satisfies ConfigScreen & { remark: string };
      },
    }),
    edit: action({
      handle: async ({ services, rawBody: body }) => {
        const input = (body ?? {}) as Record<string, unknown>;
        const names = Object.keys(input).filter((n) => n !== "config_group");
        if (names.length === 0) throw new ApiError("emptyBody");
        const rows = await services.db.select().from(config).where(inArray(config.name, names));
        const errors: Record<string, { key: never; params?: Record<string, number> }> = {};
        const updates: { id: number; value: string }[] = [];
        for (const row of rows) {
          const content = parseContent(row.content);
          const checked = validate({ value: ruleFor(row.type, row.rule, content) }, { value: input[row.name] });
          if (!checked.ok) {
            errors[row.name] = checked.errors.value as never;
            continue;
          }
          // A blank password keeps the stored one.
          if (row.type === "password" && !checked.value.value) continue;
          updates.push({ id: row.id, value: encodeValue(row.type, checked.value.value) });
        }
        if (Object.keys(errors).length) throw new FieldValidationError(errors, Object.fromEntries(rows.map((r) => [r.name, { "zh-cn": r.title, en: r.title_en || r.title }])));
        await services.db.transaction(async (tx) => {
          for (const update of updates) await tx.update(config).set({ value: update.value }).where(eq(config.id, update.id));
        });
        services.siteConfig.invalidate();
        return reply(null, "configSaved");
      },
    }),
    sendTestMail: action({
      body: testMailRules,
      handle: async ({ services, lang }, { body }) => {
        // The form's unsaved mail settings, when sent, are tried instead of the stored ones.
        const { testMail: to, ...overrides } = body;
        const site = (await services.siteConfig.siteInfo()).siteName[lang];
        const delivery = await services.mailer.send(to, testMail(lang, site), { lang, overrides }).catch((error: unknown) => {
          throw new ApiError("testMailFailed", { error: error instanceof Error ? error.message : String(error) });
        });
        return delivery.via === "smtp" ? reply(delivery, "testMailSent", { email: to }) : reply(delivery, "testMailSavedToFile", { file: delivery.file });
      },
    }),
    add: action({
      body: addConfigRules,
      handle: async ({ services }, { body: input }) => {
        if (!/^[a-z][a-z0-9_]*$/i.test(input.name)) throw new FieldValidationError({ name: { key: "badFormat" } });
        if (!(await groupsOf(services)).some((g) => g.key === input.group)) throw new FieldValidationError({ group: { key: "configUnknownGroup" } });
        const [taken] = await services.db.select({ id: config.id }).from(config).where(eq(config.name, input.name));
        if (taken) throw new FieldValidationError({ name: { key: "configNameTaken" } });
        const content = input.content ? parseContent(input.content) : {};
        const value = validate({ value: ruleFor(input.type, input.rule ?? "", content) }, { value: input.value });
        if (!value.ok) throw new FieldValidationError({ value: value.errors.value as never });
        const [created] = await services.db
          .insert(config)
          .values({
            name: input.name,
            group: input.group,
            title: input.title,
            title_en: input.title_en ?? "",
            tip: input.tip ?? "",
            tip_en: input.tip_en ?? "",
            type: input.type,
            value: encodeValue(input.type, value.value.value),
            content: input.content ? JSON.stringify(content) : "",
            rule: input.rule ?? "",
            weigh: input.weigh ?? 0,
            allow_del: true,
          })
          .returning({ id: config.id });
        services.siteConfig.invalidate();
        return reply({ id: created?.id }, "addedSuccessfully");
      },
    }),
    del: action({
      method: "DELETE",
      handle: async ({ services, request, rawBody: body }) => {
        const ids = parseIds(request.url, body).map(Number).filter(Number.isInteger);
        if (ids.length === 0) throw new ApiError("parameterError");
        const rows = await services.db.select({ id: config.id, allow_del: config.allow_del }).from(config).where(inArray(config.id, ids));
        if (rows.some((r) => !r.allow_del)) throw new ApiError("configNotDeletable");
        if (rows.length === 0) throw new ApiError("noRowsDeleted");
        await services.db.delete(config).where(inArray(config.id, rows.map((r) => r.id)));
        services.siteConfig.invalidate();
        return reply({ count: rows.length }, "deletedSuccessfully", { count: rows.length });
      },
    }),
  },
});
