// Two nodes, one database (DESIGN §8, issue 19 part 2): two server processes on one database
// file behave as one platform. A change made through node A is seen by node B within 2 s for
// every cache (configuration, rules and admin access, dictionaries, areas, the work calendar,
// the enterprise gate, generated modules, ended logins); throttles, login limits and lockouts
// count across the nodes; a live event published on A reaches a page connected to B.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { adminRule, area, enterprise, workCalendar } from "@db/schema";
import { registrationForm } from "./support/enterprise";
import { nodeClient, within, type NodeClient } from "./support/node-client";
import { startServer, type ServerProcess } from "./support/server-process";

const dir = mkdtempSync(join(tmpdir(), "tsp-nodes-"));
const PASSWORD = "Two-nodes-pass1";
const BUDGET_MS = 2000;
const env = {
  ADMIN_PASSWORD: PASSWORD,
  CAPTCHA: "off",
  TRUST_PROXY: "on",
  THROTTLE_GET_PER_MINUTE: "40",
  LOGIN_RATE_LIMIT: "12",
  LOGIN_SLOWDOWN_MS: "0",
  UPLOAD_RATE_LIMIT: "0",
};
let nodeA: ServerProcess;
let nodeB: ServerProcess;
let a: NodeClient;
let b: NodeClient;
let db: DatabaseHandle;
let superToken: string;
const latencies: Record<string, number> = {};

async function login(node: NodeClient, username: string, password: string, from = randomIp()): Promise<string> {
  const answer = await node.call("POST", "/admin/index/login", { json: { username, password }, from });
  if (answer.code !== 1) throw new Error(`login ${username} on ${node.base}: ${answer.msg}`);
  return answer.data.userInfo.token;
}
const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

beforeAll(async () => {
  nodeA = await startServer(dir, env);
  nodeB = await startServer(dir, env);
  a = nodeClient(nodeA.base);
  b = nodeClient(nodeB.base);
  db = await openDatabase(`file:${join(dir, "app.db")}`);
  superToken = await login(a, "admin", PASSWORD);
}, 60_000);

