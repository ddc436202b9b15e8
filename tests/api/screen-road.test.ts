// The data big-screen's trade and road panels follow their tables (a row changes, the number
// changes), within the caller's area: today's orders and revenue by type (the daily summaries),
// today's yacht trips by where they are on the clock (stops are weather refunds), the groups on
// the road at their last check-in, the visitors' home provinces (ID-number prefixes of the
// travellers of contracts that set off in the last 30 days); and an alert the scheduler's tick
// raises reaches an open screen over its stream, without polling.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { contractTourist, enterprise, orderRefund, tourCheckin, tourContract, tourGroup, tradeDaily, tradeOrder, travelAlert } from "@db/schema";
import { instant, pinClock, releaseClock } from "./support/clock";
import { areaNameEn } from "@server/services/area-english";
import { supervisor, type Caller } from "./support/complaint";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let province: Caller;
let sanya: Caller;
let haikou: Caller;
const NOW = instant("2026-07-15 14:00");
const TODAY = "2026-07-15";
let sequence = 0;

type Panels = Record<string, any>;
const panels = async (who: Caller, names: string): Promise<Panels> => {
  const res = await who.get(`screendata.Gate/summary?panels=${names}`);
  expect(res.code, res.msg).toBe(1);
  return res.data.panels as Panels;
};

async function merchant(name: string, region: number, category: number, at?: { lng: number; lat: number }) {
  const [row] = await t.database.db.insert(enterprise).values({ category_id: category, name, region_code: region, audit_status: "APPROVED", ...at }).returning({ id: enterprise.id });
  return row?.id ?? 0;
}

async function yachtOrder(operator: number, time: string, status: string, passengers = 8) {
  const start = instant(`${TODAY} ${time}`);
  const [row] = await t.database.db
    .insert(tradeOrder)
    .values({
      order_no: `DD20260715${String(900_000 + ++sequence)}`,
      type: "YACHT",
      enterprise_id: operator,
      region_code: 460203,
      contact_name: "王海生",
      contact_phone: "13907550001",
      total_amount: 380_000,
      paid_amount: 380_000,
      status,
      product_name: "测试游艇会 · 椰梦1号 · 三亚湾",
      quantity: passengers,
      use_date: TODAY,
      start_time: start,
      detail: JSON.stringify({ yacht: "椰梦1号", marina: "三亚鸿洲国际游艇会", slot_start: start, slot_end: start + 2 * 3600, passengers, route: "三亚湾" }),
      create_time: NOW - 86_400,
    })
    .returning({ id: tradeOrder.id });
  return row?.id ?? 0;
}

beforeAll(async () => {
  t = await createTestApp();
  pinClock(NOW);
  province = await supervisor(t);
  sanya = await supervisor(t, 460200);
  haikou = await supervisor(t, 460100);
});
afterAll(() => {
  releaseClock();
  t.close();
});

