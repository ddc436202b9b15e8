// Backups (issue 19 part 3): `bun run backup` writes a consistent copy of the live database
// while a server runs and writes, keeps the newest copies, and a restored copy opens, passes the
// integrity check and holds the rows; restoring over a database in use is refused.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "libsql";
import { nodeClient } from "./support/node-client";
import { startServer, type ServerProcess } from "./support/server-process";

const dir = mkdtempSync(join(tmpdir(), "tsp-backup-"));
const PASSWORD = "Backup-pass-1";
let server: ServerProcess;

async function runScript(args: string[], env: Record<string, string> = {}) {
  const proc = Bun.spawn(["bun", "scripts/backup.ts", ...args], { env: { ...process.env, DATA_DIR: dir, ...env }, stdout: "pipe", stderr: "pipe" });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  return { out: out.trim(), err: err.trim(), code };
}

const copies = () => readdirSync(join(dir, "backups")).filter((f) => f.endsWith(".db")).sort();

beforeAll(async () => {
  server = await startServer(dir, { ADMIN_PASSWORD: PASSWORD, CAPTCHA: "off", THROTTLE_GET_PER_MINUTE: "0", THROTTLE_ACCOUNT_GET_PER_MINUTE: "0" });
}, 40_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("backup and restore", () => {
  test("a copy taken while writes go on is consistent, private and holds every row acknowledged before it", { timeout: 60_000 }, async () => {
    const api = nodeClient(server.base);
    const login = await api.post("/admin/index/login", { username: "admin", password: PASSWORD });
    const token = login.data.userInfo.token as string;
    const acknowledged: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const answer = await api.post("/admin/routine.Dictionary/add", { name: `bk_${i}`, title: `备份 ${i}`, weigh: 0, status: "1" }, token);
        if (answer.code === 1) acknowledged.push(`bk_${i}`);
      }
    })();
    while (acknowledged.length < 20) await Bun.sleep(10);
    const before = [...acknowledged];
    const result = await runScript([]);
    writing = false;
    await writer;
    expect(result.code, result.err).toBe(0);
    expect(result.out).toMatch(/^Backup written: .*app-\d{8}-\d{6}\.db \([\d.]+ MB, \d+ tables, \d+ rows, integrity ok, \d+ ms\); 1 kept$/);
    const [file] = copies();
    const path = join(dir, "backups", file as string);
    expect((statSync(path).mode & 0o777).toString(8)).toBe("600");
    const copy = new Database(path, { readonly: true });
    try {
      expect((copy.prepare("PRAGMA integrity_check").get() as { integrity_check: string }).integrity_check).toBe("ok");
      const names = new Set((copy.prepare("SELECT name FROM dictionary WHERE name LIKE 'bk_%'").all() as { name: string }[]).map((r) => r.name));
      for (const name of before) expect(names.has(name)).toBe(true);
    } finally {
      copy.close();
    }
  });

  test("only the newest BACKUP_KEEP copies stay", { timeout: 60_000 }, async () => {
    for (let i = 0; i < 3; i++) {
      expect((await runScript([], { BACKUP_KEEP: "2" })).code).toBe(0);
      await Bun.sleep(1100); // copies are named by the second
    }
    expect(copies()).toHaveLength(2);
  });

  test("restoring over a database in use is refused; stopped, the copy goes in place and the server starts on it", { timeout: 60_000 }, async () => {
    const newest = join(dir, "backups", copies().at(-1) as string);
    const busy = await runScript(["--restore", newest]);
    expect(busy.code).toBe(1);
    expect(busy.err).toContain("is open (a server is running on it); stop every server using it");

    await server.stop();
    const restored = await runScript(["--restore", newest]);
    expect(restored.code, restored.err).toBe(0);
    expect(restored.out).toMatch(/^Restored .* to .*app\.db \(\d+ tables, \d+ rows, integrity ok\); the replaced database is kept as .*app\.db\.before-restore-/);
    expect(existsSync(join(dir, "app.db-wal"))).toBe(false);

    server = await startServer(dir, { ADMIN_PASSWORD: PASSWORD, CAPTCHA: "off" });
    const api = nodeClient(server.base);
    const token = (await api.post("/admin/index/login", { username: "admin", password: PASSWORD })).data.userInfo.token as string;
    const list = await api.get("/admin/routine.Dictionary/index?quickSearch=bk_&limit=1", token);
    expect(list.code).toBe(1);
    expect(list.data.total).toBeGreaterThanOrEqual(20);
  });

  test("a file that is not a platform database is refused", async () => {
    const bad = join(dir, "not-a-backup.db");
    const db = new Database(bad);
    db.exec("CREATE TABLE x (a)");
    db.close();
    const answer = await runScript(["--restore", bad, "--to", join(dir, "elsewhere.db")]);
    expect(answer.code).toBe(1);
    expect(answer.err).toContain("is not a database of the platform");
  });
});
