// Tour contracts: an agency drafts a contract with its travellers and sends it; unsigned after
// 72 hours it is void on the scheduler's tick; the tourist signs in "My contracts" with a code
// sent to their mobile; it starts and ends with its departure and return times; either party
// cancels with the template's schedule (the arithmetic checked step by step); the PDF is a real
// PDF that carries the contract number; the public check shows nothing personal and is limited
// per address; the supervision rules raise alerts and close them when their cause goes; a Sanya
// supervisor sees only Sanya agencies' contracts.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { admin, auditRecord, contractAlert, contractTemplate, enterprise, guidancePrice, guide, tourCheckin, tourContract, tourGroup, travelAgency, user } from "@db/schema";
import { startSmtpInbox } from "../support/smtp-inbox";
import { cancellation, daysBefore, termination, type ScheduleStep } from "@modules/contract/cancellation";
import { smsCode } from "./support/codes";
import { caller, seededRoleAdmin } from "./support/enterprise";
import { adminLogin, createMember, sessionFor } from "./support/identity";
import { pdfText } from "./support/pdf-text";
import { createTestApp, envelopeOf, type TestApp } from "./support/test-app";

const HOUR = 3600;
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
let provinceToken = "";
let sanyaToken = "";
let haikouToken = "";
let haikouId = 0;
let sanyaId = 0;
let domesticTemplate = 0;
let outboundTemplate = 0;
const MOBILE = "13976012345";
let member: MemberApi;

