// A complaint names the contract or order it is about. A member may name only their own (the
// contracts that name their mobile as the signer's, the orders they placed): the form lists them,
// the respondent defaults to the contract's agency or the order's merchant, and a contract's return
// date becomes the "contract ended" date of the 90-day rule. The public page cannot link records;
// staff link those their jurisdiction reaches. The case page shows the numbers.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { tourContract, tradeOrder, user } from "@db/schema";
import { complaintForm, registryEnterprise, row, supervisor, type Caller } from "./support/complaint";
import { createMember, sessionFor } from "./support/identity";
import { createTestApp, envelopeOf, type TestApp } from "./support/test-app";

/** 2026-11-20 10:00 in Shanghai. */
const now = Date.UTC(2026, 10, 20, 2) / 1000;
const day = 86_400;

let t: TestApp;
let province: Caller;
let haikou: Caller;
let memberToken = "";
const ids = { agency: 0, spot: 0, ownContract: 0, draftContract: 0, otherContract: 0, ownOrder: 0, otherOrder: 0, member: 0 };

const api = (path: string, init: { json?: unknown; token?: string } = {}) =>
  t.request(`/api/complaint/${path}`, { method: init.json === undefined ? "GET" : "POST", json: init.json, headers: { "think-lang": "en", ...(init.token ? { "ba-user-token": init.token } : {}) } }).then(envelopeOf);

beforeAll(async () => {
  t = await createTestApp({}, { clock: { now: () => now } });
  const db = t.database.db;
  province = await supervisor(t);
  haikou = await supervisor(t, 460100);
  ids.agency = await registryEnterprise(t, "三亚鹿城假期旅行社有限公司", 460203);
  ids.spot = await registryEnterprise(t, "三亚南山文化旅游区", 460203);
  const member = await createMember(t);
  ids.member = member.id;
  await db.update(user).set({ nickname: "吉小梅", mobile: "13976001234" }).where(eq(user.id, member.id));
  memberToken = await sessionFor(t, "user", member.id);

  const contract = (no: string, mobile: string, status: "COMPLETED" | "DRAFT", returnDaysAgo: number) => ({
    contract_no: no,
    check_code: `C${no.slice(-4)}`,
    template_id: 1,
    agency_id: ids.agency,
    region_code: 460203,
    route_name: "海口-文昌-琼海-三亚 5天4晚",
    depart_at: now - (returnDaysAgo + 4) * day,
    return_at: now - returnDaysAgo * day,
    signer_name: "吉小梅",
    signer_mobile: mobile,
    status,
  });
  const contracts = await db
    .insert(tourContract)
    .values([contract("HT202610010001", "13976001234", "COMPLETED", 10), contract("HT202610010002", "13976001234", "DRAFT", 10), contract("HT202610010003", "13800000000", "COMPLETED", 10)])
    .returning({ id: tourContract.id });
  [ids.ownContract, ids.draftContract, ids.otherContract] = contracts.map((c) => c.id) as [number, number, number];
  const order = (no: string, memberId: number) => ({
    order_no: no,
    type: "SCENIC",
    enterprise_id: ids.spot,
    member_id: memberId,
    contact_name: "吉小梅",
    contact_phone: "13976001234",
    total_amount: 15_000,
    product_name: "南山文化旅游区 成人票",
    use_date: "2026-11-18",
    start_time: now - 2 * day,
    create_time: now - 3 * day,
  });
  const orders = await db.insert(tradeOrder).values([order("DD20261117000001", member.id), order("DD20261117000002", member.id + 1000)]).returning({ id: tradeOrder.id });
  [ids.ownOrder, ids.otherOrder] = orders.map((o) => o.id) as [number, number];
});
afterAll(() => t.close());

const memberForm = (overrides: Record<string, unknown> = {}) => {
  const { source: _s, respondent_id: _r, ...form } = complaintForm(0, { region_code: undefined, category: "FORCED_SHOPPING", complainant_name: "吉小梅", complainant_mobile: "13976001234" });
  return { ...form, ...overrides };
};