afterAll(async () => {
  console.log(`coherence latency (ms): ${Object.entries(latencies).map(([k, v]) => `${k} ${Math.round(v)}`).join(", ")}; max ${Math.round(Math.max(...Object.values(latencies)))}`);
  db?.close();
  await Promise.all([nodeA?.stop(), nodeB?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

async function staffWith(ruleNames: string[]) {
  const rules = await db.db.select({ id: adminRule.id, name: adminRule.name }).from(adminRule);
  const ids = rules.filter((r) => ruleNames.includes(r.name)).map((r) => r.id);
  const suffix = Math.random().toString(36).slice(2, 8);
  const group = await a.post("/admin/auth.Group/add", { name: `节点组${suffix}`, pid: 1, rules: ids, status: "1" }, superToken);
  expect(group.code, group.msg).toBe(1);
  const username = `node${suffix}`;
  const added = await a.post("/admin/auth.Admin/add", { username, nickname: "节点", password: "Node-pass-1", group_arr: [group.data.id], status: "1" }, superToken);
  expect(added.code, added.msg).toBe(1);
  return { username, password: "Node-pass-1", groupId: group.data.id as number, ruleIds: ids, rules };
}

describe("caches stay coherent across nodes (within 2 s)", () => {
  test("configuration", { timeout: 30_000 }, async () => {
    const siteName = async () => (await b.get("/admin/index/index", superToken)).data.siteConfig.siteName;
    expect(await siteName()).toBe("Hainan Culture and Tourism Market Supervision and Enforcement Platform");
    expect((await a.post("/admin/routine.Config/edit", { site_name_en: "Two-node test platform" }, superToken)).code).toBe(1);
    latencies.config = await within(BUDGET_MS, async () => (await siteName()) === "Two-node test platform", "site name on node B");
  });

  test("rules and admin access", { timeout: 60_000 }, async () => {
    const staff = await staffWith(["dashboard", "dashboard/index", "auth", "auth/admin", "auth/admin/index"]);
    const token = await login(b, staff.username, staff.password);
    expect((await b.get("/admin/auth.Admin/index", token)).code).toBe(1);
    const without = staff.rules.filter((r) => ["dashboard", "dashboard/index", "auth", "auth/admin"].includes(r.name)).map((r) => r.id);
    expect((await a.post("/admin/auth.Group/edit", { id: staff.groupId, rules: without }, superToken)).code).toBe(1);
    latencies.rules = await within(BUDGET_MS, async () => (await b.get("/admin/auth.Admin/index", token)).code === 401, "permission gone on node B");
  });

  test("dictionaries", { timeout: 60_000 }, async () => {
    const options = async () => (await b.get("/admin/ajax/dictionary?names=node_colours", superToken)).data?.node_colours ?? [];
    expect(await options()).toEqual([]);
    const dict = await a.post("/admin/routine.Dictionary/add", { name: "node_colours", title: "颜色", weigh: 0, status: "1" }, superToken);
    const item = await a.post("/admin/routine.DictionaryItem/add", { dictionary_id: dict.data.id, value: "red", label: "红", status: "1", weigh: 0 }, superToken);
    expect(item.code, item.msg).toBe(1);
    latencies.dictionary = await within(BUDGET_MS, async () => (await options()).length === 1, "dictionary item on node B");
  });

  test("areas", { timeout: 60_000 }, async () => {
    const hainan = async () => ((await b.get("/api/ajax/area?lang=zh-cn")).data as { value: number; label: string }[]).find((r) => r.value === 460000)?.label;
    expect(await hainan()).toBe("海南省");
    await db.db.update(area).set({ name: "海南省（改）" }).where(eq(area.id, 460000));
    expect((await a.post("/admin/ajax/clearCache", { type: "area" }, superToken)).code).toBe(1);
    latencies.area = await within(BUDGET_MS, async () => (await hainan()) === "海南省（改）", "area name on node B");
    await db.db.update(area).set({ name: "海南省" }).where(eq(area.id, 460000));
    await a.post("/admin/ajax/clearCache", { type: "area" }, superToken);
  });

  /** An enterprise account registered and submitted through `node`; answers its token and enterprise. */
  async function submittedApplication(node: NodeClient) {
    const suffix = Math.random().toString(36).slice(2, 8);
    const account = await node.call("POST", "/admin/enterprise.Registration/account", { json: { username: `ent${suffix}`, password: "Ent-pass-1", nickname: "企业", mobile: `139${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}` }, from: randomIp() });
    expect(account.code, account.msg).toBe(1);
    const token = account.data.userInfo.token as string;
    const saved = await node.post("/admin/enterprise.Registration/save", registrationForm(), token);
    expect(saved.code, saved.msg).toBe(1);
    expect((await node.post("/admin/enterprise.Registration/submit", {}, token)).code).toBe(1);
    const [row] = await db.db.select().from(enterprise).where(eq(enterprise.id, saved.data.id));
    return { token, id: saved.data.id as number, notifyDue: row?.notify_due_time ?? 0 };
  }

  test("work calendar", { timeout: 60_000 }, async () => {
    const first = await submittedApplication(b); // node B has the calendar in memory now
    // Every weekday of the next two weeks becomes a holiday, through node A.
    const listed = new Set((await db.db.select({ date: workCalendar.date }).from(workCalendar)).map((r) => r.date));
    for (let day = 1; day <= 14; day++) {
      const date = new Date(Date.now() + day * 86_400_000).toLocaleDateString("sv-SE", { timeZone: "Asia/Shanghai" });
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      if (weekday === 0 || weekday === 6 || listed.has(date)) continue;
      const added = await a.post("/admin/routine.WorkCalendar/add", { date, name: "两节点测试", name_en: "Two-node test", is_workday: "0" }, superToken);
      expect(added.code, added.msg).toBe(1);
    }
    await Bun.sleep(BUDGET_MS);
    const second = await submittedApplication(b);
    // Five working days counted after the holidays: at least a week later than before.
    expect(second.notifyDue - first.notifyDue).toBeGreaterThanOrEqual(7 * 86_400);
  });

  test("enterprise gate", { timeout: 60_000 }, async () => {
    const application = await submittedApplication(b);
    expect((await b.get("/admin/index/index", application.token)).code).toBe(602);
    for (const action of ["accept", "approve"]) {
      const decided = await a.post(`/admin/enterprise.Audit/${action}`, { kind: "register", id: application.id, opinion: "同意" }, superToken);
      expect(decided.code, decided.msg).toBe(1);
    }
    latencies.enterpriseGate = await within(BUDGET_MS, async () => (await b.get("/admin/index/index", application.token)).code === 1, "approved enterprise on node B");
  });

  test("generated modules", { timeout: 60_000 }, async () => {
    expect((await b.get("/admin/gen.TwoNode/index", superToken)).status).toBe(404);
    const L = (zh: string, en: string) => ({ "zh-cn": zh, en });
    const field = { required: false, list: true, sortable: false, filter: true, form: true, quickSearch: false, unique: false };
    const design = {
      version: 1,
      source: "new",
      table: "gen_two_node",
      key: "gen.TwoNode",
      title: L("两节点", "Two nodes"),
      menu: { parent: "crud", icon: "star", weigh: 1 },
      pk: "id",
      fields: [
        { ...field, name: "id", kind: "integer", label: L("ID", "ID"), form: false },
        { ...field, name: "title", kind: "string", label: L("标题", "Title"), required: true, max: 40 },
      ],
      recycle: false,
    };
    const generated = await a.post("/admin/crud.Crud/generate", design, superToken);
    expect(generated.code, generated.msg).toBe(1);
    latencies.modules = await within(BUDGET_MS, async () => (await b.get("/admin/gen.TwoNode/index", superToken)).code === 1, "generated module on node B");
  });

  test("ended logins", { timeout: 60_000 }, async () => {
    const staff = await staffWith(["dashboard", "dashboard/index"]);
    const token = await login(a, staff.username, staff.password);
    expect((await b.get("/admin/index/index", token)).code).toBe(1);
    expect((await a.post("/admin/index/logout", {}, token)).code).toBe(1);
    latencies.sessions = await within(BUDGET_MS, async () => (await b.get("/admin/index/index", token)).code === 303, "logout seen on node B");
  });
});

describe("throttles and lockouts count across nodes", () => {
  test("the GET throttle: hits on A count on B", async () => {
    // Windows are whole minutes: start early in one.
    const second = new Date().getSeconds();
    if (second > 40) await Bun.sleep((61 - second) * 1000);
    const from = "203.0.113.200";
    for (let i = 0; i < 25; i++) expect((await a.call("GET", "/api/index/index", { from })).status).toBe(200);
    await Bun.sleep(1200); // one cluster tick adds A's hits to the database
    let allowedOnB = 0;
    for (let i = 0; i < 25; i++) if ((await b.call("GET", "/api/index/index", { from })).status === 200) allowedOnB++;
    expect(allowedOnB).toBeLessThanOrEqual(40 - 25 + 1);
  }, 90_000);

  test("the per-IP login limit: six tries on A and six on B, the thirteenth is refused", { timeout: 60_000 }, async () => {
    const from = "203.0.113.201";
    for (let i = 0; i < 6; i++) expect((await a.call("POST", "/admin/index/login", { json: { username: `nobody${i}`, password: "Wrong-pass-1" }, from })).msg).toBe("The user name or password is incorrect");
    for (let i = 0; i < 6; i++) expect((await b.call("POST", "/admin/index/login", { json: { username: `nobody${i}`, password: "Wrong-pass-1" }, from })).msg).toBe("The user name or password is incorrect");
    expect((await b.call("POST", "/admin/index/login", { json: { username: "admin", password: PASSWORD }, from })).msg).toStartWith("Too many attempts from your network address");
  });

  test("a lockout made on A holds on B, for that client only", { timeout: 60_000 }, async () => {
    const staff = await staffWith(["dashboard", "dashboard/index"]);
    const from = "203.0.113.202";
    for (let i = 0; i < 10; i++) await a.call("POST", "/admin/index/login", { json: { username: staff.username, password: "Wrong-pass-1" }, from });
    expect((await b.call("POST", "/admin/index/login", { json: { username: staff.username, password: staff.password }, from })).msg).toStartWith("Too many failed logins from your network address");
    expect((await b.call("POST", "/admin/index/login", { json: { username: staff.username, password: staff.password }, from: "203.0.113.203" })).code).toBe(1);
  });
});

describe("live events", () => {
  test("a change made on A reaches a page connected to B", { timeout: 60_000 }, async () => {
    const controller = new AbortController();
    const response = await fetch(`${nodeB.base}/admin/ajax/events?server=1&batoken=${superToken}`, { signal: controller.signal });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let received = "";
    const started = performance.now();
    const write = a.post("/admin/routine.Dictionary/add", { name: "live_node", title: "实时", weigh: 0, status: "1" }, superToken);
    try {
      while (!received.includes("routine/dictionary/add")) {
        const next = await Promise.race([reader.read(), Bun.sleep(BUDGET_MS).then(() => ({ done: true, value: undefined }))]);
        if (next.done) break;
        received += decoder.decode(next.value, { stream: true });
      }
      expect((await write).code).toBe(1);
      expect(received).toContain('event: change\ndata: {"node":"routine/dictionary/add"}');
      latencies.liveEvent = performance.now() - started;
      expect(latencies.liveEvent).toBeLessThan(BUDGET_MS);
    } finally {
      controller.abort();
    }
  });
});
