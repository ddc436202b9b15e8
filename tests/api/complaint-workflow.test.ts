// Complaints as the bureau handles them (旅游投诉处理办法), through the API with a controllable
// clock: every move and what it records, each statutory time limit counted through the work
// calendar (a complaint received the day before National Day), the moves the server makes
// itself when a limit passes, refusal grounds, the 90-day rule, transfer to another bureau (the
// copy in that bureau's queue only), jurisdiction, append-only evidence, provincial supervision,
// and the messages the complainant receives — by SMS (the SMS log) and by e-mail through a real
// SMTP server.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { attachment, complaint, securityDataRecycle } from "@db/schema";
import { startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox";
import { subjectOf } from "../support/mail-text";
import { caller } from "./support/enterprise";
import { adminLogin, createAdmin, sessionFor } from "./support/identity";
import { complaintForm, DAY, lastSms, messages, registryEnterprise, row, shanghai, shanghaiTime, supervisor, trail, type Caller } from "./support/complaint";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let inbox: SmtpInbox;
let now = shanghai("2026-11-16T10:00:00");
const clock = { now: () => now };
let province: Caller;
let sanya: Caller;
let haikou: Caller;
let stall = 0;
let hotel = 0;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  inbox = await startSmtpInbox();
  const superAdmin = caller(t, (await adminLogin(t)).token);
  const saved = await superAdmin.post("routine.Config/edit", { smtp_server: "127.0.0.1", smtp_port: inbox.port, smtp_user: "", smtp_verification: "none", smtp_sender_mail: "noreply@hainan-tourism.example" });
  expect(saved.code, saved.msg).toBe(1);
  province = await supervisor(t);
  sanya = await supervisor(t, 460200);
  haikou = await supervisor(t, 460100);
  stall = await registryEnterprise(t, "三亚鹿城海鲜排档", 460203);
  hotel = await registryEnterprise(t, "海口骑楼大酒店", 460106);
});
afterAll(async () => {
  await inbox.close();
  t.close();
});

async function register(by: Caller, overrides: Record<string, unknown> = {}) {
  const filed = await by.post("complaint.Complaint/register", complaintForm(stall, overrides));
  expect(filed.code, `${filed.msg} ${JSON.stringify(filed.data)}`).toBe(1);
  return filed.data as { id: number; complaint_no: string; status: string; query_code: string };
}

const move = (by: Caller, name: string, body: Record<string, unknown>) => by.post(`complaint.Complaint/${name}`, body);

async function moved(by: Caller, name: string, body: Record<string, unknown>) {
  const result = await move(by, name, body);
  expect(result.code, `${name}: ${result.msg} ${JSON.stringify(result.data)}`).toBe(1);
  return result;
}

