// Tour products and the products check: an agency publishes its own products (validated; the
// agency and area come from the account); every save checks the product — a price below 70 %
// of the guidance price in force, a scope outside the agency's licence, shopping the list does
// not disclose — and an undecided finding closes itself when its cause goes; a supervisor
// confirms (with an opinion) or clears; a confirmed violation is transferred to a case with its
// number; the agency sees the result and rectifies, accepted only once the product passes again;
// supervisors see their area only, agencies their own products only.
import { beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { admin, auditRecord, enterprise, guidancePrice, productCheck, tourProduct, travelAgency } from "@db/schema";
import { plannedShopping, shoppingGap } from "@modules/product/checks";
import { caller, seededRoleAdmin } from "./support/enterprise";
import { createTestApp, type TestApp } from "./support/test-app";

const DAY = 86_400;
/** Monday 2026-11-16 10:00 in Shanghai. */
const MONDAY = Date.UTC(2026, 10, 16, 2) / 1000;
let now = MONDAY;
const clock = { now: () => now };

let t: TestApp;
let province: ReturnType<typeof caller>;
let sanya: ReturnType<typeof caller>;
let haikouAgency: ReturnType<typeof caller>;
let sanyaAgency: ReturnType<typeof caller>;
let haikouId = 0;
let sanyaId = 0;

const ROUTE = "海口-文昌-琼海-三亚 5天4晚";
const DAY_TRIP = "三亚一日游 南山+天涯海角";

const form = (overrides: Record<string, unknown> = {}) => ({
  name: "椰风海韵 海口-文昌-琼海-三亚五日游",
  type: "GROUP",
  scope: "DOMESTIC",
  route_name: ROUTE,
  days: 5,
  nights: 4,
  adult_price: "2680.00",
  child_price: "1880.00",
  shopping_stops: 1,
  shopping_list: "海南特产超市（三亚市吉阳区）",
  itinerary: "D1 海口骑楼老街\nD2 文昌航天发射场 购物：海南特产超市（60分钟）\nD3 琼海博鳌",
  paid_extras: "蜈支洲岛潜水 380 元/人",
  channel_url: "https://www.example-travel.cn/products/hk-sy-5d",
  sale_status: "ON_SALE",
  ...overrides,
});

const productRow = async (id: number) => (await t.database.db.select().from(tourProduct).where(eq(tourProduct.id, id)))[0];
const checksOf = async (id: number) =>
  (await t.database.db.select().from(productCheck).where(eq(productCheck.product_id, id)).orderBy(productCheck.id)).map((c) => [c.rule_code, c.status]);
const checkOf = async (id: number, rule: string) =>
  (await t.database.db.select().from(productCheck).where(and(eq(productCheck.product_id, id), eq(productCheck.rule_code, rule as "LOW_PRICE"))).orderBy(productCheck.id)).at(-1);

async function publish(overrides: Record<string, unknown> = {}, agency = haikouAgency): Promise<number> {
  const made = await agency.post("product.Product/add", form({ agency_id: agency === sanyaAgency ? sanyaId : haikouId, ...overrides }));
  expect(made.code, made.msg).toBe(1);
  const [row] = await t.database.db.select({ id: tourProduct.id }).from(tourProduct).orderBy(tourProduct.id).limit(1).offset((await t.database.db.$count(tourProduct)) - 1);
  return row?.id ?? 0;
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  const db = t.database.db;
  const agencies = await db
    .insert(enterprise)
    .values([
      { category_id: 11000, name: "海口骑楼旅行社有限公司", region_code: 460106, audit_status: "APPROVED" },
      { category_id: 11000, name: "三亚鹿城假期旅行社有限公司", region_code: 460203, audit_status: "APPROVED" },
    ])
    .returning({ id: enterprise.id });
  haikouId = agencies[0]?.id ?? 0;
  sanyaId = agencies[1]?.id ?? 0;
  await db.insert(travelAgency).values([
    { enterprise_id: haikouId, license_no: "L-HAN-00231", scopes: "DOMESTIC,INBOUND" },
    { enterprise_id: sanyaId, license_no: "L-HAN-CJ00012", scopes: "DOMESTIC,INBOUND,OUTBOUND" },
  ]);
  await db.insert(guidancePrice).values([
    { route_name: ROUTE, days: 5, price: 260_000, valid_from: "2026-01-01", valid_to: "2026-12-31", region_code: 460000 },
    { route_name: DAY_TRIP, days: 1, price: 42_000, valid_from: "2026-01-01", valid_to: "2026-12-31", region_code: 460000 },
  ]);
  province = caller(t, (await seededRoleAdmin(t, 2)).token);
  const bound = await seededRoleAdmin(t, 2);
  await db.update(admin).set({ region_code: 460200 }).where(eq(admin.id, bound.id));
  t.app.services.adminAccess.invalidate(bound.id);
  sanya = caller(t, bound.token);
  haikouAgency = caller(t, (await seededRoleAdmin(t, 4, haikouId)).token);
  sanyaAgency = caller(t, (await seededRoleAdmin(t, 4, sanyaId)).token);
});