describe("a member links their own contract or order", () => {
  test("the form offers the member's own contracts (not drafts) and orders, nobody else's", async () => {
    const offered = await api("linkable", { token: memberToken });
    expect(offered.code, offered.msg).toBe(1);
    expect(offered.data.contracts.map((c: { no: string }) => c.no)).toEqual(["HT202610010001"]);
    expect(offered.data.contracts[0]).toMatchObject({ title: "海口-文昌-琼海-三亚 5天4晚", date: "2026-11-06" });
    expect(offered.data.orders.map((o: { no: string }) => o.no)).toEqual(["DD20261117000001"]);
    expect((await api("linkable")).code).toBe(303);
  });

  test("a linked contract names its agency as the respondent and gives the contract's end date", async () => {
    const filed = await api("file", { token: memberToken, json: memberForm({ contract_id: ids.ownContract }) });
    expect(filed.code, `${filed.msg} ${JSON.stringify(filed.data)}`).toBe(1);
    const saved = await row(t, filed.data.id);
    expect(saved).toMatchObject({ contract_id: ids.ownContract, order_id: null, respondent_id: ids.agency, respondent_name: "三亚鹿城假期旅行社有限公司", region_code: 460203, contract_end_date: "2026-11-10", status: "RECEIVED" });

    const review = await province.get(`complaint.Complaint/review?id=${filed.data.id}`);
    expect(review.data.contract).toEqual({ id: ids.ownContract, no: "HT202610010001", visible: true });
    expect(review.data.order).toBeNull();
    // A Haikou supervisor does not reach a Sanya case (nor, through it, its contract).
    expect((await haikou.get(`complaint.Complaint/review?id=${filed.data.id}`)).msg).toBe("Record not found");
  });

  test("a linked order names its merchant; a respondent the member chose stays", async () => {
    const filed = await api("file", { token: memberToken, json: memberForm({ order_id: ids.ownOrder }) });
    expect(filed.code, filed.msg).toBe(1);
    expect(await row(t, filed.data.id)).toMatchObject({ order_id: ids.ownOrder, respondent_id: ids.spot, respondent_name: "三亚南山文化旅游区" });
    const review = await province.get(`complaint.Complaint/review?id=${filed.data.id}`);
    expect(review.data.order).toEqual({ id: ids.ownOrder, no: "DD20261117000001", visible: true });

    const chosen = await api("file", { token: memberToken, json: memberForm({ order_id: ids.ownOrder, respondent_id: ids.agency }) });
    expect(await row(t, chosen.data.id)).toMatchObject({ order_id: ids.ownOrder, respondent_id: ids.agency });
  });

  test("someone else's contract or order, a draft and an unknown id answer 'not found' on their field, and nothing is filed", async () => {
    for (const link of [{ contract_id: ids.otherContract }, { contract_id: ids.draftContract }, { contract_id: 999_999 }, { order_id: ids.otherOrder }]) {
      const refused = await api("file", { token: memberToken, json: memberForm(link) });
      const field = Object.keys(link)[0] as string;
      expect(refused.code, JSON.stringify(link)).toBe(0);
      expect(refused.data.fields[field], JSON.stringify(link)).toBe("Record not found");
    }
    expect((await api("file", { token: memberToken, json: memberForm({ contract_id: "1 OR 1=1" }) })).data.fields.contract_id).toBeTruthy();
  });
});

describe("the public page and staff", () => {
  test("the public page cannot link a contract or an order", async () => {
    // Refused before the code is spent, so a wrong request does not cost the complainant a code.
    const refused = await api("submit", { json: { ...memberForm({ contract_id: ids.ownContract, order_id: ids.ownOrder }), code: "000000" } });
    expect(refused.code).toBe(0);
    expect(refused.data.fields).toEqual({ contract_id: "Sign in to the member centre to name one of your contracts", order_id: "Sign in to the member centre to name one of your orders" });
  });

  test("staff link contracts and orders within their jurisdiction; outside it they are 'not found'", async () => {
    const filed = await province.post("complaint.Complaint/register", complaintForm(ids.agency, { contract_id: ids.otherContract, order_id: ids.otherOrder }));
    expect(filed.code, `${filed.msg} ${JSON.stringify(filed.data)}`).toBe(1);
    expect(await row(t, filed.data.id)).toMatchObject({ contract_id: ids.otherContract, order_id: ids.otherOrder, contract_end_date: "2026-11-10" });

    const outside = await haikou.post("complaint.Complaint/register", complaintForm(ids.agency, { region_code: 460106, contract_id: ids.otherContract }));
    expect(outside.code).toBe(0);
    expect(outside.data.fields.contract_id).toBe("Record not found");
  });
});