describe("intake", () => {
  test("a 12345 transfer is numbered TS + date + sequence, waits 5 working days for a decision, and the complainant gets the number, code and deadline by SMS", async () => {
    now = shanghai("2026-11-16T10:00:00");
    const first = await register(province);
    const second = await register(province);
    expect(first.complaint_no).toBe("TS202611160001");
    expect(second.complaint_no).toBe("TS202611160002");
    expect(first.query_code).toMatch(/^\d{6}$/);
    const filed = await row(t, first.id);
    expect(filed).toMatchObject({ status: "RECEIVED", source: "HOTLINE_12345", respondent_name: "三亚鹿城海鲜排档", claim_amount: 86_000, region_code: 460203 });
    // Monday + 5 working days = next Monday.
    expect(shanghaiTime(filed.accept_due_time ?? 0)).toBe("2026-11-23 10:00");
    expect((await trail(t, first.id)).map((r) => [r.action, r.to_status, r.operator_type])).toEqual([["receive", "RECEIVED", "admin"]]);
    const sms = await lastSms(t, filed.complainant_mobile);
    expect(sms?.template_code).toBe("complaint_received_code");
    expect(sms?.content).toContain("TS202611160001");
    expect(sms?.content).toContain("2026-11-23");
    expect(sms?.content).toContain(first.query_code);
    expect(sms?.content).toContain("三亚市旅游和文化广电体育局");
    expect((await messages(t, first.id)).map((m) => [m.channel, m.event, m.status])).toEqual([["sms", "received", "sent"]]);
  });

  test("a complaint received the day before National Day is due 5 working days after the holiday (and the swapped Saturday)", async () => {
    now = shanghai("2026-09-30T16:30:00");
    const filed = await row(t, (await register(province)).id);
    // Oct 1-7 off; Oct 8, 9, 10 (a Saturday worked in exchange), 12, 13.
    expect(shanghaiTime(filed.accept_due_time ?? 0)).toBe("2026-10-13 16:30");
    now = shanghai("2026-11-16T10:00:00");
  });

  test("four or more complainants name 1-3 representatives; a respondent is chosen or named; messages need an address", async () => {
    const group = await province.post("complaint.Complaint/register", complaintForm(stall, { complainant_count: 6 }));
    expect(group.code).toBe(0);
    expect(group.data.fields.representatives).toBeTruthy();
    const named = await register(province, { complainant_count: 6, representatives: ["王海燕", "陈志强"] });
    expect((await row(t, named.id)).representatives).toBe("王海燕,陈志强");
    const nobody = await province.post("complaint.Complaint/register", complaintForm(stall, { respondent_type: "OTHER", respondent_id: undefined, respondent_name: "" }));
    expect(nobody.data.fields.respondent_name).toBeTruthy();
    const byMail = await province.post("complaint.Complaint/register", complaintForm(stall, { notify_by: "email" }));
    expect(byMail.data.fields.complainant_email).toBeTruthy();
    const unlicensed = await register(province, { respondent_type: "OTHER", respondent_id: undefined, respondent_name: "无证“一日游”黑车司机（琼B·7X2**）", category: "ILLEGAL_OPERATION" });
    expect((await row(t, unlicensed.id)).respondent_id).toBeNull();
  });
});

describe("the 90-day rule", () => {
  test("a complaint made more than 90 days after the contract ended is refused on that ground at once, and the complainant is told", async () => {
    now = shanghai("2026-11-16T10:00:00");
    const late = await register(province, { contract_end_date: "2026-08-17" });
    const refused = await row(t, late.id);
    expect(refused).toMatchObject({ status: "REFUSED", refuse_ground: "OVER_90_DAYS", result: "REFUSED" });
    expect((await trail(t, late.id)).map((r) => [r.action, r.operator_type])).toEqual([
      ["receive", "admin"],
      ["refuseLate", "system"],
    ]);
    const sent = await messages(t, late.id);
    expect(sent.map((m) => m.event)).toEqual(["received", "refused"]);
    expect(sent[1]?.content).toContain("超过旅游合同结束之日 90 天");
    // Exactly 90 days is still in time.
    const inTime = await register(province, { contract_end_date: "2026-08-18" });
    expect((await row(t, inTime.id)).status).toBe("RECEIVED");
  });
});

