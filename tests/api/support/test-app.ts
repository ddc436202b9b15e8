// A real app on a real libSQL file in a fresh temp folder, for API tests (no mocks).
// `useTestApp()` is the fixture of a test file: the app is made before its tests and closed and
// removed after them; `createTestApp()` makes one more inside a test (close it in `finally`).
import { afterAll, beforeAll } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "@db/client";
import { seedReference } from "@db/seed/reference";
import { CATALOG } from "@server/engine/catalog";
import { createApp, type App } from "@server/app";
import { loadConfig, type AppConfig } from "@server/config";
import { memoryLogger } from "@server/kernel/log";
import type { IpSource } from "@server/kernel/request-info";
import type { SmsDriver } from "@server/messaging/sms";
import type { TerminalOptions } from "@server/terminal/routes";
import type { Clock } from "@server/services/clock";
import { useTimeBudget } from "./budget";

/** In-process calls have no socket, so no peer address (the IP reads "unknown"). */
export const NO_PEER: IpSource = { requestIP: () => null };

export const TEST_ADMIN_PASSWORD = "Test-admin-1";

export interface TestApp {
  app: App;
  config: AppConfig;
  database: DatabaseHandle;
  log: ReturnType<typeof memoryLogger>;
  dir: string;
  /** Calls the app in-process; paths are relative to http://localhost. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  close(): void;
}

export interface TestAppOptions {
  smsDriver?: SmsDriver;
  terminal?: TerminalOptions;
  clock?: Clock;
  /** Runs in the app's fresh temp folder before the app starts (e.g. writes a built site to `dist`). */
  prepare?: (dir: string) => void;
}

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), "tsp-test-"));
  options.prepare?.(dir);
  const config: AppConfig = {
    ...loadConfig({
      DATA_DIR: dir,
      DIST_DIR: join(dir, "dist"),
      LOG_LEVEL: "silent",
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      THROTTLE_GET_PER_MINUTE: "0",
      THROTTLE_ACCOUNT_GET_PER_MINUTE: "0",
      CAPTCHA: "off",
      LOGIN_RATE_LIMIT: "0",
      CAPTCHA_RATE_LIMIT: "0",
      REFRESH_RATE_LIMIT: "0",
      CODE_RATE_LIMIT: "0",
      LOGIN_SLOWDOWN_MS: "0",
      UPLOAD_RATE_LIMIT: "0",
      ...env,
    }),
    jwtSecret: "test-secret-that-is-long-enough-for-hs256",
  };
  const database = await openDatabase(config.databaseUrl);
  await migrateDatabase(database);
  await seedReference(database.db, { catalog: CATALOG, adminUsername: config.adminUsername, adminPassword: config.adminPassword });
  const log = memoryLogger("debug");
  const app = await createApp({ config, database, log, smsDriver: options.smsDriver, terminal: options.terminal, clock: options.clock });
  return {
    app,
    config,
    database,
    log,
    dir,
    request(path, init = {}) {
      const { json, ...rest } = init;
      const headers = new Headers(rest.headers);
      let body = rest.body;
      if (json !== undefined) {
        headers.set("content-type", "application/json");
        body = JSON.stringify(json);
      }
      // Through the server's own fetch (kernel/serve.ts), as a call on the wire goes; there is
      // no socket, so no peer address.
      return app.frontDoor(new Request(`http://localhost${path}`, { ...rest, headers, body }), NO_PEER);
    },
    close() {
      database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The app of the calling file (or describe block): created in `beforeAll`, closed in `afterAll`.
 * The returned object stands for that app once the tests run.
 */
export function useTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): TestApp {
  useTimeBudget();
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(env, options);
  });
  afterAll(() => {
    current?.close();
    current = undefined;
  });
  return new Proxy({} as TestApp, {
    get(_target, key) {
      if (!current) throw new Error("the test app is used outside its tests (before beforeAll or after afterAll)");
      const value = Reflect.get(current, key);
      return typeof value === "function" ? value.bind(current) : value;
    },
  });
}

export async function envelopeOf(response: Response) {
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) throw new Error(`expected JSON, got ${type}: ${await response.text()}`);
  return (await response.json()) as { code: number; msg: string; time: number; data: any };
}