describe("orders and yachts", () => {
  test("today's orders and revenue by type follow the daily summaries, within the area", async () => {
    const hotel = await merchant("测试湾景酒店", 460203, 13000);
    const before = await panels(province, "orders");
    const sanyaBefore = await panels(sanya, "orders");
    const haikouBefore = await panels(haikou, "orders");
    const kinds = (p: Panels) => (p.orders.types as { type: string }[]).map((x) => x.type);
    expect(kinds(before)).toEqual(["SCENIC", "HOTEL", "FLIGHT", "YACHT"]);
    const hotelOf = (p: Panels) => (p.orders.types as { type: string; orders: number; amount: number }[]).find((x) => x.type === "HOTEL");
    await t.database.db.insert(tradeDaily).values({ enterprise_id: hotel, region_code: 460203, day: TODAY, order_type: "HOTEL", paid_orders: 2, paid_amount: 156_000 });
    // Yesterday's summary is not today's.
    await t.database.db.insert(tradeDaily).values({ enterprise_id: hotel, region_code: 460203, day: "2026-07-14", order_type: "HOTEL", paid_orders: 9, paid_amount: 900_000 });
    const after = await panels(province, "orders");
    expect(hotelOf(after)?.orders).toBe((hotelOf(before)?.orders ?? 0) + 2);
    expect(hotelOf(after)?.amount).toBe((hotelOf(before)?.amount ?? 0) + 156_000);
    expect(after.orders.orders).toBe(before.orders.orders + 2);
    expect(after.orders.amount).toBe(before.orders.amount + 156_000);
    // Another payment the same day moves the same row.
    await t.database.db.update(tradeDaily).set({ paid_orders: 3, paid_amount: 234_000 }).where(eq(tradeDaily.day, TODAY));
    expect(hotelOf(await panels(province, "orders"))?.orders).toBe((hotelOf(before)?.orders ?? 0) + 3);
    expect(hotelOf(await panels(sanya, "orders"))?.orders).toBe((hotelOf(sanyaBefore)?.orders ?? 0) + 3);
    expect(hotelOf(await panels(haikou, "orders"))?.orders).toBe(hotelOf(haikouBefore)?.orders ?? -1);
  });

  test("today's yacht trips: waiting, at sea, back in port by the clock; a weather refund is a stop and shows in the ticker", async () => {
    const operator = await merchant("测试游艇俱乐部", 460203, 17000);
    const before = (await panels(province, "yachts")).yachts;
    await yachtOrder(operator, "10:00", "USED"); // 10:00–12:00: back
    await yachtOrder(operator, "12:05", "PAID", 12); // 12:05–14:05: at sea at 14:00
    await yachtOrder(operator, "16:00", "PAID"); // to sail
    const stopped = await yachtOrder(operator, "17:00", "REFUNDED");
    const cancelled = await yachtOrder(operator, "09:00", "REFUNDED");
    await t.database.db.insert(orderRefund).values([
      { refund_no: `TK20260715${String(++sequence).padStart(6, "0")}`, order_id: stopped, order_type: "YACHT", enterprise_id: operator, region_code: 460203, reason: "WEATHER", base_amount: 380_000, amount: 380_000, status: "REFUNDED", apply_time: NOW - 3600 },
      { refund_no: `TK20260715${String(++sequence).padStart(6, "0")}`, order_id: cancelled, order_type: "YACHT", enterprise_id: operator, region_code: 460203, reason: "USER", base_amount: 380_000, amount: 380_000, status: "REFUNDED", apply_time: NOW - 7200 },
    ]);
    const now = await panels(province, "yachts,alerts");
    expect(now.yachts.done).toBe(before.done + 1);
    expect(now.yachts.sailing).toBe(before.sailing + 1);
    expect(now.yachts.waiting).toBe(before.waiting + 1);
    expect(now.yachts.stopped).toBe(before.stopped + 1);
    expect(now.yachts.out).toBe(before.out + 2);
    expect(now.yachts.passengers).toBe(before.passengers + 20);
    expect(now.alerts.items.some((i: { kind: string; text: string }) => i.kind === "yacht" && i.text.includes("椰梦1号") && i.text.includes("17:00 trip is stopped"))).toBe(true);
    // At 14:10 the 12:05 trip is back and the 16:00 one has not left.
    pinClock(instant(`${TODAY} 14:10`));
    try {
      // (A login from the earlier clock has expired by then.)
      const later = (await panels(await supervisor(t), "yachts")).yachts;
      expect(later.sailing).toBe(before.sailing);
      expect(later.done).toBe(before.done + 2);
    } finally {
      pinClock(NOW);
    }
    expect((await panels(haikou, "yachts")).yachts.stopped).toBe(0);
    expect((await panels(sanya, "yachts")).yachts.stopped).toBe(before.stopped + 1);
  });
});

