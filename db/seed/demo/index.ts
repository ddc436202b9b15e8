// Demo data: a province's worth of records for a new user to explore. Each feature adds its
// seeder to the list; each runs once per database (seed_log).
import { chmodSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Database } from "@db/client";
import { seedLog } from "@db/schema";
import { randomPassword, seededRandom } from "../random";
import type { DemoAccount, DemoContext, DemoSeeder } from "./context";
import { demoMembers } from "./members";
import { demoCitySupervisors, demoStaff } from "./staff";
import { demoEnterprises } from "./enterprises";
import { demoGuides } from "./guides";
import { demoFleet } from "./fleet";
import { demoAgencies } from "./agencies";
import { demoComplaints } from "./complaints";
import { demoOpinions } from "./opinions";
import { demoTrade } from "./trade";
import { demoContracts } from "./contracts";
import { demoContent } from "./content";
import { demoProducts } from "./products";
import { demoTravel } from "./travel";
import { demoScreen } from "./screen";

/** In dependency order. */
export const demoSeeders: DemoSeeder[] = [demoStaff, demoCitySupervisors, demoMembers, demoEnterprises, demoAgencies, demoGuides, demoFleet, demoComplaints, demoOpinions, demoTrade, demoContracts, demoContent, demoProducts, demoTravel, demoScreen];

export interface DemoSeedResult {
  ran: string[];
  accounts: DemoAccount[];
  accountsFile?: string;
}

export async function seedDemo(db: Database, options: { dataDir: string; now?: number }): Promise<DemoSeedResult> {
  const done = new Set((await db.select({ name: seedLog.name }).from(seedLog)).map((r) => r.name));
  let cached: Promise<{ password: string; hash: string }> | undefined;
  const ctx: DemoContext = {
    db,
    random: seededRandom(20261121),
    now: options.now ?? Math.floor(Date.now() / 1000),
    accounts: [],
    passwordHash: () =>
      (cached ??= (async () => {
        const password = randomPassword(12);
        return { password, hash: await Bun.password.hash(password, { algorithm: "argon2id" }) };
      })()),
  };
  const ran: string[] = [];
  for (const seeder of demoSeeders) {
    if (done.has(seeder.name)) continue;
    await seeder.run(ctx);
    await db.insert(seedLog).values({ name: seeder.name });
    ran.push(seeder.name);
  }
  let accountsFile: string | undefined;
  if (ctx.accounts.length > 0) {
    accountsFile = join(options.dataDir, "demo-accounts.txt");
    const lines = ctx.accounts.map((a) => `${a.kind.padEnd(7)} ${a.role.padEnd(12)} ${a.username.padEnd(16)} ${a.password}`);
    writeFileSync(accountsFile, `# Demo accounts (kind, role, user name, password)\n${lines.join("\n")}\n`, { flag: "a", mode: 0o600 });
    chmodSync(accountsFile, 0o600);
  }
  return { ran, accounts: ctx.accounts, accountsFile };
}
