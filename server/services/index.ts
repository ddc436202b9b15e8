// Every shared service of the app, built once per app from its configuration and database.
// Route plugins receive this object; tests build a whole app around a temp database.
import type { DatabaseHandle } from "@db/client";
import { siteEn } from "@/i18n/site/en";
import { siteZhCn } from "@/i18n/site/zh-cn";
import { createAccessTokens } from "../auth/access-token";
import { createAdminAccess } from "../auth/admin-access";
import { createAdminLog } from "../auth/admin-log";
import { createIpLimits } from "../auth/ip-limits";
import { createAdminRuleIndex, createUserRuleIndex } from "../auth/rule-index";
import { createSessionService } from "../auth/sessions";
import { createClickCaptcha } from "../captcha/click-captcha";
import type { AppConfig } from "../config";
import type { Logger } from "../kernel/log";
import { formatDateTime } from "@/lib/datetime";
import { createSecurityLog } from "../crud/security-log";
import { createCodeStore } from "../messaging/codes";
import { createMailer } from "../messaging/mailer";
import { createSmsService } from "../messaging/sms";
import { createDictionaries } from "./dictionaries";
import { createModuleRegistry } from "../generator/registry";
import { createTerminalSettings } from "../terminal/settings";
import { createSiteConfigStore } from "./site-config";

export function createServices(config: AppConfig, database: DatabaseHandle, log: Logger) {
  const { db } = database;
  const siteConfig = createSiteConfigStore(db, { siteName: { "zh-cn": siteZhCn.defaultSiteName, en: siteEn.defaultSiteName } });
  const adminRules = createAdminRuleIndex(db);
  const userRules = createUserRuleIndex(db);
  const accessTokens = createAccessTokens(config.jwtSecret);
  return {
    config,
    database,
    db,
    log,
    startedAt: Date.now(),
    siteConfig,
    accessTokens,
    sessions: createSessionService(db, accessTokens, () => ({ accessTtl: config.accessTokenTtl, refreshTtl: config.refreshTokenTtl })),
    adminRules,
    userRules,
    adminAccess: createAdminAccess(db, adminRules),
    adminLog: createAdminLog(db, adminRules),
    captcha: createClickCaptcha(db),
    ipLimits: createIpLimits(config.rateLimits),
    dictionaries: createDictionaries(db),
    security: createSecurityLog(db),
    /** Declared and generated modules; `reload()` after a generation (createApp loads it). */
    modules: createModuleRegistry(database, log),
    /** Terminal settings of this node (DATA_DIR/terminal.json). */
    terminalSettings: createTerminalSettings(config.dataDir),
    /** E-mail and SMS verification codes (hashed, single-use, rate-limited). */
    codes: createCodeStore(db, config.jwtSecret),
    mailer: createMailer({ site: siteConfig, dataDir: config.dataDir, log, siteName: async (lang) => (await siteConfig.siteInfo()).siteName[lang] }),
    sms: createSmsService(db),
    /** Whether a login form must pass the click captcha (site switch, and CAPTCHA=off). */
    async captchaRequired(kind: "admin" | "user"): Promise<boolean> {
      if (!config.captchaEnabled) return false;
      return (await siteConfig.get(kind === "admin" ? "admin_login_captcha" : "user_login_captcha")) !== false;
    },
    /** Formats unix seconds in the site's time zone, for messages. */
    async formatTime(seconds: number): Promise<string> {
      return formatDateTime(seconds, (await siteConfig.getString("time_zone")) || undefined);
    },
  };
}

export type AppServices = ReturnType<typeof createServices>;
