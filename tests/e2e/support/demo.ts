// The e2e server's demo data: demo account passwords (data/demo-accounts.txt of its data folder)
// and new members written straight into its database (a person would register; these tests are
// about what comes after).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { e2eDatabase } from "./e2e-db";

export function demoAccount(role: string): { username: string; password: string } {
  const text = readFileSync(join(process.env.E2E_DATA_DIR ?? "", "demo-accounts.txt"), "utf8");
  const line = text.split("\n").find((l) => l.split(/\s+/)[1] === role);
  if (!line) throw new Error(`no demo ${role} account`);
  const parts = line.trim().split(/\s+/);
  return { username: parts[2] as string, password: parts[3] as string };
}

/** A member of the default group with this password. */
export async function insertMember(username: string, password: string, nickname: string): Promise<void> {
  // Playwright runs the tests in Node: Bun (the server's own runtime) makes the argon2id hash.
  const hash = execFileSync("bun", ["-e", "process.stdout.write(await Bun.password.hash(process.env.MEMBER_PASSWORD ?? '', { algorithm: 'argon2id' }))"], {
    env: { ...process.env, MEMBER_PASSWORD: password },
    encoding: "utf8",
  });
  await e2eDatabase().execute({ sql: "INSERT INTO user (group_id, username, nickname, password, status, join_time) VALUES (1, ?, ?, ?, 'enable', unixepoch())", args: [username, nickname, hash] });
}

/** One value read from the e2e server's database. */
export async function dbValue(sql: string, args: (string | number)[] = []): Promise<string> {
  const result = await e2eDatabase().execute({ sql, args });
  return String(result.rows[0]?.[0] ?? "");
}