describe("products", () => {
  test("an agency publishes its own product: the agency and area come from its account, a fair product passes", async () => {
    const id = await publish({ agency_id: sanyaId });
    const row = await productRow(id);
    expect(row?.agency_id).toBe(haikouId);
    expect(row?.region_code).toBe(460106);
    expect(row?.check_status).toBe("PASS");
    expect(row?.shopping_gap).toBe("");
    expect(await checksOf(id)).toEqual([]);
  });

  test("validation: the channel link is a web address, nights never outnumber days, a day tour lasts a day, prices and ids are checked", async () => {
    const refused = async (overrides: Record<string, unknown>, field: string) => {
      const answer = await haikouAgency.post("product.Product/add", form({ agency_id: haikouId, ...overrides }));
      expect(answer.code).toBe(0);
      expect(Object.keys(answer.data?.fields ?? {})).toContain(field);
    };
    await refused({ channel_url: "javascript:alert(1)" }, "channel_url");
    await refused({ channel_url: "www.example.cn" }, "channel_url");
    await refused({ nights: 6 }, "nights");
    await refused({ type: "DAY_TOUR", days: 2, nights: 1 }, "days");
    await refused({ adult_price: "-1" }, "adult_price");
    await refused({ type: "CRUISE" }, "type");
    await refused({ name: "" }, "name");
    await refused({ shopping_stops: 21 }, "shopping_stops");
    for (const bad of ["05", "1.0", "abc", "-3"]) {
      const answer = await haikouAgency.post("product.Product/edit", { id: bad, name: "x" });
      expect(answer.code).toBe(0);
    }
    // An account of no travel agency cannot name one that is not in business.
    const closed = await t.database.db.insert(enterprise).values({ category_id: 11000, name: "已注销旅行社", region_code: 460106, audit_status: "APPROVED", status: "CANCELLED" }).returning({ id: enterprise.id });
    const answer = await province.post("product.Product/add", form({ agency_id: closed[0]?.id }));
    expect(answer.code).not.toBe(1);
  });

  test("an agency sees and changes only its own products; a Sanya supervisor sees only Sanya's; supervisors do not edit", async () => {
    const mine = await publish();
    const theirs = await publish({ name: "三亚南山+天涯海角一日游", type: "DAY_TOUR", route_name: DAY_TRIP, days: 1, nights: 0, adult_price: "398.00", shopping_stops: 0, shopping_list: "", itinerary: "南山文化旅游区\n天涯海角游览区" }, sanyaAgency);
    const own = await haikouAgency.get("product.Product/index?limit=100");
    expect(own.data.list.every((r: { agency_id: number }) => r.agency_id === haikouId)).toBe(true);
    expect(own.data.list.map((r: { id: number }) => r.id)).toContain(mine);
    expect((await haikouAgency.get(`product.Product/edit?id=${theirs}`)).code).not.toBe(1);
    expect((await haikouAgency.post("product.Product/edit", { id: theirs, adult_price: "1.00" })).code).not.toBe(1);
    expect((await productRow(theirs))?.adult_price).toBe(39_800);
    const area = await sanya.get("product.Product/index?limit=100");
    const ids = area.data.list.map((r: { id: number }) => r.id);
    expect(ids).toContain(theirs);
    expect(ids).not.toContain(mine);
    const all = await province.get("product.Product/index?limit=100");
    expect(all.data.list.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([mine, theirs]));
    expect((await province.post("product.Product/edit", { id: mine, adult_price: "1.00" })).code).toBe(401);
  });
});

