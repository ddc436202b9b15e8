// The data big-screen: every panel's numbers follow the tables (a row changes, the number
// changes), within the caller's jurisdiction; the gates' flow call checks its key and refuses
// bad readings with clear messages; the demo simulator posts through the same checks; the one
// live stream pushes a panel's new data when its source changes.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { adminLog, complaint, contractAlert, enterprise, scenicFlow, scenicGate } from "@db/schema";
import { loadBand } from "@modules/screendata/panels";
import { simulatedReading } from "@modules/screendata/simulator";
import { instant, pinClock, releaseClock } from "./support/clock";
import { complaintForm, registryEnterprise, supervisor, type Caller } from "./support/complaint";
import { createTestApp, envelopeOf, type TestApp } from "./support/test-app";

let t: TestApp;
let province: Caller;
let sanya: Caller;
let spotSanya = 0;
let spotHaikou = 0;
let stall = 0;
const NOW = instant("2026-07-15 14:00");

async function spot(name: string, region: number, capacity: number) {
  const [row] = await t.database.db.insert(enterprise).values({ category_id: 12000, name, region_code: region, audit_status: "APPROVED", capacity_instant: capacity, capacity_daily: capacity * 4, lng: 109.5, lat: 18.3 }).returning({ id: enterprise.id });
  return row?.id ?? 0;
}

async function gateWithKey(scenicId: number) {
  const [gate] = await t.database.db.insert(scenicGate).values({ scenic_id: scenicId }).returning();
  const res = await province.raw(`screendata.Gate/key?id=${gate?.id}`);
  const text = await res.text();
  const key = /x-gate-key: (\S+)/.exec(text)?.[1] ?? "";
  return { id: gate?.id ?? 0, key };
}

const post = (key: string | undefined, body: unknown) =>
  t.request("/admin/screendata.Gate/flow", { method: "POST", json: body, headers: { server: "1", "think-lang": "en", ...(key ? { "x-gate-key": key } : {}) } }).then(envelopeOf);

beforeAll(async () => {
  t = await createTestApp();
  pinClock(NOW);
  province = await supervisor(t);
  sanya = await supervisor(t, 460200);
  spotSanya = await spot("测试湾景区", 460203, 1000);
  spotHaikou = await spot("测试火山景区", 460106, 2000);
  stall = await registryEnterprise(t, "测试海鲜排档", 460203);
});
afterAll(() => {
  releaseClock();
  t.close();
});