describe("moves", () => {
  test("accept, notify, reply, mediate, close: each starts its time limit, records its inputs, and tells the complainant (by e-mail over SMTP)", async () => {
    now = shanghai("2026-11-16T10:00:00");
    const email = "zhang.xiaoming@example.com";
    const filed = await register(sanya, { notify_by: "email", complainant_email: email });
    let since = inbox.messages.length;
    const receipt = await inbox.waitFor(email);
    expect(subjectOf(receipt.raw)).toBe(`您的投诉（${filed.complaint_no}）办理进度`);
    expect(receipt.text).toContain(filed.complaint_no);

    now += 2 * 3600;
    await moved(sanya, "accept", { id: filed.id, opinion: "属于受理范围" });
    let case1 = await row(t, filed.id);
    expect(case1.status).toBe("ACCEPTED");
    expect(shanghaiTime(case1.notify_due_time ?? 0)).toBe("2026-11-23 12:00");
    expect(shanghaiTime(case1.result_due_time ?? 0)).toBe("2027-01-15 12:00");
    expect(case1.handler_name).toBe("角色" + case1.handler_name.slice(2));
    let mail = await inbox.waitFor(email, { since });
    expect(mail.text).toContain("已受理");
    expect(mail.text).toContain("2026-11-23");
    expect(mail.text).toContain("2027-01-15");

    since = inbox.messages.length;
    now += DAY;
    await moved(sanya, "notify", { id: filed.id, opinion: "已电话及书面通知被投诉方" });
    case1 = await row(t, filed.id);
    expect(case1.status).toBe("WAITING_REPLY");
    expect(shanghaiTime(case1.reply_due_time ?? 0)).toBe("2026-11-27 12:00");
    mail = await inbox.waitFor(email, { since });
    expect(mail.text).toContain("2026-11-27");

    expect((await move(sanya, "reply", { id: filed.id })).data.fields.opinion).toBeTruthy();
    await moved(sanya, "reply", { id: filed.id, opinion: "商家承认称重有误，同意协商退款" });
    expect((await row(t, filed.id)).status).toBe("MEDIATING");

    since = inbox.messages.length;
    expect((await move(sanya, "mediate", { id: filed.id, compensation_amount: "500.00" })).data.fields.opinion).toBeTruthy();
    expect((await move(sanya, "mediate", { id: filed.id, opinion: "退还", compensation_amount: "-1" })).data.fields.compensation_amount).toBeTruthy();
    await moved(sanya, "mediate", { id: filed.id, opinion: "商家退还多收费用 560 元并书面道歉。", compensation_amount: "560.00" });
    case1 = await row(t, filed.id);
    expect(case1).toMatchObject({ status: "MEDIATED", result: "MEDIATED", compensation_amount: 56_000, result_text: "商家退还多收费用 560 元并书面道歉。" });
    mail = await inbox.waitFor(email, { since });
    expect(mail.text).toContain("商家退还多收费用 560 元");

    since = inbox.messages.length;
    await moved(sanya, "close", { id: filed.id });
    expect((await row(t, filed.id)).status).toBe("CLOSED");
    mail = await inbox.waitFor(email, { since });
    expect(mail.text).toContain("已办结");
    expect((await row(t, filed.id)).late_steps).toBe(0);

    const steps = await trail(t, filed.id);
    expect(steps.map((r) => r.action)).toEqual(["receive", "accept", "notify", "reply", "mediate", "close"]);
    expect(JSON.parse(steps[4]?.details ?? "{}")).toEqual({ compensation_amount: 560 });
    expect((await messages(t, filed.id)).map((m) => [m.channel, m.event])).toEqual([
      ["email", "received"],
      ["email", "accepted"],
      ["email", "notified"],
      ["email", "replied"],
      ["email", "mediated"],
      ["email", "closed"],
    ]);
    // A move from the wrong state names the state it is in.
    const stale = await move(sanya, "accept", { id: filed.id });
    expect(stale.msg).toContain("Closed");
  });

  test("mediation that fails needs its termination record; closing it tells the complainant about arbitration and court", async () => {
    const filed = await register(sanya);
    await moved(sanya, "accept", { id: filed.id });
    await moved(sanya, "notify", { id: filed.id });
    await moved(sanya, "reply", { id: filed.id, opinion: "被投诉方否认存在强迫消费" });
    expect((await move(sanya, "fail", { id: filed.id })).data.fields.opinion).toBeTruthy();
    await moved(sanya, "fail", { id: filed.id, opinion: "双方对赔偿金额分歧较大，经两次调解未能达成一致。" });
    expect(await row(t, filed.id)).toMatchObject({ status: "MEDIATION_FAILED", result: "MEDIATION_FAILED" });
    expect((await lastSms(t, (await row(t, filed.id)).complainant_mobile))?.content).toContain("仲裁");
    await moved(sanya, "close", { id: filed.id });
    expect((await row(t, filed.id)).status).toBe("CLOSED");
  });

  test("refusal needs one of the legal grounds and a reason, and the complainant is told both", async () => {
    const filed = await register(sanya);
    const noGround = await move(sanya, "refuse", { id: filed.id, opinion: "已由法院受理" });
    expect(noGround.data.fields.refuse_ground).toBeTruthy();
    const badGround = await move(sanya, "refuse", { id: filed.id, refuse_ground: "NO_SUCH_GROUND", opinion: "x" });
    expect(badGround.data.fields.refuse_ground).toBeTruthy();
    const noReason = await move(sanya, "refuse", { id: filed.id, refuse_ground: "HANDLED_ELSEWHERE" });
    expect(noReason.data.fields.opinion).toBeTruthy();
    await moved(sanya, "refuse", { id: filed.id, refuse_ground: "HANDLED_ELSEWHERE", opinion: "该纠纷已由三亚市城郊人民法院立案受理。" });
    expect(await row(t, filed.id)).toMatchObject({ status: "REFUSED", refuse_ground: "HANDLED_ELSEWHERE", result: "REFUSED" });
    const sms = await lastSms(t, (await row(t, filed.id)).complainant_mobile);
    expect(sms?.content).toContain("已由法院、仲裁机构或其他行政管理部门受理或处理");
    expect(sms?.content).toContain("三亚市城郊人民法院");
  });

  test("a simple case is solved on the spot and closed at once, with its record", async () => {
    const filed = await register(sanya, { source: "VISIT" });
    expect((await move(sanya, "onSpot", { id: filed.id })).data.fields.opinion).toBeTruthy();
    await moved(sanya, "onSpot", { id: filed.id, opinion: "执法人员现场协调，商家当场退还 120 元。", compensation_amount: "120" });
    expect(await row(t, filed.id)).toMatchObject({ status: "CLOSED", result: "ON_SPOT", compensation_amount: 12_000 });
    expect((await messages(t, filed.id)).map((m) => m.event)).toEqual(["received", "onSpot"]);
  });

  test("moves need their permission nodes; a member of the public cannot reach them", async () => {
    const filed = await register(sanya);
    const outsider = await createAdmin(t, { ruleNames: ["dashboard", "complaint/complaint", "complaint/complaint/index"] });
    const viewer = caller(t, await sessionFor(t, "admin", outsider.id));
    expect((await viewer.get(`complaint.Complaint/review?id=${filed.id}`)).code).toBe(1);
    for (const name of ["accept", "refuse", "transfer", "onSpot", "notify", "reply", "mediate", "fail", "close", "register", "evidence", "note", "supervise"]) {
      expect((await viewer.post(`complaint.Complaint/${name}`, { id: filed.id })).code, name).toBe(401);
    }
    // The system's and the complainant's moves have no staff action at all.
    for (const name of ["deemAccept", "deemNoReply", "expire", "refuseLate", "withdraw"]) {
      expect((await t.request(`/admin/complaint.Complaint/${name}`, { method: "POST", json: { id: filed.id }, headers: { server: "1" } })).status, name).toBe(404);
    }
  });
});

