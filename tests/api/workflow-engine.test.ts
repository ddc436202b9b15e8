// The declared-workflow engine on its own, with a controllable clock: a move is a conditional
// update plus a trail row; stale, forbidden and incomplete moves are refused with their
// messages; limits start at the named move and count working days through the work calendar;
// a limit whose `onExpire` names a move is applied by the scheduler's tick exactly once; the
// queue counts states and filters and orders by the running limit.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, asc, eq } from "drizzle-orm";
import { auditRecord, enterprise, workCalendar } from "@db/schema";
import { L } from "@shared/module/labels";
import type { ModuleDeclaration } from "@shared/module/types";
import type { WorkflowDeclaration } from "@shared/module/workflow";
import { createWorkflowMachine, SYSTEM_MOVER } from "@server/engine/workflow/machine";
import { createWorkflowScheduler } from "@server/engine/workflow/scheduler";
import { addWorkingDays } from "@server/engine/workflow/time-limits";
import type { ServerModule } from "@server/engine/types";
import { ApiError, FieldValidationError } from "@server/kernel/errors";
import { caller, seededRoleAdmin } from "./support/enterprise";
import { createTestApp, type TestApp } from "./support/test-app";

const DAY = 86_400;
/** Monday 2026-11-16 10:00 in Shanghai. */
const MONDAY = Date.UTC(2026, 10, 16, 2) / 1000;

let t: TestApp;
let now = MONDAY;
const clock = { now: () => now };

/** A notification workflow on the registry's table: a notice that is deemed accepted when 2 working days pass. */
const workflow: WorkflowDeclaration = {
  field: "audit_status",
  subject: L("通知", "notice"),
  states: [
    { value: "DRAFT", label: L("草稿", "Draft") },
    { value: "SUBMITTED", label: L("已送达", "Delivered") },
    { value: "APPROVED", label: L("已接受", "Accepted") },
    { value: "REJECTED", label: L("已拒绝", "Refused") },
  ],
  trail: { entity: "test_notice", enterprise: "id" },
  record: { opinion: "audit_opinion", missingItems: "missing_items" },
  limits: [{ name: "answer", label: L("答复期限", "Answer due"), states: ["SUBMITTED"], startsAt: ["send"], amount: 2, unit: "workingDays", column: "notify_due_time", onExpire: { move: "deem" } }],
  transitions: {
    send: { label: L("送达", "Send"), from: ["DRAFT"], to: "SUBMITTED", by: "owner", stamp: ["submit_time"], done: L("已送达", "Sent") },
    accept: { label: L("接受", "Accept"), from: ["SUBMITTED"], to: "APPROVED", by: "staff", done: L("已接受", "Accepted") },
    refuse: { label: L("拒绝", "Refuse"), from: ["SUBMITTED"], to: "REJECTED", by: "staff", opinion: { required: true, message: L("请说明理由", "Say why") }, done: L("已拒绝", "Refused") },
    remind: { label: L("催办", "Remind"), from: ["SUBMITTED"], to: "SUBMITTED", by: "staff", onceSince: "send", onceMessage: L("只能催办一次", "Only one reminder"), done: L("已催办", "Reminded") },
    deem: { label: L("视为接受", "Deemed accepted"), from: ["SUBMITTED"], to: "APPROVED", by: "system", done: L("视为接受", "Deemed accepted") },
  },
};

let entry: ServerModule;
let machine: ReturnType<typeof createWorkflowMachine>;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  const audit = (await import("@server/engine/catalog")).findDeclared("enterprise.Audit") as ModuleDeclaration;
  const table = (await import("@server/engine/tables")).platformTable("enterprise");
  if (!table) throw new Error("no enterprise table");
  entry = { declaration: { ...audit, key: "test.Notice", workflow }, table };
});
afterAll(() => t.close());

const services = () => t.app.services;

