// Travel supervision: tour groups set off and finish on the tick and are cancelled only while
// planned; their itinerary and check-ins are checked against the trip; each travel rule raises
// its alert once and the alert clears itself when the cause goes (a controllable clock drives
// the tick); a supervisor confirms, dismisses or transfers an alert to a case, and a decided
// alert stays decided; a Sanya supervisor sees only Sanya agencies' groups; the group page
// puts the plan beside what happened.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { admin, driver, enterprise, guide, tourContract, tourGroup, travelAgency, travelAlert, vehicle } from "@db/schema";
import { caller, seededRoleAdmin } from "./support/enterprise";
import { createTestApp, type TestApp } from "./support/test-app";

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;
/** Monday 2026-11-16 08:00 in Shanghai. */
const MONDAY = Date.UTC(2026, 10, 16, 0) / 1000;
let now = MONDAY;
const clock = { now: () => now };

let t: TestApp;
let province: ReturnType<typeof caller>;
let sanya: ReturnType<typeof caller>;
let haikouAgency: ReturnType<typeof caller>;
let haikouId = 0;
let sanyaId = 0;
let scenic = 0;
let shop = 0;
let otherShop = 0;
let hotel = 0;
let restaurant = 0;
let coach = 0;
let otherCoach = 0;
let driverA1 = 0;
let driverC1 = 0;
let guideA = 0;
let guideB = 0;
let signedContract = 0;
let sequence = 0;

const db = () => t.database.db;
const groupRow = async (id: number) => (await db().select().from(tourGroup).where(eq(tourGroup.id, id)))[0];
const alertsOf = async (id: number) =>
  (await db().select().from(travelAlert).where(eq(travelAlert.group_id, id)).orderBy(travelAlert.id)).map((a) => [a.rule_code, a.status] as [string, string]);

const form = (overrides: Record<string, unknown> = {}) => ({
  tour_no: `HNQL-20261120-${String(++sequence).padStart(2, "0")}`,
  agency_id: haikouId,
  route_name: "海口-文昌-琼海-三亚 5天4晚",
  start_at: now + 2 * DAY,
  end_at: now + 6 * DAY,
  tourist_count: 20,
  contract_ids: [signedContract],
  ...overrides,
});

/** Adds a group as the provincial supervisor; answers its id. */
async function addGroup(overrides: Record<string, unknown> = {}): Promise<number> {
  const values = form(overrides);
  const made = await province.post("travel.Group/add", values);
  expect(made.code, made.msg).toBe(1);
  const [row] = await db().select({ id: tourGroup.id }).from(tourGroup).where(eq(tourGroup.tour_no, String(values.tour_no)));
  return row?.id ?? 0;
}

/** Moves the clock and runs the scheduler's tick. */
async function at(time: number) {
  now = time;
  await t.app.scheduler.tick();
}