describe("time limits that pass", () => {
  test("no decision in 5 working days: the tick deems it accepted (late); no reply in 10 days: mediation starts; 60 days from acceptance: mediation ends", async () => {
    now = shanghai("2026-11-16T10:00:00");
    const filed = await register(sanya);
    now = shanghai("2026-11-23T09:59:00");
    await t.app.scheduler.tick();
    expect((await row(t, filed.id)).status).toBe("RECEIVED");
    now = shanghai("2026-11-23T10:01:00");
    await t.app.scheduler.tick();
    let late = await row(t, filed.id);
    expect(late).toMatchObject({ status: "ACCEPTED", late_steps: 1 });
    expect((await messages(t, filed.id)).map((m) => m.event)).toEqual(["received", "deemedAccepted"]);
    expect((await trail(t, filed.id)).at(-1)).toMatchObject({ action: "deemAccept", operator_type: "system" });

    // The notice to the respondent is late too: the queue shows it overdue, in red.
    now = shanghai("2026-12-01T10:00:00");
    const overdue = await sanya.get(`complaint.Complaint/index?search[0][field]=overdue&search[0][operator]=eq&search[0][val]=1&search[1][field]=id&search[1][operator]=eq&search[1][val]=${filed.id}&counts=1`);
    expect(overdue.data.list.map((r: { id: number; overdue: boolean }) => [r.id, r.overdue])).toEqual([[filed.id, true]]);
    expect(overdue.data.workflow.overdueByState.ACCEPTED).toBeGreaterThanOrEqual(1);
    await moved(sanya, "notify", { id: filed.id });
    late = await row(t, filed.id);
    expect(late.late_steps).toBe(2);

    now += 10 * DAY + 60;
    await t.app.scheduler.tick();
    expect((await row(t, filed.id)).status).toBe("MEDIATING");
    expect((await messages(t, filed.id)).at(-1)?.event).toBe("noReply");

    now = (late.result_due_time ?? 0) + 60;
    await t.app.scheduler.tick();
    expect(await row(t, filed.id)).toMatchObject({ status: "MEDIATION_FAILED", result: "MEDIATION_FAILED", late_steps: 3 });
    expect((await messages(t, filed.id)).at(-1)?.event).toBe("expired");
    expect(await t.app.scheduler.tick()).toBe(0);
    now = shanghai("2026-11-16T10:00:00");
  });
});

