// The server as `npm start` runs it: a real process on a real port. Bad configuration stops
// it with one line; the first start prints the generated password once and saves it; a
// second start keeps the data.
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, startProcess } from "./support/start-process";
import { useTimeBudget } from "./support/budget";

useTimeBudget();

// Each test has data folders of its own under this one.
const root = mkdtempSync(join(tmpdir(), "tsp-proc-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let folders = 0;
const newDataDir = () => join(root, `data-${++folders}`);

const baseEnv = (dir: string, port: number) => ({
  ...process.env,
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: dir,
  DIST_DIR: join(dir, "dist"),
  LOG_LEVEL: "warn",
  ADMIN_PASSWORD: "",
});

async function startServer(dir: string, args: string[] = []) {
  const port = await freePort();
  const server = await startProcess(["bun", "server/main.ts", ...args], { env: baseEnv(dir, port), readyText: "Super admin" });
  return { ...server, port };
}

describe("server process", () => {
  test("a bad setting stops start-up with exit code 1 and one clear line", async () => {
    const proc = Bun.spawn(["bun", "server/main.ts"], { env: { ...baseEnv(newDataDir(), 1), PORT: "eighty" }, stdout: "pipe", stderr: "pipe" });
    expect(await proc.exited).toBe(1);
    const err = (await new Response(proc.stderr).text()).trim();
    expect(err).toBe('Configuration error: PORT must be a whole number from 1 to 65535, got "eighty".');
  });

  test("first start prints URLs and the generated password once, saving it with mode 600", async () => {
    const dir = newDataDir();
    const server = await startServer(dir, ["--seed-demo-if-fresh"]);
    const { port } = server;
    try {
      // The ready time counts from the process start, module loading included.
      const timing = /listening on 127\.0\.0\.1:\d+ \(ready in (\d+) ms from process start: modules (\d+) ms, database (\d+) ms, app (\d+) ms\)/.exec(server.out);
      expect(timing).not.toBeNull();
      const [ready, modules, database, app] = (timing ?? []).slice(1).map(Number) as [number, number, number, number];
      expect(modules).toBeGreaterThan(0);
      expect(ready).toBeGreaterThanOrEqual(modules + database + app - 3);
      expect(server.out).toContain(`Home          http://localhost:${port}/`);
      expect(server.out).toContain(`Admin login   http://localhost:${port}/admin/login`);
      expect(server.out).toContain(`Member login  http://localhost:${port}/user/login`);
      const password = /Super admin {3}admin \/ (\S+)/.exec(server.out)?.[1];
      expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
      const file = join(dir, "initial-admin-password.txt");
      expect(readFileSync(file, "utf8")).toBe(`admin\n${password}\n`);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(join(dir, "jwt-secret")).mode & 0o777).toBe(0o600);

      const health = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { server: "true", "think-lang": "en" } });
      expect(((await health.json()) as { code: number }).code).toBe(1);
      const nope = await fetch(`http://127.0.0.1:${port}/api/nope`, { headers: { "think-lang": "en" } });
      expect(nope.status).toBe(404);
      expect(((await nope.json()) as { msg: string }).msg).toBe("Error requesting address: /api/nope");
    } finally {
      await server.stop();
    }
  });

  test("a second start keeps the data and does not print the password again", async () => {
    const dir = newDataDir();
    const first = await startServer(dir, ["--seed-demo-if-fresh"]);
    expect(first.out).toMatch(/Super admin {3}admin \//);
    await first.stop();
    const server = await startServer(dir, ["--seed-demo-if-fresh"]);
    const { port } = server;
    try {
      expect(server.out).toContain("Super admin   admin (initial password in");
      expect(server.out).not.toMatch(/Super admin {3}admin \//);
      expect(server.out).not.toContain("Demo data");
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
    } finally {
      await server.stop();
    }
    const { openDatabase } = await import("@db/client");
    const handle = await openDatabase(`file:${join(dir, "app.db")}`);
    const members = await handle.client.execute("SELECT count(*) FROM user");
    const admins = await handle.client.execute("SELECT count(*) FROM admin");
    handle.close();
    expect(Number(members.rows[0]?.[0])).toBeGreaterThan(40);
    // The super admin and the demo supervisor, operator, association, enterprise, coach operator and
    // scenic spot accounts, and the city supervisors of Haikou, Sanya and Qionghai.
    expect(Number(admins.rows[0]?.[0])).toBe(10);
  });
});
