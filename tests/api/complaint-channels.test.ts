// Where complaints and opinions come from, through the API: a member files one in the member
// centre (respondent from the registry, evidence), follows it, answers a question, withdraws
// another, and rates the closed one once; anyone proves a mobile number by a code (behind the
// click captcha and its limits), files a complaint with it and follows the case by number and
// code; opinions are submitted, answered, published and listed publicly.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { attachment, complaintOpinion, user } from "@db/schema";
import { solvedCaptcha } from "./support/captcha";
import { smsCode } from "./support/codes";
import { complaintForm, lastSms, registryEnterprise, row, supervisor, trail, type Caller } from "./support/complaint";
import { createMember, sessionFor } from "./support/identity";
import { createTestApp, envelopeOf, type TestApp } from "./support/test-app";

let t: TestApp;
let sanya: Caller;
let stall = 0;
let memberToken = "";
let otherToken = "";

beforeAll(async () => {
  // The click captcha stays on: the public page must pass it.
  t = await createTestApp({ CAPTCHA: "on" });
  sanya = await supervisor(t, 460200);
  stall = await registryEnterprise(t, "三亚沉香文化馆", 460204);
  const member = await createMember(t);
  await t.database.db.update(user).set({ nickname: "吉小梅", mobile: "13976001234" }).where(eq(user.id, member.id));
  memberToken = await sessionFor(t, "user", member.id);
  otherToken = await sessionFor(t, "user", (await createMember(t)).id);
});
afterAll(() => t.close());

const api = (path: string, init: { json?: unknown; token?: string; method?: string } = {}) =>
  t
    .request(`/api/complaint/${path}`, { method: init.method ?? (init.json === undefined ? "GET" : "POST"), json: init.json, headers: { "think-lang": "en", ...(init.token ? { "ba-user-token": init.token } : {}) } })
    .then(envelopeOf);

const memberForm = (overrides: Record<string, unknown> = {}) => {
  const { source: _s, complainant_mobile: _m, ...form } = complaintForm(stall, { region_code: undefined, category: "FORCED_SHOPPING", complainant_name: "吉小梅", description: "导游带团进入沉香馆，封闭门窗要求每人消费满 2000 元方可离开。", ...overrides });
  return { ...form, complainant_mobile: "13976001234" };
};