/** A valid resident ID number. */
function idNumber(birth: string, gender: "1" | "2", serial = 11): string {
  const body = `460106${birth.replace(/-/g, "")}${String(serial).padStart(2, "0")}${gender === "1" ? 1 : 2}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  return body + "10X98765432"[weights.reduce((acc, w, i) => acc + w * Number(body[i]), 0) % 11];
}

const form = (overrides: Record<string, unknown> = {}) => ({
  template_id: domesticTemplate,
  agency_id: haikouId,
  tour_no: "HKQL-20261120-01",
  route_name: "海口-文昌-琼海-三亚 5天4晚",
  depart_place: "海口美兰国际机场",
  return_place: "三亚凤凰国际机场",
  depart_at: now + 10 * DAY,
  return_at: now + 14 * DAY,
  days: 5,
  nights: 4,
  min_group_size: 10,
  adult_count: 2,
  child_count: 0,
  adult_price: "2680.00",
  child_price: "0",
  paid_amount: "5360.00",
  payment_method: "ONLINE",
  shopping_stops: 0,
  signer_name: "王海生",
  signer_id_no: idNumber("1985-03-02", "1"),
  signer_mobile: MOBILE,
  sign_channel: "PC",
  ...overrides,
});

const contractOf = async (id: number) => (await t.database.db.select().from(tourContract).where(eq(tourContract.id, id)))[0];

/** Drafts a contract with its travellers through the agency's console calls. */
async function draft(overrides: Record<string, unknown> = {}, agency = haikouAgency, travellers = 2): Promise<number> {
  const made = await agency.post("contract.Contract/add", form(overrides));
  expect(made.code, made.msg).toBe(1);
  const [row] = await t.database.db.select().from(tourContract).orderBy(tourContract.id).limit(1).offset((await t.database.db.$count(tourContract)) - 1);
  const id = row?.id ?? 0;
  for (let i = 0; i < travellers; i++) {
    const added = await agency.post("contract.Tourist/add", { contract_id: id, name: i === 0 ? "王海生" : "李梅", gender: i === 0 ? "1" : "2", age: 40, id_type: "ID_CARD", id_no: idNumber(i === 0 ? "1985-03-02" : "1987-06-09", i === 0 ? "1" : "2", 11 + i), mobile: MOBILE });
    expect(added.code, added.msg).toBe(1);
  }
  return id;
}

type MemberApi = { id: number; get: (path: string) => Promise<any>; post: (path: string, json?: unknown) => Promise<any>; raw: (path: string) => Promise<Response> };

/** A member with a mobile number, and their calls to the member API. */
async function memberWith(mobile: string): Promise<MemberApi> {
  const made = await createMember(t, { mobile });
  const token = await sessionFor(t, "user", made.id);
  const headers = { "ba-user-token": token, server: "1", "think-lang": "en" };
  return {
    id: made.id,
    get: async (path) => envelopeOf(await t.request(`/api/${path}`, { method: "GET", headers })),
    post: async (path, json = {}) => envelopeOf(await t.request(`/api/${path}`, { method: "POST", json, headers })),
    raw: (path) => t.request(`/api/${path}`, { method: "GET", headers }),
  };
}

let nextMobile = 13976020000;
/** A contract sent and signed by its own signer (codes go once a minute to a number). */
async function signed(overrides: Record<string, unknown> = {}): Promise<number> {
  const mobile = String(nextMobile++);
  const signer = await memberWith(mobile);
  const id = await draft({ signer_mobile: mobile, ...overrides });
  expect((await haikouAgency.post("contract.Contract/send", { id })).code).toBe(1);
  const asked = await signer.post("contract/sendCode", { id });
  expect(asked.code, asked.msg).toBe(1);
  const signedNow = await signer.post("contract/sign", { id, code: await smsCode(t, mobile) });
  expect(signedNow.code, signedNow.msg).toBe(1);
  return id;
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
  const templates = await db.select().from(contractTemplate);
  domesticTemplate = templates.find((r) => r.code === "DOMESTIC_GROUP")?.id ?? 0;
  outboundTemplate = templates.find((r) => r.code === "OUTBOUND_GROUP")?.id ?? 0;

  provinceToken = (await seededRoleAdmin(t, 2)).token;
  province = caller(t, provinceToken);
  const bound = await seededRoleAdmin(t, 2);
  sanyaToken = bound.token;
  await db.update(admin).set({ region_code: 460200 }).where(eq(admin.id, bound.id));
  t.app.services.adminAccess.invalidate(bound.id);
  sanya = caller(t, bound.token);
  haikouToken = (await seededRoleAdmin(t, 4, haikouId)).token;
  haikouAgency = caller(t, haikouToken);
  sanyaAgency = caller(t, (await seededRoleAdmin(t, 4, sanyaId)).token);

  member = await memberWith(MOBILE);
});
afterAll(() => t.close());

describe("the cancellation arithmetic of the model contracts", () => {
  const domestic: ScheduleStep[] = [
    { party: "TOURIST", days_from: 4, days_to: 6, rate: 20 },
    { party: "TOURIST", days_from: 1, days_to: 3, rate: 40 },
    { party: "TOURIST", days_from: 0, days_to: 0, rate: 60 },
    { party: "AGENCY", days_from: 4, days_to: 6, rate: 10 },
    { party: "AGENCY", days_from: 1, days_to: 3, rate: 15 },
    { party: "AGENCY", days_from: 0, days_to: 0, rate: 20 },
  ];
  test("days before departure count whole calendar days", () => {
    expect(daysBefore("2026-11-20", "2026-11-16")).toBe(4);
    expect(daysBefore("2026-11-20", "2026-11-20")).toBe(0);
    expect(daysBefore("2026-11-20", "2026-11-21")).toBe(-1);
  });
  test("the tourist bears 0 / 20 / 40 / 60 % of the total, never more than was paid", () => {
    expect(cancellation(domestic, "TOURIST", 7, 536_000, 536_000)).toEqual({ rate: 0, deduction: 0, penalty: 0, refund: 536_000 });
    expect(cancellation(domestic, "TOURIST", 6, 536_000, 536_000)).toEqual({ rate: 20, deduction: 107_200, penalty: 0, refund: 428_800 });
    expect(cancellation(domestic, "TOURIST", 4, 536_000, 536_000).rate).toBe(20);
    expect(cancellation(domestic, "TOURIST", 3, 536_000, 536_000)).toEqual({ rate: 40, deduction: 214_400, penalty: 0, refund: 321_600 });
    expect(cancellation(domestic, "TOURIST", 0, 536_000, 536_000)).toEqual({ rate: 60, deduction: 321_600, penalty: 0, refund: 214_400 });
    expect(cancellation(domestic, "TOURIST", 0, 536_000, 100_000)).toEqual({ rate: 60, deduction: 100_000, penalty: 0, refund: 0 });
  });
  test("the agency refunds everything and pays 10 / 15 / 20 %", () => {
    expect(cancellation(domestic, "AGENCY", 10, 536_000, 536_000)).toEqual({ rate: 0, deduction: 0, penalty: 0, refund: 536_000 });
    expect(cancellation(domestic, "AGENCY", 5, 536_000, 536_000)).toEqual({ rate: 10, deduction: 0, penalty: 53_600, refund: 589_600 });
    expect(cancellation(domestic, "AGENCY", 2, 536_000, 200_000)).toEqual({ rate: 15, deduction: 0, penalty: 80_400, refund: 280_400 });
    expect(cancellation(domestic, "AGENCY", 0, 536_000, 536_000).penalty).toBe(107_200);
  });
  test("ended on the trip: fee × r0 + (fee − fee × r0) ÷ days × days used", () => {
    // 5 days, ended on day 2: 60 % + 40 % × 2/5 = 76 %.
    expect(termination(domestic, 5, 2, 500_000, 500_000)).toEqual({ rate: 60, deduction: 380_000, penalty: 0, refund: 120_000 });
  });
});

describe("drafting and sending", () => {
  test("a draft is numbered HT + day + sequence, takes its agency's area and licence, totals its price", async () => {
    const id = await draft();
    const row = await contractOf(id);
    expect(row?.contract_no).toBe("HT202611160001");
    expect(row?.check_code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(row).toMatchObject({ status: "DRAFT", region_code: 460106, agency_license_no: "L-HAN-00231", total_amount: 536_000, version: 1 });
    const second = await draft();
    expect((await contractOf(second))?.contract_no).toBe("HT202611160002");
  });

  test("an agency drafts only for itself; outbound contracts need the outbound scope; the return follows the departure", async () => {
    const other = await haikouAgency.post("contract.Contract/add", form({ agency_id: sanyaId }));
    expect(other.code).toBe(1);
    const [latest] = await t.database.db.select().from(tourContract).where(eq(tourContract.route_name, "海口-文昌-琼海-三亚 5天4晚")).orderBy(tourContract.id);
    expect(latest?.agency_id).toBe(haikouId);
    // The agency's console form does not ask for the agency at all: the draft is its own.
    const { agency_id: _agency, ...unnamed } = form({ route_name: "海口-万宁 3天2晚" });
    const own = await haikouAgency.post("contract.Contract/add", unnamed);
    expect(own.code, own.msg).toBe(1);
    const [ownRow] = await t.database.db.select().from(tourContract).where(eq(tourContract.route_name, "海口-万宁 3天2晚"));
    expect(ownRow?.agency_id).toBe(haikouId);
    const outbound = await haikouAgency.post("contract.Contract/add", form({ template_id: outboundTemplate, route_name: "三亚-曼谷-芭提雅 6天5晚" }));
    expect(outbound.data.fields.template_id).toBe("The agency has no outbound business scope");
    expect((await sanyaAgency.post("contract.Contract/add", form({ agency_id: sanyaId, template_id: outboundTemplate, route_name: "三亚-曼谷-芭提雅 6天5晚" }))).code).toBe(1);
    const backwards = await haikouAgency.post("contract.Contract/add", form({ return_at: now + 9 * DAY }));
    expect(backwards.data.fields.return_at).toBe("The return cannot be before the departure");
    const badId = await haikouAgency.post("contract.Tourist/add", { contract_id: 1, name: "王海生", gender: "1", age: 40, id_type: "ID_CARD", id_no: "460106198503021110" });
    expect(badId.data.fields.id_no).toBe("Not a valid resident ID number");
  });

  test("sending needs the whole traveller list; a sent contract no longer changes", async () => {
    const id = await draft({}, haikouAgency, 1);
    const short = await haikouAgency.post("contract.Contract/send", { id });
    expect(short.msg).toBe("The traveller list does not match the number of travellers");
    await haikouAgency.post("contract.Tourist/add", { contract_id: id, name: "李梅", gender: "2", age: 38, id_type: "ID_CARD", id_no: idNumber("1987-06-09", "2", 12) });
    expect((await haikouAgency.post("contract.Contract/send", { id })).code).toBe(1);
    const row = await contractOf(id);
    expect(row).toMatchObject({ status: "PENDING_SIGN", sent_time: now, sign_due_time: now + 72 * HOUR });
    const edit = await haikouAgency.post("contract.Contract/edit", { id, route_name: "三亚一日游 南山+天涯海角" });
    expect(edit.msg).toBe("The contract has been sent and cannot change; withdraw it and make a new one");
    expect((await haikouAgency.post("contract.Tourist/add", { contract_id: id, name: "王小明", gender: "1", age: 9, id_type: "ID_CARD" })).msg).toBe("The contract has been sent; its traveller list cannot change");
    expect((await haikouAgency.post("contract.Contract/send", { id })).msg).toMatch(/Not possible|not possible/);
    expect((await province.post("contract.Contract/send", { id })).code).not.toBe(1);
  });

  test("unsigned 72 hours after sending, the contract is void on the tick (the system's move in the trail)", async () => {
    const id = await draft();
    await haikouAgency.post("contract.Contract/send", { id });
    const start = now;
    try {
      now = start + 71 * HOUR;
      await t.app.scheduler.tick();
      expect((await contractOf(id))?.status).toBe("PENDING_SIGN");
      now = start + 72 * HOUR + 60;
      await t.app.scheduler.tick();
      expect((await contractOf(id))?.status).toBe("VOID");
      const trail = await t.database.db.select().from(auditRecord).where(and(eq(auditRecord.entity_type, "tour_contract"), eq(auditRecord.entity_id, id)));
      expect(trail.map((r) => [r.action, r.operator_type])).toEqual([
        ["send", "admin"],
        ["expire", "system"],
      ]);
    } finally {
      now = start;
    }
  });

  test("the agency withdraws a contract awaiting the signature", async () => {
    const id = await draft();
    await haikouAgency.post("contract.Contract/send", { id });
    expect((await haikouAgency.post("contract.Contract/revoke", { id })).code).toBe(1);
    expect((await contractOf(id))?.status).toBe("VOID");
  });
});

describe("the tourist signs in the member centre; the trip runs on the clock", () => {
  let id = 0;
  test("My contracts lists the contracts naming the member's mobile (not drafts); the contract reads as it will be signed, personal data masked", async () => {
    id = await draft();
    expect((await member.get("contract/mine")).data.list.some((r: { id: number }) => r.id === id)).toBe(false);
    await haikouAgency.post("contract.Contract/send", { id });
    const mine = await member.get("contract/mine");
    expect(mine.data.list.find((r: { id: number }) => r.id === id)).toMatchObject({ status: "PENDING_SIGN", status_text: "Awaiting signature", route_name: "海口-文昌-琼海-三亚 5天4晚" });
    const detail = await member.get(`contract/detail?id=${id}`);
    expect(detail.data).toMatchObject({ can_sign: true, signer_mobile: "139****2345", check_code: "" });
    expect(detail.data.signer_id_no).toMatch(/^460106\*+\d{4}$|\*/);
    expect(detail.data.tourists).toHaveLength(2);
    expect(JSON.stringify(detail.data)).not.toContain(idNumber("1987-06-09", "2", 12));
    expect(detail.data.schedule.length).toBe(6);
    const stranger = await createMember(t, { mobile: "13976099999" });
    const strangerToken = await sessionFor(t, "user", stranger.id);
    const peek = await envelopeOf(await t.request(`/api/contract/detail?id=${id}`, { headers: { "ba-user-token": strangerToken, server: "1", "think-lang": "en" } }));
    expect(peek.code).not.toBe(1);
    expect((await member.get("contract/detail?id=abc")).code).toBe(0);
  });

  test("signing needs the code sent to the signer's mobile; a wrong code is refused", async () => {
    expect((await member.post("contract/sign", { id, code: "000000" })).code).toBe(0);
    expect((await member.post("contract/sendCode", { id })).code).toBe(1);
    const code = await smsCode(t, MOBILE);
    const wrong = await member.post("contract/sign", { id, code: code === "123456" ? "654321" : "123456" });
    expect(wrong.code).toBe(0);
    expect((await contractOf(id))?.status).toBe("PENDING_SIGN");
    const ok = await member.post("contract/sign", { id, code });
    expect(ok.code, ok.msg).toBe(1);
    const row = await contractOf(id);
    expect(row).toMatchObject({ status: "SIGNED", signed_time: now, sign_due_time: null });
    expect((await member.post("contract/sign", { id, code })).msg).toBe("This contract cannot be signed now");
  });

  test("the signing code can go to the member's own e-mail instead, delivered by a real SMTP server", async () => {
    const inbox = await startSmtpInbox();
    try {
      const superAdmin = caller(t, (await adminLogin(t)).token);
      const saved = await superAdmin.post("routine.Config/edit", { smtp_server: "127.0.0.1", smtp_port: inbox.port, smtp_user: "", smtp_verification: "none", smtp_sender_mail: "noreply@hainan-tourism.example" });
      expect(saved.code, saved.msg).toBe(1);
      const mobile = String(nextMobile++);
      const signer = await memberWith(mobile);
      await t.database.db.update(user).set({ email: "wang.haisheng@example.com" }).where(eq(user.id, signer.id));
      const id = await draft({ signer_mobile: mobile });
      expect((await haikouAgency.post("contract.Contract/send", { id })).code).toBe(1);
      expect((await signer.get(`contract/detail?id=${id}`)).data.account_email).toBe("w***@example.com");

      const since = inbox.messages.length;
      const asked = await signer.post("contract/sendCode", { id, via: "email" });
      expect([asked.code, asked.msg]).toEqual([1, "The signing code has been sent to your e-mail"]);
      const code = await inbox.codeFor("wang.haisheng@example.com", { since });
      expect(code).toMatch(/^\d{6}$/);
      // The code belongs to the e-mail it was sent to: offered as the mobile's, it is refused.
      expect((await signer.post("contract/sign", { id, code, via: "mobile" })).code).toBe(0);
      expect((await contractOf(id))?.status).toBe("PENDING_SIGN");
      const ok = await signer.post("contract/sign", { id, code, via: "email" });
      expect(ok.code, ok.msg).toBe(1);
      expect((await contractOf(id))?.status).toBe("SIGNED");

      // Without an e-mail in the profile there is nowhere to send it; an unknown channel is refused.
      const other = String(nextMobile++);
      const plain = await memberWith(other);
      const second = await draft({ signer_mobile: other });
      expect((await haikouAgency.post("contract.Contract/send", { id: second })).code).toBe(1);
      expect((await plain.get(`contract/detail?id=${second}`)).data.account_email).toBe("");
      expect((await plain.post("contract/sendCode", { id: second, via: "email" })).msg).toBe("Add an e-mail address to your profile first");
      expect((await plain.post("contract/sendCode", { id: second, via: "fax" })).code).toBe(0);
    } finally {
      await inbox.close();
    }
  });

  test("the PDF is a real PDF carrying the contract number, for the tourist, the agency and the supervisor", async () => {
    const row = await contractOf(id);
    const response = await member.raw(`contract/pdf?id=${id}`);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toContain(`${row?.contract_no}.pdf`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getSubject()).toBe(row?.contract_no);
    const text = await pdfText(bytes);
    expect(text).toContain(String(row?.contract_no));
    expect(text).toContain(String(row?.check_code));
    expect(text).toContain("团队境内旅游合同");
    expect(text).toContain("海口骑楼旅行社有限公司");
    expect(text).not.toContain(MOBILE);
    for (const token of [haikouToken, provinceToken]) {
      const answer = await t.request(`/admin/contract.Contract/pdf?id=${id}`, { headers: { batoken: token, server: "1" } });
      expect(answer.headers.get("content-type")).toBe("application/pdf");
    }
    // Outside the Sanya supervisor's area: not found.
    const outside = await t.request(`/admin/contract.Contract/pdf?id=${id}`, { headers: { batoken: sanyaToken, server: "1", "think-lang": "en" } });
    expect((await envelopeOf(outside)).code).toBe(0);
  });

  test("departure and return move the contract on the tick; a trip without a guide raises an alert that clears itself", async () => {
    const start = now;
    const row = await contractOf(id);
    try {
      now = Number(row?.depart_at) + 60;
      await t.app.scheduler.tick();
      expect((await contractOf(id))?.status).toBe("IN_PROGRESS");
      const [alert] = await t.database.db.select().from(contractAlert).where(and(eq(contractAlert.contract_id, id), eq(contractAlert.rule_code, "NO_GUIDE")));
      expect(alert).toMatchObject({ status: "OPEN", level: "WARN", region_code: 460106 });
      now = Number(row?.return_at) + 60;
      await t.app.scheduler.tick();
      expect((await contractOf(id))?.status).toBe("COMPLETED");
      const [cleared] = await t.database.db.select().from(contractAlert).where(eq(contractAlert.id, alert?.id ?? 0));
      expect(cleared).toMatchObject({ status: "RESOLVED", closed_time: now });
    } finally {
      now = start;
    }
  });
});

describe("cancellation by either party, by the template's schedule", () => {
  test("the tourist cancels 5 days before departure: 20 % is kept", async () => {
    const id = await signed({ depart_at: now + 5 * DAY, return_at: now + 9 * DAY });
    const refused = await haikouAgency.post("contract.Contract/touristCancel", { id });
    expect(refused.code).toBe(0);
    expect((await haikouAgency.post("contract.Contract/touristCancel", { id, opinion: "旅游者因病申请解除" })).code).toBe(1);
    expect(await contractOf(id)).toMatchObject({ status: "CANCELLED_BY_TOURIST", deduction_amount: 107_200, refund_amount: 428_800, penalty_amount: 0, cancel_time: now });
  });

  test("the agency cancels 2 days before departure: full refund plus 15 %", async () => {
    const id = await signed({ depart_at: now + 2 * DAY, return_at: now + 6 * DAY, paid_amount: "2000.00" });
    expect((await haikouAgency.post("contract.Contract/agencyCancel", { id, opinion: "未达到最低成团人数" })).code).toBe(1);
    expect(await contractOf(id)).toMatchObject({ status: "CANCELLED_BY_AGENCY", penalty_amount: 80_400, refund_amount: 280_400 });
  });

  test("a cancellation more than 7 days ahead costs nothing; a terminated trip is counted pro rata", async () => {
    const early = await signed({ depart_at: now + 12 * DAY, return_at: now + 16 * DAY });
    await haikouAgency.post("contract.Contract/touristCancel", { id: early, opinion: "行程变更" });
    expect(await contractOf(early)).toMatchObject({ deduction_amount: 0, refund_amount: 536_000 });
    const trip = await signed({ depart_at: now + 1 * DAY, return_at: now + 5 * DAY });
    const start = now;
    try {
      now = start + 2 * DAY;
      await t.app.scheduler.tick();
      expect((await contractOf(trip))?.status).toBe("IN_PROGRESS");
      expect((await haikouAgency.post("contract.Contract/terminate", { id: trip, opinion: "旅游者突发疾病返程" })).code).toBe(1);
      // Day 2 of 5: 60 % + 40 % × 2 / 5 = 76 % of 5,360 yuan.
      expect(await contractOf(trip)).toMatchObject({ status: "TERMINATED", deduction_amount: 407_360, refund_amount: 128_640 });
    } finally {
      now = start;
    }
  });
});

describe("the public contract check", () => {
  test("number and check code show the state, agency, route and dates — nothing personal", async () => {
    const id = await signed();
    const row = await contractOf(id);
    const check = await envelopeOf(await t.request(`/api/contract/check?contract_no=${row?.contract_no}&check_code=${row?.check_code.toLowerCase()}`, { headers: { "think-lang": "en" } }));
    expect(check.data).toMatchObject({ found: true, status: "SIGNED", status_text: "Signed", agency: "海口骑楼旅行社有限公司", route_name: "海口-文昌-琼海-三亚 5天4晚", travellers: 2, depart_date: "2026-11-26" });
    const text = JSON.stringify(check.data);
    for (const secret of ["王海生", "李梅", String(row?.signer_mobile), String(row?.signer_id_no), "signer", "mobile", "id_no", "tourists"]) expect(text).not.toContain(secret);
    const wrong = await envelopeOf(await t.request(`/api/contract/check?contract_no=${row?.contract_no}&check_code=ABCDEFGH`));
    expect(wrong.data).toEqual({ found: false });
    for (const bad of ["contract_no=1%20OR%201&check_code=x", "contract_no=HT2026&check_code=ABCDEFGH", "", "contract_no[]=1"]) {
      const answer = await t.request(`/api/contract/check?${bad}`, { headers: { "think-lang": "en" } });
      expect(answer.status).toBeLessThan(500);
      expect((await envelopeOf(answer)).code).toBe(0);
    }
  });

  test("drafts are not found; the check is limited per network address", async () => {
    const id = await draft();
    const row = await contractOf(id);
    expect((await envelopeOf(await t.request(`/api/contract/check?contract_no=${row?.contract_no}&check_code=${row?.check_code}`))).data).toEqual({ found: false });
    const limited = await createTestApp({ VERIFY_RATE_LIMIT: "2" });
    try {
      const ask = async () => envelopeOf(await limited.request("/api/contract/check?contract_no=HT202611160001&check_code=ABCDEFGH", { headers: { "think-lang": "en" } }));
      expect((await ask()).code).toBe(1);
      expect((await ask()).code).toBe(1);
      expect((await ask()).msg).toMatch(/Too many attempts/);
    } finally {
      limited.close();
    }
  });
});

describe("user contract supervision and jurisdiction", () => {
  test("departed unsigned and a price below 70 % of the guidance price raise alerts; a supervisor confirms one", async () => {
    await t.database.db.insert(guidancePrice).values({ route_name: "三亚一日游 南山+天涯海角", days: 1, price: 48_000, valid_from: "2026-01-01", valid_to: "2026-12-31" });
    const cheap = await draft({ route_name: "三亚一日游 南山+天涯海角", days: 1, nights: 0, depart_at: now + 2 * DAY, return_at: now + 2 * DAY + 9 * HOUR, adult_price: "299.00", paid_amount: "598.00" });
    await haikouAgency.post("contract.Contract/send", { id: cheap });
    const alerts = async (id: number) => (await t.database.db.select().from(contractAlert).where(eq(contractAlert.contract_id, id))).map((a) => [a.rule_code, a.status]);
    expect(await alerts(cheap)).toEqual([["LOW_PRICE", "OPEN"]]);
    const start = now;
    try {
      now = start + 2 * DAY + 60;
      await t.app.scheduler.tick();
      expect((await alerts(cheap)).sort()).toEqual([
        ["DEPARTED_UNSIGNED", "OPEN"],
        ["LOW_PRICE", "OPEN"],
      ]);
    } finally {
      now = start;
    }
    const [departed] = await t.database.db.select().from(contractAlert).where(and(eq(contractAlert.contract_id, cheap), eq(contractAlert.rule_code, "DEPARTED_UNSIGNED")));
    const list = await province.get("contract.Alert/index?counts=1");
    expect(list.data.list.some((r: { id: number }) => r.id === departed?.id)).toBe(true);
    expect((await province.post("contract.Alert/confirm", { id: departed?.id })).code).toBe(0);
    expect((await province.post("contract.Alert/confirm", { id: departed?.id, opinion: "已责令旅行社补签合同" })).code).toBe(1);
    expect((await haikouAgency.post("contract.Alert/confirm", { id: departed?.id, opinion: "x" })).code).not.toBe(1);
    // A confirmed alert stays confirmed when its cause goes (the contract is withdrawn).
    await haikouAgency.post("contract.Contract/revoke", { id: cheap });
    const after = await alerts(cheap);
    expect(after.sort()).toEqual([
      ["DEPARTED_UNSIGNED", "CONFIRMED"],
      ["LOW_PRICE", "RESOLVED"],
    ]);
  });

  test("a guide card not valid, outbound without the scope, shopping beyond the contract and one ID number in overlapping trips raise alerts that clear with their cause", async () => {
    const db = t.database.db;
    const open = async (id: number) =>
      (await db.select().from(contractAlert).where(eq(contractAlert.contract_id, id)))
        .filter((a) => a.status === "OPEN")
        .map((a) => a.rule_code)
        .sort();
    const tick = () => t.app.scheduler.tick();

    // The guide named by a signed contract has a suspended card; reinstated, the alert goes.
    const trip = await signed({ depart_at: now + 40 * DAY, return_at: now + 44 * DAY });
    const [named] = await db.insert(guide).values({ name: "符海燕", card_no: "D-4601-000881", region_code: 460106, card_status: "SUSPENDED", card_expire_date: "2029-05-31" }).returning({ id: guide.id });
    await db.update(tourContract).set({ guide_id: named?.id }).where(eq(tourContract.id, trip));
    await tick();
    expect(await open(trip)).toEqual(["GUIDE_CARD_INVALID"]);
    await db.update(guide).set({ card_status: "VALID" }).where(eq(guide.id, named?.id ?? 0));
    await tick();
    expect(await open(trip)).toEqual([]);

    // On the trip, its group checks in at a shopping place the contract does not list.
    await db.update(tourContract).set({ status: "IN_PROGRESS" }).where(eq(tourContract.id, trip));
    const [shop] = await db.insert(enterprise).values({ category_id: 25000, name: "海口某珠宝购物中心", region_code: 460106, audit_status: "APPROVED" }).returning({ id: enterprise.id });
    const [group] = await db
      .insert(tourGroup)
      .values({ tour_no: "HN261116-901", contract_ids: String(trip), agency_id: haikouId, region_code: 460106, route_name: "海口-文昌-琼海-三亚 5天4晚", start_at: now - DAY, end_at: now + 3 * DAY, status: "ON_ROAD" })
      .returning({ id: tourGroup.id });
    await db.insert(tourCheckin).values({ group_id: group?.id ?? 0, agency_id: haikouId, region_code: 460106, enterprise_id: shop?.id ?? 0, checkin_at: now - 3600 });
    await tick();
    expect(await open(trip)).toEqual(["EXTRA_SHOPPING"]);
    await db.update(tourContract).set({ shopping_stops: 1, shopping_list: "海口某珠宝购物中心" }).where(eq(tourContract.id, trip));
    await tick();
    expect(await open(trip)).toEqual([]);

    // An outbound contract, then the agency loses its outbound scope; given back, the alert goes.
    const abroad = await draft({ agency_id: sanyaId, template_id: outboundTemplate, route_name: "三亚-曼谷-芭提雅 6天5晚", days: 6, nights: 5, depart_at: now + 80 * DAY, return_at: now + 85 * DAY }, sanyaAgency);
    expect((await sanyaAgency.post("contract.Contract/send", { id: abroad })).code).toBe(1);
    expect(await open(abroad)).toEqual([]);
    try {
      await db.update(travelAgency).set({ scopes: "DOMESTIC,INBOUND" }).where(eq(travelAgency.enterprise_id, sanyaId));
      await tick();
      expect(await open(abroad)).toEqual(["OUTBOUND_SCOPE"]);
    } finally {
      await db.update(travelAgency).set({ scopes: "DOMESTIC,INBOUND,OUTBOUND" }).where(eq(travelAgency.enterprise_id, sanyaId));
    }
    await tick();
    expect(await open(abroad)).toEqual([]);

    // The same travellers (same ID numbers) in two contracts whose trips overlap: both are flagged;
    // one withdrawn, the other clears too.
    const first = await draft({ depart_at: now + 60 * DAY, return_at: now + 64 * DAY });
    const second = await draft({ depart_at: now + 62 * DAY, return_at: now + 66 * DAY });
    const apart = await draft({ depart_at: now + 70 * DAY, return_at: now + 74 * DAY });
    for (const id of [first, second, apart]) expect((await haikouAgency.post("contract.Contract/send", { id })).code).toBe(1);
    await tick();
    expect([await open(first), await open(second), await open(apart)]).toEqual([["DUPLICATE_ID"], ["DUPLICATE_ID"], []]);
    expect((await haikouAgency.post("contract.Contract/revoke", { id: second })).code).toBe(1);
    await tick();
    expect([await open(first), await open(second)]).toEqual([[], []]);
  });

  test("a Sanya supervisor sees only Sanya agencies' contracts, travellers and alerts", async () => {
    const sanyaContract = await draft({ agency_id: sanyaId, route_name: "蜈支洲岛潜水一日游", days: 1, nights: 0, depart_at: now + 3 * DAY, return_at: now + 3 * DAY + 8 * HOUR }, sanyaAgency);
    const haikouContract = await draft();
    const list = await sanya.get("contract.Contract/index?limit=100");
    const ids = list.data.list.map((r: { id: number }) => r.id);
    expect(ids).toContain(sanyaContract);
    expect(ids).not.toContain(haikouContract);
    expect(list.data.list.every((r: { region_code: number }) => String(r.region_code).startsWith("4602"))).toBe(true);
    const peek = await sanya.get(`contract.Contract/edit?id=${haikouContract}`);
    expect(peek.code).not.toBe(1);
    const tourists = await sanya.get("contract.Tourist/index?limit=100");
    expect(tourists.data.list.every((r: { region_code: number }) => String(r.region_code).startsWith("4602"))).toBe(true);
    expect(tourists.data.list.every((r: { id_no: string }) => !r.id_no || r.id_no.includes("*"))).toBe(true);
    const alerts = await sanya.get("contract.Alert/index?limit=100");
    expect(alerts.data.list.every((r: { region_code: number }) => String(r.region_code).startsWith("4602"))).toBe(true);
    const agencyView = await sanyaAgency.get("contract.Contract/index?limit=100");
    expect(agencyView.data.list.every((r: { agency_id: number }) => r.agency_id === sanyaId)).toBe(true);
    const all = await province.get("contract.Contract/index?limit=100");
    expect(all.data.list.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([sanyaContract, haikouContract]));
    expect(all.data.list.every((r: { signer_mobile: string }) => String(r.signer_mobile ?? "").includes("*") || !r.signer_mobile)).toBe(true);
  });

  test("ids are whole numbers or refused", async () => {
    for (const bad of ["abc", "1.5", "-1", "1e3"]) {
      const answer = await t.request(`/admin/contract.Contract/pdf?id=${bad}`, { headers: { batoken: provinceToken, server: "1" } });
      expect(answer.status).toBeLessThan(500);
      expect((await envelopeOf(answer)).code).toBe(0);
    }
  });
});

