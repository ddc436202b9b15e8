// `bun run bench:list`: generic list calls of the platform against a bare Bun.serve running the
// same statements on the same database (list-server.ts records them from the platform itself).
// Cases: a small table (the 24 enterprise categories), the enterprise quick search with a filter (demo data),
// members filtered and sorted at ROWS (200,000: the shipped case) and at BIG_ROWS (1,000,000).
// Each case runs at 1 and at 50 connections. Every pair is interleaved: platform and bare
// alternate (A B, B A, A B, ... so neither side always goes first) for REPEATS rounds (at
// least 3) of DURATION seconds each, after a short warm-up of both. Before measuring, both
// sides answer each case once and their totals are compared, so the bare side provably does
// the same work. Prints medians and ranges (requests/s, latency, the per-round ratio; and each
// server process's CPU time per call with its ratio, steadier than requests/s on a shared or
// virtual machine, where Linux tells it) and the machine's load during the run; MARKDOWN=1
// adds the table for the README. BEFORE_DIR=<another checkout> adds that checkout's platform
// as a third side of every round (before/after at the same load).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { migrateDatabase, openDatabase } from "@db/client";
import { seedDemo } from "@db/seed/demo";
import { seedReference } from "@db/seed/reference";
import type { ListCase } from "./list-server";
import { interleave, LoadSampler, machineLoad, markdownTable, median, processCpuMicros, spread, table } from "./lib/stats";
import { CATALOG } from "@server/engine/catalog";

const ROWS = Number(process.env.ROWS ?? 200_000);
const BIG_ROWS = Number(process.env.BIG_ROWS ?? 1_000_000);
const DURATION = Number(process.env.DURATION ?? 5);
const REPEATS = Math.max(3, Number(process.env.REPEATS ?? 3));
const CONNECTIONS = (process.env.CONNECTIONS ?? "1,50").split(",").map(Number);
/** Another checkout (e.g. the commit before a change): its platform joins every interleaved round. */
const BEFORE_DIR = process.env.BEFORE_DIR;
const CONTRACT_ROWS = Number(process.env.CONTRACT_ROWS ?? 1_000_000);
const ORDER_ROWS = Number(process.env.ORDER_ROWS ?? 2_000_000);
/** Which data sets run: members (the 200,000 and 1,000,000 member sets), contracts, orders. */
const SELECTED = process.env.CASES?.split(",").map((c) => c.trim()).filter(Boolean);

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const MEMBERS = `/admin/user.User/index?${q({ "search[0][field]": "status", "search[0][operator]": "eq", "search[0][val]": "disable", order: "join_time,desc", limit: "50", page: "2" })}`;

interface Dataset {
  /** Selected by CASES (comma-separated keys; default: all). */
  key: string;
  name: string;
  members: number;
  demo: boolean;
  cases: ListCase[];
  /** Rows generated in SQL after the demo (contracts, orders). */
  generate?: (client: Sql) => Promise<string>;
  /** After the list pairs: the statistics calls, timed through the platform. */
  stats?: boolean;
}

type Sql = { execute(sql: string): Promise<{ rows: unknown[] }> };

const DAY = 86_400;
/** The generated rows span the year up to now (the platform's clock is the real one here). */
const NOW = Math.floor(Date.now() / 1000);
/** Filter values of the contract and order cases, chosen once the rows exist (see `generate`). */
const picked: { agency?: number; merchant?: number } = {};

const CONTRACT_CASE = (): ListCase => ({
  name: `contracts, ${CONTRACT_ROWS.toLocaleString("en")} rows`,
  path: `/admin/contract.Contract/index?${q({
    "search[0][field]": "agency_id",
    "search[0][operator]": "eq",
    "search[0][val]": String(picked.agency),
    "search[1][field]": "status",
    "search[1][operator]": "eq",
    "search[1][val]": "COMPLETED",
    "search[2][field]": "depart_at",
    "search[2][operator]": "RANGE",
    "search[2][val]": `${isoDay(NOW - 180 * DAY)} 00:00:00,${isoDay(NOW)} 23:59:59`,
    order: "depart_at,desc",
    limit: "20",
    page: "1",
  })}`,
  table: "tour_contract",
});

