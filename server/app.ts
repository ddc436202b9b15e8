// The app factory: everything the server does, assembled from its parts. Tests import this
// and call `app.handle(new Request(...))`; main.ts only adds `listen`.
import { mkdirSync } from "node:fs";
import { Elysia } from "elysia";
import type { DatabaseHandle } from "@db/client";
import { adminGuard } from "./auth/admin-guard";
import { memberGuard } from "./auth/member-guard";
import { throttleAccountOf } from "./auth/request-tokens";
import type { AppConfig } from "./config";
import { jsonCompression } from "./kernel/compression";
import { httpKernel } from "./kernel/http-kernel";
import { createLogger, type Logger } from "./kernel/log";
import { createPathCase } from "./kernel/path-case";
import { createDirectRoutes } from "./kernel/direct-routes";
import { createPageServer } from "./pages/page-server";
import { createCrudEngine } from "./engine/engine";
import { moduleRoutes } from "./engine/routes";
import { createWorkflowMachine } from "./engine/workflow/machine";
import { createWorkflowScheduler } from "./engine/workflow/scheduler";
import { adminIndexRoutes } from "./routes/admin";
import { adminAliossRoutes, memberAliossRoutes } from "./routes/alioss";
import { adminAjaxRoutes } from "./routes/admin/ajax";
import { dashboardRoutes } from "./routes/admin/dashboard";
import { liveEventRoutes } from "./routes/admin/live-events";
import { apiDocumentRoutes } from "./routes/admin/api-document";
import { accountRoutes } from "./routes/api/account";
import { memberAjaxRoutes } from "./routes/api/ajax";
import { commonRoutes } from "./routes/api/common";
import { complaintRoutes } from "./routes/api/complaint";
import { memberIndexRoutes } from "./routes/api";
import { messagingRoutes } from "./routes/api/messaging";
import { userRoutes } from "./routes/api/user";
import { guideRoutes } from "./routes/api/guide";
import { ticketRoutes } from "./routes/api/ticket";
import { tradeRoutes } from "./routes/api/trade";
import { contractRoutes } from "./routes/api/contract";
import { contentRoutes } from "./routes/api/content";
import { healthRoutes } from "./routes/health";
import { staticFiles } from "./routes/static-files";
import { createServices } from "./services";
import { generatorRoutes } from "./generator/routes";
import { terminalRoutes, type TerminalOptions } from "./terminal/routes";
import { wechatRoutes } from "./wechat/endpoint";
import type { SmsDriver } from "./messaging/sms";
import type { Clock } from "./services/clock";
import { backfillFullText } from "./engine/full-text";

export interface CreateAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  log?: Logger;
  /** SMS provider; the default `log` driver keeps messages in the SMS log only. */
  smsDriver?: SmsDriver;
  /** Terminal allow-list and queue limits (tests add harmless long-running commands). */
  terminal?: TerminalOptions;
  /** The time time-driven rules read (tests drive it); the system clock by default. */
  clock?: Clock;
}

export async function createApp(options: CreateAppOptions) {
  const { config, database } = options;
  const log = options.log ?? createLogger(config.logLevel);
  mkdirSync(config.storageDir, { recursive: true });
  if (!config.captchaEnabled) log.warn("CAPTCHA=off: click captchas are disabled (use only for automated tests)");
  const services = createServices(config, database, log, options.clock);
  if (options.smsDriver) services.sms.useDriver(options.smsDriver);
  const pages = createPageServer({ distDir: config.distDir, adminPrefix: config.adminPrefix, site: services.siteConfig, log });
  const admins = adminGuard(services);
  const members = memberGuard(services);

  await services.modules.reload();
  // Rows without their full-text index row (seeded, or written before their module had one).
  await backfillFullText(database.db, services.modules);
  await services.cluster.start();
  const engine = createCrudEngine(services.security);
  const workflows = createWorkflowMachine(services);
  /** Moves made when a time limit passes; main.ts starts it, tests call `tick()`. */
  const scheduler = createWorkflowScheduler(services, workflows);
  /** The assembled routes, for the API document (filled in below, read per call). */
  const routeList: { routes: { method: string; path: string; hooks: object }[] } = { routes: [] };
  const paths = createPathCase();
  const direct = createDirectRoutes();
  const kernel = httpKernel({
    config,
    log,
    pages,
    paths,
    direct,
    throttle: services.cluster.counters.throttle("get", config.getThrottlePerMinute, 60),
    accountThrottle: services.cluster.counters.throttle("get-account", config.accountThrottlePerMinute, 60),
    accountOf: throttleAccountOf(services.accessTokens),
  });
  const app = new Elysia()
    .use(kernel.plugin)
    .use(jsonCompression)
    .use(healthRoutes({ client: database.client, startedAt: services.startedAt }))
    .use(commonRoutes(services))
    .use(adminIndexRoutes(services, admins))
    .use(adminAjaxRoutes(services, admins))
    .use(adminAliossRoutes(services, admins))
    .use(dashboardRoutes(services, admins, engine))
    .use(liveEventRoutes(services, admins))
    .use(apiDocumentRoutes(services, admins, () => routeList.routes))
    .use(moduleRoutes(services, admins, engine, workflows, direct))
    .use(generatorRoutes(services, admins))
    .use(terminalRoutes(services, admins, options.terminal))
    .use(userRoutes(services, members))
    .use(memberIndexRoutes(services, members))
    .use(memberAjaxRoutes(services, members))
    .use(memberAliossRoutes(services, members))
    .use(accountRoutes(services, members))
    .use(messagingRoutes(services, members))
    .use(guideRoutes(services, members, workflows))
    .use(complaintRoutes(services, members, workflows))
    .use(ticketRoutes(services, members))
    .use(tradeRoutes(services, members))
    .use(contractRoutes(services, members, workflows))
    .use(contentRoutes(services, members))
    .use(wechatRoutes(services))
    .use(await staticFiles({ distDir: config.distDir, storageDir: config.storageDir }));
  paths.bind(app);
  routeList.routes = app.routes;
  // The parts scripts and tests reach beside the HTTP surface; `frontDoor` is the server's fetch
  // (kernel/serve.ts).
  return Object.assign(app, { services, workflows, scheduler, frontDoor: kernel.frontDoor(app) });
}

export type App = Awaited<ReturnType<typeof createApp>>;
