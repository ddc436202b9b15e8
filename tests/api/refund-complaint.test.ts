// A refund caused by a complaint carries the complaint: a supervisor settling a complaint files
// the refund by order number (and ticket code), checked — the complaint and the order in the
// supervisor's area, the complaint about that order (its member, or its merchant as the
// respondent) — refunded in full; a member may name their own complaint about the order; the
// refund list shows the complaint, the ticket's page shows it, the complaint's page lists its
// refunds. Malformed input is refused with field messages, never a server error.
import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { complaint, enterprise, orderRefund, ticketPrice } from "@db/schema";
import { caller, seededRoleAdmin } from "./support/enterprise";
import { complaintForm, supervisor } from "./support/complaint";
import { createMember, memberLogin } from "./support/identity";
import { sampleIdNumber } from "./support/samples";
import { envelopeOf, useTestApp } from "./support/test-app";

let now = Date.parse("2026-11-16T10:00:00+08:00") / 1000;
const t = useTestApp({}, { clock: { now: () => now } });

function memberCaller(token: string) {
  const call = async (method: string, path: string, json?: unknown) => envelopeOf(await t.request(`/api/${path}`, { method, json, headers: { "ba-user-token": token, server: "1", "think-lang": "en" } }));
  return { get: (path: string) => call("GET", path), post: (path: string, json: unknown = {}) => call("POST", path, json) };
}

async function buyer() {
  const made = await createMember(t);
  return { id: made.id, call: memberCaller((await memberLogin(t, made.username, made.password)).token) };
}

async function spot(name: string, region: number) {
  const [row] = await t.database.db.insert(enterprise).values({ category_id: 12000, name, region_code: region, audit_status: "APPROVED" }).returning({ id: enterprise.id });
  const [price] = await t.database.db
    .insert(ticketPrice)
    .values({ enterprise_id: row!.id, region_code: region, ticket_type: "ADULT", name: "成人门票", price: 12_800, announce_date: "2026-01-01", effective_from: "2026-02-01", status: "PUBLISHED" })
    .returning({ id: ticketPrice.id });
  return { spotId: row!.id, priceId: price!.id };
}

/** A paid order of two tickets for the member. */
async function paidOrder(member: Awaited<ReturnType<typeof buyer>>, priceId: number) {
  const made = await member.call.post("order/create", { price_id: priceId, visit_date: "2026-11-20", contact_name: "王海燕", contact_phone: "13907561234", visitors: [{ name: "王海燕", id_no: sampleIdNumber() }, { name: "陈志强", id_no: sampleIdNumber() }] });
  expect(made.code, made.msg).toBe(1);
  const paid = await member.call.post("order/pay", { id: made.data.id });
  expect(paid.code, paid.msg).toBe(1);
  return { id: made.data.id as number, order_no: made.data.order_no as string, tickets: paid.data.tickets as { id: number; code: string }[] };
}