const ORDER_CASE = (): ListCase => ({
  name: `orders, ${ORDER_ROWS.toLocaleString("en")} rows`,
  path: `/admin/order.Order/index?${q({
    "search[0][field]": "type",
    "search[0][operator]": "eq",
    "search[0][val]": "SCENIC",
    "search[1][field]": "status",
    "search[1][operator]": "eq",
    "search[1][val]": "USED",
    "search[2][field]": "enterprise_id",
    "search[2][operator]": "eq",
    "search[2][val]": String(picked.merchant),
    "search[3][field]": "create_time",
    "search[3][operator]": "RANGE",
    "search[3][val]": `${isoDay(NOW - 90 * DAY)} 00:00:00,${isoDay(NOW)} 23:59:59`,
    order: "create_time,desc",
    limit: "20",
    page: "1",
  })}`,
  table: "trade_order",
});

/** yyyy-mm-dd in the site's time zone (Asia/Shanghai, +8, no daylight saving). */
const isoDay = (seconds: number) => new Date((seconds + 8 * 3600) * 1000).toISOString().slice(0, 10);

const DATASETS: Dataset[] = [
  {
    key: "members",
    name: "main",
    members: ROWS,
    demo: true,
    cases: [
      { name: "small table (categories)", path: `/admin/enterprise.Category/index?${q({ isTree: "false", page: "1", limit: "10" })}`, table: "enterprise_category" },
      {
        name: "enterprise quick search + filter",
        path: `/admin/enterprise.Enterprise/index?${q({ quickSearch: "旅行社", "search[0][field]": "status", "search[0][operator]": "eq", "search[0][val]": "NORMAL", limit: "20", page: "1" })}`,
        table: "enterprise",
      },
      { name: `members, ${ROWS.toLocaleString("en")} rows`, path: MEMBERS, table: "user" },
    ],
  },
  { key: "members", name: "big", members: BIG_ROWS, demo: false, cases: [{ name: `members, ${BIG_ROWS.toLocaleString("en")} rows`, path: MEMBERS, table: "user" }] },
  { key: "contracts", name: "contracts", members: 0, demo: true, cases: [], generate: seedContracts },
  { key: "orders", name: "orders", members: 0, demo: true, cases: [], generate: seedOrders, stats: true },
].filter((d) => !SELECTED || SELECTED.includes(d.key));

/**
 * CONTRACT_ROWS contracts of the demo's travel agencies over the year up to now, in creation
 * order (ids grow with time, as they do). A few agencies make most contracts: the agency of row
 * i is drawn with a squared uniform number, so the first agencies get the most. The state
 * follows the dates: departed and returned are mostly completed (some cancelled or void), on
 * the road are in progress, not yet departed are signed, sent or drafts. Returns the note.
 */