describe("flow ingestion", () => {
  test("a gate's key is stored hashed and names its gate; readings become the latest and the load panel", async () => {
    const gate = await gateWithKey(spotSanya);
    expect(gate.key).toMatch(/^g\d+_[\w-]{32}$/);
    const [stored] = await t.database.db.select().from(scenicGate).where(eq(scenicGate.id, gate.id));
    expect(stored?.key_hash).toHaveLength(64);
    expect(stored?.key_hash).not.toContain(gate.key);
    const [logged] = await t.database.db.select().from(adminLog).where(eq(adminLog.title, "发放闸机密钥"));
    expect(logged?.url).toContain(`id=${gate.id}`);
    expect(JSON.stringify(logged)).not.toContain(gate.key);
    const ok = await post(gate.key, { ts: NOW - 30, in_park: 850, entered_today: 2100 });
    expect(ok.code, ok.msg).toBe(1);
    const load = await province.get("screendata.Gate/summary?panels=load,visitors");
    expect(load.code, load.msg).toBe(1);
    const mine = load.data.panels.load.spots.find((s: { id: number }) => s.id === spotSanya);
    expect(mine).toMatchObject({ in_park: 850, capacity: 1000, percent: 85, band: "yellow" });
    expect(load.data.panels.visitors.in_park).toBeGreaterThanOrEqual(850);
    const [minute] = await t.database.db.select().from(scenicFlow).where(eq(scenicFlow.scenic_id, spotSanya));
    expect(minute?.ts).toBe(Math.floor((NOW - 30) / 60) * 60);
    // The next minute moves the numbers.
    expect((await post(gate.key, { ts: NOW + 30, in_park: 960, entered_today: 2300 })).code).toBe(1);
    const again = await province.get("screendata.Gate/summary?panels=load,alerts");
    expect(again.data.panels.load.spots.find((s: { id: number }) => s.id === spotSanya)).toMatchObject({ in_park: 960, percent: 96, band: "orange" });
    expect(again.data.panels.alerts.items.some((i: { kind: string; text: string }) => i.kind === "capacity" && i.text.includes("96"))).toBe(true);
    // A new key replaces the old one.
    const renewed = await province.raw(`screendata.Gate/key?id=${gate.id}`);
    const newKey = /x-gate-key: (\S+)/.exec(await renewed.text())?.[1] ?? "";
    expect((await post(gate.key, { ts: NOW, in_park: 1, entered_today: 2400 })).code).toBe(0);
    expect((await post(newKey, { ts: NOW + 60, in_park: 900, entered_today: 2400 })).code).toBe(1);
  });

  test("bad keys and bad readings are refused with clear messages, never a 5xx", async () => {
    const gate = await gateWithKey(spotHaikou);
    for (const key of [undefined, "", "nonsense", "x".repeat(300)]) {
      const res = await post(key, { ts: NOW, in_park: 1, entered_today: 1 });
      expect(res.code).toBe(0);
      expect(res.msg).toContain("gate key");
    }
    const bad: [unknown, string][] = [
      [{ ts: NOW, in_park: -1, entered_today: 5 }, "in_park"],
      [{ ts: NOW, in_park: 1.5, entered_today: 5 }, "in_park"],
      [{ ts: NOW, in_park: "12", entered_today: 5 }, "in_park"],
      [{ ts: NOW, in_park: 10, entered_today: 5 }, "in_park"],
      [{ ts: NOW, entered_today: 5 }, "in_park"],
      [{ ts: NOW + 3600, in_park: 1, entered_today: 5 }, "ts"],
      [{ ts: NOW - 3 * 86_400, in_park: 1, entered_today: 5 }, "ts"],
      [{ ts: NOW, in_park: 1, entered_today: 2_000_000 }, "entered_today"],
      [{ ts: NOW, in_park: 7000, entered_today: 9000 }, "in_park"],
      [{ ts: NOW, in_park: 1, entered_today: 5, extra: 1 }, "extra"],
      [[1, 2], "ts"],
      ["text", "ts"],
    ];
    for (const [body, field] of bad) {
      const res = await post(gate.key, body);
      expect(res.code, JSON.stringify(body)).toBe(0);
      expect(Object.keys(res.data?.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const raw = await t.request("/admin/screendata.Gate/flow", { method: "POST", body: "{not json", headers: { server: "1", "x-gate-key": gate.key, "content-type": "application/json" } });
    expect(raw.status).toBeLessThan(500);
    expect((await post(gate.key, { ts: NOW, in_park: 100, entered_today: 500 })).code).toBe(1);
    const fewer = await post(gate.key, { ts: NOW + 60, in_park: 100, entered_today: 400 });
    expect(fewer.code).toBe(0);
    expect(fewer.msg).toContain("previous reading");
  });

  test("the demo simulator's day rises in the morning, peaks, and the hot spot crosses 80 % and 90 % in the afternoon", () => {
    const midnight = instant("2026-07-15 00:00");
    const at = (h: number, hot = false) => simulatedReading(7, 1000, hot, midnight + h * 3600, midnight);
    expect(at(7).in_park).toBe(0);
    expect(at(9).in_park).toBeLessThan(at(11).in_park);
    expect(at(19).in_park).toBe(0);
    expect(at(19).entered_today).toBeGreaterThan(at(12).entered_today);
    const hot = [11, 12, 13, 14, 15, 16, 17].map((h) => (at(h, true).in_park / 1000) * 100);
    expect(Math.max(...hot)).toBeGreaterThanOrEqual(90);
    expect(Math.max(...hot)).toBeLessThan(100);
    expect(hot.findIndex((p) => p >= 90)).toBeGreaterThanOrEqual(2); // 13:00 or later
    expect([79.9, 80, 89.9, 90, 99.9, 100].map(loadBand)).toEqual(["green", "yellow", "yellow", "orange", "orange", "red"]);
  });

  test("demo gates report through the scheduler's tick with the server's clock", async () => {
    const demo = await spot("测试模拟景区", 460202, 5000);
    await t.database.db.insert(scenicGate).values({ scenic_id: demo, simulated: "1" });
    pinClock(instant("2026-07-15 11:00"));
    try {
      await t.app.scheduler.tick();
      const [gate] = await t.database.db.select().from(scenicGate).where(eq(scenicGate.scenic_id, demo));
      expect(gate?.last_ts).toBe(instant("2026-07-15 11:00"));
      expect(gate?.in_park).toBeGreaterThan(0);
    } finally {
      pinClock(NOW);
    }
  });
});

describe("panels follow the tables", () => {
  test("a complaint filed moves today's count, the funnel and the map; an overdue one shows in the ticker", async () => {
    const before = await province.get("screendata.Gate/summary?panels=complaints,regions");
    expect(before.code, before.msg).toBe(1);
    const filed = await province.post("complaint.Complaint/register", complaintForm(stall));
    expect(filed.code, filed.msg).toBe(1);
    const after = await province.get("screendata.Gate/summary?panels=complaints,regions,alerts");
    expect(after.data.panels.complaints.today).toBe(before.data.panels.complaints.today + 1);
    expect(after.data.panels.complaints.funnel[0].value).toBe(before.data.panels.complaints.funnel[0].value + 1);
    const lastDay = (d: { panels: { complaints: { trend: { value: number }[] } } }) => d.panels.complaints.trend.at(-1)?.value ?? -1;
    expect(after.data.panels.complaints.trend).toHaveLength(30);
    expect(lastDay(after.data)).toBe(lastDay(before.data) + 1);
    const sanyaOf = (d: { panels: { regions: { list: { code: number; complaints: number }[] } } }) => d.panels.regions.list.find((r) => r.code === 460200)?.complaints ?? -1;
    expect(sanyaOf(after.data)).toBe(sanyaOf(before.data) + 1);
    expect(after.data.panels.regions.list).toHaveLength(19);
    await t.database.db.update(complaint).set({ accept_due_time: NOW - 60 }).where(eq(complaint.id, filed.data.id));
    const late = await province.get("screendata.Gate/summary?panels=complaints,alerts");
    expect(late.data.panels.complaints.overdue).toBe(after.data.panels.complaints.overdue + 1);
    expect(late.data.panels.alerts.items.some((i: { kind: string }) => i.kind === "complaint")).toBe(true);
    // In English the ticker names the respondent by its registered English name.
    await t.database.db.update(enterprise).set({ name_en: "Test Seafood Stall" }).where(eq(enterprise.id, stall));
    const named = await province.get("screendata.Gate/summary?panels=alerts");
    expect(named.data.panels.alerts.items.filter((i: { kind: string; text: string }) => i.kind === "complaint" && i.text.includes("(Test Seafood Stall) is overdue"))).toHaveLength(1);
  });

  test("entities by category and licences expiring follow the enterprise table", async () => {
    const before = await province.get("screendata.Gate/summary?panels=entities");
    const scenicBefore = before.data.panels.entities.categories.find((c: { id: number }) => c.id === 12000)?.value ?? 0;
    await spot("测试新增景区", 460105, 300);
    await t.database.db.update(enterprise).set({ license_expire_date: "2026-07-20" }).where(eq(enterprise.id, stall));
    const after = await province.get("screendata.Gate/summary?panels=entities");
    expect(after.data.panels.entities.categories.find((c: { id: number }) => c.id === 12000)?.value).toBe(scenicBefore + 1);
    expect(after.data.panels.entities.expiring).toBe(before.data.panels.entities.expiring + 1);
    expect(after.data.panels.entities.soon[0]).toMatchObject({ id: stall, days: 5 });
  });

  test("an open contract alert counts, a resolved one does not", async () => {
    const before = await province.get("screendata.Gate/summary?panels=contracts");
    const [alert] = await t.database.db.insert(contractAlert).values({ contract_id: 999_999, region_code: 460203, rule_code: "NO_GUIDE", raised_time: NOW }).returning();
    const after = await province.get("screendata.Gate/summary?panels=contracts");
    expect(after.data.panels.contracts.open_alerts).toBe(before.data.panels.contracts.open_alerts + 1);
    await t.database.db.update(contractAlert).set({ status: "RESOLVED" }).where(eq(contractAlert.id, alert?.id ?? 0));
    const resolved = await province.get("screendata.Gate/summary?panels=contracts");
    expect(resolved.data.panels.contracts.open_alerts).toBe(before.data.panels.contracts.open_alerts);
  });

  test("an area-bound supervisor's screen shows their area only", async () => {
    await province.post("complaint.Complaint/register", complaintForm(stall, { region_code: 460106, place: "海口市秀英区" }));
    const all = await province.get("screendata.Gate/summary?panels=complaints,load,regions");
    const mine = await sanya.get("screendata.Gate/summary?panels=complaints,load,regions");
    expect(mine.code, mine.msg).toBe(1);
    expect(mine.data.panels.load.spots.every((s: { region: number }) => s.region >= 460200 && s.region <= 460299)).toBe(true);
    expect(all.data.panels.load.spots.some((s: { region: number }) => s.region < 460200)).toBe(true);
    const [inSanya] = await t.database.db.select({ n: complaint.id }).from(complaint).where(eq(complaint.region_code, 460106));
    expect(inSanya).toBeDefined();
    expect(mine.data.panels.complaints.year_total).toBeLessThan(all.data.panels.complaints.year_total);
    expect(mine.data.panels.regions.list.filter((r: { complaints: number }) => r.complaints > 0).map((r: { code: number }) => r.code)).toEqual([460200]);
  });

  test("the screen needs its node; unknown panels are refused; each panel says how long it took", async () => {
    const nobody = await supervisor(t);
    const operator = await (async () => {
      const { seededRoleAdmin, caller } = await import("./support/enterprise");
      return caller(t, (await seededRoleAdmin(t, 3)).token);
    })();
    expect((await operator.get("screendata.Gate/summary")).code).toBe(401);
    expect((await nobody.get("screendata.Gate/summary?panels=nope")).msg).toContain("No such panels");
    const timed = await province.get("screendata.Gate/summary");
    expect(Object.keys(timed.data.took).sort()).toEqual(["alerts", "complaints", "contracts", "entities", "groups", "load", "orders", "origins", "regions", "visitors", "yachts"]);
    for (const ms of Object.values(timed.data.took as Record<string, number>)) expect(ms).toBeGreaterThanOrEqual(0);
  });
});

describe("the live stream", () => {
  test("opens with every panel, then pushes the complaint panels when a complaint is filed and the load panels on a gate reading", async () => {
    const token = province.token;
    const controller = new AbortController();
    const res = await t.request(`/admin/screendata.Gate/stream?server=1&batoken=${token}`, { signal: controller.signal });
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    const nextPanels = async () => {
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /event: panels\ndata: (.*)/.exec(block)?.[1];
          if (data) return JSON.parse(data) as { panels: Record<string, { today?: number }> };
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended");
        buffer += decoder.decode(value);
      }
    };
    try {
      const first = await nextPanels();
      expect(Object.keys(first.panels).sort()).toEqual(["alerts", "complaints", "contracts", "entities", "groups", "load", "orders", "origins", "regions", "visitors", "yachts"]);
      const today = first.panels.complaints?.today ?? -1;
      const filed = await province.post("complaint.Complaint/register", complaintForm(stall));
      expect(filed.code, filed.msg).toBe(1);
      await t.app.services.cluster.events.poll();
      const pushed = await nextPanels();
      expect(pushed.panels.complaints?.today).toBe(today + 1);
      expect(pushed.panels.entities).toBeUndefined();
      // A gate's reading pushes the load panels.
      const gate = await gateWithKey(await spot("测试推送景区", 460204, 400));
      expect((await post(gate.key, { ts: NOW, in_park: 380, entered_today: 900 })).code).toBe(1);
      await t.app.services.cluster.events.poll();
      // (The guard's own change event of the complaint may land in the same burst: panels of
      // both may come together, but never the ones neither source feeds.)
      let load = (await nextPanels()) as unknown as { panels: { load?: { spots: { name: string; band: string }[] }; entities?: unknown } };
      if (!load.panels.load) load = (await nextPanels()) as unknown as typeof load;
      expect(load.panels.load?.spots.find((s) => s.name === "测试推送景区")?.band).toBe("orange");
      expect(load.panels.entities).toBeUndefined();
    } finally {
      controller.abort();
      await reader.cancel().catch(() => undefined);
    }
  });

  test("ends with a logout event when the login behind it ends", async () => {
    const viewer = await supervisor(t);
    const controller = new AbortController();
    const res = await t.request(`/admin/screendata.Gate/stream?server=1&batoken=${viewer.token}`, { signal: controller.signal });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let seen = "";
    try {
      await t.app.services.sessions.revokeAll("admin", viewer.id, "test");
      // The stream checks its login on each keep-alive (15 s).
      for (;;) {
        const { value, done } = await reader.read();
        if (value) seen += decoder.decode(value);
        if (done || seen.includes("event: logout")) break;
      }
      expect(seen).toContain("event: logout");
      expect((await reader.read()).done).toBe(true);
    } finally {
      controller.abort();
      await reader.cancel().catch(() => undefined);
    }
  });
});