async function newRecord(name: string): Promise<number> {
  const [row] = await t.database.db.insert(enterprise).values({ category_id: 11000, name, audit_status: "DRAFT" }).returning({ id: enterprise.id });
  return row?.id ?? 0;
}

const ctx = () => ({ services: services(), lang: "en" as const, mover: { id: 1, name: "admin" } });
const state = async (id: number) => (await t.database.db.select({ s: enterprise.audit_status, due: enterprise.notify_due_time }).from(enterprise).where(eq(enterprise.id, id)))[0];
const trail = (id: number) => t.database.db.select().from(auditRecord).where(and(eq(auditRecord.entity_type, "test_notice"), eq(auditRecord.entity_id, id))).orderBy(asc(auditRecord.id));

describe("moves", () => {
  beforeAll(() => {
    machine = createWorkflowMachine(services());
  });

  test("a move updates the state, starts its limit in working days and leaves a trail row", async () => {
    now = MONDAY;
    const id = await newRecord("送达测试");
    await machine.move(entry, ctx(), id, "send", {});
    const after = await state(id);
    expect(after?.s).toBe("SUBMITTED");
    expect(after?.due).toBe(addWorkingDays(MONDAY, 2, "Asia/Shanghai", await services().workCalendar.get()));
    expect((await trail(id)).map((r) => [r.action, r.from_status, r.to_status, r.operator_name])).toEqual([["send", "DRAFT", "SUBMITTED", "admin"]]);
  });

  test("a move from the wrong state, and a stale repeat, are refused naming the state", async () => {
    const id = await newRecord("状态测试");
    const refused = machine.move(entry, ctx(), id, "accept", {});
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ key: "workflowNotAllowed", params: { subject: "notice", status: "Draft" } });
    await machine.move(entry, ctx(), id, "send", {});
    await machine.move(entry, ctx(), id, "accept", {});
    await expect(machine.move(entry, ctx(), id, "accept", {})).rejects.toMatchObject({ params: { status: "Accepted" } });
    expect((await trail(id)).map((r) => r.action)).toEqual(["send", "accept"]);
  });

  test("two moves racing from the same state: exactly one wins", async () => {
    const id = await newRecord("并发测试");
    await machine.move(entry, ctx(), id, "send", {});
    const results = await Promise.allSettled([machine.move(entry, ctx(), id, "accept", {}), machine.move(entry, ctx(), id, "refuse", { opinion: "不符合" })]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect((await trail(id)).filter((r) => r.action !== "send")).toHaveLength(1);
  });

  test("a required opinion is asked for by field, with the declared message; once-per-period moves are refused the second time", async () => {
    const id = await newRecord("输入测试");
    await machine.move(entry, ctx(), id, "send", {});
    const missing = await machine.move(entry, ctx(), id, "refuse", { opinion: "  " }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(FieldValidationError);
    expect((missing as FieldValidationError).fields.opinion).toEqual({ text: { "zh-cn": "请说明理由", en: "Say why" } });
    await machine.move(entry, ctx(), id, "remind", {});
    await expect(machine.move(entry, ctx(), id, "remind", {})).rejects.toMatchObject({ key: { en: "Only one reminder" } });
    await machine.move(entry, ctx(), id, "refuse", { opinion: "逾期未补" });
    const [record] = await t.database.db.select({ opinion: enterprise.audit_opinion }).from(enterprise).where(eq(enterprise.id, id));
    expect(record?.opinion).toBe("逾期未补");
  });
});

