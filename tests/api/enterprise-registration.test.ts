// Registration and audit (domain §4.2): self-registration, codes 601/602 on every business call,
// every transition of the state machine including the forbidden ones, the audit trail, change
// requests with their diff, and overdue deadlines.
import { beforeAll, describe, expect, test } from "bun:test";
import { count, desc, eq, inArray, like } from "drizzle-orm";
import { adminLog, auditRecord, enterprise, enterpriseChangeRequest, workCalendar } from "@db/schema";
import { maskPii } from "@shared/pii";
import { calendarRows } from "@db/seed/reference/work-calendar";
import { addWorkingDays } from "@server/engine/workflow/time-limits";
import { instant, pinClock, releaseClock } from "./support/clock";
import { eventually } from "./support/wait";
import { caller, registrationForm, seededRoleAdmin } from "./support/enterprise";
import { sampleIdNumber } from "./support/samples";
import { createAdmin, sessionFor } from "./support/identity";
import { envelopeOf, useTestApp } from "./support/test-app";

const t = useTestApp();
let supervisor: ReturnType<typeof caller>;

beforeAll(async () => {
  supervisor = caller(t, (await seededRoleAdmin(t, 2)).token);
});

/** A new enterprise account through the public self-registration call. */
async function newAccount(suffix: string) {
  const username = `ent_${suffix}_${Math.floor(Math.random() * 1e4)}`.slice(0, 15);
  const body = await envelopeOf(
    await t.request("/admin/enterprise.Registration/account", {
      method: "POST",
      json: { username, password: "Ent-pass1", nickname: "王明辉", mobile: `138${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}` },
      headers: { server: "1", "think-lang": "en" },
    }),
  );
  expect(body.code, body.msg).toBe(1);
  return { id: body.data.userInfo.id as number, api: caller(t, body.data.userInfo.token) };
}

describe("self-registration and codes 601/602", () => {
  test("a new account gets 601 until it saves a draft, then 602 until approved, on every business call", async () => {
    const { api } = await newAccount("a");
    const init = await api.get("index/index");
    expect(init.code).toBe(601);
    expect(init.data).toEqual({ active: 2 });
    for (const path of ["enterprise.Staff/index", "enterprise.Enterprise/index", "routine.AdminInfo/index"]) expect((await api.get(path)).code, path).toBe(601);
    // Registration calls stay open.
    const state = await api.get("enterprise.Registration/index");
    expect(state.code).toBe(1);
    expect(state.data.enterprise).toBeNull();

    const draft = await api.post("enterprise.Registration/save", { category_id: 12000, name: "三亚测试雨林景区" });
    expect(draft.code, draft.msg).toBe(1);
    const id = draft.data.id as number;
    const pending = await api.get("enterprise.Staff/index");
    expect(pending.code).toBe(602);
    expect(pending.data).toMatchObject({ active: 1, enterprise_id: id, audit_status: "DRAFT" });
    expect((await api.get("index/index")).code).toBe(602);
  });

  test("the account form checks its fields and refuses a taken user name", async () => {
    const bad = await envelopeOf(await t.request("/admin/enterprise.Registration/account", { method: "POST", json: { username: "1x", password: "a<b", mobile: "123" }, headers: { server: "1" } }));
    expect(bad.code).toBe(0);
    expect(Object.keys(bad.data.fields).sort()).toEqual(["mobile", "nickname", "password", "username"]);
    const taken = await envelopeOf(
      await t.request("/admin/enterprise.Registration/account", { method: "POST", json: { username: "ADMIN", password: "Ent-pass1", nickname: "x", mobile: "13800000001" }, headers: { server: "1" } }),
    );
    expect(taken.data.fields).toHaveProperty("username");
  });

  test("staff accounts cannot use the registration calls", async () => {
    const state = await supervisor.get("enterprise.Registration/index");
    expect(state.code).toBe(0);
    expect(state.msg).toContain("Only enterprise accounts");
  });
});