/** A group on the road since a moment ago (started on the tick), with the given fields. */
async function onRoad(overrides: Record<string, unknown> = {}): Promise<number> {
  const id = await addGroup({ start_at: now + MINUTE, end_at: now + 3 * DAY, ...overrides });
  await at(now + 2 * MINUTE);
  expect((await groupRow(id))?.status).toBe("ON_ROAD");
  return id;
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  const d = db();
  const made = await d
    .insert(enterprise)
    .values([
      { category_id: 11000, name: "海口骑楼旅行社有限公司", region_code: 460106, audit_status: "APPROVED" },
      { category_id: 11000, name: "三亚鹿城假期旅行社有限公司", region_code: 460203, audit_status: "APPROVED" },
      { category_id: 12000, name: "三亚南山文化旅游区", region_code: 460203, audit_status: "APPROVED" },
      { category_id: 25000, name: "三亚椰林珠宝购物中心", region_code: 460203, audit_status: "APPROVED" },
      { category_id: 25000, name: "琼海嘉积特产商店", region_code: 469002, audit_status: "APPROVED" },
      { category_id: 13000, name: "三亚亚龙湾海景酒店", region_code: 460203, audit_status: "APPROVED" },
      { category_id: 18000, name: "文昌椰子鸡餐厅", region_code: 469005, audit_status: "APPROVED" },
      { category_id: 16000, name: "海南椰风旅游客运有限公司", region_code: 460106, audit_status: "APPROVED" },
    ])
    .returning({ id: enterprise.id });
  [haikouId = 0, sanyaId = 0, scenic = 0, shop = 0, otherShop = 0, hotel = 0, restaurant = 0] = made.map((r) => r.id);
  const operator = made[7]?.id ?? 0;
  await d.insert(travelAgency).values([
    { enterprise_id: haikouId, license_no: "L-HAN-00231", scopes: "DOMESTIC,INBOUND" },
    { enterprise_id: sanyaId, license_no: "L-HAN-00412", scopes: "DOMESTIC,INBOUND" },
  ]);
  const guides = await d
    .insert(guide)
    .values([
      { name: "符海燕", card_no: "D-4601-000101", agency_id: haikouId, region_code: 460106, card_expire_date: "2028-06-30" },
      { name: "陈志强", card_no: "D-4601-000102", agency_id: haikouId, region_code: 460106, card_expire_date: "2028-06-30" },
    ])
    .returning({ id: guide.id });
  [guideA = 0, guideB = 0] = guides.map((r) => r.id);
  const coaches = await d
    .insert(vehicle)
    .values([
      { plate_no: "琼A·20315", vehicle_type: "LARGE_BUS", seats: 45, company_id: operator, transport_cert_expire: "2028-01-31", inspection_expire: "2027-05-31", insurance_expire: "2027-03-31" },
      { plate_no: "琼A·20316", vehicle_type: "LARGE_BUS", seats: 45, company_id: operator, transport_cert_expire: "2028-01-31", inspection_expire: "2027-05-31", insurance_expire: "2027-03-31" },
    ])
    .returning({ id: vehicle.id });
  [coach = 0, otherCoach = 0] = coaches.map((r) => r.id);
  const drivers = await d
    .insert(driver)
    .values([
      { name: "王大海", license_class: "A1", license_expire_date: "2030-01-01", company_id: operator },
      { name: "李小明", license_class: "C1", license_expire_date: "2030-01-01", company_id: operator },
    ])
    .returning({ id: driver.id });
  [driverA1 = 0, driverC1 = 0] = drivers.map((r) => r.id);
  const contracts = await d
    .insert(tourContract)
    .values([
      { contract_no: "HT202611100001", check_code: "ABCDEFGH", template_id: 1, agency_id: haikouId, region_code: 460106, route_name: "海口-文昌-琼海-三亚 5天4晚", depart_at: now, return_at: now + 4 * DAY, status: "SIGNED" },
      { contract_no: "HT202611100002", check_code: "ABCDEFGJ", template_id: 1, agency_id: haikouId, region_code: 460106, route_name: "海口-文昌-琼海-三亚 5天4晚", depart_at: now, return_at: now + 4 * DAY, status: "PENDING_SIGN" },
      { contract_no: "HT202611100003", check_code: "ABCDEFGK", template_id: 1, agency_id: sanyaId, region_code: 460203, route_name: "三亚一日游 南山+天涯海角", depart_at: now, return_at: now + DAY, status: "SIGNED" },
    ])
    .returning({ id: tourContract.id });
  signedContract = contracts[0]?.id ?? 0;

  province = caller(t, (await seededRoleAdmin(t, 2)).token);
  const bound = await seededRoleAdmin(t, 2);
  await d.update(admin).set({ region_code: 460200 }).where(eq(admin.id, bound.id));
  t.app.services.adminAccess.invalidate(bound.id);
  sanya = caller(t, bound.token);
  haikouAgency = caller(t, (await seededRoleAdmin(t, 4, haikouId)).token);
});
afterAll(() => t.close());