describe("transfer between bureaus", () => {
  test("Sanya transfers a Haikou hotel complaint: a copy starts in Haikou's queue with its own number and limit, evidence and code; Sanya no longer sees it", async () => {
    now = shanghai("2026-11-17T15:00:00");
    const evidenceUrl = "/storage/complaint/20261117/3f786850e387550fdab836ed7e6dc881de23001b.png";
    await t.database.db.insert(attachment).values({ topic: "complaint", url: evidenceUrl, name: "房间照片.png", size: 2048, mimetype: "image/png", sha1: "3f786850e387550fdab836ed7e6dc881de23001b", storage: "local" });
    const filed = await register(sanya, { respondent_id: hotel, category: "ACCOMMODATION", region_code: 460203, evidence: [evidenceUrl], description: "预订的海景房实际无海景，与网页描述严重不符，酒店拒绝调换。" });
    expect((await move(sanya, "transfer", { id: filed.id, transfer_to: 460200 })).data.fields.transfer_to).toBeTruthy();
    expect((await move(sanya, "transfer", { id: filed.id, transfer_to: 123 })).data.fields.transfer_to).toBeTruthy();
    await moved(sanya, "transfer", { id: filed.id, transfer_to: 460100, opinion: "被投诉酒店位于海口市龙华区，属海口市管辖" });

    const original = await row(t, filed.id);
    expect(original).toMatchObject({ status: "TRANSFERRED", result: "TRANSFERRED", transfer_to: 460100 });
    const copy = await row(t, original.transferred_to_id ?? 0);
    expect(copy).toMatchObject({ status: "RECEIVED", region_code: 460100, transferred_from_id: filed.id, query_code_hash: original.query_code_hash, complainant_mobile: original.complainant_mobile });
    expect(copy.complaint_no).toMatch(/^TS20261117\d{4}$/);
    expect(copy.complaint_no).not.toBe(original.complaint_no);
    expect(shanghaiTime(copy.accept_due_time ?? 0)).toBe("2026-11-24 15:00");
    const copyReview = await haikou.get(`complaint.Complaint/review?id=${copy.id}`);
    expect(copyReview.code, copyReview.msg).toBe(1);
    expect(copyReview.data.evidence.map((e: { url: string }) => e.url)).toEqual([evidenceUrl]);
    expect(copyReview.data.transferred_from).toMatchObject({ id: filed.id, visible: false });
    // Moves named in camel case are offered like the others (permission nodes compare lower-cased).
    expect(copyReview.data.moves).toEqual(["accept", "refuse", "transfer", "onSpot"]);

    const haikouQueue = await haikou.get("complaint.Complaint/index?limit=100");
    expect(haikouQueue.data.list.map((r: { id: number }) => r.id)).toContain(copy.id);
    expect(haikouQueue.data.list.map((r: { id: number }) => r.id)).not.toContain(filed.id);
    const sanyaQueue = await sanya.get("complaint.Complaint/index?limit=100");
    expect(sanyaQueue.data.list.map((r: { id: number }) => r.id)).not.toContain(copy.id);
    expect((await sanya.get(`complaint.Complaint/review?id=${copy.id}`)).msg).toBe("Record not found");

    const sms = await lastSms(t, original.complainant_mobile);
    expect(sms?.template_code).toBe("complaint_transferred");
    expect(sms?.content).toContain(copy.complaint_no);
    expect(sms?.content).toContain("海口市旅游和文化广电体育局");
    // The complainant follows the new number with the code they were given.
    const tracked = await t.request("/api/complaint/track", { method: "POST", json: { complaint_no: copy.complaint_no, query_code: filed.query_code } });
    expect((await tracked.json()).data.status).toBe("RECEIVED");
  });
});

