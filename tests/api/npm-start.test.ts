// `npm start` as a user runs it (issue 20 goal 5): it builds when needed, starts the server,
// shows its start-up lines and returns, leaving only the server running (no npm, shell or Bun
// wrapper behind it); `npm stop` ends it.
import { afterAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, processAlive } from "./support/start-process";

const dir = mkdtempSync(join(tmpdir(), "tsp-npm-start-"));
const port = await freePort();
const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dir, LOG_LEVEL: "warn", ADMIN_PASSWORD: "Start-test-1", npm_config_loglevel: "silent" };
let pid = 0;

afterAll(() => {
  if (pid) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

const cmdline = (p: number) => (existsSync(`/proc/${p}/cmdline`) ? readFileSync(`/proc/${p}/cmdline`, "utf8").replace(/\0/g, " ") : "");
const parentOf = (p: number) => Number(/^\d+ \(.*\) \S (\d+)/.exec(readFileSync(`/proc/${p}/stat`, "utf8"))?.[1] ?? 0);

describe("npm start", () => {
  test("returns once the server is ready, leaving the server as the only process; npm stop ends it", { timeout: 240_000 }, async () => {
    const start = Bun.spawn(["npm", "start"], { env, stdout: "pipe", stderr: "pipe" });
    const [code, out, err] = await Promise.all([start.exited, new Response(start.stdout).text(), new Response(start.stderr).text()]);
    expect(code, `${out}\n${err}`).toBe(0);
    expect(out).toMatch(/ready in \d+ ms from process start/);
    expect(out).toContain(`Admin login   http://localhost:${port}/admin/login`);
    expect(out).toContain("npm stop");

    const entry = JSON.parse(readFileSync(join(dir, "server.pid"), "utf8")) as { pid: number; port: number };
    pid = entry.pid;
    expect(entry.port).toBe(port);
    expect(processAlive(pid)).toBe(true);
    expect(cmdline(pid)).toContain("server/main.ts");
    // Nothing of ours between the server and init: npm, the shell and the start script are gone.
    const parent = parentOf(pid);
    expect(cmdline(parent)).not.toMatch(/npm|scripts\/start|bash/);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).ok).toBe(true);
    expect(statSync(join(dir, "server.log")).mode & 0o777).toBe(0o600);

    const again = Bun.spawn(["npm", "start"], { env, stdout: "pipe", stderr: "pipe" });
    expect(await again.exited).toBe(0);
    expect(await new Response(again.stdout).text()).toContain(`already running (PID ${pid}`);

    const stop = Bun.spawn(["npm", "stop"], { env, stdout: "pipe", stderr: "pipe" });
    expect(await stop.exited).toBe(0);
    expect(await new Response(stop.stdout).text()).toContain(`Stopped the server (PID ${pid})`);
    expect(processAlive(pid)).toBe(false);
    pid = 0;
    expect(existsSync(join(dir, "server.pid"))).toBe(false);
  });
});