describe("groups: validation and the workflow", () => {
  test("a group takes its organising agency's area; bad values are refused field by field", async () => {
    const id = await addGroup({ guide_ids: [guideA, guideB], start_at: now + 60 * DAY, end_at: now + 61 * DAY });
    expect(await groupRow(id)).toMatchObject({ status: "PLANNED", region_code: 460106, guide_ids: `${guideA},${guideB}` });
    const contracts = await db().select({ id: tourContract.id, agency_id: tourContract.agency_id }).from(tourContract);
    const pending = contracts[1]?.id ?? 0;
    const foreign = contracts[2]?.id ?? 0;
    const badNumber = await province.post("travel.Group/add", form({ tour_no: "hn 1" }));
    expect(badNumber.data.fields).toEqual({ tour_no: "Please enter the tour number in capital letters, digits and hyphens, as HN261127-001" });
    const bad = await province.post("travel.Group/add", form({ end_at: now, agency_id: scenic, contract_ids: [] }));
    expect(bad.code).toBe(0);
    expect(bad.data.fields).toEqual({ end_at: "The end cannot be before the start", agency_id: "Not a travel agency in business" });
    const other = await province.post("travel.Group/add", form({ contract_ids: [foreign] }));
    expect(other.data.fields.contract_ids).toBe("Only the organising agency's own contracts can be linked");
    const missing = await province.post("travel.Group/add", form({ guide_ids: [999_999], vehicle_id: 999_999 }));
    expect(Object.keys(missing.data.fields).sort()).toEqual(["guide_ids", "vehicle_id"]);
    expect((await province.post("travel.Group/add", form({ contract_ids: [pending] }))).code).toBe(1);
    for (const query of ["id=abc", "id=1.5", "id=-3", "id=", "id=99999999999999999999"]) {
      const answer = await province.get(`travel.Group/detail?${query}`);
      expect(answer.code).toBe(0);
    }
  });

  test("a group sets off and finishes with its times on the tick; cancelling is for planned groups, with a reason", async () => {
    const id = await addGroup({ start_at: now + HOUR, end_at: now + 5 * HOUR });
    const start = now;
    await at(start + 30 * MINUTE);
    expect((await groupRow(id))?.status).toBe("PLANNED");
    await at(start + HOUR + MINUTE);
    expect(await groupRow(id)).toMatchObject({ status: "ON_ROAD", depart_time: start + HOUR + MINUTE });
    expect((await province.post("travel.Group/cancel", { id, opinion: "台风" })).code).toBe(0);
    expect((await province.del(`travel.Group/del?ids[]=${id}`)).msg).toBe("Only planned or cancelled groups can be deleted");
    await at(start + 5 * HOUR + MINUTE);
    expect((await groupRow(id))?.status).toBe("FINISHED");
    expect((await province.post("travel.Group/edit", { ...form(), id, tour_no: (await groupRow(id))?.tour_no })).msg).toBe("The group has finished or was cancelled and cannot change");

    const planned = await addGroup();
    expect((await province.post("travel.Group/cancel", { id: planned })).code).toBe(0);
    expect((await province.post("travel.Group/cancel", { id: planned, opinion: "受台风“贝碧嘉”影响取消" })).code).toBe(1);
    expect((await groupRow(planned))?.status).toBe("CANCELLED");
    expect((await province.post("travel.Group/depart", { id: planned })).code).not.toBe(1);
    expect((await haikouAgency.post("travel.Group/cancel", { id: planned, opinion: "x" })).code).not.toBe(1);
  });

  test("itinerary stops start within the trip at an enterprise that fits their kind; check-ins only once on the road", async () => {
    // 2026-12-01 08:00 to 2026-12-05 18:00 in Shanghai.
    const id = await addGroup({ start_at: Date.UTC(2026, 11, 1, 0) / 1000, end_at: Date.UTC(2026, 11, 5, 10) / 1000 });
    const group = await groupRow(id);
    const start = group?.start_at ?? 0;
    const shopAsScenic = await province.post("travel.Itinerary/add", { group_id: id, kind: "SCENIC", enterprise_id: shop, planned_start: start + HOUR, planned_minutes: 90 });
    expect(shopAsScenic.data.fields.enterprise_id).toBe("The enterprise's category does not fit the kind of stop");
    const outside = await province.post("travel.Itinerary/add", { group_id: id, kind: "SCENIC", enterprise_id: scenic, planned_start: start - HOUR, planned_minutes: 90 });
    expect(outside.data.fields.planned_start).toBe("The stop must start within the trip");
    expect((await province.post("travel.Itinerary/add", { group_id: id, kind: "MEAL", planned_start: start + HOUR, planned_minutes: 60 })).data.fields.enterprise_id).toBe("Choose the enterprise");
    expect((await province.post("travel.Itinerary/add", { group_id: id, kind: "HOTEL", enterprise_id: hotel, planned_start: start + DAY + 12 * HOUR, planned_minutes: 720 })).code).toBe(1);
    const [stop] = (await province.get(`travel.Itinerary/index?search[0][field]=group_id&search[0][operator]=eq&search[0][val]=${id}`)).data.list;
    expect(stop).toMatchObject({ day_no: 2, region_code: 460106 });
    const early = await province.post("travel.Checkin/add", { group_id: id, enterprise_id: scenic, source: "MANUAL", checkin_at: start + HOUR });
    expect(early.msg).toBe("A group checks in once it has set off");
  });
});

