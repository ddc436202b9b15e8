// Starting the real server for a benchmark: `bun server/main.ts` on a free port with a
// throwaway data folder, waiting for /api/health; signing in as the super admin.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const BENCH_ADMIN_PASSWORD = "Bench-admin1";

export interface BenchServer {
  base: string;
  dataDir: string;
  /** The server process (memory and CPU readings). */
  pid: number;
  stop(): Promise<void>;
}

export async function startServer(options: { seedDemo?: boolean; env?: Record<string, string>; upWithinMs?: number } = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "tsp-bench-"));
  const port = 19000 + Math.floor(Math.random() * 900);
  const proc = Bun.spawn(["bun", "server/main.ts", ...(options.seedDemo ? ["--seed-demo-if-fresh"] : [])], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      CAPTCHA: "off",
      THROTTLE_GET_PER_MINUTE: "0", THROTTLE_ACCOUNT_GET_PER_MINUTE: "0",
      LOGIN_RATE_LIMIT: "0",
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      ...options.env,
    },
    stdout: "ignore",
    stderr: "inherit",
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    proc.kill();
    await proc.exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < (options.upWithinMs ?? 30_000) / 100; i++) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return { base, dataDir, pid: proc.pid, stop };
    if (proc.exitCode !== null) break;
    await Bun.sleep(100);
  }
  await stop();
  throw new Error("the server did not come up");
}

/** The super admin's login as the console keeps it in localStorage (`ba:adminInfo`). */
export async function adminLogin(base: string): Promise<Record<string, unknown> & { token: string }> {
  const res = await fetch(`${base}/admin/index/login`, {
    method: "POST",
    headers: { "content-type": "application/json", server: "1", "think-lang": "en" },
    body: JSON.stringify({ username: "admin", password: BENCH_ADMIN_PASSWORD, keep: false }),
  });
  const body = (await res.json()) as { code: number; msg: string; data: { userInfo: Record<string, unknown> & { token: string } } };
  if (body.code !== 1) throw new Error(`admin login failed: ${body.msg}`);
  return body.data.userInfo;
}

export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
