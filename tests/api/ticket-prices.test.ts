// Ticket price filings (reference domain §13): a scenic spot files a price, submits it, the
// supervisor approves and it is published on the public price board; a rise announced less
// than six months before it takes effect is refused (and one announced in time passes), a
// combined ticket dearer than its parts is refused; only drafts change; a Haikou supervisor
// never sees a Sanya spot's filing; the calendar arithmetic of the six-month rule.
import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { auditRecord, enterprise, ticketPrice } from "@db/schema";
import { addMonths, comboTooDear, earliestRise, riseTooSoon } from "@modules/ticket/rules";
import { caller, seededRoleAdmin } from "./support/enterprise";
import { supervisor } from "./support/complaint";
import { envelopeOf, useTestApp } from "./support/test-app";

const now = Date.parse("2026-11-16T10:00:00+08:00") / 1000;
const t = useTestApp({}, { clock: { now: () => now } });

async function scenicSpot(name: string, region: number) {
  const [row] = await t.database.db.insert(enterprise).values({ category_id: 12000, name, region_code: region, audit_status: "APPROVED", rating: "A_5" }).returning({ id: enterprise.id });
  return row?.id ?? 0;
}

async function spotAccount(spotId: number) {
  return caller(t, (await seededRoleAdmin(t, 4, spotId)).token);
}

const filing = (spot: number, overrides: Record<string, unknown> = {}) => ({
  enterprise_id: spot,
  ticket_type: "ADULT",
  name: "成人门票",
  price: "145.00",
  pricing_mode: "GUIDED",
  approval_doc_no: "琼发改价格〔2026〕88号",
  announce_date: "2026-01-10",
  effective_from: "2026-02-01",
  free_policy: "6 周岁以下或身高 1.2 米以下儿童、70 周岁以上老人免票",
  ...overrides,
});

async function fileAndPublish(spot: ReturnType<typeof caller>, reviewer: ReturnType<typeof caller>, form: Record<string, unknown>) {
  const added = await spot.post("ticket.Price/add", form);
  expect(added.code, `${added.msg} ${JSON.stringify(added.data)}`).toBe(1);
  const [row] = await t.database.db.select().from(ticketPrice).orderBy(ticketPrice.id).limit(1).offset((await t.database.db.$count(ticketPrice)) - 1);
  const id = row?.id ?? 0;
  for (const [who, move] of [[spot, "submit"], [reviewer, "approve"], [spot, "publish"]] as const) {
    const moved = await who.post(`ticket.Price/${move}`, { id });
    expect(moved.code, `${move}: ${moved.msg}`).toBe(1);
  }
  return id;
}

