// The complaint desk on the server: what each move does besides changing the state (the result it
// records, the handler it assigns, whether it came after its time limit, the copy a transfer
// starts at the other bureau, the message the complainant gets), the case page's extras (review),
// and the desk's own actions: staff intake, evidence, notes and questions, provincial
// supervision (督办) and the dashboard's figures.
import { and, asc, count, eq } from "drizzle-orm";
import { refundsOfComplaint } from "@modules/order/complaint-link";
import { REFUND_STATES } from "@modules/order/options";
import { centsToYuan } from "@shared/money";
import { complaint, complaintEvidence, complaintMessage, tourContract, tradeOrder } from "@db/schema";
import { isInsideArea } from "@shared/area-code";
import { formatDateTime } from "@shared/datetime";
import { pick } from "@shared/i18n";
import { L } from "@shared/module/labels";
import { runningLimit } from "@shared/module/workflow";
import { maskPii } from "@shared/pii";
import { rule } from "@shared/validate";
import { action, defineServer, reply, type ActionContext } from "@server/engine/define";
import { jurisdictionCondition } from "@server/engine/jurisdiction";
import { toUnixSeconds } from "@server/engine/time-zone";
import type { Row, Transaction } from "@server/engine/types";
import { moverOf, noteTrail, type MoveContext, type TransitionHooks } from "@server/engine/workflow/machine";
import { dueAfter } from "@server/engine/workflow/time-limits";
import { ApiError, FieldValidationError } from "@server/kernel/errors";
import { bureauCode, bureauName } from "../bureaus";
import { fileComplaint, nextComplaintNo } from "../intake";
import { tellSafely } from "../notify";
import { appendEvidence } from "../evidence";
import { complaintStats } from "../stats";
import type { ComplaintEvent } from "../templates";
import { complaintWorkflow, OPEN_STATES } from "../workflow";
import { reindexRecords } from "@server/engine/full-text";

/** Limits the bureau itself must keep (the reply period is the respondent's). */
const OFFICE_LIMITS = new Set(["accept", "notify", "result"]);

/** The result each move records. */
const RESULTS: Record<string, string> = {
  refuse: "REFUSED",
  refuseLate: "REFUSED",
  transfer: "TRANSFERRED",
  onSpot: "ON_SPOT",
  mediate: "MEDIATED",
  fail: "MEDIATION_FAILED",
  expire: "MEDIATION_FAILED",
  withdraw: "WITHDRAWN",
};

/** The message each move sends. */
const MESSAGES: Record<string, ComplaintEvent> = {
  accept: "accepted",
  deemAccept: "deemedAccepted",
  refuse: "refused",
  onSpot: "onSpot",
  notify: "notified",
  reply: "replied",
  deemNoReply: "noReply",
  mediate: "mediated",
  fail: "failed",
  expire: "expired",
  close: "closed",
  withdraw: "withdrawn",
};

const SYSTEM_RECORDS: Record<string, ReturnType<typeof L>> = {
  refuseLate: L("投诉距旅游合同结束之日已超过 90 天。", "The complaint was made more than 90 days after the tour contract ended."),
  expire: L("自受理之日起 60 日内未能达成调解协议。", "No agreement was reached within 60 days of acceptance."),
};

/** What every move does: the result, the handler, lateness. */
function common(name: string): TransitionHooks["before"] {
  const transition = complaintWorkflow.transitions[name];
  return async (ctx, row, values) => {
    const now = ctx.services.clock.now();
    const limit = runningLimit(complaintWorkflow, row.status);
    if (transition?.by !== "owner" && limit && OFFICE_LIMITS.has(limit.name) && typeof row[limit.column] === "number" && (row[limit.column] as number) < now) {
      values.late_steps = Number(row.late_steps ?? 0) + 1;
    }
    if (transition?.by === "staff" && !Number(row.handler_id) && ctx.mover.type !== "system") {
      values.handler_id = ctx.mover.id;
      values.handler_name = ctx.mover.name;
    }
    if (RESULTS[name]) values.result = RESULTS[name];
    const record = SYSTEM_RECORDS[name];
    if (record) values.result_text = pick(record, row.lang === "en" ? "en" : "zh-cn");
    if (name === "refuseLate") values.refuse_ground = "OVER_90_DAYS";
  };
}