async function seedContracts(client: Sql): Promise<string> {
  await client.execute(`CREATE TEMP TABLE bench_agency AS
    SELECT row_number() OVER (ORDER BY e.id) - 1 AS k, e.id, e.region_code, a.license_no FROM enterprise e JOIN travel_agency a ON a.enterprise_id = e.id WHERE e.status = 'NORMAL'`);
  await client.execute("CREATE UNIQUE INDEX temp.bench_agency_k ON bench_agency (k)");
  const [agencies] = (await client.execute("SELECT count(*) AS n FROM bench_agency")).rows as { n: number }[];
  const n = Number(agencies?.n ?? 0);
  if (n === 0) throw new Error("the demo has no travel agencies");
  const templates = ((await client.execute("SELECT id FROM contract_template ORDER BY id")).rows as { id: number }[]).map((r) => Number(r.id));
  const routes = ["海口-文昌-琼海-三亚 5天4晚", "三亚一日游 南山+天涯海角", "蜈支洲岛潜水一日游", "海口-儋州-五指山-三亚 6天5晚", "万宁-陵水 分界洲岛 3天2晚", "三亚-保亭 呀诺达雨林 2天1晚"];
  const start = NOW - 330 * DAY;
  const step = (365 * DAY) / CONTRACT_ROWS;
  await client.execute(`WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${CONTRACT_ROWS - 1}),
    r AS (SELECT i, ${start} + CAST(i * ${step} AS INTEGER) AS created, CAST(${n} * ((i * 2654435761 % 1000003) / 1000003.0) * ((i * 2654435761 % 1000003) / 1000003.0) AS INTEGER) AS k,
      (i * 7919 % 1000033) % 100 AS h, 1 + (i % 6) AS days FROM n),
    c AS (SELECT r.*, created + (3 + (i * 31) % 40) * ${DAY} AS depart FROM r)
    INSERT INTO tour_contract (contract_no, check_code, template_id, agency_id, region_code, agency_license_no, tour_no, route_name, depart_place, return_place,
      depart_at, return_at, days, nights, adult_count, child_count, adult_price, child_price, total_amount, paid_amount, payment_method, guide_id,
      signer_name, signer_id_no, signer_mobile, sign_channel, status, sent_time, sign_due_time, signed_time, cancel_time, create_time, update_time)
    SELECT 'HT' || strftime('%Y%m%d', created, 'unixepoch', '+8 hours') || printf('%07d', i), printf('B%07d', i),
      CASE i % ${templates.length} ${templates.map((id, j) => `WHEN ${j} THEN ${id}`).join(" ")} END,
      a.id, a.region_code, a.license_no, 'HNT' || printf('%07d', i),
      CASE i % 6 ${routes.map((route, j) => `WHEN ${j} THEN '${route}'`).join(" ")} END, '海口美兰国际机场', '三亚凤凰国际机场',
      depart, depart + days * ${DAY} - 8 * 3600, days, days - 1, 1 + i % 4, i % 3, 98000 + (i % 40) * 1000, 49000, (1 + i % 4) * (98000 + (i % 40) * 1000) + (i % 3) * 49000, 0, 'ONLINE', NULL,
      '游客' || i, '46010019900101' || printf('%04d', i % 10000), '139' || printf('%08d', i), 'PC',
      CASE
        WHEN depart + days * ${DAY} <= ${NOW} THEN CASE WHEN h < 6 THEN 'CANCELLED_BY_TOURIST' WHEN h < 8 THEN 'CANCELLED_BY_AGENCY' WHEN h < 10 THEN 'VOID' ELSE 'COMPLETED' END
        WHEN depart <= ${NOW} THEN 'IN_PROGRESS'
        WHEN h < 5 THEN 'DRAFT' WHEN h < 12 THEN 'PENDING_SIGN' ELSE 'SIGNED' END,
      created + 600, CASE WHEN h >= 5 THEN ${NOW} + 48 * 3600 END, CASE WHEN h >= 12 OR depart <= ${NOW} THEN created + 3600 END, NULL, created, created
    FROM c JOIN bench_agency a ON a.k = c.k`);
  await client.execute("UPDATE tour_contract SET paid_amount = total_amount WHERE status IN ('SIGNED', 'IN_PROGRESS', 'COMPLETED') AND check_code LIKE 'B%'");
  await client.execute("ANALYZE");
  // The case filters on the agency with the most contracts (the hardest of the common filters).
  const [top] = (await client.execute("SELECT agency_id FROM tour_contract GROUP BY agency_id ORDER BY count(*) DESC LIMIT 1")).rows as { agency_id: number }[];
  picked.agency = Number(top?.agency_id);
  return `${CONTRACT_ROWS.toLocaleString("en")} contracts of ${n} agencies`;
}

