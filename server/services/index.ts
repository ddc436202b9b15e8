// Every shared service of the app, built once per app from its configuration and database.
// Route plugins receive this object; tests build a whole app around a temp database.
import type { DatabaseHandle } from "@db/client";
import { DEFAULT_SITE_NAME } from "@shared/site";
import { formatDateTime } from "@shared/datetime";
import { createAccessTokens } from "../auth/access-token";
import { createAdminAccess } from "../auth/admin-access";
import { createAdminLog } from "../auth/admin-log";
import { createEnterpriseGate } from "../auth/enterprise-gate";
import { createIpLimits } from "../auth/ip-limits";
import { createAdminRuleIndex, createUserRuleIndex } from "../auth/rule-index";
import { createSessionService } from "../auth/sessions";
import { createClickCaptcha } from "../captcha/click-captcha";
import type { AppConfig } from "../config";
import type { Logger } from "../kernel/log";
import { compiledModules } from "../engine/engine";
import { createSecurityLog } from "../engine/security-log";
import { createModuleRegistry } from "../engine/registry";
import { createCodeStore } from "../messaging/codes";
import { createMailer } from "../messaging/mailer";
import { createSmsService } from "../messaging/sms";
import { createTerminalSettings } from "../terminal/settings";
import { createAreaService } from "./areas";
import { createCacheRegistry } from "./caches";
import { createDictionaries } from "./dictionaries";
import { createSiteConfigStore } from "./site-config";
import { systemClock, type Clock } from "./clock";
import { createWorkCalendar } from "./work-calendar";

export function createServices(config: AppConfig, database: DatabaseHandle, log: Logger, clock: Clock = systemClock) {
  const { db } = database;
  const siteConfig = createSiteConfigStore(db, { siteName: DEFAULT_SITE_NAME });
  const adminRules = createAdminRuleIndex(db);
  const userRules = createUserRuleIndex(db);
  const accessTokens = createAccessTokens(config.jwtSecret);
  const adminAccess = createAdminAccess(db, adminRules);
  const dictionaries = createDictionaries(db);
  const security = createSecurityLog(db);
  const areas = createAreaService(db);
  const workCalendar = createWorkCalendar(db);
  const enterpriseGate = createEnterpriseGate(db);
  const modules = createModuleRegistry(database, log);
  // Everything `clearCache` can drop, by type; a new cache needs one line here.
  const caches = createCacheRegistry();
  caches.register("config", siteConfig);
  caches.register("rules", adminRules);
  caches.register("rules", userRules);
  caches.register("rules", adminAccess);
  caches.register("rules", enterpriseGate);
  caches.register("dictionary", dictionaries);
  caches.register("area", areas);
  caches.register("calendar", workCalendar);
  caches.register("security", security);
  caches.register("modules", compiledModules);
  // Generated modules are read again from the database (another node may have generated one).
  caches.register("modules", {
    invalidate: () => void modules.reload().catch((error: unknown) => log.error("Could not reload generated modules", { error: String(error) })),
  });
  return {
    config,
    database,
    db,
    log,
    startedAt: Date.now(),
    /** The time every time-driven rule reads (tests drive it). */
    clock,
    siteConfig,
    accessTokens,
    sessions: createSessionService(db, accessTokens, () => ({ accessTtl: config.accessTokenTtl, refreshTtl: config.refreshTokenTtl })),
    adminRules,
    userRules,
    adminAccess,
    adminLog: createAdminLog(db, adminRules),
    /** Codes 601/602 for enterprise accounts without an approved enterprise. */
    enterpriseGate,
    captcha: createClickCaptcha(db),
    ipLimits: createIpLimits(config.rateLimits),
    dictionaries,
    /** GB/T 2260 areas in memory; `invalidate()` makes the next read reload them. */
    areas,
    /** Holidays and swapped working days for statutory time limits. */
    workCalendar,
    security,
    /** Declared and generated modules; `reload()` after a generation (createApp loads it). */
    modules,
    /** Terminal settings of this node (DATA_DIR/terminal.json). */
    terminalSettings: createTerminalSettings(config.dataDir),
    /** The named caches `POST /admin/ajax/clearCache` clears. */
    caches,
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
      return formatDateTime(seconds, await siteConfig.timeZone());
    },
  };
}

export type AppServices = ReturnType<typeof createServices>;