/** The transferred copy: the same complaint, received anew by the other bureau (its own number and limits). */
async function startCopy(ctx: MoveContext, original: Row, target: number, tx: Transaction): Promise<void> {
  const { services } = ctx;
  const now = services.clock.now();
  const timeZone = await services.siteConfig.timeZone();
  const limit = complaintWorkflow.limits?.find((l) => l.name === "accept");
  const {
    id: _id,
    complaint_no: _no,
    status: _status,
    create_time: _c,
    update_time: _u,
    ...facts
  } = original as typeof complaint.$inferSelect;
  const [copy] = await tx
    .insert(complaint)
    .values({
      ...facts,
      complaint_no: await nextComplaintNo(tx, now, timeZone),
      region_code: target,
      status: "RECEIVED",
      handler_id: 0,
      handler_name: "",
      received_time: now,
      accept_time: null,
      notify_time: null,
      reply_time: null,
      result_time: null,
      close_time: null,
      accept_due_time: limit ? dueAfter(now, limit.amount, limit.unit, timeZone, await services.workCalendar.get()) : null,
      notify_due_time: null,
      reply_due_time: null,
      result_due_time: null,
      refuse_ground: "",
      transfer_to: null,
      transferred_to_id: null,
      transferred_from_id: Number(original.id),
      result: "",
      result_text: "",
      compensation_amount: null,
      late_steps: 0,
      create_time: now,
      update_time: now,
    })
    .returning();
  if (!copy) throw new Error("transfer copy insert returned no row");
  await reindexRecords(tx, services.modules, "complaint", [copy.id]);
  await tx.update(complaint).set({ transferred_to_id: copy.id }).where(eq(complaint.id, Number(original.id)));
  const from = bureauName(Number(original.region_code));
  const desk = services.modules.get("complaint.Complaint");
  await noteTrail(desk.declaration, tx, copy as Row, "receive", ctx.mover, now, {
    opinion: `${from["zh-cn"]}转来（原编号 ${String(original.complaint_no)}）`,
    details: { transferred_from: original.complaint_no },
  });
  const files = await tx.select().from(complaintEvidence).where(eq(complaintEvidence.complaint_id, Number(original.id))).orderBy(asc(complaintEvidence.id));
  if (files.length) await tx.insert(complaintEvidence).values(files.map(({ id: _e, complaint_id: _k, ...file }) => ({ ...file, complaint_id: copy.id })));
}

const transitions: Record<string, TransitionHooks> = Object.fromEntries(
  Object.keys(complaintWorkflow.transitions).map((name) => {
    const hooks: TransitionHooks = {
      before: common(name),
      async afterCommit(ctx, row) {
        const event = MESSAGES[name];
        if (event) await tellSafely(ctx.services, row, event);
      },
    };
    return [name, hooks];
  }),
);

transitions.transfer = {
  async before(ctx, row, values, input) {
    await common("transfer")?.(ctx, row, values, input, undefined as never);
    const target = Number(input.values?.transfer_to);
    if (bureauCode(target) === bureauCode(Number(row.region_code))) {
      throw new FieldValidationError({ transfer_to: { text: L("该投诉已由此单位办理，请选择其他单位", "This bureau already handles it: choose another one") } }, { transfer_to: L("转办至", "Transfer to") });
    }
  },
  async after(ctx, row, input, tx) {
    await startCopy(ctx, row, Number(input.values?.transfer_to), tx);
  },
  async afterCommit(ctx, row) {
    const [copy] = await ctx.services.db.select().from(complaint).where(eq(complaint.transferred_from_id, Number(row.id)));
    if (!copy) return;
    const lang = row.lang === "en" ? "en" : "zh-cn";
    await tellSafely(ctx.services, row, "transferred", {
      newNo: copy.complaint_no,
      unit: pick(bureauName(copy.region_code), lang),
      due: copy.accept_due_time ? formatDateTime(copy.accept_due_time, await ctx.services.siteConfig.timeZone(), false) : "",
    });
  },
};

/** A case the caller may see (jurisdiction), or "not found". */
const visibleCase = async (ctx: ActionContext, id: number): Promise<Row> => {
  await ctx.engine.read(ctx.entry, ctx, id);
  const [row] = await ctx.services.db.select().from(complaint).where(eq(complaint.id, id));
  if (!row) throw new ApiError("recordNotFound");
  return row as Row;
};