describe("time-driven moves", () => {
  test("the tick makes the limit's move once it has passed, as the system, once", async () => {
    now = MONDAY;
    const id = await newRecord("视为接受测试");
    await machine.move(entry, ctx(), id, "send", {});
    const scheduler = createWorkflowScheduler(services(), machine, () => [entry]);
    now = MONDAY + DAY;
    expect(await scheduler.tick()).toBe(0);
    expect((await state(id))?.s).toBe("SUBMITTED");
    now = (await state(id))?.due ?? 0;
    now += 1;
    expect(await scheduler.tick()).toBeGreaterThanOrEqual(1);
    expect((await state(id))?.s).toBe("APPROVED");
    expect(await scheduler.tick()).toBe(0);
    const moves = await trail(id);
    expect(moves.map((r) => r.action)).toEqual(["send", "deem"]);
    expect(moves[1]).toMatchObject({ operator_id: SYSTEM_MOVER.id, operator_name: SYSTEM_MOVER.name });
  });

  test("a public holiday in the work calendar moves the due time", async () => {
    now = MONDAY;
    await t.database.db.insert(workCalendar).values({ date: "2026-11-17", is_workday: "0", name: "测试假日" }).onConflictDoNothing();
    services().workCalendar.invalidate();
    const id = await newRecord("假日测试");
    await machine.move(entry, ctx(), id, "send", {});
    // Tuesday off: Wednesday and Thursday are the two working days.
    expect(new Date(((await state(id))?.due ?? 0) * 1000).toISOString().slice(0, 10)).toBe("2026-11-19");
    await t.database.db.delete(workCalendar).where(eq(workCalendar.date, "2026-11-17"));
    services().workCalendar.invalidate();
  });
});

describe("the queue (enterprise.Audit, a declared workflow module)", () => {
  test("counts per state, overdue only, and the soonest time limit first", async () => {
    now = Math.floor(Date.now() / 1000);
    const supervisor = caller(t, (await seededRoleAdmin(t, 2)).token);
    const ids: number[] = [];
    for (const [i, name] of ["甲", "乙", "丙"].entries()) {
      const [row] = await t.database.db
        .insert(enterprise)
        .values({ category_id: 11000, name: `队列测试${name}`, region_code: 460203, audit_status: "SUBMITTED", submit_time: now - 10 * DAY, notify_due_time: now + (i - 1) * DAY })
        .returning({ id: enterprise.id });
      ids.push(row?.id ?? 0);
    }
    const list = await supervisor.get(`enterprise.Audit/index?quickSearch=${encodeURIComponent("队列测试")}&counts=1`);
    expect(list.code, list.msg).toBe(1);
    expect(list.data.list.map((r: { id: number }) => r.id)).toEqual(ids);
    expect(list.data.list.map((r: { overdue: boolean }) => r.overdue)).toEqual([true, false, false]);
    expect(list.data.workflow).toMatchObject({ overdue: 1 });
    expect(list.data.workflow.states.SUBMITTED).toBe(3);
    const late = await supervisor.get(`enterprise.Audit/index?quickSearch=${encodeURIComponent("队列测试")}&search[0][field]=overdue&search[0][operator]=eq&search[0][val]=1`);
    expect(late.data.list.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    // The state tab filters the rows, never the counts of the other tabs.
    const tab = await supervisor.get(`enterprise.Audit/index?quickSearch=${encodeURIComponent("队列测试")}&counts=1&search[0][field]=audit_status&search[0][operator]=eq&search[0][val]=UNDER_REVIEW`);
    expect(tab.data.list).toEqual([]);
    expect(tab.data.workflow.states.SUBMITTED).toBe(3);
    expect((await supervisor.get("enterprise.Audit/index?search[0][field]=overdue&search[0][operator]=gt&search[0][val]=1")).code).toBe(0);
  });

  test("a move by a caller without its node is refused; drafts are not in the queue", async () => {
    const [row] = await t.database.db.insert(enterprise).values({ category_id: 11000, name: "草稿不入队", audit_status: "DRAFT" }).returning({ id: enterprise.id });
    const supervisor = caller(t, (await seededRoleAdmin(t, 2)).token);
    expect((await supervisor.get(`enterprise.Audit/review?id=${row?.id}`)).msg).toBe("Record not found");
    const enterpriseAccount = caller(t, (await seededRoleAdmin(t, 4, row?.id ?? 0)).token);
    expect((await enterpriseAccount.post("enterprise.Audit/accept", { id: row?.id })).code).not.toBe(1);
  });
});