describe("the state machine", () => {
  test("submit, accept, return, resubmit, reject, restart, approve — and every forbidden move in between", async () => {
    const { api } = await newAccount("b");
    const form = registrationForm();
    // A submission needs the whole form: each missing field is named.
    const incomplete = await api.post("enterprise.Registration/submit", { category_id: 11000, name: form.name });
    expect(incomplete.code).toBe(0);
    expect(Object.keys(incomplete.data.fields)).toEqual(expect.arrayContaining(["uscc", "legal_person", "region_code", "business_license_image"]));
    // A bad credit code and an unknown region are refused with field messages (the region is
    // looked up once the fields themselves are well-formed).
    const wrong = await api.post("enterprise.Registration/save", { ...form, uscc: "91460000MA5T0X8Q3L", region_code: 469999 });
    expect(wrong.data.fields.uscc).toBeDefined();
    expect(wrong.data.fields).toEqual({ uscc: "Please enter the correct unified social credit code" });
    const nowhere = await api.post("enterprise.Registration/save", { ...form, region_code: 469999 });
    expect(nowhere).toMatchObject({ code: 0, data: { fields: { region_code: "Choose a region from the list" } } });
    expect(Object.keys(nowhere.data.fields)).toEqual(["region_code"]);

    const submitted = await api.post("enterprise.Registration/submit", form);
    expect(submitted.code, JSON.stringify(submitted)).toBe(1);
    const id = submitted.data.id as number;
    const decide = (action: string, extra: Record<string, unknown> = {}) => supervisor.post(`enterprise.Audit/${action}`, { kind: "register", id, ...extra });

    // SUBMITTED: not editable by the enterprise; supervisors must accept before deciding.
    expect((await api.post("enterprise.Registration/save", { name: "改名" })).code).toBe(0);
    for (const action of ["approve", "reject", "return"]) expect((await decide(action, { opinion: "x", missing_items: ["x"] })).code, action).toBe(0);
    expect((await api.post("enterprise.Registration/restart")).code).toBe(0);
    expect((await decide("accept")).code).toBe(1);
    expect((await decide("accept")).code).toBe(0);
    // UNDER_REVIEW: the enterprise can neither withdraw nor change it.
    expect((await api.post("enterprise.Registration/withdraw")).code).toBe(0);
    expect((await api.post("enterprise.Registration/submit", form)).code).toBe(0);

    // Return needs the missing items; reject needs an opinion.
    const noItems = await decide("return", { missing_items: [" "] });
    expect(noItems.data.fields).toHaveProperty("missing_items");
    const returned = await decide("return", { opinion: "材料不全", missing_items: ["营业执照副本", "法定代表人身份证复印件"] });
    expect(returned.code, returned.msg).toBe(1);
    const state = await api.get("enterprise.Registration/index");
    expect(state.data.enterprise.audit_status).toBe("RETURNED");
    expect(state.data.enterprise.missing_items).toEqual(["营业执照副本", "法定代表人身份证复印件"]);

    // RETURNED: the enterprise completes and resubmits.
    expect((await api.post("enterprise.Registration/save", { address: "三亚市吉阳区迎宾路 2 号" })).code).toBe(1);
    expect((await api.post("enterprise.Registration/submit", {})).code).toBe(1);
    expect((await decide("accept")).code).toBe(1);
    const noOpinion = await decide("reject", { opinion: "  " });
    expect(noOpinion.data.fields).toHaveProperty("opinion");
    expect((await decide("reject", { opinion: "经营场所与登记地址不符" })).code).toBe(1);

    // REJECTED is final for the application: only a restart as a new draft.
    expect((await api.post("enterprise.Registration/submit", form)).code).toBe(0);
    expect((await api.post("enterprise.Registration/withdraw")).code).toBe(0);
    expect((await api.post("enterprise.Registration/restart")).code).toBe(1);
    expect((await api.post("enterprise.Registration/submit", {})).code).toBe(1);
    // Withdraw, reopen by saving, submit again.
    expect((await api.post("enterprise.Registration/withdraw")).code).toBe(1);
    expect((await api.post("enterprise.Registration/save", { contact_name: "吉小梅" })).code).toBe(1);
    expect((await api.post("enterprise.Registration/submit", {})).code).toBe(1);
    expect((await decide("accept")).code).toBe(1);
    expect((await decide("approve", { opinion: "符合登记条件" })).code).toBe(1);
    expect((await decide("approve")).code).toBe(0);

    // Approved: business calls work and the enterprise shows in its category list.
    expect((await api.get("index/index")).code).toBe(1);
    expect((await api.get("enterprise.Staff/index")).code).toBe(1);
    expect((await api.post("enterprise.Registration/save", { name: "x" })).code).toBe(0);
    const list = await supervisor.get(`enterprise.Enterprise/index?search[0][field]=category_id&search[0][operator]=IN&search[0][val]=11000&search[1][field]=audit_status&search[1][operator]=eq&search[1][val]=APPROVED&quickSearch=${encodeURIComponent(form.name)}`);
    expect(list.data.list.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(list.data.list[0].region_code_text).toBe("Jiyang District, Sanya City, Hainan Province");

    // Every move is on record with its operator and opinion, in order.
    const records = await t.database.db.select().from(auditRecord).where(eq(auditRecord.entity_id, id));
    expect(records.map((r) => r.action)).toEqual(["save", "submit", "accept", "return", "resubmit", "accept", "reject", "restart", "submit", "withdraw", "reopen", "submit", "accept", "approve"]);
    expect(records.find((r) => r.action === "reject")?.opinion).toBe("经营场所与登记地址不符");
    expect(records.find((r) => r.action === "return")?.missing_items).toContain("营业执照副本");
    expect(records.filter((r) => r.action === "accept").every((r) => r.operator_id > 0 && r.operator_name !== "")).toBe(true);
  });

  test("enterprise accounts cannot reach the audit workbench", async () => {
    const { api } = await newAccount("c");
    await api.post("enterprise.Registration/submit", registrationForm());
    for (const action of ["accept", "approve"]) expect((await api.post(`enterprise.Audit/${action}`, { kind: "register", id: 1 })).code).toBe(401);
    expect((await api.get("enterprise.Audit/index")).code).toBe(401);
  });
});

describe("drafts are the enterprise's own (ownerOnly)", () => {
  const desk = (query = "") => supervisor.get(`enterprise.Audit/index?counts=1${query}`);
  const waitingOnDashboard = async (state: string) =>
    ((await supervisor.get("dashboard/index")).data.work as { key: string; value: number }[]).find((item) => item.key === `enterprise.Audit:${state}`)?.value;

  test("a draft is not on the supervisors' desk, its tabs or the dashboard; once submitted it is, can be reviewed, and approval opens the gate at once", async () => {
    const { api } = await newAccount("o");
    const form = registrationForm();
    const saved = await api.post("enterprise.Registration/save", form);
    expect(saved.code, saved.msg).toBe(1);
    const id = saved.data.id as number;
    const [drafts] = await t.database.db.select({ n: count() }).from(enterprise).where(eq(enterprise.audit_status, "DRAFT"));
    expect(drafts?.n).toBeGreaterThan(0);
    const name = `&quickSearch=${encodeURIComponent(form.name)}`;

    // Hidden: the rows, the DRAFT tab's count (whole desk too), an explicit DRAFT filter, a read or a move by id.
    const before = await desk(name);
    expect(before.code, before.msg).toBe(1);
    expect(before.data.list).toEqual([]);
    expect(before.data.total).toBe(0);
    expect(before.data.workflow.states.DRAFT).toBe(0);
    expect((await desk()).data.workflow.states.DRAFT).toBe(0);
    expect((await desk(`${name}&search[0][field]=audit_status&search[0][operator]=eq&search[0][val]=DRAFT`)).data.list).toEqual([]);
    expect((await supervisor.get(`enterprise.Audit/review?id=${id}`)).msg).toBe("Record not found");
    expect((await supervisor.post("enterprise.Audit/accept", { id })).msg).toBe("Record not found");
    // The desk's tabs and the dashboard's "work waiting" count the same rows.
    const submittedBefore = (await desk()).data.workflow.states.SUBMITTED as number;
    expect(await waitingOnDashboard("SUBMITTED")).toBe(submittedBefore);
    // The enterprise is held at 602 meanwhile (and the gate remembers that).
    expect((await api.get("enterprise.Staff/index")).code).toBe(602);

    expect((await api.post("enterprise.Registration/submit", {})).code).toBe(1);
    const after = await desk(name);
    expect(after.data.list.map((r: { id: number; audit_status: string }) => [r.id, r.audit_status])).toEqual([[id, "SUBMITTED"]]);
    expect(after.data.workflow.states).toMatchObject({ DRAFT: 0, SUBMITTED: 1 });
    const submittedAfter = (await desk()).data.workflow.states.SUBMITTED as number;
    expect(submittedAfter).toBe(submittedBefore + 1);
    expect(await waitingOnDashboard("SUBMITTED")).toBe(submittedAfter);

    const review = await supervisor.get(`enterprise.Audit/review?id=${id}`);
    expect(review.code, review.msg).toBe(1);
    expect(review.data.moves).toContain("accept");
    expect(review.data.records.map((r: { action: string }) => r.action)).toEqual(["save", "submit"]);
    expect((await supervisor.post("enterprise.Audit/accept", { id })).code).toBe(1);
    expect((await api.get("enterprise.Staff/index")).code).toBe(602);
    expect((await supervisor.post("enterprise.Audit/approve", { id, opinion: "符合登记条件" })).code).toBe(1);
    // The move was made through the audit desk, whose module has no hooks: the registry's
    // `changed` hook (same table) dropped the gate's cached 602, so the next call passes.
    expect((await api.get("enterprise.Staff/index")).code).toBe(1);
    expect((await api.get("index/index")).code).toBe(1);
  });

  test("a write through one module runs the changed hooks of every module declared over its table", async () => {
    const modules = t.app.services.modules;
    const sharing = modules.all().filter((m) => m.declaration.table === "enterprise");
    expect(sharing.map((m) => m.declaration.key).sort()).toEqual(["enterprise.Audit", "enterprise.Enterprise", "enterprise.Registration"]);
    const registry = modules.find("enterprise.Enterprise");
    const hooks = registry?.hooks;
    const original = hooks?.changed;
    if (!hooks || !original) throw new Error("the registry has no changed hook");
    let runs = 0;
    hooks.changed = (ctx) => {
      runs++;
      original(ctx);
    };
    try {
      const { api } = await newAccount("h");
      const id = (await api.post("enterprise.Registration/submit", registrationForm())).data.id as number;
      expect(runs).toBe(1);
      // A move on the audit desk (another module, no hooks of its own) is a write to the same table.
      expect((await supervisor.post("enterprise.Audit/accept", { id })).code).toBe(1);
      expect(runs).toBe(2);
      // A refused move writes nothing and runs nothing.
      expect((await supervisor.post("enterprise.Audit/accept", { id })).code).toBe(0);
      expect(runs).toBe(2);
      // A write to another table does not run it.
      modules.tableChanged("enterprise_category", { services: t.app.services });
      expect(runs).toBe(2);
    } finally {
      hooks.changed = original;
    }
  });
});

describe("change requests of approved enterprises", () => {
  test("a change waits for approval, shows its diff, and applies only when approved", async () => {
    const { api } = await newAccount("d");
    const submitted = await api.post("enterprise.Registration/submit", registrationForm());
    const id = submitted.data.id as number;
    await supervisor.post("enterprise.Audit/accept", { kind: "register", id });
    await supervisor.post("enterprise.Audit/approve", { kind: "register", id });

    expect((await api.post("enterprise.Enterprise/change", { contact_phone: "0898-88886666" })).msg).toBe("Nothing was changed");
    const change = await api.post("enterprise.Enterprise/change", { contact_phone: "13907550000", address: "三亚市天涯区新址 8 号", reason: "搬迁" });
    expect(change.code, change.msg).toBe(1);
    expect((await api.post("enterprise.Enterprise/change", { contact_name: "又改" })).code).toBe(0);
    const [live] = await t.database.db.select().from(enterprise).where(eq(enterprise.id, id));
    expect(live?.contact_phone).toBe("0898-88886666");

    const queue = await supervisor.get("enterprise.ChangeRequest/index");
    expect(queue.data.list.some((r: { id: number; changed_fields: string[] }) => r.id === change.data.id && r.changed_fields.includes("Address"))).toBe(true);
    const detail = await supervisor.get(`enterprise.ChangeRequest/review?id=${change.data.id}`);
    expect(detail.data.changes).toContainEqual(expect.objectContaining({ field: "contact_phone", from: "0898-88886666", to: "13907550000", label: "Contact phone" }));
    await supervisor.post("enterprise.ChangeRequest/accept", { id: change.data.id });
    expect((await supervisor.post("enterprise.ChangeRequest/approve", { id: change.data.id })).code).toBe(1);
    const [after] = await t.database.db.select().from(enterprise).where(eq(enterprise.id, id));
    expect(after?.contact_phone).toBe("13907550000");
    expect(after?.address).toBe("三亚市天涯区新址 8 号");
    const mine = await api.get("enterprise.Enterprise/detail");
    expect(mine.data.change_requests[0].status).toBe("APPROVED");
  });
});

describe("the dashboard", () => {
  test("supervisors see the applications waiting, how many are overdue, and licences running out; others do not", async () => {
    const { api } = await newAccount("d");
    const id = (await api.post("enterprise.Registration/submit", registrationForm())).data.id as number;
    const past = Math.floor(Date.now() / 1000) - 10 * 86400;
    await t.database.db.update(enterprise).set({ submit_time: past, notify_due_time: past + 86400 }).where(eq(enterprise.id, id));
    const work = async () => (await supervisor.get("dashboard/index")).data.work as { key: string; value: number; overdue?: number; link: string }[];
    const [submitted] = await t.database.db.select({ n: count() }).from(enterprise).where(eq(enterprise.audit_status, "SUBMITTED"));
    const [changes] = await t.database.db.select({ n: count() }).from(enterpriseChangeRequest).where(eq(enterpriseChangeRequest.status, "SUBMITTED"));
    const waiting = (await work()).find((item) => item.key === "enterprise.Audit:SUBMITTED");
    expect(waiting).toMatchObject({ value: submitted?.n ?? 0, link: "enterprise/audit?search%5B0%5D%5Bfield%5D=audit_status&search%5B0%5D%5Boperator%5D=eq&search%5B0%5D%5Bval%5D=SUBMITTED" });
    expect(waiting?.overdue).toBeGreaterThanOrEqual(1);
    expect((await work()).find((item) => item.key === "enterprise.ChangeRequest:SUBMITTED")?.value).toBe(changes?.n ?? 0);
    expect((await work()).map((item) => item.key)).toEqual([
      "complaint.Complaint:RECEIVED",
      "complaint.Complaint:ACCEPTED",
      "complaint.Complaint:MEDIATING",
      "complaint.Opinion:SUBMITTED",
      "content.Article:PENDING",
      "contract.Alert:OPEN",
      "contract.Contract:PENDING_SIGN",
      "driver.Application:SUBMITTED",
      "driver.Application:UNDER_REVIEW",
      "enterprise.Audit:SUBMITTED",
      "enterprise.Audit:UNDER_REVIEW",
      "enterprise.ChangeRequest:SUBMITTED",
      "enterprise.ChangeRequest:UNDER_REVIEW",
      "finance.Withdrawal:REQUESTED",
      "guide.Application:AFFILIATION_PENDING",
      "guide.Application:SUBMITTED",
      "guide.Application:UNDER_REVIEW",
      "order.Refund:REQUESTED",
      "product.Check:SUSPECTED",
      "ticket.Price:SUBMITTED",
      "licencesExpired",
      "licencesExpiring",
    ]);

    const before = (await work()).find((item) => item.key === "licencesExpired")?.value ?? 0;
    await supervisor.post("enterprise.Audit/accept", { kind: "register", id });
    await supervisor.post("enterprise.Audit/approve", { kind: "register", id });
    await t.database.db.update(enterprise).set({ license_expire_date: "2020-01-01" }).where(eq(enterprise.id, id));
    expect((await work()).find((item) => item.key === "licencesExpired")?.value).toBe(before + 1);

    expect((await api.get("dashboard/index")).data.work).toEqual([]);
    const staff = caller(t, await sessionFor(t, "admin", (await createAdmin(t, { ruleNames: ["dashboard", "dashboard/index"] })).id));
    expect((await staff.get("dashboard/index")).data.work).toEqual([]);
  });
});

describe("personal data", () => {
  test("an ID number reaches the audit desk masked, is revealed one at a time into the admin log; the enterprise itself sees it whole", async () => {
    const { api } = await newAccount("p");
    const form = registrationForm();
    const id = (await api.post("enterprise.Registration/submit", form)).data.id as number;
    const masked = maskPii("idCard", form.legal_person_id_no);
    const detail = await supervisor.get(`enterprise.Audit/review?id=${id}`);
    expect(detail.data.row.legal_person_id_no).toBe(masked);
    expect(JSON.stringify(detail.data)).not.toContain(String(form.legal_person_id_no));

    const revealed = await supervisor.post("enterprise.Enterprise/pii", { id, field: "legal_person_id_no" });
    expect(revealed).toMatchObject({ code: 1, data: { value: form.legal_person_id_no } });
    // The admin log is written just after the answer.
    const logged = await eventually(
      async () => (await t.database.db.select().from(adminLog).where(like(adminLog.url, "%enterprise.Enterprise/pii%")).orderBy(desc(adminLog.id)).limit(1))[0],
      { what: "the admin log row of the reveal" },
    );
    expect(JSON.parse(logged.data ?? "{}")).toMatchObject({ id, field: "legal_person_id_no" });
    expect((await supervisor.post("enterprise.Enterprise/pii", { id, field: "name" })).code).toBe(0);

    // The enterprise's own draft shows its own number in full.
    expect((await api.get("enterprise.Registration/index")).data.enterprise.legal_person_id_no).toBe(form.legal_person_id_no);

    // Once approved, a change request that sends the number back blank or masked leaves it alone.
    await supervisor.post("enterprise.Audit/accept", { kind: "register", id });
    await supervisor.post("enterprise.Audit/approve", { kind: "register", id });
    const change = await api.post("enterprise.Enterprise/change", { ...form, legal_person_id_no: masked, contact_phone: "13907551234", reason: "换联系电话" });
    expect(change.code, change.msg).toBe(1);
    const [request] = await t.database.db.select().from(enterpriseChangeRequest).where(eq(enterpriseChangeRequest.id, change.data.id));
    expect(Object.keys(JSON.parse(request?.changes ?? "{}"))).toEqual(["contact_phone"]);

    // Staff replace the number: the sensitive-data log keeps both, and shows both masked.
    const root = caller(t, await sessionFor(t, "admin", 1));
    const replacement = sampleIdNumber();
    expect((await root.post("enterprise.Enterprise/edit", { id, legal_person_id_no: replacement })).code).toBe(1);
    const log = await root.get("security.SensitiveDataLog/index?search[0][field]=data_field&search[0][operator]=eq&search[0][val]=legal_person_id_no&limit=1");
    expect(log.data.list[0]).toMatchObject({ before: masked, after: maskPii("idCard", replacement) });
    const info = await root.get(`security.SensitiveDataLog/info?id=${log.data.list[0].id}`);
    expect(info.data.row).toMatchObject({ before: masked, after: maskPii("idCard", replacement) });
  });
});

describe("deadlines", () => {
  test("working days skip weekends", () => {
    const friday = Date.UTC(2026, 10, 20, 2) / 1000; // Friday 10:00 in Shanghai
    expect(new Date(addWorkingDays(friday, 1) * 1000).getUTCDay()).toBe(1);
    expect(addWorkingDays(friday, 5) - friday).toBe(7 * 86400);
    expect(addWorkingDays(friday, 20) - friday).toBe(28 * 86400);
  });

  test("public holidays and swapped working days of the work calendar move a deadline", () => {
    const wednesday = Date.UTC(2026, 8, 30, 2) / 1000; // 2026-09-30 10:00 in Shanghai, before National Day
    const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
    expect(day(addWorkingDays(wednesday, 5))).toBe("2026-10-07");
    const calendar = new Map(calendarRows("2026").map((row) => [row.date, row.is_workday === "1"]));
    // 1-7 October off; 8, 9, Saturday 10 (worked in exchange), 12 and 13 are the five days.
    expect(day(addWorkingDays(wednesday, 5, "Asia/Shanghai", calendar))).toBe("2026-10-13");
  });

  test("the seeded calendar is served as a module, and a change to it counts for the next deadline", async () => {
    const root = caller(t, await sessionFor(t, "admin", 1));
    const listed = await root.get("routine.WorkCalendar/index?search[0][field]=date&search[0][operator]=eq&search[0][val]=2026-10-10");
    expect(listed.data.list).toEqual([expect.objectContaining({ date: "2026-10-10", is_workday: "1", name: "National Day" })]);
    expect(listed.data.list[0].weekday).toBe("Saturday");
    const weekday = await root.post("routine.WorkCalendar/add", { date: "2031-11-26", is_workday: "1", name: "调休" });
    expect(weekday).toMatchObject({ code: 0, data: { fields: { is_workday: "A working day swapped in exchange falls on a Saturday or Sunday" } } });

    // Every one of the next 30 days declared a day off: an application submitted now is due after them.
    const now = Math.floor(Date.now() / 1000);
    const dates = Array.from({ length: 30 }, (_, i) => new Date((now + (i + 1) * 86400 + 8 * 3600) * 1000).toISOString().slice(0, 10));
    await t.database.db.delete(workCalendar).where(inArray(workCalendar.date, dates));
    for (const date of dates) expect((await root.post("routine.WorkCalendar/add", { date, is_workday: "0", name: "测试假期" })).code, date).toBe(1);
    const { api } = await newAccount("c");
    const id = (await api.post("enterprise.Registration/submit", registrationForm())).data.id as number;
    const [row] = await t.database.db.select().from(enterprise).where(eq(enterprise.id, id));
    expect((row?.notify_due_time ?? 0) - (row?.submit_time ?? 0)).toBeGreaterThan(30 * 86400);
    await t.database.db.delete(workCalendar).where(inArray(workCalendar.date, dates));
    await root.post("ajax/clearCache", { type: "calendar" });
  });

  test("a review's time limit is extended once, by 10 working days, with a reason on the record", async () => {
    // Accepted on Monday 2 March 2026, 10:00 in Shanghai: the decision is due 20 working days
    // later, Monday 30 March; ten more working days skip the weekends and the Qingming holiday
    // (4-6 April, seeded): Tuesday 14 April, 10:00. Worked out by hand, not by the product.
    pinClock(instant("2026-03-02 10:00"));
    try {
      await extendOnce();
    } finally {
      releaseClock();
    }
  });

  async function extendOnce() {
    const supervisor = caller(t, (await seededRoleAdmin(t, 2)).token);
    const { api } = await newAccount("x");
    const id = (await api.post("enterprise.Registration/submit", registrationForm())).data.id as number;
    expect((await supervisor.post("enterprise.Audit/extend", { kind: "register", id, opinion: "太早" })).msg).toBe("Not possible while the application is Submitted");
    await supervisor.post("enterprise.Audit/accept", { kind: "register", id });
    const [accepted] = await t.database.db.select().from(enterprise).where(eq(enterprise.id, id));
    expect(accepted?.accept_time).toBe(instant("2026-03-02 10:00"));
    expect(accepted?.decide_due_time).toBe(instant("2026-03-30 10:00"));

    const noReason = await supervisor.post("enterprise.Audit/extend", { kind: "register", id, opinion: " " });
    expect(noReason).toMatchObject({ code: 0, data: { fields: { opinion: "Give the reason for extending the time limit" } } });
    const extended = await supervisor.post("enterprise.Audit/extend", { kind: "register", id, opinion: "需现场核查经营场所" });
    expect(extended).toMatchObject({ code: 1, msg: "The decision is now due 10 working days later" });

    const [after] = await t.database.db.select().from(enterprise).where(eq(enterprise.id, id));
    expect(after?.decide_due_time).toBe(instant("2026-04-14 10:00"));
    expect(after?.audit_status).toBe("UNDER_REVIEW");
    const detail = await supervisor.get(`enterprise.Audit/review?id=${id}`);
    expect(detail.data.used).toContain("extend");
    expect(detail.data.moves).not.toContain("extend");
    expect(detail.data.row).toMatchObject({ due_time: after?.decide_due_time });
    expect(detail.data.records).toContainEqual(expect.objectContaining({ action: "extend", opinion: "需现场核查经营场所", from_status: "UNDER_REVIEW", to_status: "UNDER_REVIEW" }));

    expect((await supervisor.post("enterprise.Audit/extend", { kind: "register", id, opinion: "再延" })).msg).toBe("This review has already been extended once");
    expect((await supervisor.post("enterprise.Audit/approve", { kind: "register", id })).code).toBe(1);
  }

  test("overdue applications are flagged and can be filtered", async () => {
    const { api } = await newAccount("e");
    const id = (await api.post("enterprise.Registration/submit", registrationForm())).data.id as number;
    const past = Math.floor(Date.now() / 1000) - 10 * 86400;
    await t.database.db.update(enterprise).set({ submit_time: past, notify_due_time: past + 86400 }).where(eq(enterprise.id, id));
    const overdue = await supervisor.get("enterprise.Audit/index?search[0][field]=overdue&search[0][operator]=eq&search[0][val]=1&counts=1&limit=100");
    const row = overdue.data.list.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ overdue: true, audit_status: "SUBMITTED" });
    expect(overdue.data.list.every((r: { overdue: boolean }) => r.overdue)).toBe(true);
    expect(overdue.data.workflow.overdue).toBeGreaterThan(0);
    await supervisor.post("enterprise.Audit/accept", { kind: "register", id });
    const accepted = await supervisor.get(`enterprise.Audit/review?id=${id}`);
    expect(accepted.data.row.overdue).toBe(false);
    expect(accepted.data.row.due_time).toBeGreaterThan(Date.now() / 1000 + 20 * 86400);
  });
});