describe("the travel rules raise alerts once and clear them when the cause goes", () => {
  test("on the road without a signed contract; linking a signed one clears it", async () => {
    const id = await onRoad({ contract_ids: [] });
    expect(await alertsOf(id)).toEqual([["NO_CONTRACT", "OPEN"]]);
    await at(now + MINUTE);
    expect(await alertsOf(id)).toEqual([["NO_CONTRACT", "OPEN"]]);
    const row = await groupRow(id);
    expect((await province.post("travel.Group/edit", { ...form(), id, tour_no: row?.tour_no, start_at: row?.start_at, end_at: row?.end_at, contract_ids: [signedContract] })).code).toBe(1);
    expect(await alertsOf(id)).toEqual([["NO_CONTRACT", "RESOLVED"]]);
  });

  test("a check-in at a shopping store not in the plan; planning the stop clears it", async () => {
    const id = await onRoad({ guide_ids: [guideA] });
    const start = (await groupRow(id))?.start_at ?? 0;
    expect((await province.post("travel.Checkin/add", { group_id: id, enterprise_id: scenic, source: "GUIDE", guide_id: guideA, checkin_at: now })).code).toBe(1);
    expect(await alertsOf(id)).toEqual([]);
    const added = await province.post("travel.Checkin/add", { group_id: id, enterprise_id: shop, source: "TERMINAL", checkin_at: now, place: "三亚市天涯区三亚湾路" });
    expect(added.code, added.msg).toBe(1);
    expect(await alertsOf(id)).toEqual([["UNPLANNED_SHOPPING", "OPEN"]]);
    expect((await province.post("travel.Itinerary/add", { group_id: id, kind: "SHOPPING", enterprise_id: shop, planned_start: start + HOUR, planned_minutes: 60 })).code).toBe(1);
    expect(await alertsOf(id)).toEqual([["UNPLANNED_SHOPPING", "RESOLVED"]]);
    // A second unplanned store is its own alert (one per check-in).
    await province.post("travel.Checkin/add", { group_id: id, enterprise_id: otherShop, source: "TERMINAL", checkin_at: now });
    expect(await alertsOf(id)).toEqual([
      ["UNPLANNED_SHOPPING", "RESOLVED"],
      ["UNPLANNED_SHOPPING", "OPEN"],
    ]);
    expect((await province.post("travel.Checkin/add", { group_id: id, enterprise_id: scenic, source: "GUIDE", guide_id: guideB, checkin_at: now })).data.fields.guide_id).toBe("Not a guide of this group");
  });

  test("a stay longer than planned (plus 15 minutes' grace) is found on the tick; leaving in time clears it", async () => {
    const id = await onRoad();
    const arrived = now;
    await province.post("travel.Itinerary/add", { group_id: id, kind: "MEAL", enterprise_id: restaurant, planned_start: arrived, planned_minutes: 60 });
    expect((await province.post("travel.Checkin/add", { group_id: id, enterprise_id: restaurant, source: "TERMINAL", checkin_at: arrived })).code).toBe(1);
    await at(arrived + 75 * MINUTE);
    expect(await alertsOf(id)).toEqual([]);
    await at(arrived + 76 * MINUTE);
    expect(await alertsOf(id)).toEqual([["OVERSTAY", "OPEN"]]);
    const [checkin] = (await province.get(`travel.Checkin/index?search[0][field]=group_id&search[0][operator]=eq&search[0][val]=${id}`)).data.list;
    const left = await province.post("travel.Checkin/edit", { ...checkin, checkout_at: arrived + 70 * MINUTE });
    expect(left.code, left.msg).toBe(1);
    expect(await alertsOf(id)).toEqual([["OVERSTAY", "RESOLVED"]]);
    expect((await province.post("travel.Checkin/edit", { ...checkin, checkout_at: arrived - MINUTE })).data.fields.checkout_at).toBe("Leaving cannot be before arriving");
  });

  test("a guide or a coach in two groups at once: both groups are flagged, and both clear", async () => {
    const first = await addGroup({ guide_ids: [guideB], vehicle_id: otherCoach, start_at: now + 20 * DAY, end_at: now + 23 * DAY });
    const second = await addGroup({ guide_ids: [guideB], vehicle_id: otherCoach, start_at: now + 22 * DAY, end_at: now + 24 * DAY });
    expect((await alertsOf(first)).sort()).toEqual([
      ["GUIDE_CLASH", "OPEN"],
      ["VEHICLE_CLASH", "OPEN"],
    ]);
    expect((await alertsOf(second)).sort()).toEqual((await alertsOf(first)).sort());
    const row = await groupRow(second);
    await province.post("travel.Group/edit", { ...form(), id: second, tour_no: row?.tour_no, start_at: row?.start_at, end_at: row?.end_at, guide_ids: [guideA], vehicle_id: otherCoach });
    expect((await alertsOf(first)).sort()).toEqual([
      ["GUIDE_CLASH", "RESOLVED"],
      ["VEHICLE_CLASH", "OPEN"],
    ]);
    await province.post("travel.Group/cancel", { id: second, opinion: "车辆调度冲突，改期" });
    expect((await alertsOf(first)).sort()).toEqual([
      ["GUIDE_CLASH", "RESOLVED"],
      ["VEHICLE_CLASH", "RESOLVED"],
    ]);
  });

  test("a guide card not valid, coach certificates ending before the trip does, a licence class that does not fit", async () => {
    const id = await addGroup({ guide_ids: [guideA], vehicle_id: coach, driver_id: driverC1, start_at: now + 40 * DAY, end_at: now + 42 * DAY });
    expect(await alertsOf(id)).toEqual([["DRIVER_CLASS", "OPEN"]]);
    await db().update(guide).set({ card_status: "SUSPENDED" }).where(eq(guide.id, guideA));
    await db().update(vehicle).set({ insurance_expire: "2026-12-20" }).where(eq(vehicle.id, coach));
    await at(now + MINUTE);
    expect((await alertsOf(id)).sort()).toEqual([
      ["DRIVER_CLASS", "OPEN"],
      ["GUIDE_CARD_INVALID", "OPEN"],
      ["VEHICLE_CERT_EXPIRED", "OPEN"],
    ]);
    await db().update(guide).set({ card_status: "VALID" }).where(eq(guide.id, guideA));
    await db().update(vehicle).set({ insurance_expire: "2027-12-31" }).where(eq(vehicle.id, coach));
    const row = await groupRow(id);
    await province.post("travel.Group/edit", { ...form(), id, tour_no: row?.tour_no, start_at: row?.start_at, end_at: row?.end_at, driver_id: driverA1 });
    expect((await alertsOf(id)).sort()).toEqual([
      ["DRIVER_CLASS", "RESOLVED"],
      ["GUIDE_CARD_INVALID", "RESOLVED"],
      ["VEHICLE_CERT_EXPIRED", "RESOLVED"],
    ]);
  });
});