describe("members", () => {
  let filed: { id: number; complaint_no: string };

  test("a member files a complaint about a registry enterprise with evidence; its area comes from the enterprise; no query code is needed", async () => {
    const url = "/storage/complaint/20261117/b1d5781111d84f7b3fe45a0852e59758cd7a87e5.jpg";
    await t.database.db.insert(attachment).values({ topic: "complaint", user_id: 1, url, name: "购物小票.jpg", size: 1024, mimetype: "image/jpeg", sha1: "b1d5781111d84f7b3fe45a0852e59758cd7a87e5", storage: "local" });
    const result = await api("file", { token: memberToken, json: memberForm({ evidence: [url], source: "HOTLINE_12345" }) });
    expect(result.code, `${result.msg} ${JSON.stringify(result.data)}`).toBe(1);
    expect(result.data.query_code).toBeUndefined();
    filed = result.data;
    const saved = await row(t, filed.id);
    expect(saved).toMatchObject({ source: "PLATFORM_WEB", region_code: 460204, respondent_name: "三亚沉香文化馆", status: "RECEIVED" });
    expect(saved.member_id).toBeGreaterThan(0);
    expect((await trail(t, filed.id)).map((r) => [r.action, r.operator_type, r.operator_name])).toEqual([
      ["receive", "member", "吉小梅"],
      ["evidence", "member", "吉小梅"],
    ]);
    expect((await lastSms(t, "13976001234"))?.content).toContain(filed.complaint_no);
    const bad = await api("file", { token: memberToken, json: memberForm({ description: "太短" }) });
    expect(bad.data.fields.description).toBeTruthy();
  });

  test("the member follows it: list and detail with the running deadline, the timeline in their language; nobody else reaches it", async () => {
    const list = await api("index", { token: memberToken });
    expect(list.data.list.map((r: { complaint_no: string }) => r.complaint_no)).toEqual([filed.complaint_no]);
    expect(list.data.list[0]).toMatchObject({ status: "RECEIVED", status_text: "Received" });
    expect(list.data.list[0].due.label).toBe("Decide on acceptance by");
    const detail = await api(`detail?id=${filed.id}`, { token: memberToken });
    expect(detail.data.timeline.map((r: { action_text: string }) => r.action_text)).toEqual(["Complaint received", "Evidence added"]);
    expect(detail.data.evidence.map((e: { name: string }) => e.name)).toEqual(["购物小票.jpg"]);
    expect(detail.data.can).toEqual({ withdraw: true, answer: true, evidence: true, rate: false });
    expect((await api(`detail?id=${filed.id}`, { token: otherToken })).msg).toBe("Record not found");
    expect((await api("index")).code).toBe(303);
  });

  test("the bureau asks, the member answers; the steps appear as they happen; a closed case is rated once, 1 to 5", async () => {
    await sanya.post("complaint.Complaint/note", { id: filed.id, kind: "ask", text: "请提供导游姓名或团号。" });
    const answered = await api("answer", { token: memberToken, json: { id: filed.id, text: "团号 HN20261110A，导游姓王。" } });
    expect(answered.code, answered.msg).toBe(1);
    for (const [name, body] of [
      ["accept", {}],
      ["notify", {}],
      ["reply", { opinion: "沉香馆承认存在诱导消费" }],
      ["mediate", { opinion: "沉香馆全额退货退款 2000 元。", compensation_amount: "2000" }],
    ] as const) {
      expect((await sanya.post(`complaint.Complaint/${name}`, { id: filed.id, ...body })).code, name).toBe(1);
    }
    expect((await api("rate", { token: memberToken, json: { id: filed.id, satisfaction: 5 } })).code).toBe(0);
    expect((await sanya.post("complaint.Complaint/close", { id: filed.id })).code).toBe(1);
    const detail = await api(`detail?id=${filed.id}`, { token: memberToken });
    expect(detail.data.timeline.map((r: { action: string }) => r.action)).toEqual(["receive", "evidence", "ask", "answer", "accept", "notify", "reply", "mediate", "close"]);
    expect(detail.data.timeline.find((r: { action: string }) => r.action === "ask")).toMatchObject({ by: "bureau", opinion: "请提供导游姓名或团号。" });
    expect(detail.data).toMatchObject({ status: "CLOSED", result: "MEDIATED", compensation_amount: "2000.00", can: { rate: true, answer: false } });
    expect((await api("rate", { token: memberToken, json: { id: filed.id, satisfaction: 6 } })).data.fields.satisfaction).toBeTruthy();
    expect((await api("rate", { token: memberToken, json: { id: filed.id, satisfaction: 4, comment: "处理及时" } })).code).toBe(1);
    expect((await api("rate", { token: memberToken, json: { id: filed.id, satisfaction: 1 } })).code).toBe(0);
    expect(await row(t, filed.id)).toMatchObject({ satisfaction: 4, rate_comment: "处理及时" });
    expect((await api("answer", { token: memberToken, json: { id: filed.id, text: "还有问题" } })).code).toBe(0);
  });

  test("a member withdraws an open complaint, and is told", async () => {
    const other = await api("file", { token: memberToken, json: memberForm() });
    const withdrawn = await api("withdraw", { token: memberToken, json: { id: other.data.id, reason: "已与商家协商解决" } });
    expect(withdrawn.code, withdrawn.msg).toBe(1);
    expect(await row(t, other.data.id)).toMatchObject({ status: "WITHDRAWN", result: "WITHDRAWN" });
    expect((await lastSms(t, "13976001234"))?.template_code).toBe("complaint_withdrawn");
    expect((await api("withdraw", { token: memberToken, json: { id: other.data.id } })).code).toBe(0);
  });
});