describe("groups and origins", () => {
  test("groups on the road sit at their last check-in: its coordinates, else its enterprise's, else the area", async () => {
    const agency = await merchant("测试国际旅行社", 460106, 11000);
    const hotel = await merchant("测试琼海酒店", 469002, 13000, { lng: 110.47, lat: 19.25 });
    const spot = await merchant("测试南山景区", 460204, 12000, { lng: 109.2, lat: 18.3 });
    const before = (await panels(province, "groups")).groups;
    const group = async (tour_no: string, status: "ON_ROAD" | "PLANNED" = "ON_ROAD") => {
      const [row] = await t.database.db.insert(tourGroup).values({ tour_no, agency_id: agency, region_code: 460106, route_name: "海口-琼海-三亚 3天2晚", start_at: NOW - 86_400, end_at: NOW + 86_400, tourist_count: 20, status }).returning({ id: tourGroup.id });
      return row?.id ?? 0;
    };
    const a = await group("HN260715-T01");
    const b = await group("HN260715-T02");
    const c = await group("HN260715-T03");
    await group("HN260715-T04", "PLANNED");
    await t.database.db.insert(tourCheckin).values([
      { group_id: a, agency_id: agency, region_code: 460106, enterprise_id: hotel, checkin_at: NOW - 20 * 3600, checkout_at: NOW - 6 * 3600 },
      { group_id: a, agency_id: agency, region_code: 460106, enterprise_id: spot, checkin_at: NOW - 3600, lng: 109.21, lat: 18.31 },
      { group_id: b, agency_id: agency, region_code: 460106, enterprise_id: hotel, checkin_at: NOW - 7200, checkout_at: NOW - 3600 },
    ]);
    const after = (await panels(province, "groups")).groups;
    expect(after.count).toBe(before.count + 3);
    expect(after.tourists).toBe(before.tourists + 60);
    const find = (id: number) => (after.list as { id: number }[]).find((g) => g.id === id) as Record<string, unknown>;
    expect(find(a)).toMatchObject({ tour_no: "HN260715-T01", place: "测试南山景区", lng: 109.21, lat: 18.31, region: 460200, there: true });
    expect(find(b)).toMatchObject({ place: "测试琼海酒店", lng: 110.47, lat: 19.25, region: 469002, there: false });
    expect(find(c)).toMatchObject({ lng: null, lat: null, region: 460100, since: null });
    // The group's own area bounds who sees it; a finished group leaves the map.
    expect((await panels(sanya, "groups")).groups.list.some((g: { id: number }) => g.id === a)).toBe(false);
    expect((await panels(haikou, "groups")).groups.list.some((g: { id: number }) => g.id === a)).toBe(true);
    await t.database.db.update(tourGroup).set({ status: "FINISHED" }).where(eq(tourGroup.id, a));
    expect((await panels(province, "groups")).groups.count).toBe(before.count + 2);
  });

  test("home provinces count the resident ID numbers of travellers of contracts that set off in the last 30 days", async () => {
    const agency = await merchant("测试椰风旅行社", 460105, 11000);
    const contract = async (status: string, departAt: number) => {
      const [row] = await t.database.db
        .insert(tourContract)
        .values({ contract_no: `HT20260715${String(++sequence).padStart(4, "0")}`, check_code: "ABCD2345", template_id: 1, agency_id: agency, region_code: 460105, route_name: "海口-文昌-琼海-三亚 5天4晚", depart_at: departAt, return_at: departAt + 4 * 86_400, status } as typeof tourContract.$inferInsert)
        .returning({ id: tourContract.id });
      return row?.id ?? 0;
    };
    const traveller = (contractId: number, id_no: string, id_type: "ID_CARD" | "PASSPORT" = "ID_CARD") => ({ contract_id: contractId, agency_id: agency, region_code: 460105, name: "李梅", id_type, id_no });
    const before = (await panels(province, "origins")).origins;
    const count = (p: Panels, code: number) => (p.origins.top as { code: number; value: number }[]).find((o) => o.code === code)?.value ?? 0;
    const base = { origins: before };
    const onTrip = await contract("IN_PROGRESS", NOW - 2 * 86_400);
    const done = await contract("COMPLETED", NOW - 20 * 86_400);
    const old = await contract("COMPLETED", NOW - 40 * 86_400);
    const cancelled = await contract("CANCELLED_BY_TOURIST", NOW - 3 * 86_400);
    await t.database.db.insert(contractTourist).values([
      traveller(onTrip, "440106198503021118"),
      traveller(onTrip, "440304199001011234"),
      traveller(done, "230102197706065432"),
      traveller(done, "", "ID_CARD"),
      traveller(done, "E12345678", "PASSPORT"),
      traveller(old, "440106198503021118"),
      traveller(cancelled, "440106198503021118"),
    ]);
    const after = await panels(province, "origins");
    expect(after.origins.total).toBe(before.total + 3);
    expect(count(after, 440000)).toBe(count(base, 440000) + 2);
    expect(count(after, 230000)).toBe(count(base, 230000) + 1);
    // (The test callers read the console in English.)
    expect(after.origins.top.find((o: { code: number }) => o.code === 440000)?.name).toBe(areaNameEn("广东省"));
    expect(areaNameEn("广东省")).toContain("Guangdong");
    // A traveller's row changes, the count follows; the Sanya supervisor does not see Haikou's agency.
    await t.database.db.update(contractTourist).set({ id_no: "510107198001011239" }).where(eq(contractTourist.id_no, "440304199001011234"));
    const moved = await panels(province, "origins");
    expect(count(moved, 440000)).toBe(count(base, 440000) + 1);
    expect(count(moved, 510000)).toBe(count(base, 510000) + 1);
    expect((await panels(sanya, "origins")).origins.total).toBe(0);
  });

  test("an open travel alert is in the ticker, a cleared one is not", async () => {
    const agency = await merchant("测试鹿城旅行社", 460203, 11000);
    const [group] = await t.database.db.insert(tourGroup).values({ tour_no: "HN260715-A01", agency_id: agency, region_code: 460203, route_name: "三亚一日游", start_at: NOW - 3600, end_at: NOW + 3600, status: "ON_ROAD" }).returning({ id: tourGroup.id });
    const [alert] = await t.database.db.insert(travelAlert).values({ group_id: group?.id ?? 0, agency_id: agency, region_code: 460203, rule_code: "UNPLANNED_SHOPPING", level: "SEVERE", raised_time: NOW }).returning({ id: travelAlert.id });
    const ticker = async () => (await panels(province, "alerts")).alerts.items as { kind: string; level: string; text: string }[];
    expect((await ticker()).find((i) => i.kind === "travel" && i.text.includes("HN260715-A01"))).toMatchObject({ level: "red", text: "Group HN260715-A01: Shopping stop not in the plan" });
    await t.database.db.update(travelAlert).set({ status: "RESOLVED" }).where(eq(travelAlert.id, alert?.id ?? 0));
    expect((await ticker()).some((i) => i.text.includes("HN260715-A01"))).toBe(false);
  });
});