describe("the alert inbox", () => {
  test("a supervisor confirms, dismisses or transfers to a case; a decided alert stays decided", async () => {
    const id = await onRoad({ contract_ids: [] });
    await province.post("travel.Checkin/add", { group_id: id, enterprise_id: shop, source: "TERMINAL", checkin_at: now });
    await province.post("travel.Checkin/add", { group_id: id, enterprise_id: otherShop, source: "TERMINAL", checkin_at: now });
    const alerts = await db().select().from(travelAlert).where(eq(travelAlert.group_id, id)).orderBy(travelAlert.id);
    const [noContract, firstShop, secondShop] = alerts;
    expect(alerts.map((a) => a.rule_code)).toEqual(["NO_CONTRACT", "UNPLANNED_SHOPPING", "UNPLANNED_SHOPPING"]);
    expect((await province.post("travel.Alert/confirm", { id: firstShop?.id })).code).toBe(0);
    expect((await province.post("travel.Alert/confirm", { id: firstShop?.id, opinion: "导游擅自增加购物点，责令整改" })).code).toBe(1);
    expect((await province.post("travel.Alert/dismiss", { id: secondShop?.id, opinion: "游客自行前往" })).code).toBe(1);
    expect((await province.post("travel.Alert/transfer", { id: noContract?.id, opinion: "未签合同即发团" })).code).toBe(0);
    expect((await province.post("travel.Alert/transfer", { id: noContract?.id, case_no: "琼旅执立〔2026〕118号", opinion: "未签合同即发团" })).code).toBe(1);
    expect((await haikouAgency.post("travel.Alert/dismiss", { id: noContract?.id, opinion: "x" })).code).not.toBe(1);
    const row = await groupRow(id);
    await province.post("travel.Group/edit", { ...form(), id, tour_no: row?.tour_no, start_at: row?.start_at, end_at: row?.end_at, contract_ids: [signedContract] });
    await at(now + MINUTE);
    const after = await db().select().from(travelAlert).where(eq(travelAlert.group_id, id)).orderBy(travelAlert.id);
    expect(after.map((a) => [a.rule_code, a.status, a.case_no])).toEqual([
      ["NO_CONTRACT", "TRANSFERRED", "琼旅执立〔2026〕118号"],
      ["UNPLANNED_SHOPPING", "CONFIRMED", ""],
      ["UNPLANNED_SHOPPING", "DISMISSED", ""],
    ]);
  });

  test("the group page puts each check-in beside its planned stop, with the group's alerts", async () => {
    const id = await onRoad({ vehicle_id: coach, driver_id: driverA1 });
    const start = (await groupRow(id))?.start_at ?? 0;
    await at(start + 6 * HOUR);
    await province.post("travel.Itinerary/add", { group_id: id, kind: "SCENIC", enterprise_id: scenic, planned_start: start + HOUR, planned_minutes: 180 });
    await province.post("travel.Itinerary/add", { group_id: id, kind: "HOTEL", enterprise_id: hotel, planned_start: start + 10 * HOUR, planned_minutes: 720 });
    await province.post("travel.Checkin/add", { group_id: id, enterprise_id: scenic, source: "TERMINAL", checkin_at: start + HOUR + 10 * MINUTE, checkout_at: start + 4 * HOUR });
    await province.post("travel.Checkin/add", { group_id: id, enterprise_id: shop, source: "TERMINAL", checkin_at: start + 5 * HOUR });
    const page = await province.get(`travel.Group/detail?id=${id}`);
    expect(page.code, page.msg).toBe(1);
    expect(page.data.planned.map((p: { kind: string; place: string }) => [p.kind, p.place])).toEqual([
      ["SCENIC", "三亚南山文化旅游区"],
      ["HOTEL", "三亚亚龙湾海景酒店"],
    ]);
    expect(page.data.actual.map((c: { place: string; planned_id: number | null; shopping: boolean }) => [c.place, c.planned_id !== null, c.shopping])).toEqual([
      ["三亚南山文化旅游区", true, false],
      ["三亚椰林珠宝购物中心", false, true],
    ]);
    expect(page.data.alerts.map((a: { rule_code: string }) => a.rule_code)).toEqual(["UNPLANNED_SHOPPING"]);
    expect(page.data).toMatchObject({ agency: "海口骑楼旅行社有限公司", vehicle: { plate_no: "琼A·20315" }, driver: { name: "王大海" } });
  });
});

