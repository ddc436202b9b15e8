// `bun run bench:mixed`: the platform under a mixed load (issue 19 part 6). One server process
// (`bun server/main.ts`, the production entry, rate limits off) on demo data plus ROWS members,
// then for DURATION seconds (60) CONNECTIONS connections (500) at once, split by call type:
//   list   30 %  the generic member list: a filter, an order, a page (autocannon)
//   detail 20 %  one member's edit form, ids rotating
//   add    10 %  new dictionary rows (writes, each also a live event)
//   page   20 %  the home page, the member login page and the admin login page (HTML)
//   sse    20 %  live event streams held open for the whole run, receiving every add's event
// Prints per call type: requests, throughput, p50 and p99 latency, errors, non-2xx, 5xx and
// answers whose envelope code is not 1; exits 1 when any call failed. Benchmarks print figures;
// they are not timed tests.
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import { migrateDatabase, openDatabase } from "@db/client";
import { user } from "@db/schema";
import { seedDemo } from "@db/seed/demo";
import { seedReference } from "@db/seed/reference";
import { CATALOG } from "@server/engine/catalog";
import { buildSiteIfStale } from "../lib/site-build";

const ROWS = Number(process.env.ROWS ?? 50_000);
const DURATION = Number(process.env.DURATION ?? 60);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 500);
const PORT = Number(process.env.BENCH_PORT ?? 18_951);
const PASSWORD = "Bench-mixed-1";

const share = (part: number) => Math.max(1, Math.round(CONNECTIONS * part));

async function prepare(dir: string) {
  const database = await openDatabase(`file:${join(dir, "app.db")}`);
  await migrateDatabase(database);
  await seedReference(database.db, { catalog: CATALOG, adminUsername: "admin", adminPassword: PASSWORD });
  await seedDemo(database.db, { dataDir: dir });
  for (let offset = 0; offset < ROWS; offset += 2000) {
    await database.db.insert(user).values(
      Array.from({ length: Math.min(2000, ROWS - offset) }, (_, i) => {
        const n = offset + i;
        return { group_id: 1, username: `mixed${n}`, nickname: `会员${n}`, email: `mixed${n}@example.com`, mobile: `137${String(n).padStart(8, "0")}`, status: (n % 20 === 0 ? "disable" : "enable") as "enable" | "disable", join_time: 1_700_000_000 + ((n * 7919) % 90_000_000) };
      }),
    );
  }
  await database.client.execute("ANALYZE");
  const [first] = await database.db.select({ id: user.id }).from(user).limit(1);
  database.close();
  return first?.id ?? 1;
}

async function startServer(dir: string) {
  const proc = Bun.spawn(["bun", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      DIST_DIR: resolve("dist"),
      LOG_LEVEL: "error",
      CAPTCHA: "off",
      THROTTLE_GET_PER_MINUTE: "0", THROTTLE_ACCOUNT_GET_PER_MINUTE: "0",
      LOGIN_RATE_LIMIT: "0",
      CAPTCHA_RATE_LIMIT: "0",
      REFRESH_RATE_LIMIT: "0",
      UPLOAD_RATE_LIMIT: "0",
    },
    stdout: "ignore",
    stderr: "inherit",
  });
  for (let i = 0; i < 200; i++) {
    const up = await fetch(`http://127.0.0.1:${PORT}/api/health`).then((r) => r.ok, () => false);
    if (up) return proc;
    await Bun.sleep(100);
  }
  proc.kill();
  throw new Error("the server did not start");
}

interface Figures {
  name: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  status5xx: number;
  notOk: number;
}

function drive(name: string, connections: number, requests: autocannon.Request[], headers: Record<string, string>, checkEnvelope: boolean): Promise<Figures> {
  let notOk = 0;
  const withCheck = requests.map((request) => ({
    ...request,
    ...(checkEnvelope ? { onResponse: (_status: number, body: string) => void (body.startsWith('{"code":1,') || notOk++) } : {}),
  }));
  return new Promise((done, fail) => {
    autocannon({ url: `http://127.0.0.1:${PORT}`, connections, duration: DURATION, headers, requests: withCheck }, (error, result) => {
      if (error) return fail(error);
      done({
        name,
        connections,
        requests: result.requests.total,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
        status5xx: result["5xx"],
        notOk,
      });
    });
  });
}

