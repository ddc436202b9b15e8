// The server process: configuration, database, app, serve. Everything else is in createApp.
// Flags: --seed-demo-if-fresh (used by `npm start`) adds demo data to a new database.
// Bun's performance.now() counts from the process start, so the ready time printed includes
// loading the modules (this line runs only after every import below has been evaluated).
const modulesLoaded = performance.now();

import { existsSync } from "node:fs";
import { relative } from "node:path";
import { createApp } from "./app";
import { INITIAL_PASSWORD_FILE, ensureJwtSecret, prepareDatabase } from "./bootstrap";
import { ConfigError, loadConfig, type AppConfig } from "./config";
import { createLogger } from "./kernel/log";
import { serve } from "./kernel/serve";
import { APP_VERSION } from "./version";

function loadConfigOrExit(): AppConfig {
  try {
    return ensureJwtSecret(loadConfig());
  } catch (error) {
    console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : `Start-up failed: ${String(error)}`);
    process.exit(1);
  }
}

const config = loadConfigOrExit();
const log = createLogger(config.logLevel);
const databaseStart = performance.now();
const { database, reference, demo, passwordFile } = await prepareDatabase(config, {
  seedDemoIfFresh: process.argv.includes("--seed-demo-if-fresh"),
}).catch((error: unknown) => {
  console.error(`Database error (${config.databaseUrl.replace(/\/\/[^@]*@/, "//***@")}): ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

const appStart = performance.now();
const app = await createApp({ config, database, log });
serve(app, { port: config.port, hostname: config.host, maxRequestBodySize: config.maxBodyBytes + 1024 * 1024 });
// Time-driven workflow moves (a limit that passes moves the record), once a minute.
app.scheduler.start();

const base = `http://localhost:${config.port}`;
const ready = performance.now();
const ms = (n: number) => Math.round(n);
const lines = [
  `Culture and tourism market supervision platform ${APP_VERSION}: listening on ${config.host}:${config.port} (ready in ${ms(ready)} ms from process start: modules ${ms(modulesLoaded)} ms, database ${ms(appStart - databaseStart)} ms, app ${ms(ready - appStart)} ms)`,
  `  Home          ${base}/`,
  `  Admin login   ${base}/${config.adminPrefix}/login`,
  `  Member login  ${base}/user/login`,
];
if (reference.createdAdmin?.generated) {
  // Only a generated password is shown (once); one chosen through ADMIN_PASSWORD never is.
  lines.push(`  Super admin   ${reference.createdAdmin.username} / ${reference.createdAdmin.password}`);
  if (passwordFile) lines.push(`                (shown once; saved to ${relative(process.cwd(), passwordFile)}, mode 600)`);
} else if (reference.createdAdmin) {
  lines.push(`  Super admin   ${reference.createdAdmin.username} (password from ADMIN_PASSWORD)`);
} else {
  const file = `${config.dataDir}/${INITIAL_PASSWORD_FILE}`;
  const where = existsSync(file) ? `initial password in ${relative(process.cwd(), file)}` : "password as set at first start";
  lines.push(`  Super admin   ${config.adminUsername} (${where})`);
}
if (demo?.ran.length) lines.push(`  Demo data     ${demo.ran.length} sets added${demo.accountsFile ? `; demo accounts in ${relative(process.cwd(), demo.accountsFile)}` : ""}`);
console.log(lines.join("\n"));

const shutdown = () => {
  app.scheduler.stop();
  void app.stop().finally(() => {
    database.close();
    process.exit(0);
  });
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
