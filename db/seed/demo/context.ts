// What every demo seeder gets: the database, a repeatable random source, a clock and a place
// to note the accounts it created (written to data/demo-accounts.txt, never printed).
import type { Database } from "@db/client";
import type { SeededRandom } from "../random";

export interface DemoAccount {
  kind: "admin" | "member";
  username: string;
  password: string;
  role: string;
}

export interface DemoContext {
  db: Database;
  random: SeededRandom;
  /** "Now" for the demo data, unix seconds. */
  now: number;
  accounts: DemoAccount[];
  /** One password hash for the demo accounts, computed once (argon2id is slow by design). */
  passwordHash(): Promise<{ password: string; hash: string }>;
}

export interface DemoSeeder {
  /** Unique and stable: recorded in seed_log so a seeder runs once per database. */
  name: string;
  run(ctx: DemoContext): Promise<void>;
}