/**
 * ORDER_ROWS orders of the demo's scenic spots, hotels, yacht operators and (flights) agencies
 * over the year up to now, in creation order: 70 % scenic, 15 % hotel, 12 % yacht, 3 % flight;
 * within a type a few merchants sell most (squared uniform draw, as for contracts). States: 12 %
 * closed unpaid, 4 % refunded, 2 % refund requested, the rest paid (used once the day of use
 * passed). The daily summaries are then added up from these orders exactly as the payment and
 * refund writes keep them (a refund dated two days after its payment), so the statistics read
 * what the platform would have kept. Returns the note.
 */
async function seedOrders(client: Sql): Promise<string> {
  await client.execute(`CREATE TEMP TABLE bench_merchant AS
    SELECT category_id AS cat, row_number() OVER (PARTITION BY category_id ORDER BY id) - 1 AS k, id, region_code FROM enterprise
    WHERE audit_status = 'APPROVED' AND status = 'NORMAL' AND category_id IN (11000, 12000, 13000, 17000)`);
  await client.execute("CREATE UNIQUE INDEX temp.bench_merchant_k ON bench_merchant (cat, k)");
  const counts = new Map(((await client.execute("SELECT cat, count(*) AS n FROM bench_merchant GROUP BY cat")).rows as { cat: number; n: number }[]).map((r) => [Number(r.cat), Number(r.n)]));
  for (const cat of [11000, 12000, 13000, 17000]) if (!counts.get(cat)) throw new Error(`the demo has no merchants of category ${cat}`);
  const [last] = (await client.execute("SELECT coalesce(max(id), 0) AS id FROM trade_order")).rows as { id: number }[];
  const demoOrders = Number(last?.id ?? 0);
  const start = NOW - 365 * DAY;
  const step = (365 * DAY) / ORDER_ROWS;
  const u = (salt: number) => `((i * ${salt} % 1000003) / 1000003.0)`;
  await client.execute(`WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${ORDER_ROWS - 1}),
    r AS (SELECT i, ${start} + CAST(i * ${step} AS INTEGER) AS created, (i * 7919 % 1000033) % 100 AS h, (i * 104729 % 999983) % 100 AS t FROM n),
    c AS (SELECT r.*, CASE WHEN t < 70 THEN 12000 WHEN t < 85 THEN 13000 WHEN t < 97 THEN 17000 ELSE 11000 END AS cat FROM r),
    d AS (SELECT c.*, CAST(CASE cat ${[...counts].map(([cat, count]) => `WHEN ${cat} THEN ${count}`).join(" ")} END * ${u(2654435761)} * ${u(2654435761)} AS INTEGER) AS k,
      CASE cat WHEN 12000 THEN 'SCENIC' WHEN 13000 THEN 'HOTEL' WHEN 17000 THEN 'YACHT' ELSE 'FLIGHT' END AS type,
      1 + i % 4 AS qty, CASE cat WHEN 12000 THEN 6000 + (i % 20) * 1000 WHEN 13000 THEN 38000 + (i % 30) * 2000 WHEN 17000 THEN 180000 + (i % 10) * 20000 ELSE 68000 + (i % 25) * 4000 END AS price,
      created + (i % 30) * ${DAY} AS use_at FROM c),
    e AS (SELECT d.*, CASE WHEN created > ${NOW} - 900 THEN 'PENDING_PAYMENT' WHEN h < 12 THEN 'CLOSED' WHEN h < 16 THEN 'REFUNDED' WHEN h < 18 THEN 'REFUNDING' WHEN use_at < ${NOW} THEN 'USED' ELSE 'PAID' END AS status FROM d)
    INSERT INTO trade_order (order_no, type, enterprise_id, region_code, member_id, contact_name, contact_phone, total_amount, discount_amount, paid_amount, refunded_amount,
      pay_channel, pay_txn_no, status, product_name, quantity, use_date, start_time, pay_due_time, paid_time, used_time, close_time, create_time, update_time)
    SELECT 'DD' || strftime('%Y%m%d', created, 'unixepoch', '+8 hours') || printf('%07d', i), type, m.id, m.region_code, 0, '游客' || i, '139' || printf('%08d', i),
      qty * price, 0, CASE WHEN status IN ('PENDING_PAYMENT', 'CLOSED') THEN 0 ELSE qty * price END, CASE WHEN status = 'REFUNDED' THEN qty * price ELSE 0 END,
      CASE WHEN status IN ('PENDING_PAYMENT', 'CLOSED') THEN '' WHEN i % 2 THEN 'ALIPAY' ELSE 'WECHAT' END,
      CASE WHEN status IN ('PENDING_PAYMENT', 'CLOSED') THEN '' ELSE 'T' || printf('%012d', i) END,
      status, type || ' 商品', qty, strftime('%Y-%m-%d', use_at, 'unixepoch', '+8 hours'), use_at, created + 900,
      CASE WHEN status IN ('PENDING_PAYMENT', 'CLOSED') THEN NULL ELSE created + 60 + i % 600 END, CASE WHEN status = 'USED' THEN use_at END,
      CASE WHEN status = 'CLOSED' THEN created + 900 END, created, created
    FROM e JOIN bench_merchant m ON m.cat = e.cat AND m.k = e.k`);
  const bigSummary = (column: "paid" | "refund") => `INSERT INTO trade_daily (enterprise_id, region_code, day, order_type, paid_orders, paid_amount, refunds, refund_amount)
    SELECT enterprise_id, region_code, strftime('%Y-%m-%d', paid_time${column === "refund" ? ` + 2 * ${DAY}` : ""}, 'unixepoch', '+8 hours') AS day, type,
      ${column === "paid" ? "count(*), sum(paid_amount), 0, 0" : "0, 0, count(*), sum(refunded_amount)"}
    FROM trade_order WHERE id > ${demoOrders} AND ${column === "paid" ? "paid_time IS NOT NULL" : "status = 'REFUNDED'"}
    GROUP BY enterprise_id, day, type
    ON CONFLICT (enterprise_id, day, order_type) DO UPDATE SET paid_orders = paid_orders + excluded.paid_orders, paid_amount = paid_amount + excluded.paid_amount,
      refunds = refunds + excluded.refunds, refund_amount = refund_amount + excluded.refund_amount`;
  await client.execute(bigSummary("paid"));
  await client.execute(bigSummary("refund"));
  await client.execute("ANALYZE");
  const [top] = (await client.execute("SELECT enterprise_id FROM trade_order WHERE type = 'SCENIC' GROUP BY enterprise_id ORDER BY count(*) DESC LIMIT 1")).rows as { enterprise_id: number }[];
  picked.merchant = Number(top?.enterprise_id);
  const [days] = (await client.execute("SELECT count(*) AS n FROM trade_daily")).rows as { n: number }[];
  return `${ORDER_ROWS.toLocaleString("en")} orders of ${[...counts.values()].reduce((a, b) => a + b, 0)} merchants, ${Number(days?.n).toLocaleString("en")} daily summary rows`;
}

