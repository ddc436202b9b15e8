// `npm start` (scripts/start.sh) on a populated database from an earlier version: the pending
// migration is applied, the data stays, no demo data is added to it, and the site is not built
// again when its sources have not changed. The script runs as a person runs it, from a copy of
// the project made of links (so the test's own site build, data and ports are its own).
import { afterAll, beforeAll, expect, test } from "bun:test";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { migrate } from "drizzle-orm/libsql/migrator";
import { migrateDatabase, MIGRATIONS_DIR, openDatabase, type DatabaseHandle } from "@db/client";
import { writeFakeSite } from "./support/fake-site";
import { freePort, processAlive, startProcess } from "./support/start-process";
import { useTimeBudget } from "./support/budget";

useTimeBudget();

const repo = resolve(import.meta.dir, "../..");
let root: string;
let project: string;
let dataDir: string;

interface Journal {
  entries: { tag: string }[];
}
const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as Journal;
let olderSchema: string[];

/** Tables and indexes with their columns (a migration may only add a column). */
const schemaOf = async (handle: DatabaseHandle) =>
  (await handle.client.execute("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name")).rows.map((r) => `${r[0]} ${r[1]}: ${String(r[2] ?? "").replace(/\s+/g, " ")}`);

async function freshSchema(): Promise<string[]> {
  const fresh = await openDatabase(`file:${join(root, "fresh", "app.db")}`);
  try {
    await migrateDatabase(fresh);
    return await schemaOf(fresh);
  } finally {
    fresh.close();
  }
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "tsp-start-"));
  // The project, as links to this checkout; its built site, data and test output are not taken.
  project = join(root, "project");
  mkdirSync(project);
  for (const name of readdirSync(repo)) {
    if ([".git", "dist", "data", "test-results", ".astro"].includes(name)) continue;
    symlinkSync(join(repo, name), join(project, name));
  }
  // A built site whose stamp matches the sources, as a previous `npm start` leaves it.
  writeFakeSite(join(project, "dist"));
  const hasher = Bun.spawnSync(["bun", "-e", 'import { sourceHash } from "./scripts/lib/site-build.ts"; console.log(sourceHash())'], { cwd: project });
  expect(hasher.exitCode, hasher.stderr.toString()).toBe(0);
  writeFileSync(join(project, "dist", ".build-stamp"), hasher.stdout.toString());

  // The database of the version before the latest migration, with an admin, a member and a
  // dictionary of its own.
  dataDir = join(root, "data");
  const older = join(root, "migrations-before");
  cpSync(MIGRATIONS_DIR, older, { recursive: true });
  writeFileSync(join(older, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }));
  const handle = await openDatabase(`file:${join(dataDir, "app.db")}`);
  try {
    await migrate(handle.db, { migrationsFolder: older });
    await handle.client.execute("INSERT INTO admin (username, nickname, password) VALUES ('admin', '老管理员', 'not-a-hash')");
    await handle.client.execute("INSERT INTO user (username, nickname) VALUES ('old_member', '老会员')");
    await handle.client.execute("INSERT INTO dictionary (name, title) VALUES ('kept_dict', '保留的字典')");
    olderSchema = await schemaOf(handle);
  } finally {
    handle.close();
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));


test("npm start on a populated database applies the pending migration, keeps the data and skips an unchanged build", async () => {
  const port = await freePort();
  const stamp = readFileSync(join(project, "dist", ".build-stamp"), "utf8");
  const server = await startProcess(["bash", "scripts/start.sh"], {
    cwd: project,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", ADMIN_PASSWORD: "" },
    readyText: "Super admin",
    timeoutMs: 120_000,
  });
  try {
    expect(server.out).not.toContain("Building the site");
    expect(server.out).toContain(`listening on 127.0.0.1:${port}`);
    expect(server.out).toContain("Super admin   admin (password as set at first start)");
    expect(server.out).not.toContain("Demo data");
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    // The site served is the one already built (not rebuilt), and its stamp is unchanged.
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toContain("<h1>首页</h1>");
    expect(readFileSync(join(project, "dist", ".build-stamp"), "utf8")).toBe(stamp);
  } finally {
    // The script returns once the server is ready and leaves it running in the background
    // (DATA_DIR/server.pid): `npm stop` ends it, as a person would, or it outlives the test.
    expect(await server.stop()).toBe(0);
    const { pid } = JSON.parse(readFileSync(join(dataDir, "server.pid"), "utf8")) as { pid: number };
    const stop = Bun.spawnSync(["bun", "scripts/stop.ts"], { cwd: project, env: { ...process.env, DATA_DIR: dataDir } });
    expect(stop.stdout.toString()).toContain(`Stopped the server (PID ${pid})`);
    expect(processAlive(pid)).toBe(false);
  }

  const handle = await openDatabase(`file:${join(dataDir, "app.db")}`);
  try {
    const one = async (query: string) => (await handle.client.execute(query)).rows[0]?.[0];
    expect(Number(await one("SELECT count(*) FROM __drizzle_migrations"))).toBe(journal.entries.length);
    // The schema is now that of a database made by every migration (the latest one included).
    expect(await schemaOf(handle)).toEqual(await freshSchema());
    expect(await schemaOf(handle)).not.toEqual(olderSchema);
    // The reference data was added to it.
    expect(await one("SELECT count(*) FROM config WHERE name = 'site_name'")).toBe(1);
    expect(await one("SELECT nickname FROM admin WHERE username = 'admin'")).toBe("老管理员");
    expect(await one("SELECT nickname FROM user WHERE username = 'old_member'")).toBe("老会员");
    expect(Number(await one("SELECT count(*) FROM user"))).toBe(1);
    expect(await one("SELECT title FROM dictionary WHERE name = 'kept_dict'")).toBe("保留的字典");
  } finally {
    handle.close();
  }
}, 180_000);