/** Live event streams held open for the run; counts events and failed connections. */
async function holdStreams(connections: number, token: string) {
  const controller = new AbortController();
  const connectMs: number[] = [];
  let events = 0;
  let failures = 0;
  const streams = Array.from({ length: connections }, async () => {
    const started = performance.now();
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/admin/ajax/events?server=1&batoken=${token}`, { signal: controller.signal });
      connectMs.push(performance.now() - started);
      if (!response.ok || !response.headers.get("content-type")?.includes("text/event-stream")) return void failures++;
      const decoder = new TextDecoder();
      for await (const chunk of response.body as ReadableStream<Uint8Array>) events += decoder.decode(chunk).split("event: change").length - 1;
    } catch (error) {
      if (!controller.signal.aborted) failures++;
      void error;
    }
  });
  return {
    async stop(): Promise<Figures> {
      controller.abort();
      await Promise.all(streams);
      const sorted = [...connectMs].sort((a, b) => a - b);
      const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
      return { name: "sse", connections, requests: connectMs.length, rps: events / DURATION, p50: at(0.5), p99: at(0.99), errors: failures, non2xx: 0, status5xx: 0, notOk: 0 };
    },
  };
}

const dir = mkdtempSync(join(tmpdir(), "bench-mixed-"));
let server: ReturnType<typeof Bun.spawn> | undefined;
try {
  await buildSiteIfStale();
  const firstMember = await prepare(dir);
  server = await startServer(dir);
  const login = (await (await fetch(`http://127.0.0.1:${PORT}/admin/index/login`, { method: "POST", headers: { "content-type": "application/json", server: "1" }, body: JSON.stringify({ username: "admin", password: PASSWORD }) })).json()) as { data: { userInfo: { token: string } } };
  const token = login.data.userInfo.token;
  const api = { batoken: token, server: "1" };
  let added = 0;

  console.log(`${CONNECTIONS} connections for ${DURATION} s on ${cpus().length} cores (load ${loadavg().map((l) => l.toFixed(2)).join(" ")}), ${ROWS.toLocaleString()} extra members`);
  const streams = await holdStreams(share(0.2), token);
  const results = await Promise.all([
    drive("list", share(0.3), [1, 2, 3, 4, 5].map((page) => ({ method: "GET", path: `/admin/user.User/index?search%5B0%5D%5Bfield%5D=status&search%5B0%5D%5Boperator%5D=eq&search%5B0%5D%5Bval%5D=enable&order=join_time%2Cdesc&limit=20&page=${page}` })), api, true),
    drive("detail", share(0.2), [{ method: "GET", path: "/", setupRequest: (request) => ({ ...request, path: `/admin/user.User/edit?id=${firstMember + Math.floor(Math.random() * ROWS)}` }) }], api, true),
    drive("add", share(0.1), [{ method: "POST", path: "/admin/routine.Dictionary/add", headers: { "content-type": "application/json" }, setupRequest: (request) => ({ ...request, body: JSON.stringify({ name: `bench_${process.pid}_${added++}`, title: "压测", weigh: 0, status: "1" }) }) }], api, true),
    drive("page", share(0.2), ["/", "/user/login", "/admin/login"].map((path) => ({ method: "GET", path })), {}, false),
  ]);
  results.push(await streams.stop());

  const line = (f: Figures) =>
    `${f.name.padEnd(7)} ${String(f.connections).padStart(4)} conn ${String(f.requests).padStart(8)} req ${f.rps.toFixed(0).padStart(7)} /s   p50 ${String(f.p50).padStart(5)} ms   p99 ${String(f.p99).padStart(5)} ms   errors ${f.errors}  non-2xx ${f.non2xx}  5xx ${f.status5xx}  code≠1 ${f.notOk}`;
  console.log("type    conn         requests   throughput");
  for (const f of results) console.log(line(f));
  console.log("(sse: requests = streams opened, throughput = change events received per second over all streams, p50/p99 = time to open a stream)");
  const total = results.filter((f) => f.name !== "sse").reduce((n, f) => n + f.rps, 0);
  console.log(`all HTTP calls: ${total.toFixed(0)} req/s`);
  const bad = results.reduce((n, f) => n + f.errors + f.non2xx + f.status5xx + f.notOk, 0);
  if (bad > 0) {
    console.error(`FAILED: ${bad} calls went wrong`);
    process.exitCode = 1;
  } else {
    console.log("OK: zero errors, zero 5xx");
  }
} finally {
  server?.kill();
  await server?.exited;
  rmSync(dir, { recursive: true, force: true });
}