describe("the products check", () => {
  test("a price below 70 % of the guidance price is suspected and closes by itself once the price is fair", async () => {
    const id = await publish({ adult_price: "1500.00" });
    expect(await checksOf(id)).toEqual([["LOW_PRICE", "SUSPECTED"]]);
    expect((await checkOf(id, "LOW_PRICE"))?.finding).toBe("¥1500.00 < 70% × ¥2600.00");
    expect((await productRow(id))?.check_status).toBe("SUSPECTED");
    // Exactly 70 % is not below it; a lower price updates the figures of the open finding.
    expect((await haikouAgency.post("product.Product/edit", { id, adult_price: "1200.00" })).code).toBe(1);
    expect((await checkOf(id, "LOW_PRICE"))?.finding).toBe("¥1200.00 < 70% × ¥2600.00");
    expect((await haikouAgency.post("product.Product/edit", { id, adult_price: "1820.00" })).code).toBe(1);
    expect(await checksOf(id)).toEqual([["LOW_PRICE", "RESOLVED"]]);
    expect((await productRow(id))?.check_status).toBe("PASS");
    // A product off the shelf is not sold, so not checked.
    const off = await publish({ adult_price: "999.00", sale_status: "OFF_SHELF" });
    expect(await checksOf(off)).toEqual([]);
    // No guidance price for the route: nothing to compare with.
    const unpriced = await publish({ route_name: "五指山热带雨林 2天1晚", days: 2, nights: 1, adult_price: "99.00" });
    expect(await checksOf(unpriced)).toEqual([]);
  });

  test("a guidance price coming into force is applied on the tick and by its own save", async () => {
    const id = await publish({ route_name: "分界洲岛一日游", type: "DAY_TOUR", days: 1, nights: 0, adult_price: "200.00", shopping_stops: 0, shopping_list: "", itinerary: "分界洲岛" });
    expect(await checksOf(id)).toEqual([]);
    await t.database.db.insert(guidancePrice).values({ route_name: "分界洲岛一日游", days: 1, price: 36_000, valid_from: "2026-12-01", valid_to: "2027-11-30" });
    await t.app.scheduler.tick();
    expect(await checksOf(id)).toEqual([]);
    const start = now;
    try {
      now = Date.UTC(2026, 11, 1, 1) / 1000;
      await t.app.scheduler.tick();
      expect(await checksOf(id)).toEqual([["LOW_PRICE", "SUSPECTED"]]);
    } finally {
      now = start;
    }
    await t.app.scheduler.tick();
    expect(await checksOf(id)).toEqual([["LOW_PRICE", "RESOLVED"]]);
    // A guidance price published through the console is applied at once.
    const published = await province.post("product.GuidancePrice/add", { route_name: "分界洲岛一日游", days: 1, season: "ALL", price: "380.00", valid_from: "2026-11-01", valid_to: "2026-12-31", status: "1" });
    expect(published.code, published.msg).toBe(1);
    expect(await checksOf(id)).toEqual([
      ["LOW_PRICE", "RESOLVED"],
      ["LOW_PRICE", "SUSPECTED"],
    ]);
  });

  test("an outbound product by an agency without the outbound scope is outside its scope; the scope granted clears it", async () => {
    const outbound = { name: "泰国曼谷芭提雅 6天5晚", scope: "OUTBOUND", route_name: "海口-曼谷-芭提雅 6天5晚", days: 6, nights: 5, shopping_stops: 0, shopping_list: "", itinerary: "D1 海口美兰国际机场出发" };
    const id = await publish(outbound);
    expect(await checksOf(id)).toEqual([["SCOPE", "SUSPECTED"]]);
    expect((await checkOf(id, "SCOPE"))?.finding).toBe("OUTBOUND ∉ DOMESTIC,INBOUND");
    const listed = await province.get("product.Check/index?limit=100");
    expect(listed.data.list.find((r: { product_id: number }) => r.product_id === id)?.finding).toBe("Outbound ∉ Domestic, Inbound");
    const allowed = await publish(outbound, sanyaAgency);
    expect(await checksOf(allowed)).toEqual([]);
    try {
      await t.database.db.update(travelAgency).set({ scopes: "DOMESTIC,INBOUND,OUTBOUND" }).where(eq(travelAgency.enterprise_id, haikouId));
      await t.app.scheduler.tick();
      expect(await checksOf(id)).toEqual([["SCOPE", "RESOLVED"]]);
    } finally {
      await t.database.db.update(travelAgency).set({ scopes: "DOMESTIC,INBOUND" }).where(eq(travelAgency.enterprise_id, haikouId));
      await t.app.scheduler.tick();
    }
  });

  test("shopping: the declared number against the list, and itinerary stops the list does not name", async () => {
    expect(plannedShopping("D1 南山\nD2 购物：椰子工坊（90分钟）\nShopping: Pearl Plaza (45 min)")).toEqual(["椰子工坊", "Pearl Plaza"]);
    expect(shoppingGap(1, "海南特产超市", "购物：海南特产超市（60分钟）")).toBe("");
    expect(shoppingGap(2, "海南特产超市", "")).toBe("2≠1");
    expect(shoppingGap(1, "海南特产超市", "购物：海南特产超市\n购物：椰子工坊（90分钟）")).toBe("椰子工坊");
    const count = await publish({ shopping_stops: 2, shopping_list: "海南特产超市\n\n" });
    expect(await checksOf(count)).toEqual([["SHOPPING", "SUSPECTED"]]);
    expect((await checkOf(count, "SHOPPING"))?.finding).toBe("2≠1");
    expect((await productRow(count))?.shopping_list).toBe("海南特产超市");
    const hidden = await publish({ itinerary: "D1 海口骑楼老街\nD2 购物：海南特产超市（60分钟）\nD3 购物：椰子工坊（90分钟）" });
    expect((await checkOf(hidden, "SHOPPING"))?.finding).toBe("椰子工坊");
    expect((await haikouAgency.post("product.Product/edit", { id: hidden, shopping_stops: 2, shopping_list: "海南特产超市\n椰子工坊（琼海市嘉积镇）" })).code).toBe(1);
    expect(await checksOf(hidden)).toEqual([["SHOPPING", "RESOLVED"]]);
  });
});