/** Members generated in SQL (one statement; far faster than inserting from JS). */
async function seedMembers(client: { execute(sql: string): Promise<unknown> }, rows: number) {
  await client.execute(`WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${rows - 1})
    INSERT INTO "user" (group_id, username, nickname, email, mobile, status, join_time, money, score, create_time, update_time)
    SELECT 1, 'bench' || i, '会员' || i, 'bench' || i || '@example.com', '139' || printf('%08d', i),
      CASE WHEN i % 20 = 0 THEN 'disable' ELSE 'enable' END, 1700000000 + ((i * 7919) % 90000000), i % 100000, i % 5000, 1700000000, 1700000000
    FROM n`);
  await client.execute("ANALYZE");
}

async function prepare(dataset: Dataset): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), `bench-list-${dataset.name}-`));
  const started = performance.now();
  const database = await openDatabase(`file:${join(dir, "app.db")}`);
  await migrateDatabase(database);
  await seedReference(database.db, { catalog: CATALOG, adminUsername: "admin", adminPassword: "Bench-pass1" });
  if (dataset.demo) await seedDemo(database.db, { dataDir: dir });
  if (dataset.members) await seedMembers(database.client, dataset.members);
  // A large page cache while generating: a million rows go into a dozen indexes in random key
  // order, and with the default cache every insert rereads index pages from the file.
  if (dataset.generate) await database.client.execute("PRAGMA cache_size = -1048576");
  const note = dataset.generate ? await dataset.generate(database.client as unknown as Sql) : `${dataset.members.toLocaleString("en")} members`;
  database.close();
  if (dataset.key === "contracts") dataset.cases.push(CONTRACT_CASE());
  if (dataset.key === "orders") dataset.cases.push(ORDER_CASE());
  console.log(`Prepared ${dataset.name}: ${note}${dataset.demo ? " + demo data" : ""} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return dir;
}

interface Side {
  proc: ReturnType<typeof Bun.spawn>;
  base: string;
  token: string;
  output: string[];
}

/** `cwd`: another checkout of the platform (BEFORE_DIR), to compare it with this one. */
async function startSide(mode: "app" | "raw", dir: string, cases: ListCase[], cwd = process.cwd()): Promise<Side> {
  const port = 19000 + Math.floor(Math.random() * 900);
  const proc = Bun.spawn(["bun", "scripts/bench/list-server.ts", mode, dir, String(port), JSON.stringify(cases)], { stdout: "pipe", stderr: "inherit", cwd });
  const reader = proc.stdout.getReader();
  const decoder = new TextDecoder();
  let text = "";
  while (!/^ready .*\n/m.test(text)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`${mode} server exited before it was ready`);
    text += decoder.decode(value);
  }
  // The rest of the output (raw: the replayed statements) arrives right after.
  const output: string[] = [];
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
  })();
  await Bun.sleep(200);
  output.push(...text.split("\n").filter(Boolean));
  const [, , token] = (output.find((l) => l.startsWith("ready ")) ?? "").split(" ");
  return { proc, base: `http://127.0.0.1:${port}`, token: token ?? "", output };
}