describe("refunds caused by complaints", () => {
  test("a supervisor files the refund a complaint calls for; the list, the ticket's page and the complaint's page show the link; unrelated or out-of-area complaints and orders are refused", async () => {
    const { spotId, priceId } = await spot("三亚南山文化旅游区", 460203);
    const other = await spot("呀诺达雨林文化旅游区", 460203);
    const member = await buyer();
    const order = await paidOrder(member, priceId);
    const sanya = await supervisor(t, 460200);
    // A complaint against the spot (the respondent is the order's merchant), and one against another spot.
    const filed = await sanya.post("complaint.Complaint/register", complaintForm(spotId));
    expect(filed.code, filed.msg).toBe(1);
    const unrelated = await sanya.post("complaint.Complaint/register", complaintForm(other.spotId));
    const file = (body: Record<string, unknown>) => sanya.post("order.Refund/fromComplaint", { complaint_id: filed.data.id, order_no: order.order_no, ticket_code: order.tickets[1]!.code, ...body });

    // Refused: the complaint is about another merchant; a ticket not of the order; no such order; junk.
    const wrong = await file({ complaint_id: unrelated.data.id });
    expect(wrong.code).toBe(0);
    expect(wrong.data.fields.complaint_id).toBe("That complaint is not about this order: neither filed by its member nor against its merchant");
    expect((await file({ ticket_code: "000000000000" })).data.fields.ticket_code).toBe("This order has no ticket with that code");
    expect((await file({ order_no: "DD20261116999999" })).data.fields.order_no).toBe("No such order (or outside your area)");
    for (const junk of [{ complaint_id: "1.5" }, { complaint_id: -2 }, { order_no: "" }, { order_no: ["DD"] }, { ticket_code: "1234567890123" }]) {
      const response = await t.request("/admin/order.Refund/fromComplaint", { method: "POST", json: { complaint_id: filed.data.id, order_no: order.order_no, ...junk }, headers: { batoken: sanya.token, server: "1" } });
      expect(response.status).toBeLessThan(500);
      expect((await envelopeOf(response)).code).toBe(0);
    }
    // Another city's supervisor sees neither the complaint nor the order.
    const haikou = await supervisor(t, 460100);
    expect((await haikou.post("order.Refund/fromComplaint", { complaint_id: filed.data.id, order_no: order.order_no, ticket_code: order.tickets[1]!.code })).code).toBe(0);
    // The merchant's own staff cannot file refunds for complaints (no such button).
    const staff = await seededRoleAdmin(t, 4, spotId);
    expect((await caller(t, staff.token).post("order.Refund/fromComplaint", { complaint_id: filed.data.id, order_no: order.order_no })).code).not.toBe(1);
    expect(await t.database.db.$count(orderRefund, eq(orderRefund.order_id, order.id))).toBe(0);

    // Filed: the complaint settlement refunds in full, awaiting the merchant like any refund.
    const made = await file({ remark: "调解达成一致，退还未使用门票" });
    expect(made.code, `${made.msg} ${JSON.stringify(made.data)}`).toBe(1);
    expect(made.data.amount).toBe("128.00");
    const [stored] = await t.database.db.select().from(orderRefund).where(eq(orderRefund.id, made.data.id));
    expect(stored).toMatchObject({ complaint_id: filed.data.id, reason: "COMPLAINT", status: "REQUESTED", amount: 12_800, fee: 0, ticket_id: order.tickets[1]!.id, member_id: member.id });

    // The refund list names the complaint (and filters by it); the ticket's page links it; the complaint's page lists the refund.
    const list = await sanya.get(`order.Refund/index?search[0][field]=complaint_id&search[0][val]=${filed.data.id}&search[0][operator]=eq`);
    expect(list.code, list.msg).toBe(1);
    expect(list.data.list.map((r: { id: number }) => r.id)).toEqual([made.data.id]);
    expect(list.data.list[0].complaint_id).toBe(filed.data.id);
    const ticket = await sanya.get(`order.Ticket/detail?id=${order.tickets[1]!.id}`);
    expect(ticket.data.refunds[0]).toMatchObject({ refund_no: made.data.refund_no, complaint_id: filed.data.id, complaint_no: filed.data.complaint_no });
    const review = await sanya.get(`complaint.Complaint/review?id=${filed.data.id}`);
    expect(review.code, review.msg).toBe(1);
    expect(review.data.refunds).toEqual([expect.objectContaining({ refund_no: made.data.refund_no, order_no: order.order_no, ticket_id: order.tickets[1]!.id, amount: "128.00", status: "REQUESTED", status_text: "Awaiting the merchant" })]);
    expect((await sanya.get(`complaint.Complaint/review?id=${unrelated.data.id}`)).data.refunds).toEqual([]);
  });

  test("a member may name their own complaint about the order, not someone else's", async () => {
    now += 3600;
    const { spotId, priceId } = await spot("分界洲岛旅游区", 460203);
    const member = await buyer();
    const stranger = await buyer();
    const order = await paidOrder(member, priceId);
    const sanya = await supervisor(t, 460200);
    const mine = await sanya.post("complaint.Complaint/register", complaintForm(spotId));
    const theirs = await sanya.post("complaint.Complaint/register", complaintForm(spotId));
    await t.database.db.update(complaint).set({ member_id: member.id }).where(eq(complaint.id, mine.data.id));
    await t.database.db.update(complaint).set({ member_id: stranger.id }).where(eq(complaint.id, theirs.data.id));
    const ask = (complaintId: unknown, ticket = order.tickets[0]!.id) => member.call.post("order/refund", { order_id: order.id, ticket_id: ticket, reason: "USER", complaint_id: complaintId });
    const foreign = await ask(theirs.data.id);
    expect(foreign.code).toBe(0);
    expect(foreign.data.fields.complaint_id).toBe("No such complaint");
    expect((await ask("abc")).data.fields.complaint_id).toBeDefined();
    expect(await t.database.db.$count(orderRefund, eq(orderRefund.order_id, order.id))).toBe(0);
    const asked = await ask(mine.data.id);
    expect(asked.code, asked.msg).toBe(1);
    const [stored] = await t.database.db.select().from(orderRefund).where(eq(orderRefund.id, asked.data.id));
    expect(stored?.complaint_id).toBe(mine.data.id);
  });
});