describe("jurisdiction", () => {
  test("a city handler sees, moves and registers only their city's complaints; the province sees all", async () => {
    const inHaikou = await register(haikou, { respondent_id: hotel, region_code: 460106 });
    expect((await sanya.get(`complaint.Complaint/review?id=${inHaikou.id}`)).msg).toBe("Record not found");
    expect((await move(sanya, "accept", { id: inHaikou.id })).msg).toBe("Record not found");
    expect((await sanya.post("complaint.Complaint/note", { id: inHaikou.id, kind: "note", text: "x" })).msg).toBe("Record not found");
    const outside = await sanya.post("complaint.Complaint/register", complaintForm(hotel, { region_code: 460106 }));
    expect(outside.data.fields.region_code).toBeTruthy();
    expect((await province.get(`complaint.Complaint/review?id=${inHaikou.id}`)).code).toBe(1);
    const sanyaList = await sanya.get("complaint.Complaint/index?limit=200");
    expect(sanyaList.data.list.every((r: { region_code: number }) => r.region_code >= 460200 && r.region_code <= 460299)).toBe(true);
    const all = await province.get("complaint.Complaint/index?limit=1");
    expect(all.data.total).toBeGreaterThan(sanyaList.data.total);
    const stats = await sanya.get("complaint.Complaint/stats");
    expect(stats.data.bureaus.map((b: { code: number }) => b.code)).toEqual([460200]);
    const provinceStats = await province.get("complaint.Complaint/stats");
    expect(provinceStats.data.bureaus.map((b: { code: number }) => b.code)).toEqual(expect.arrayContaining([460100, 460200]));
  });
});

describe("evidence is append-only", () => {
  test("files are added, never replaced or deleted — not by the API, not in the database, not through the attachment list or the recycle bin", async () => {
    const url = "/storage/complaint/20261117/a94a8fe5ccb19ba61c4c0873d391e987982fbbd3.jpg";
    const dir = join(t.config.storageDir, "complaint", "20261117");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "a94a8fe5ccb19ba61c4c0873d391e987982fbbd3.jpg"), "evidence");
    const [file] = await t.database.db.insert(attachment).values({ topic: "complaint", url, name: "收据.jpg", size: 8, mimetype: "image/jpeg", sha1: "a94a8fe5ccb19ba61c4c0873d391e987982fbbd3", storage: "local" }).returning();
    const filed = await register(sanya);
    const added = await sanya.post("complaint.Complaint/evidence", { id: filed.id, files: [url] });
    expect(added.code, added.msg).toBe(1);
    expect((await sanya.post("complaint.Complaint/evidence", { id: filed.id, files: ["/storage/never/uploaded.png"] })).code).toBe(0);
    const review = await sanya.get(`complaint.Complaint/review?id=${filed.id}`);
    expect(review.data.evidence.map((e: { name: string }) => e.name)).toEqual(["收据.jpg"]);
    expect(review.data.records.map((r: { action: string }) => r.action)).toEqual(["receive", "evidence"]);

    const superToken = await sessionFor(t, "admin", 1);
    const asSuper = caller(t, superToken);
    for (const path of [`complaint.Evidence/del?ids[]=${review.data.evidence[0].id}`]) expect((await asSuper.del(path)).code).not.toBe(1);
    expect((await asSuper.post("complaint.Evidence/edit", { id: review.data.evidence[0].id, name: "x" })).code).not.toBe(1);
    expect((await asSuper.del(`complaint.Complaint/del?ids[]=${filed.id}`)).code).not.toBe(1);
    /** The database's own refusal (drizzle wraps it: the cause names it). */
    const refusal = async (run: () => PromiseLike<unknown>) => {
      try {
        await run();
        return "allowed";
      } catch (error) {
        return String((error as { cause?: unknown }).cause ?? error);
      }
    };
    expect(await refusal(() => t.database.db.run(sql`DELETE FROM complaint_evidence WHERE complaint_id = ${filed.id}`))).toContain("append-only");
    expect(await refusal(() => t.database.db.run(sql`UPDATE complaint_evidence SET url = '/storage/other.png' WHERE complaint_id = ${filed.id}`))).toContain("append-only");
    expect(await refusal(() => t.database.db.delete(complaint).where(eq(complaint.id, filed.id)))).toContain("FOREIGN KEY");

    const removed = await asSuper.del(`routine.Attachment/del?ids[]=${file?.id}`);
    expect(removed.code, removed.msg).toBe(1);
    expect(existsSync(join(dir, "a94a8fe5ccb19ba61c4c0873d391e987982fbbd3.jpg"))).toBe(true);
    const recyclable = await t.database.db.select().from(securityDataRecycle).where(eq(securityDataRecycle.data_table, "complaint_evidence"));
    expect(recyclable).toEqual([]);
    expect((await sanya.get(`complaint.Complaint/review?id=${filed.id}`)).data.evidence).toHaveLength(1);
  });
});

