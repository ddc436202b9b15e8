// Every SMS the platform sends goes through `services.sms.send(templateKey, mobile, vars)`: the
// template (sms.Template) gives the text and each provider's template code, the default enabled
// provider (sms.Provider) carries it — Aliyun, Tencent Cloud, or the log driver, which has no
// provider behind it (the SMS log row is the delivery, what development and demos need) — and
// every message, delivered or not, is written to the SMS log (routine.SmsLog, mobile masked in
// every answer). A missing or disabled template is a failed log row with a plain reason, never
// a silent drop. The `site` variable is the site's name in the language of the text.
import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "@db/client";
import { smsLog, smsProvider, smsTemplate } from "@db/schema";
import type { Lang } from "@shared/i18n";
import { aliyunSmsDriver } from "./sms-aliyun";
import { tencentSmsDriver } from "./sms-tencent";
import type { SecretBox } from "./secret-box";
import type { SmsDriver } from "./sms-driver";

export type { SmsDelivery, SmsDriver, SmsOutgoing } from "./sms-driver";

export const logSmsDriver: SmsDriver = {
  name: "log",
  async deliver() {
    // Nothing leaves the server: the SMS log row written by the service is the message.
  },
};

export interface SmsResult {
  sent: boolean;
  content: string;
  error: string;
}

export interface SmsMeta {
  lang?: Lang;
  userId?: number;
  ip?: string;
}

type ProviderRow = typeof smsProvider.$inferSelect;
type TemplateRow = typeof smsTemplate.$inferSelect;

/** `${name}` placeholders filled from `vars` (unknown ones left empty). */
export function renderSmsText(text: string, vars: Record<string, string>): string {
  return text.replace(/\$\{(\w+)\}/g, (_, name: string) => vars[name] ?? "");
}

/** The variable names of a template text, in order of first use. */
export function smsVariablesOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1] ?? ""))];
}

export interface SmsServiceOptions {
  box: SecretBox;
  /** The signature of the log driver (the site's name). */
  siteName(lang: Lang): Promise<string>;
  fetcher?: typeof fetch;
}

export function createSmsService(db: Database, options: SmsServiceOptions) {
  let override: SmsDriver | undefined;

  function driverOf(provider: ProviderRow | undefined): SmsDriver {
    if (!provider || provider.vendor === "log") return logSmsDriver;
    const secret = provider.access_key_secret ? options.box.open(provider.access_key_secret) : "";
    const common = { signName: provider.sign_name, region: provider.region, endpoint: provider.endpoint };
    return provider.vendor === "aliyun"
      ? aliyunSmsDriver({ ...common, accessKeyId: provider.access_key_id, accessKeySecret: secret }, options.fetcher)
      : tencentSmsDriver({ ...common, secretId: provider.access_key_id, secretKey: secret, sdkAppId: provider.sdk_app_id }, options.fetcher);
  }

  async function defaultProvider(): Promise<ProviderRow | undefined> {
    const [row] = await db
      .select()
      .from(smsProvider)
      .where(eq(smsProvider.status, "1"))
      .orderBy(desc(smsProvider.is_default), asc(smsProvider.id))
      .limit(1);
    return row;
  }

  async function deliver(provider: ProviderRow | undefined, templateKey: string, mobile: string, vars: Record<string, string>, meta: SmsMeta): Promise<SmsResult> {
    // A provider sends the text registered with it (Chinese); the log driver writes the reader's language.
    const lang: Lang = provider && provider.vendor !== "log" && !override ? "zh-cn" : (meta.lang ?? "zh-cn");
    vars = { ...vars, site: await options.siteName(lang) };
    const [template] = await db.select().from(smsTemplate).where(eq(smsTemplate.template_key, templateKey)).limit(1);
    const driver = override ?? driverOf(provider);
    let content = "";
    let error = "";
    let messageId = "";
    if (!template || template.status !== "1") {
      error = template ? `SMS template "${templateKey}" is disabled` : `SMS template "${templateKey}" is missing`;
    } else {
      const sign = provider && provider.vendor !== "log" && provider.sign_name ? provider.sign_name : await options.siteName(lang);
      content = compose(template, lang, sign, vars);
      try {
        const variables = smsVariablesOf(template.content);
        const params = Object.fromEntries(variables.map((name) => [name, vars[name] ?? ""]));
        const providerTemplate = provider?.vendor === "aliyun" ? template.aliyun_code : provider?.vendor === "tencent" ? template.tencent_id : templateKey;
        const delivered = await driver.deliver({ mobile, templateKey, providerTemplate, content, params, variables });
        messageId = delivered?.messageId ?? "";
      } catch (failure) {
        error = (failure instanceof Error ? failure.message : String(failure)).slice(0, 255) || "unknown error";
      }
    }
    await db.insert(smsLog).values({
      mobile,
      template_code: templateKey,
      content,
      driver: driver.name,
      status: error ? "failed" : "sent",
      error,
      user_id: meta.userId ?? 0,
      ip: (meta.ip ?? "").slice(0, 50),
      provider_msg_id: messageId.slice(0, 100),
    });
    return { sent: !error, content, error };
  }

  return {
    /** Replaces the configured providers (tests of a failing provider). */
    useDriver(next: SmsDriver) {
      override = next;
    },
    /** Sends `templateKey` to `mobile` through the default provider; the log says what happened. */
    async send(templateKey: string, mobile: string, vars: Record<string, string>, meta: SmsMeta = {}): Promise<SmsResult> {
      return deliver(await defaultProvider(), templateKey, mobile, vars, meta);
    },
    /** Sends through one provider (the "send a test message" button), enabled or not. */
    async sendWith(providerId: number, templateKey: string, mobile: string, vars: Record<string, string>, meta: SmsMeta = {}): Promise<SmsResult> {
      const [provider] = await db.select().from(smsProvider).where(and(eq(smsProvider.id, providerId))).limit(1);
      if (!provider) return { sent: false, content: "", error: "no such provider" };
      return deliver(provider, templateKey, mobile, vars, meta);
    },
  };
}

function compose(template: TemplateRow, lang: Lang, sign: string, vars: Record<string, string>): string {
  const body = renderSmsText(lang === "en" && template.content_en ? template.content_en : template.content, vars);
  return lang === "en" ? `[${sign}] ${body}` : `【${sign}】${body}`;
}

export type SmsService = ReturnType<typeof createSmsService>;