const headersFor = (side: Side): Record<string, string> => (side.token && side.token !== "-" ? { batoken: side.token, server: "1" } : {});

/** Both sides answer the case; the platform's total must equal the count the bare side ran. */
async function check(item: ListCase, app: Side, raw: Side): Promise<string> {
  const a = (await (await fetch(`${app.base}${item.path}`, { headers: headersFor(app) })).json()) as { code: number; msg: string; data: { total: number; list: unknown[] } };
  const b = (await (await fetch(`${raw.base}${item.path}`)).json()) as { data: unknown[][] };
  if (a.code !== 1) throw new Error(`${item.name}: ${a.msg}`);
  const counts = b.data.flatMap((rows) => (rows.length === 1 && rows[0] && Object.keys(rows[0] as object).length <= 2 ? [Number(Object.values(rows[0] as object)[0])] : []));
  const pages = b.data.filter((rows) => rows.length === a.data.list.length);
  if (!counts.includes(a.data.total) || pages.length === 0) throw new Error(`${item.name}: the bare handler does not do the platform's work (total ${a.data.total} vs ${counts.join("/")})`);
  return `${a.data.total.toLocaleString("en")} rows match, page of ${a.data.list.length}`;
}

interface Run {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server process's CPU time per answered call (µs), when the system tells it. */
  cpu?: number;
}