describe("the six-month rule and combined tickets", () => {
  test("calendar arithmetic: six calendar months, clamped to the month's last day", () => {
    expect(addMonths("2026-08-31", 6)).toBe("2027-02-28");
    expect(addMonths("2027-08-31", 6)).toBe("2028-02-29");
    expect(earliestRise("2026-11-16")).toBe("2027-05-16");
    expect(riseTooSoon(16000, 14500, "2026-11-16", "2027-05-15")).toBe(true);
    expect(riseTooSoon(16000, 14500, "2026-11-16", "2027-05-16")).toBe(false);
    expect(riseTooSoon(13000, 14500, "2026-11-16", "2026-11-17")).toBe(false);
    expect(riseTooSoon(16000, undefined, "2026-11-16", "2026-11-17")).toBe(false);
    expect(comboTooDear(20001, [14500, 5500])).toBe(true);
    expect(comboTooDear(20000, [14500, 5500])).toBe(false);
  });

  test("filed, submitted, approved and published; a rise announced too late is refused, one announced six months ahead passes; a combined ticket dearer than its parts is refused", async () => {
    const spotId = await scenicSpot("三亚南山文化旅游区", 460204);
    const spot = await spotAccount(spotId);
    const province = await supervisor(t);
    const adult = await fileAndPublish(spot, province, filing(spotId));
    const published = (await t.database.db.select().from(ticketPrice).where(eq(ticketPrice.id, adult)))[0];
    expect(published).toMatchObject({ status: "PUBLISHED", price: 14_500, region_code: 460204 });
    expect(published?.publish_time).toBe(now);
    const moves = await t.database.db.select({ action: auditRecord.action, to: auditRecord.to_status }).from(auditRecord).where(eq(auditRecord.entity_id, adult));
    expect(moves.filter((m) => ["submit", "approve", "publish"].includes(m.action)).map((m) => m.to)).toEqual(["SUBMITTED", "APPROVED", "PUBLISHED"]);

    // A rise to 160 yuan announced today, effective in three months: refused on effective_from.
    const early = await spot.post("ticket.Price/add", filing(spotId, { price: "160.00", announce_date: "2026-11-16", effective_from: "2027-02-16" }));
    expect(early.code).toBe(0);
    expect(early.data.fields.effective_from).toContain("2027-05-16");
    // Six months ahead: accepted. A cut needs no notice.
    const inTime = await spot.post("ticket.Price/add", filing(spotId, { price: "160.00", announce_date: "2026-11-16", effective_from: "2027-05-16" }));
    expect(inTime.code, inTime.msg).toBe(1);
    const cut = await spot.post("ticket.Price/add", filing(spotId, { price: "120.00", announce_date: "2026-11-16", effective_from: "2026-11-20" }));
    expect(cut.code, cut.msg).toBe(1);

    const boat = await fileAndPublish(spot, province, filing(spotId, { ticket_type: "BOAT", name: "观海游船", price: "55.00", pricing_mode: "MARKET", approval_doc_no: "" }));
    const dear = await spot.post("ticket.Price/add", filing(spotId, { ticket_type: "COMBO", name: "门票+游船联票", price: "200.01", pricing_mode: "MARKET", combo_parts: [adult, boat] }));
    expect(dear.code).toBe(0);
    expect(dear.data.fields.price).toContain("200.00");
    const lone = await spot.post("ticket.Price/add", filing(spotId, { ticket_type: "COMBO", name: "单项联票", price: "100.00", pricing_mode: "MARKET", combo_parts: [adult] }));
    expect(lone.data.fields.combo_parts).toBeTruthy();
    const fair = await spot.post("ticket.Price/add", filing(spotId, { ticket_type: "COMBO", name: "门票+游船联票", price: "185.00", pricing_mode: "MARKET", combo_parts: [adult, boat] }));
    expect(fair.code, fair.msg).toBe(1);

    // Government-guided prices name their approval document.
    const undocumented = await spot.post("ticket.Price/add", filing(spotId, { ticket_type: "CHILD", approval_doc_no: "" }));
    expect(undocumented.data.fields.approval_doc_no).toBeTruthy();

    // The public board lists the published prices by spot, without logging in: the admission
    // ticket first, extras (the boat) after it, whatever they cost.
    const board = await envelopeOf(await t.request("/api/ticket/prices"));
    expect(board.code).toBe(1);
    const south = board.data.spots.find((s: { id: number }) => s.id === spotId);
    expect(south.prices.map((p: { name: string; price: string }) => [p.name, p.price])).toEqual([
      ["成人门票", "145.00"],
      ["观海游船", "55.00"],
    ]);
  });

  test("only drafts change; published filings cannot be edited or deleted; a hotel files no ticket prices", async () => {
    const spotId = await scenicSpot("保亭呀诺达雨林文化旅游区", 469029);
    const spot = await spotAccount(spotId);
    const province = await supervisor(t);
    const id = await fileAndPublish(spot, province, filing(spotId, { price: "168.00" }));
    const edit = await spot.post("ticket.Price/edit", { ...filing(spotId, { price: "150.00" }), id });
    expect(edit.code).toBe(0);
    const del = await spot.del(`ticket.Price/del?ids[]=${id}`);
    expect(del.code).toBe(0);
    // A hotel's account files no ticket prices.
    const [hotel] = await t.database.db.insert(enterprise).values({ category_id: 13000, name: "三亚湾椰林度假酒店", region_code: 460202, audit_status: "APPROVED" }).returning({ id: enterprise.id });
    const hotelAccount = await spotAccount(hotel?.id ?? 0);
    const wrongSpot = await hotelAccount.post("ticket.Price/add", filing(hotel?.id ?? 0));
    expect(wrongSpot.code).toBe(0);
    expect(wrongSpot.data.fields.enterprise_id).toBeTruthy();
  });

  test("jurisdiction: a Haikou supervisor neither lists nor approves a Sanya spot's filing; a spot's account sees and files only its own", async () => {
    const sanyaSpot = await scenicSpot("三亚蜈支洲岛旅游区", 460202);
    const otherSpot = await scenicSpot("海口东寨港红树林旅游区", 460108);
    const spot = await spotAccount(sanyaSpot);
    const added = await spot.post("ticket.Price/add", filing(sanyaSpot, { name: "登岛门票", price: "144.00" }));
    expect(added.code).toBe(1);
    const [row] = await t.database.db.select().from(ticketPrice).where(eq(ticketPrice.name, "登岛门票"));
    await spot.post("ticket.Price/submit", { id: row?.id });
    const haikou = await supervisor(t, 460100);
    const list = await haikou.get("ticket.Price/index?limit=100");
    expect(list.data.list.some((r: { id: number }) => r.id === row?.id)).toBe(false);
    const approve = await haikou.post("ticket.Price/approve", { id: row?.id });
    expect(approve.code).toBe(0);
    const sanya = await supervisor(t, 460200);
    expect((await sanya.post("ticket.Price/approve", { id: row?.id })).code).toBe(1);
    const other = await spotAccount(otherSpot);
    expect((await other.get("ticket.Price/index?limit=100")).data.list.some((r: { id: number }) => r.id === row?.id)).toBe(false);
    // Naming another spot files for one's own.
    expect((await other.post("ticket.Price/add", filing(sanyaSpot, { name: "别家门票" }))).code).toBe(1);
    const [filed] = await t.database.db.select().from(ticketPrice).where(eq(ticketPrice.name, "别家门票"));
    expect(filed).toMatchObject({ enterprise_id: otherSpot, region_code: 460108 });
  });
});