describe("the public page", () => {
  const mobile = "13876005678";
  let filed: { id: number; complaint_no: string; query_code: string };

  test("the mobile number is proven by a code sent behind the click captcha, one a minute", async () => {
    expect((await api("sendCode", { json: { mobile } })).msg).toBe("Please complete the click captcha first");
    const wrong = await api("sendCode", { json: { mobile, captchaId: "cap0000000000000000000000000000000", captchaInfo: "1,1;350;200" } });
    expect(wrong.code).toBe(0);
    const sent = await api("sendCode", { json: { mobile, ...(await solvedCaptcha(t)) } });
    expect(sent.code, sent.msg).toBe(1);
    expect((await lastSms(t, mobile))?.template_code).toBe("complaint_verify");
    expect((await api("sendCode", { json: { mobile, ...(await solvedCaptcha(t)) } })).code).toBe(0);
  });

  test("a complaint is filed with the code (once), and followed by its number and code", async () => {
    const code = await smsCode(t, mobile);
    const form = { ...complaintForm(stall, { complainant_name: "李思琪", complainant_mobile: mobile }), source: "HOTLINE_12345" };
    const wrongCode = await api("submit", { json: { ...form, code: "000000" === code ? "111111" : "000000" } });
    expect(wrongCode.data.fields.code).toBeTruthy();
    const result = await api("submit", { json: { ...form, code } });
    expect(result.code, `${result.msg} ${JSON.stringify(result.data)}`).toBe(1);
    filed = result.data;
    expect(filed.query_code).toMatch(/^\d{6}$/);
    expect(await row(t, filed.id)).toMatchObject({ source: "PLATFORM_WEB", member_id: 0, notify_by: "sms" });
    expect((await trail(t, filed.id))[0]).toMatchObject({ operator_type: "public", operator_name: "李思琪" });
    expect((await api("submit", { json: { ...form, code } })).data.fields.code).toBeTruthy();

    const tracked = await api("track", { json: { complaint_no: filed.complaint_no.toLowerCase(), query_code: filed.query_code } });
    expect(tracked.code, tracked.msg).toBe(1);
    expect(tracked.data).toMatchObject({ complaint_no: filed.complaint_no, status: "RECEIVED", complainant_mobile: "138****5678" });
    expect(tracked.data.due.time).toBeGreaterThan(0);
    const wrong = await api("track", { json: { complaint_no: filed.complaint_no, query_code: "999999" === filed.query_code ? "888888" : "999999" } });
    expect(wrong.msg).toBe("The complaint number or the code is wrong");
    expect((await api("track", { json: { complaint_no: "TS202601010001", query_code: filed.query_code } })).msg).toBe("The complaint number or the code is wrong");
  });

  test("by number and code the complainant answers questions and rates the closed case", async () => {
    const proof = { complaint_no: filed.complaint_no, query_code: filed.query_code };
    await sanya.post("complaint.Complaint/note", { id: filed.id, kind: "ask", text: "请说明消费时间。" });
    expect((await api("trackAnswer", { json: { ...proof, text: "11 月 10 日晚 8 点。" } })).code).toBe(1);
    await sanya.post("complaint.Complaint/onSpot", { id: filed.id, opinion: "商家退还差价 300 元。", compensation_amount: "300" });
    expect((await api("trackRate", { json: { ...proof, satisfaction: 3 } })).code).toBe(1);
    const tracked = await api("track", { json: proof });
    expect(tracked.data).toMatchObject({ status: "CLOSED", satisfaction: 3, can: { rate: false } });
    expect(tracked.data.timeline.map((r: { action: string; by: string }) => `${r.action}:${r.by}`)).toEqual(["receive:complainant", "ask:bureau", "answer:complainant", "onSpot:bureau", "rate:complainant"]);
  });

  test("respondents are looked up in the registry by name", async () => {
    const found = await api(`respondents?keyword=${encodeURIComponent("沉香")}`);
    expect(found.data.list.map((r: { name: string }) => r.name)).toContain("三亚沉香文化馆");
    expect((await api("respondents?keyword=x")).code).toBe(0);
  });
});

describe("opinions", () => {
  test("submitted behind the captcha, answered and published by the bureau, listed publicly with the name shortened", async () => {
    const body = { title: "建议增加三亚湾公共停车位", content: "旺季三亚湾沿线停车困难，建议增设临时停车场并公布余位。", name: "王海波", region_code: 460203 };
    expect((await api("opinion", { json: body })).msg).toBe("Please complete the click captcha first");
    const sent = await api("opinion", { json: { ...body, ...(await solvedCaptcha(t)) }, token: memberToken });
    expect(sent.code, sent.msg).toBe(1);
    const [saved] = await t.database.db.select().from(complaintOpinion).where(eq(complaintOpinion.id, sent.data.id));
    expect(saved).toMatchObject({ region_code: 460200, status: "SUBMITTED", is_public: "0" });
    expect(saved?.member_id).toBeGreaterThan(0);
    expect((await api("opinions")).data.list).toEqual([]);

    expect((await sanya.post("complaint.Opinion/publish", { id: sent.data.id })).code).toBe(0);
    expect((await sanya.post("complaint.Opinion/reply", { id: sent.data.id })).data.fields.opinion).toBeTruthy();
    expect((await sanya.post("complaint.Opinion/reply", { id: sent.data.id, opinion: "感谢建议，已转交市交通部门研究，春节前将增设临时停车点。" })).code).toBe(1);
    expect((await sanya.post("complaint.Opinion/publish", { id: sent.data.id })).code).toBe(1);
    const listed = await api("opinions");
    expect(listed.data.list).toEqual([expect.objectContaining({ title: body.title, name: "王*", reply: "感谢建议，已转交市交通部门研究，春节前将增设临时停车点。" })]);
    expect((await sanya.post("complaint.Opinion/unpublish", { id: sent.data.id })).code).toBe(1);
    expect((await api("opinions")).data.total).toBe(0);
  });
});
