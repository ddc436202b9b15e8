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
import { failedLoginNotifier } from "../auth/login-notice";
import { createLoginProtection } from "../auth/login-protection";
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
import { createSecretBox, secretBoxKey } from "../messaging/secret-box";
import { createSmsService } from "../messaging/sms";
import { createWechatClient } from "../wechat/account";
import { createTerminalSettings } from "../terminal/settings";
import { createAreaService } from "./areas";
import { createCacheRegistry } from "./caches";
import { createCluster } from "./cluster";
import { createDictionaries } from "./dictionaries";
import { createMaintenance } from "./maintenance";
import { createSiteConfigStore } from "./site-config";
import { systemClock, type Clock } from "./clock";
import { createWorkCalendar } from "./work-calendar";

export function createServices(config: AppConfig, database: DatabaseHandle, log: Logger, clock: Clock = systemClock) {
  const { db } = database;
  // Caches other nodes must drop when this one changes their data (services/change-counter.ts).
  const cluster = createCluster(database, log);
  const { share } = cluster.changes;
  const siteConfig = share("config", createSiteConfigStore(db, { siteName: DEFAULT_SITE_NAME }));
  const adminRules = share("rules", createAdminRuleIndex(db));
  const userRules = share("rules", createUserRuleIndex(db));
  const accessTokens = createAccessTokens(config.jwtSecret);
  // Own types for per-admin caches: a sign-in refreshes one admin's row everywhere without
  // dropping every node's rule trees.
  const adminAccess = share("access", createAdminAccess(db, adminRules));
  const dictionaries = share("dictionary", createDictionaries(db));
  const security = share("security", createSecurityLog(db));
  const areas = share("area", createAreaService(db));
  const workCalendar = share("calendar", createWorkCalendar(db));
  const enterpriseGate = share("gate", createEnterpriseGate(db));
  const modules = createModuleRegistry(database, log);
  const reloadModules = () => void modules.reload().catch((error: unknown) => log.error("Could not reload generated modules", { error: String(error) }));
  // Another node generated or removed a module: compile afresh (the registry reloads below).
  cluster.changes.on("modules", () => compiledModules.invalidate());
  const sessions = createSessionService(db, accessTokens, () => ({ accessTtl: config.accessTokenTtl, refreshTtl: config.refreshTokenTtl }), () => cluster.changes.bump("sessions"));
  cluster.changes.on("sessions", () => sessions.forgetAll());
  const mailer = createMailer({ site: siteConfig, dataDir: config.dataDir, log, siteName: async (lang) => (await siteConfig.siteInfo()).siteName[lang] });
  /** Formats unix seconds in the site's time zone, for messages. */
  const formatTime = async (seconds: number) => formatDateTime(seconds, await siteConfig.timeZone());
  const loginProtection = createLoginProtection(db, {
    slowdownStepMs: config.loginSlowdownMs,
    notify: failedLoginNotifier({ db, mailer, log, siteName: async () => (await siteConfig.siteInfo()).siteName, formatTime }),
  });
  cluster.addSweeper(() => loginProtection.sweep());
  // Everything `clearCache` can drop, by type; a new cache needs one line here.
  const secretBox = createSecretBox(secretBoxKey(config));
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
  caches.register("modules", share("modules", { invalidate: reloadModules }));
  return {
    config,
    database,
    db,
    log,
    startedAt: Date.now(),
    /** The time every time-driven rule reads (tests drive it). */
    clock,
    /** Shared state of the app nodes: change counters, throttles in the database, live events. */
    cluster,
    siteConfig,
    accessTokens,
    sessions,
    adminRules,
    userRules,
    adminAccess,
    adminLog: createAdminLog(db, adminRules),
    /** Codes 601/602 for enterprise accounts without an approved enterprise. */
    enterpriseGate,
    captcha: createClickCaptcha(db),
    ipLimits: createIpLimits(config.rateLimits, cluster.counters),
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
    mailer,
    /** The maintenance switch: 410 for everyone but super admins while it is on. */
    maintenance: createMaintenance(siteConfig),
    /** Failed logins per account and client, captcha after failures, known devices. */
    loginProtection,
    /** Seals provider secrets at rest (AES-256-GCM under SECRET_KEY). */
    secretBox,
    /** Every SMS: `sms.send(templateKey, mobile, vars)` through the templates and the default provider. */
    /** The WeChat official account's API (access token cached, one fetch at a time). */
    wechat: createWechatClient({ db, clock, secretBox }),
    sms: createSmsService(db, { box: secretBox, siteName: async (lang) => (await siteConfig.siteInfo()).siteName[lang] }),
    /** Whether a login form must pass the click captcha (site switch, and CAPTCHA=off). */
    async captchaRequired(kind: "admin" | "user"): Promise<boolean> {
      if (!config.captchaEnabled) return false;
      return (await siteConfig.get(kind === "admin" ? "admin_login_captcha" : "user_login_captcha")) !== false;
    },
    /** Formats unix seconds in the site's time zone, for messages. */
    formatTime,
  };
}

export type AppServices = ReturnType<typeof createServices>;
