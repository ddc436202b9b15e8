// Browser tests against the real server (real database in a temp folder, built site) in
// Debian's Chromium. The temp folder is made once in the runner and inherited by workers.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { MISSING_PROGRAMS } from "./tests/e2e/support/missing-programs";
import { freePortsSync, pathWithout } from "./tests/e2e/support/server-env";

process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "tsp-e2e-"));
if (!process.env.E2E_PORT || !process.env.E2E_SHORT_PORT) {
  const [main, short] = freePortsSync(2);
  process.env.E2E_PORT = String(main);
  /** A second server whose access tokens live 15 seconds, for the keep-login refresh test. */
  process.env.E2E_SHORT_PORT = String(short);
}
process.env.E2E_ADMIN_PASSWORD ??= "E2e-admin-pass1";
// The main server runs without yarn on its PATH, so the terminal test's failing install is
// certain on any machine (see tests/e2e/terminal.e2e.ts).
process.env.E2E_SERVER_PATH ??= pathWithout(MISSING_PROGRAMS, join(process.env.E2E_DATA_DIR, "path"));
const port = process.env.E2E_PORT;
const shortPort = process.env.E2E_SHORT_PORT;

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.e2e.ts",
  outputDir: "test-results/e2e",
  fullyParallel: false,
  // One browser at a time: two cores also run both servers.
  workers: 1,
  retries: 0,
  // Generous budgets: other work may share the two cores (a failing wait costs time, not truth).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: true,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-report.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    locale: "zh-CN",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  webServer: [
    {
      command: "bun server/main.ts --seed-demo-if-fresh",
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: port,
        HOST: "127.0.0.1",
        PATH: process.env.E2E_SERVER_PATH,
        DATA_DIR: process.env.E2E_DATA_DIR,
        ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
        LOG_LEVEL: "warn",
        THROTTLE_GET_PER_MINUTE: "0",
        THROTTLE_ACCOUNT_GET_PER_MINUTE: "0",
        LOGIN_RATE_LIMIT: "0",
        CAPTCHA_RATE_LIMIT: "0",
      },
    },
    {
      command: "bun server/main.ts",
      url: `http://127.0.0.1:${shortPort}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: shortPort,
        HOST: "127.0.0.1",
        DATA_DIR: `${process.env.E2E_DATA_DIR}-short`,
        ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
        LOG_LEVEL: "warn",
        THROTTLE_GET_PER_MINUTE: "0",
        THROTTLE_ACCOUNT_GET_PER_MINUTE: "0",
        // Long enough for the console to finish loading on a loaded machine before it expires.
        ACCESS_TOKEN_TTL: "15",
        CAPTCHA: "off",
      },
    },
  ],
});