describe("the check's workflow", () => {
  test("a supervisor confirms with an opinion, transfers with a case number; the agency sees it and rectifies once the product passes again", async () => {
    const id = await publish({ adult_price: "1280.00" });
    const check = await checkOf(id, "LOW_PRICE");
    const checkId = check?.id ?? 0;
    // Refused: no opinion, the agency confirming, moves from the wrong state.
    expect((await province.post("product.Check/confirm", { id: checkId })).code).toBe(0);
    expect((await haikouAgency.post("product.Check/confirm", { id: checkId, opinion: "无" })).code).toBe(401);
    expect((await province.post("product.Check/transfer", { id: checkId, case_no: "琼旅执立〔2026〕18号" })).code).toBe(0);
    expect((await haikouAgency.post("product.Check/rectify", { id: checkId, opinion: "已调价" })).code).toBe(0);
    expect((await province.post("product.Check/confirm", { id: "1.0", opinion: "x" })).code).toBe(0);
    const confirmed = await province.post("product.Check/confirm", { id: checkId, opinion: "成人价 1280 元明显低于接待成本，责令 10 日内整改" });
    expect(confirmed.code, confirmed.msg).toBe(1);
    expect((await productRow(id))?.check_status).toBe("VIOLATION");
    expect((await province.post("product.Check/clear", { id: checkId, opinion: "误报" })).code).toBe(0);
    // The agency sees the result with the opinion.
    const seen = await haikouAgency.get("product.Check/index?limit=100");
    const row = seen.data.list.find((r: { id: number }) => r.id === checkId);
    expect(row?.status).toBe("VIOLATION");
    const review = await haikouAgency.get(`product.Check/review?id=${checkId}`);
    expect(review.code, review.msg).toBe(1);
    expect(JSON.stringify(review.data)).toContain("责令 10 日内整改");
    const products = await haikouAgency.get("product.Product/index?limit=100");
    expect(products.data.list.find((r: { id: number }) => r.id === id)?.check_status).toBe("VIOLATION");
    // A product with a violation not rectified cannot be deleted.
    const del = await haikouAgency.del(`product.Product/del?ids[]=${id}`);
    expect(del.code).toBe(0);
    // Transfer needs the case number.
    const missing = await province.post("product.Check/transfer", { id: checkId });
    expect(missing.code).toBe(0);
    expect(Object.keys(missing.data?.fields ?? {})).toContain("case_no");
    expect((await haikouAgency.post("product.Check/transfer", { id: checkId, case_no: "琼旅执立〔2026〕18号" })).code).toBe(401);
    expect((await province.post("product.Check/transfer", { id: checkId, case_no: "琼旅执立〔2026〕18号", opinion: "移送执法支队" })).code).toBe(1);
    const transferred = await checkOf(id, "LOW_PRICE");
    expect([transferred?.status, transferred?.case_no]).toEqual(["TRANSFERRED", "琼旅执立〔2026〕18号"]);
    expect((await productRow(id))?.check_status).toBe("TRANSFERRED");
    // The cause going does not close a decided check.
    expect((await haikouAgency.post("product.Product/edit", { id, adult_price: "1500.00" })).code).toBe(1);
    expect((await checkOf(id, "LOW_PRICE"))?.status).toBe("TRANSFERRED");
    // Rectifying: the supervisor may not; the agency only once the product passes the rule again.
    expect((await province.post("product.Check/rectify", { id: checkId, opinion: "x" })).code).toBe(401);
    expect((await haikouAgency.post("product.Check/rectify", { id: checkId })).code).toBe(0);
    const early = await haikouAgency.post("product.Check/rectify", { id: checkId, opinion: "已调价" });
    expect(early.code).toBe(0);
    expect(early.msg).toContain("still fails");
    expect((await haikouAgency.post("product.Product/edit", { id, adult_price: "2580.00" })).code).toBe(1);
    const done = await haikouAgency.post("product.Check/rectify", { id: checkId, opinion: "成人价调整为 2580 元，已在销售渠道更新" });
    expect(done.code, done.msg).toBe(1);
    const rectified = await checkOf(id, "LOW_PRICE");
    expect(rectified?.status).toBe("RECTIFIED");
    expect(rectified?.opinion).toContain("责令 10 日内整改");
    expect((await productRow(id))?.check_status).toBe("PASS");
    const trail = await t.database.db.select().from(auditRecord).where(and(eq(auditRecord.entity_type, "product_check"), eq(auditRecord.entity_id, checkId))).orderBy(auditRecord.id);
    expect(trail.map((r) => r.action)).toEqual(["confirm", "transfer", "rectify"]);
    expect(trail.every((r) => r.enterprise_id === haikouId)).toBe(true);
    // Dropping the price again raises a new finding.
    expect((await haikouAgency.post("product.Product/edit", { id, adult_price: "1000.00" })).code).toBe(1);
    expect(await checksOf(id)).toEqual([
      ["LOW_PRICE", "RECTIFIED"],
      ["LOW_PRICE", "SUSPECTED"],
    ]);
  });

  test("a rectification by taking the product off the shelf passes the check", async () => {
    const id = await publish({ shopping_stops: 3 });
    const checkId = (await checkOf(id, "SHOPPING"))?.id ?? 0;
    expect((await province.post("product.Check/confirm", { id: checkId, opinion: "购物场所数与清单不符" })).code).toBe(1);
    expect((await haikouAgency.post("product.Product/edit", { id, sale_status: "OFF_SHELF" })).code).toBe(1);
    expect((await haikouAgency.post("product.Check/rectify", { id: checkId, opinion: "产品已下架" })).code).toBe(1);
    expect((await checkOf(id, "SHOPPING"))?.status).toBe("RECTIFIED");
  });

  test("a cleared finding is not raised again for the same figures; new figures raise a new one", async () => {
    const id = await publish({ adult_price: "1700.00" });
    const checkId = (await checkOf(id, "LOW_PRICE"))?.id ?? 0;
    expect((await province.post("product.Check/clear", { id: checkId })).code).toBe(0);
    expect((await province.post("product.Check/clear", { id: checkId, opinion: "淡季特惠，已提供成本核算说明" })).code).toBe(1);
    expect((await productRow(id))?.check_status).toBe("PASS");
    expect((await province.post("product.Check/confirm", { id: checkId, opinion: "x" })).code).toBe(0);
    expect((await haikouAgency.post("product.Product/edit", { id, name: "椰风海韵五日游（淡季特惠）" })).code).toBe(1);
    await t.app.scheduler.tick();
    expect(await checksOf(id)).toEqual([["LOW_PRICE", "CLEARED"]]);
    expect((await haikouAgency.post("product.Product/edit", { id, adult_price: "1100.00" })).code).toBe(1);
    expect(await checksOf(id)).toEqual([
      ["LOW_PRICE", "CLEARED"],
      ["LOW_PRICE", "SUSPECTED"],
    ]);
  });

  test("a Sanya supervisor sees and decides only Sanya agencies' checks", async () => {
    const haikouProduct = await publish({ adult_price: "1000.00" });
    const sanyaProduct = await publish({ name: "三亚南山+天涯海角一日游", type: "DAY_TOUR", route_name: DAY_TRIP, days: 1, nights: 0, adult_price: "199.00", shopping_stops: 0, shopping_list: "", itinerary: "南山文化旅游区\n天涯海角游览区" }, sanyaAgency);
    const haikouCheck = (await checkOf(haikouProduct, "LOW_PRICE"))?.id ?? 0;
    const sanyaCheck = (await checkOf(sanyaProduct, "LOW_PRICE"))?.id ?? 0;
    expect((await checkOf(sanyaProduct, "LOW_PRICE"))?.region_code).toBe(460203);
    const list = await sanya.get("product.Check/index?limit=100&counts=1");
    const ids = list.data.list.map((r: { id: number }) => r.id);
    expect(ids).toContain(sanyaCheck);
    expect(ids).not.toContain(haikouCheck);
    expect((await sanya.post("product.Check/confirm", { id: haikouCheck, opinion: "越权" })).code).toBe(0);
    expect((await checkOf(haikouProduct, "LOW_PRICE"))?.status).toBe("SUSPECTED");
    expect((await sanya.post("product.Check/confirm", { id: sanyaCheck, opinion: "一日游 199 元低于指导价 420 元的 70%" })).code).toBe(1);
    const agencyView = await haikouAgency.get("product.Check/index?limit=100");
    expect(agencyView.data.list.every((r: { agency_id: number }) => r.agency_id === haikouId)).toBe(true);
    expect(agencyView.data.list.map((r: { id: number }) => r.id)).not.toContain(sanyaCheck);
    expect((await haikouAgency.post("product.Check/rectify", { id: sanyaCheck, opinion: "x" })).code).toBe(0);
  });
});