async function drive(side: Side, item: ListCase, connections: number, duration: number): Promise<Run> {
  const cpuBefore = processCpuMicros(side.proc.pid);
  const result = await autocannon({ url: `${side.base}${item.path}`, connections, duration, headers: headersFor(side) });
  const cpuAfter = processCpuMicros(side.proc.pid);
  const cpu = cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0 ? (cpuAfter - cpuBefore) / result.requests.total : undefined;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, cpu };
}

/** CPU µs per call of each round, when every round has it. */
const cpuOf = (runs: Run[]): number[] => (runs.every((r) => r.cpu !== undefined) ? runs.map((r) => r.cpu as number) : []);

const STATS_CALLS = Math.max(5, Number(process.env.STATS_CALLS ?? 15));

/**
 * The finance page's statistics call (revenue per day and per order type over 30 days, refund
 * rate per merchant), read from the daily summaries: STATS_CALLS calls one after another after
 * a warm-up, through HTTP like the page. For scale, the per-day-and-type revenue worked out by
 * scanning the orders instead (what the summaries save), three times on the same file.
 */
async function timeStatistics(app: Side, dir: string): Promise<string[][]> {
  const path = "/admin/finance.Account/refunds?days=30";
  const call = async () => {
    const t0 = performance.now();
    const body = (await (await fetch(`${app.base}${path}`, { headers: headersFor(app) })).json()) as { code: number; msg: string; data: { days: unknown[]; merchants: unknown[] } };
    if (body.code !== 1) throw new Error(`statistics: ${body.msg}`);
    return { ms: performance.now() - t0, body };
  };
  const first = await call();
  const timed: number[] = [];
  for (let i = 0; i < STATS_CALLS; i++) timed.push((await call()).ms);
  const scanner = await openDatabase(`file:${join(dir, "app.db")}`);
  const from = NOW - 29 * DAY;
  const scans: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    await scanner.client.execute({
      sql: `SELECT strftime('%Y-%m-%d', paid_time, 'unixepoch', '+8 hours') AS day, type, sum(paid_amount) AS paid FROM trade_order WHERE paid_time >= ? GROUP BY day, type`,
      args: [from - (from % DAY)],
    });
    scans.push(performance.now() - t0);
  }
  scanner.close();
  console.log(`  statistics: ${first.body.data.days.length} days, ${first.body.data.merchants.length} merchants listed; ${spread(timed, 1)} ms a call`);
  return [
    ["refund statistics (finance.Account/refunds, 30 days: per day, per type, per merchant)", spread(timed, 1), String(STATS_CALLS), "< 50"],
    ["the same revenue per day and type by scanning the orders (not used; for scale)", spread(scans, 0), "3", "-"],
  ];
}