describe("jurisdiction", () => {
  test("a Sanya supervisor sees only Sanya agencies' groups and alerts; an agency sees its own and changes nothing", async () => {
    const haikouGroup = await addGroup();
    const sanyaGroup = await addGroup({ agency_id: sanyaId, contract_ids: [], route_name: "三亚一日游 南山+天涯海角" });
    expect((await groupRow(sanyaGroup))?.region_code).toBe(460203);
    const list = await sanya.get("travel.Group/index?limit=100");
    expect(list.data.list.map((r: { id: number }) => r.id)).toEqual([sanyaGroup]);
    expect((await sanya.get(`travel.Group/detail?id=${haikouGroup}`)).code).toBe(0);
    expect((await sanya.get(`travel.Group/detail?id=${sanyaGroup}`)).code).toBe(1);
    expect((await sanya.post("travel.Group/add", form({ tour_no: "HNQL-SANYA-01" }))).code).toBe(0);
    const alerts = await sanya.get("travel.Alert/index?limit=100");
    expect(alerts.data.list.every((r: { region_code: number }) => String(r.region_code).startsWith("4602"))).toBe(true);
    const own = await haikouAgency.get("travel.Group/index?limit=100");
    expect(own.data.list.length).toBeGreaterThan(0);
    expect(own.data.list.every((r: { agency_id: number }) => r.agency_id === haikouId)).toBe(true);
    expect((await haikouAgency.get(`travel.Group/detail?id=${sanyaGroup}`)).code).toBe(0);
    expect((await haikouAgency.get(`travel.Group/detail?id=${haikouGroup}`)).code).toBe(1);
    expect((await haikouAgency.post("travel.Group/add", form())).code).not.toBe(1);
    const checked = await db().select().from(travelAlert).where(and(eq(travelAlert.group_id, sanyaGroup)));
    expect(checked.every((a) => a.region_code === 460203)).toBe(true);
  });
});

describe("the recycle bin", () => {
  test("a cancelled group goes to the recycle bin with its itinerary and alerts", async () => {
    const id = await addGroup({ contract_ids: [], start_at: now + 80 * DAY, end_at: now + 81 * DAY });
    await province.post("travel.Itinerary/add", { group_id: id, kind: "SCENIC", enterprise_id: scenic, planned_start: now + 80 * DAY + HOUR, planned_minutes: 120 });
    await province.post("travel.Group/cancel", { id, opinion: "未达到最低成团人数" });
    const removed = await province.del(`travel.Group/del?ids[]=${id}`);
    expect(removed.code, removed.msg).toBe(1);
    expect(await groupRow(id)).toBeUndefined();
    expect((await province.get(`travel.Itinerary/index?search[0][field]=group_id&search[0][operator]=eq&search[0][val]=${id}`)).data.list).toEqual([]);
  });
});