describe("alerts raised on the tick reach the screen", () => {
  test("a contract that departs unsigned: the scheduler's tick raises the alert and the open stream pushes it to the ticker", async () => {
    const agency = await merchant("测试天涯旅行社", 460203, 11000);
    const contractNo = "HT202607159901";
    await t.database.db.insert(tourContract).values({ contract_no: contractNo, check_code: "TICK2345", template_id: 1, agency_id: agency, region_code: 460203, route_name: "三亚一日游", depart_at: NOW + 600, return_at: NOW + 8 * 3600, status: "PENDING_SIGN" } as typeof tourContract.$inferInsert);
    const controller = new AbortController();
    const res = await t.request(`/admin/screendata.Gate/stream?server=1&batoken=${province.token}`, { signal: controller.signal });
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
          if (data) return JSON.parse(data) as { panels: Panels };
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended");
        buffer += decoder.decode(value);
      }
    };
    try {
      const first = await nextPanels();
      expect(first.panels.alerts.items.some((i: { text: string }) => i.text.includes(contractNo))).toBe(false);
      pinClock(NOW + 900);
      expect(await t.app.scheduler.tick()).toBeGreaterThan(0);
      await t.app.services.cluster.events.poll();
      const pushed = await nextPanels();
      expect(pushed.panels.alerts.items.find((i: { text: string }) => i.text.includes(contractNo))).toMatchObject({ kind: "contract", level: "red", text: `合同 ${contractNo}：已出发未签署` });
      expect(pushed.panels.contracts.open_alerts).toBeGreaterThan(first.panels.contracts.open_alerts);
      // Only the panels the contract alerts feed came (not the entities, say).
      expect(pushed.panels.entities).toBeUndefined();
    } finally {
      pinClock(NOW);
      controller.abort();
      await reader.cancel().catch(() => undefined);
    }
  });
});