describe("notes, questions and provincial supervision", () => {
  test("an internal note stays inside; a question goes to the complainant", async () => {
    const filed = await register(sanya);
    await sanya.post("complaint.Complaint/note", { id: filed.id, kind: "note", text: "已联系市场监管部门核实价格备案" });
    const asked = await sanya.post("complaint.Complaint/note", { id: filed.id, kind: "ask", text: "请提供付款凭证截图。" });
    expect(asked.code, asked.msg).toBe(1);
    expect((await lastSms(t, (await row(t, filed.id)).complainant_mobile))?.content).toContain("请提供付款凭证截图");
    const tracked = await (await t.request("/api/complaint/track", { method: "POST", json: { complaint_no: filed.complaint_no, query_code: filed.query_code } })).json();
    const actions = tracked.data.timeline.map((r: { action: string }) => r.action);
    expect(actions).toContain("ask");
    expect(actions).not.toContain("note");
  });

  test("the province supervises an open case with a tighter deadline, shown on its dashboard; a city bureau cannot", async () => {
    now = shanghai("2026-11-16T10:00:00");
    const filed = await register(sanya);
    await moved(sanya, "accept", { id: filed.id });
    const city = await sanya.post("complaint.Complaint/supervise", { id: filed.id, due_date: "2026-12-01", opinion: "x" });
    expect(city.code).toBe(0);
    expect((await province.post("complaint.Complaint/supervise", { id: filed.id, due_date: "2027-03-01", opinion: "x" })).data.fields.due_date).toBeTruthy();
    const done = await province.post("complaint.Complaint/supervise", { id: filed.id, due_date: "2026-12-01", opinion: "媒体关注，请于 12 月 1 日前办结并报告。" });
    expect(done.code, done.msg).toBe(1);
    expect(await row(t, filed.id)).toMatchObject({ supervised: "1", supervise_note: "媒体关注，请于 12 月 1 日前办结并报告。" });
    expect(shanghaiTime((await row(t, filed.id)).supervise_due_time ?? 0)).toBe("2026-12-01 23:59");
    const stats = await province.get("complaint.Complaint/stats");
    expect(stats.data.supervised.map((s: { id: number }) => s.id)).toContain(filed.id);
    const supervised = await province.get("complaint.Complaint/index?search[0][field]=supervised&search[0][operator]=eq&search[0][val]=1");
    expect(supervised.data.list.map((r: { id: number }) => r.id)).toContain(filed.id);
  });
});

describe("the dashboard's figures", () => {
  test("on-time rate and satisfaction per bureau and per respondent", async () => {
    const stats = await province.get("complaint.Complaint/stats");
    expect(stats.code, stats.msg).toBe(1);
    const sanyaBureau = stats.data.bureaus.find((b: { code: number }) => b.code === 460200);
    expect(sanyaBureau.name).toBe("Sanya Municipal Bureau of Tourism, Culture, Radio, Television and Sports");
    const [concluded] = await t.database.db
      .select({ n: sql<number>`count(*)`, onTime: sql<number>`sum(late_steps = 0)` })
      .from(complaint)
      .where(sql`status IN ('CLOSED','REFUSED','TRANSFERRED') AND region_code BETWEEN 460200 AND 460299`);
    expect(sanyaBureau.concluded).toBe(concluded?.n);
    expect(sanyaBureau.on_time_rate).toBe(Math.round(((concluded?.onTime ?? 0) / (concluded?.n ?? 1)) * 1000) / 10);
    const stallLine = stats.data.respondents.find((r: { id: number }) => r.id === stall);
    expect(stallLine.total).toBeGreaterThan(5);
    // The enterprise's own page counts the complaints naming it.
    const detail = await province.get(`enterprise.Enterprise/detail?id=${stall}`);
    expect(detail.data.complaints).toMatchObject({ total: stallLine.total, open: stallLine.open });
  });
});
