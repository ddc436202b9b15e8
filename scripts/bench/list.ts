// `bun run bench:list`: seeds ROWS members (default 200,000), then drives the generic `index`
// endpoint (filter status = disable, order join_time desc, page 2 of 50) with autocannon at 50
// connections for DURATION seconds, and a bare Bun.serve handler running the same SQL on the
// same database; prints requests/s, p50 and p99 of both and their ratio.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { migrateDatabase, openDatabase } from "@db/client";
import { user } from "@db/schema";
import { seedReference } from "@db/seed/reference";
import { CATALOG } from "@server/engine/catalog";

const ROWS = Number(process.env.ROWS ?? 200_000);
const DURATION = Number(process.env.DURATION ?? 15);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const QUERY = "/admin/user.User/index?search%5B0%5D%5Bfield%5D=status&search%5B0%5D%5Boperator%5D=eq&search%5B0%5D%5Bval%5D=disable&order=join_time%2Cdesc&limit=50&page=2";

const dir = mkdtempSync(join(tmpdir(), "bench-list-"));
try {
  const database = await openDatabase(`file:${join(dir, "app.db")}`);
  await migrateDatabase(database);
  await seedReference(database.db, { catalog: CATALOG, adminUsername: "admin", adminPassword: "Bench-pass1" });
  const started = performance.now();
  const batch = 2000;
  for (let offset = 0; offset < ROWS; offset += batch) {
    const rows = Array.from({ length: Math.min(batch, ROWS - offset) }, (_, i) => {
      const n = offset + i;
      return {
        group_id: 1,
        username: `bench${n}`,
        nickname: `会员${n}`,
        email: `bench${n}@example.com`,
        mobile: `139${String(n).padStart(8, "0")}`,
        status: (n % 20 === 0 ? "disable" : "enable") as "enable" | "disable",
        join_time: 1_700_000_000 + ((n * 7919) % 90_000_000),
        money: n % 100_000,
        score: n % 5000,
      };
    });
    await database.db.insert(user).values(rows);
  }
  await database.client.execute("ANALYZE");
  database.close();
  console.log(`Seeded ${ROWS.toLocaleString()} members in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const run = async (mode: "app" | "raw", port: number) => {
    const proc = Bun.spawn(["bun", "scripts/bench/list-server.ts", mode, dir, String(port)], { stdout: "pipe", stderr: "inherit" });
    const reader = proc.stdout.getReader();
    let line = "";
    while (!line.includes("\n")) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`${mode} server exited before it was ready`);
      line += new TextDecoder().decode(value);
    }
    const [, , token] = line.trim().split(" ");
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${mode === "app" ? QUERY : "/"}`,
      connections: CONNECTIONS,
      duration: DURATION,
      headers: mode === "app" ? { batoken: token ?? "", server: "1" } : {},
    });
    proc.kill();
    await proc.exited;
    return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
  };

  const raw = await run("raw", 18931);
  const app = await run("app", 18932);
  const row = (name: string, r: typeof raw) => `${name.padEnd(22)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors}`;
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, ${ROWS.toLocaleString()} rows`);
  console.log(row("raw Bun.serve + SQL", raw));
  console.log(row("platform index", app));
  console.log(`ratio (platform / raw)  ${(app.rps / raw.rps).toFixed(2)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
