// Start-up steps shared by the server and the seed command: secrets, migrations, reference
// data, and the first start's demo data and initial super admin password.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "@db/client";
import { seedDemo, type DemoSeedResult } from "@db/seed/demo";
import { isFreshDatabase, seedReference, type ReferenceSeedResult } from "@db/seed/reference";
import type { AppConfig } from "./config";
import { CATALOG } from "./engine/catalog";

export const INITIAL_PASSWORD_FILE = "initial-admin-password.txt";

/** JWT_SECRET, or a secret generated once and kept in data/jwt-secret (mode 600). */
export function ensureJwtSecret(config: AppConfig): AppConfig {
  if (config.jwtSecret) return config;
  const file = join(config.dataDir, "jwt-secret");
  mkdirSync(config.dataDir, { recursive: true });
  if (!existsSync(file)) {
    const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString("base64url");
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  }
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters; delete it to generate a new one.`);
  return { ...config, jwtSecret: secret };
}

export function saveInitialPassword(config: AppConfig, username: string, password: string): string {
  const file = join(config.dataDir, INITIAL_PASSWORD_FILE);
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, `${username}\n${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return file;
}

export interface PreparedDatabase {
  database: DatabaseHandle;
  reference: ReferenceSeedResult;
  demo?: DemoSeedResult;
  passwordFile?: string;
}

export async function prepareDatabase(config: AppConfig, options: { seedDemoIfFresh: boolean }): Promise<PreparedDatabase> {
  const database = await openDatabase(config.databaseUrl, config.databaseAuthToken);
  await migrateDatabase(database);
  const fresh = await isFreshDatabase(database.db);
  const reference = await seedReference(database.db, { catalog: CATALOG, adminUsername: config.adminUsername, adminPassword: config.adminPassword });
  let passwordFile: string | undefined;
  if (reference.createdAdmin?.generated) {
    passwordFile = saveInitialPassword(config, reference.createdAdmin.username, reference.createdAdmin.password);
  }
  const demo = fresh && options.seedDemoIfFresh ? await seedDemo(database.db, { dataDir: config.dataDir }) : undefined;
  return { database, reference, demo, passwordFile };
}