const isOpen = (status: unknown) => (OPEN_STATES as readonly string[]).includes(String(status));

export default defineServer({
  transitions,
  async review(ctx, row) {
    const { db } = ctx.services;
    const id = Number(row.id);
    const [raw] = await db.select().from(complaint).where(eq(complaint.id, id));
    if (!raw) return {};
    const messages = await db.select().from(complaintMessage).where(eq(complaintMessage.complaint_id, id)).orderBy(asc(complaintMessage.id)).limit(200);
    const evidence = await db.select().from(complaintEvidence).where(eq(complaintEvidence.complaint_id, id)).orderBy(asc(complaintEvidence.id)).limit(200);
    const linked = async (other: number | null) => {
      if (!other) return null;
      const [found] = await db.select({ id: complaint.id, complaint_no: complaint.complaint_no, region_code: complaint.region_code, status: complaint.status }).from(complaint).where(eq(complaint.id, other));
      if (!found) return null;
      const visible = await ctx.engine.read(ctx.entry, ctx, found.id).then(
        () => true,
        () => false,
      );
      return { ...found, bureau: pick(bureauName(found.region_code), ctx.lang), visible };
    };
    // The contract and order it names: their numbers, and whether this admin may open them.
    const record = async (key: string, node: string, other: number | null, numberOf: (id: number) => Promise<string | undefined>) => {
      if (!other) return null;
      const no = await numberOf(other);
      if (!no) return null;
      const allowed = ctx.admin.access.super || ctx.admin.access.nodes.has(node);
      const visible = allowed && (await ctx.engine.read(ctx.services.modules.get(key), ctx, other).then(() => true, () => false));
      return { id: other, no, visible };
    };
    const contractNo = async (other: number) => (await db.select({ no: tourContract.contract_no }).from(tourContract).where(eq(tourContract.id, other)))[0]?.no;
    const orderNo = async (other: number) => (await db.select({ no: tradeOrder.order_no }).from(tradeOrder).where(eq(tradeOrder.id, other)))[0]?.no;
    const respondentCount = raw.respondent_id
      ? ((await db.select({ n: count() }).from(complaint).where(and(eq(complaint.respondent_id, raw.respondent_id), jurisdictionCondition(ctx.entry, ctx))))[0]?.n ?? 0)
      : 0;
    const area = ctx.admin.access.area;
    return {
      bureau: { code: bureauCode(raw.region_code), name: pick(bureauName(raw.region_code), ctx.lang) },
      limits: (complaintWorkflow.limits ?? []).map((limit) => ({ name: limit.name, label: pick(limit.label, ctx.lang), due: (raw as Row)[limit.column] ?? null, running: limit.states.includes(raw.status) })),
      messages: messages.map((m) => ({ ...m, target: m.channel === "sms" ? maskPii("phone", m.target) : m.target })),
      evidence,
      transferred_from: await linked(raw.transferred_from_id),
      contract: await record("contract.Contract", "contract/contract/index", raw.contract_id, contractNo),
      order: await record("order.Order", "order/order/index", raw.order_id, orderNo),
      transferred_to: await linked(raw.transferred_to_id),
      respondent_complaints: respondentCount,
      refunds: (await refundsOfComplaint(db, id)).map((r) => ({ ...r, amount: centsToYuan(r.amount), status_text: pick(REFUND_STATES.find((o) => o.value === r.status)?.label ?? L(r.status, r.status), ctx.lang) })),
      can_supervise: !area && (ctx.admin.access.super || ctx.admin.access.nodes.has("complaint/complaint/supervise")) && isOpen(raw.status),
      open: isOpen(raw.status),
    };
  },
  actions: {
    /** Staff entry: 12345 transfers, calls, visits, letters. */
    register: action({
      async handle(ctx) {
        const entry = ctx.entry;
        const area = ctx.admin.access.area;
        const filed = await fileComplaint(ctx.services, ctx.workflows, entry, ctx.rawBody, {
          mover: moverOf(ctx.admin),
          lang: (ctx.rawBody as Row | null)?.lang === "en" ? "en" : "zh-cn",
          queryCode: true,
          uploader: "admin",
          links: { contract: jurisdictionCondition(ctx.services.modules.get("contract.Contract"), ctx), order: jurisdictionCondition(ctx.services.modules.get("order.Order"), ctx) },
          guard: async (values) => {
            const region = Number(values.region_code);
            if (area && !isInsideArea(region, area)) {
              throw new FieldValidationError({ region_code: { key: "outsideJurisdiction" } }, { region_code: L("属地", "Area") });
            }
          },
        });
        return reply(filed, L("投诉已登记", "Complaint registered"));
      },
    }),
    /** Evidence added by staff (appended; nothing is ever replaced). */
    evidence: action({
      body: { id: rule.id({ required: true }), files: rule.array({ required: true, min: 1, max: 20, items: rule.string({ max: 255 }) }) },
      async handle(ctx, { body }) {
        const row = await visibleCase(ctx, body.id);
        const added = await appendEvidence(ctx.services, ctx.entry, row, body.files, moverOf(ctx.admin));
        return reply({ count: added }, L("证据已添加", "Evidence added"));
      },
    }),
    /** An internal note, or a question to the complainant (sent to them). */
    note: action({
      body: { id: rule.id({ required: true }), kind: rule.string({ required: true, in: ["note", "ask"] }), text: rule.string({ required: true, max: 1000 }) },
      labels: { text: L("内容", "Text") },
      async handle(ctx, { body }) {
        const row = await visibleCase(ctx, body.id);
        if (body.kind === "ask" && !isOpen(row.status)) throw new ApiError(L("已办结的投诉不能再询问投诉人", "A closed complaint takes no more questions"));
        await noteTrail(ctx.entry.declaration, ctx.services.db, row, body.kind, moverOf(ctx.admin), ctx.services.clock.now(), { opinion: body.text });
        if (body.kind === "ask") await tellSafely(ctx.services, row, "question", { question: body.text });
        return reply(null, body.kind === "ask" ? L("问题已发送给投诉人", "Question sent to the complainant") : L("备注已保存", "Note saved"));
      },
    }),
    /** Provincial supervision (督办): marks an open case with a tighter deadline (the provincial bureau only). */
    supervise: action({
      body: { id: rule.id({ required: true }), due_date: rule.string({ required: true, pattern: "date" }), opinion: rule.string({ required: true, max: 500 }) },
      labels: { due_date: L("督办期限", "Supervision deadline"), opinion: L("督办意见", "Instructions") },
      async handle(ctx, { body }) {
        if (ctx.admin.access.area) throw new ApiError(L("督办由省级监管部门作出", "Only the provincial bureau supervises cases"));
        const row = await visibleCase(ctx, body.id);
        if (!isOpen(row.status)) throw new ApiError(L("只能督办尚未办结的投诉", "Only open complaints can be supervised"));
        const now = ctx.services.clock.now();
        // The end of that day in the site's time zone.
        const due = toUnixSeconds(`${body.due_date} 23:59:59`, await ctx.services.siteConfig.timeZone());
        const statutory = typeof row.result_due_time === "number" && row.status !== "RECEIVED" ? row.result_due_time : undefined;
        if (due <= now || (statutory !== undefined && due > statutory)) {
          throw new FieldValidationError({ due_date: { text: L("督办期限应晚于今天且不晚于法定办结期限", "The deadline must be after today and no later than the statutory one") } }, { due_date: L("督办期限", "Supervision deadline") });
        }
        await ctx.services.db.transaction(async (tx) => {
          await tx.update(complaint).set({ supervised: "1", supervise_due_time: due, supervise_note: body.opinion, supervise_time: now }).where(eq(complaint.id, body.id));
          await noteTrail(ctx.entry.declaration, tx, row, "supervise", moverOf(ctx.admin), now, { opinion: body.opinion, details: { due_date: body.due_date } });
        });
        return reply({ supervise_due_time: due }, L("已督办", "Supervision recorded"));
      },
    }),
    /** The dashboard's complaint figures: on-time rate and satisfaction per bureau and per respondent, supervised cases. */
    stats: action({
      method: "GET",
      access: { node: "complaint/complaint/index" },
      handle: (ctx) => complaintStats(ctx.services, ctx.entry, ctx),
    }),
  },
});