const dirs: string[] = [];
const sides: Side[] = [];
try {
  console.log(`List benchmark: ${REPEATS} interleaved rounds of ${DURATION} s per side, connections ${CONNECTIONS.join(" and ")}`);
  const rows: string[][] = [];
  const statsRows: string[][] = [];
  const sampler = new LoadSampler();
  for (const dataset of DATASETS) {
    const dir = await prepare(dataset);
    dirs.push(dir);
    const app = await startSide("app", dir, dataset.cases);
    sides.push(app);
    const raw = await startSide("raw", dir, dataset.cases);
    sides.push(raw);
    const before = BEFORE_DIR ? await startSide("app", dir, dataset.cases, BEFORE_DIR) : undefined;
    if (before) sides.push(before);
    for (const line of raw.output.slice(1)) {
      const replay = JSON.parse(line) as { case: string; statements: string[][] };
      console.log(`  bare handler for "${replay.case}" runs: ${replay.statements.map((group) => group.map((s) => s.replace(/\s+/g, " ").slice(0, 140)).join(" ‖ ")).join(" → ")}`);
    }
    for (const item of dataset.cases) {
      console.log(`  ${item.name}: ${await check(item, app, raw)}`);
      for (const connections of CONNECTIONS) {
        await drive(app, item, connections, 1);
        await drive(raw, item, connections, 1);
        if (before) await drive(before, item, connections, 1);
        const names = before ? (["platform", "bare", "before"] as const) : (["platform", "bare"] as const);
        const runs = (await interleave(names, REPEATS, async (name) => {
          const run = await drive(name === "platform" ? app : name === "before" ? (before as Side) : raw, item, connections, DURATION);
          sampler.sample();
          return run;
        })) as Record<"platform" | "bare" | "before", Run[]>;
        const ratios = runs.platform.map((run, i) => run.rps / (runs.bare[i]?.rps ?? Number.NaN));
        const [platformCpu, bareCpu] = [cpuOf(runs.platform), cpuOf(runs.bare)];
        const cpuRatios = platformCpu.length && bareCpu.length ? platformCpu.map((cpu, i) => (bareCpu[i] ?? Number.NaN) / cpu) : [];
        const errors = [...runs.platform, ...runs.bare].reduce((sum, run) => sum + run.errors, 0);
        const ms = (list: Run[], key: "p50" | "p99") => median(list.map((r) => r[key])).toFixed(0);
        rows.push([
          item.name,
          String(connections),
          spread(runs.platform.map((r) => r.rps)),
          spread(runs.bare.map((r) => r.rps)),
          spread(ratios, 2),
          `${ms(runs.platform, "p50")} / ${ms(runs.platform, "p99")}`,
          `${ms(runs.bare, "p50")} / ${ms(runs.bare, "p99")}`,
          String(errors),
          spread(platformCpu),
          spread(bareCpu),
          spread(cpuRatios, 2),
          ...(before ? [spread(runs.before.map((r) => r.rps)), spread(runs.before.map((run, i) => run.rps / (runs.bare[i]?.rps ?? Number.NaN)), 2), spread(cpuOf(runs.before))] : []),
        ]);
        console.log(`    c=${connections}: platform ${rows.at(-1)?.[2]} req/s, bare ${rows.at(-1)?.[3]} req/s, ratio ${rows.at(-1)?.[4]}; CPU per call ratio ${rows.at(-1)?.[10]}`);
      }
    }
    if (dataset.stats) statsRows.push(...(await timeStatistics(app, dir)));
    for (const side of before ? [app, raw, before] : [app, raw]) {
      side.proc.kill();
      await side.proc.exited;
    }
  }
  const during = sampler.stop();
  const header = [
    "case",
    "c",
    "platform req/s",
    "bare req/s",
    "ratio",
    "platform p50/p99 ms",
    "bare p50/p99 ms",
    "errors",
    "platform CPU µs/call",
    "bare CPU µs/call",
    "CPU ratio",
    ...(BEFORE_DIR ? ["before req/s", "before ratio", "before CPU µs/call"] : []),
  ];
  console.log(`\nGeneric list calls vs a bare handler running the same statements: median (min-max) of ${REPEATS} interleaved ${DURATION}-second rounds`);
  console.log(`${machineLoad()}; ${during}\n`);
  console.log(table(header, rows));
  if (process.env.MARKDOWN) console.log(`\n${markdownTable(header, rows)}`);
  if (statsRows.length) {
    const statsHeader = ["call", "ms: median (min-max)", "calls", "goal"];
    console.log(`\nStatistics at ${ORDER_ROWS.toLocaleString("en")} orders, one call after another through the platform (login, permission, area)`);
    console.log(table(statsHeader, statsRows));
    if (process.env.MARKDOWN) console.log(`\n${markdownTable(statsHeader, statsRows)}`);
  }
} finally {
  for (const side of sides) side.proc.kill();
  // KEEP_DATA=1 leaves the prepared databases (to look at plans) and says where.
  for (const dir of dirs) if (process.env.KEEP_DATA) console.log(`kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
