// The app factory: everything the server does, assembled from its parts. Tests import this
// and call `app.handle(new Request(...))`; main.ts only adds `listen`.
import { mkdirSync } from "node:fs";
import { Elysia } from "elysia";
import type { DatabaseHandle } from "@db/client";
import { siteEn } from "@/i18n/site/en";
import { siteZhCn } from "@/i18n/site/zh-cn";
import type { AppConfig } from "./config";
import { httpKernel } from "./kernel/http-kernel";
import { createLogger, type Logger } from "./kernel/log";
import { createPageServer } from "./pages/page-server";
import { healthRoutes } from "./routes/health";
import { staticFiles } from "./routes/static-files";
import { createSiteConfigStore, type SiteConfigStore } from "./services/site-config";

export interface CreateAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  log?: Logger;
}

/** Shared services handed to route plugins. */
export interface AppServices {
  config: AppConfig;
  database: DatabaseHandle;
  log: Logger;
  siteConfig: SiteConfigStore;
  startedAt: number;
}

export async function createApp(options: CreateAppOptions) {
  const { config, database } = options;
  const log = options.log ?? createLogger(config.logLevel);
  mkdirSync(config.storageDir, { recursive: true });
  const services: AppServices = {
    config,
    database,
    log,
    siteConfig: createSiteConfigStore(database.db, {
      siteName: { "zh-cn": siteZhCn.defaultSiteName, en: siteEn.defaultSiteName },
    }),
    startedAt: Date.now(),
  };
  const pages = createPageServer({ distDir: config.distDir, adminPrefix: config.adminPrefix, site: services.siteConfig, log });

  return new Elysia()
    .use(httpKernel({ config, log, pages }))
    .use(healthRoutes({ client: database.client, startedAt: services.startedAt }))
    .use(await staticFiles({ distDir: config.distDir, storageDir: config.storageDir }));
}

export type App = Awaited<ReturnType<typeof createApp>>;
