// Demo complaints and opinions for Hainan (reference domain §24): about 300 complaints over the
// last 12 months, more at Spring Festival and in October; the scenarios of complaint-texts.ts;
// ~60 % from the 12345 hotline, 25 % through the platform (some from demo members), 15 % by
// phone or visit. Each case is played through the workflow's real rules — limits counted through
// the work calendar, the moves the server makes itself when a limit passes — so the trail, the
// messages and the state agree with what the engine would have done: most are closed on time,
// about 8 % end without agreement, some are open and a few past their step's limit today, some
// transferred to another bureau (the copy handled there), a few under provincial supervision.
// Rows are built in memory and inserted in batches (one transaction).
import { asc, eq, inArray, max } from "drizzle-orm";
import { admin, auditRecord, complaint, complaintMessage, config, enterprise, user, workCalendar } from "@db/schema";
import { formatDateTime } from "@shared/datetime";
import { bureauCode, bureauName } from "@modules/complaint/bureaus";
import { REFUSE_GROUNDS } from "@modules/complaint/options";
import { complaintSms, complaintText, type ComplaintEvent } from "@modules/complaint/templates";
import { addWorkingDays } from "@shared/working-days";
import { seededRandom, type SeededRandom } from "../random";
import type { DemoSeeder } from "./context";
import { FAILED_RECORDS, HOME_PROVINCES, ON_SPOT_RECORDS, RATE_COMMENTS, REFUSALS, SCENARIOS, type Scenario } from "./complaint-texts";
import { REGIONS } from "./enterprise-names";
import { GIVEN_NAMES, MOBILE_PREFIXES, SURNAMES } from "./people";

type ComplaintInsert = typeof complaint.$inferInsert;
type RecordInsert = typeof auditRecord.$inferInsert;
type MessageInsert = typeof complaintMessage.$inferInsert;

const DAY = 86_400;
const ZONE = "Asia/Shanghai";
/** Relative number of complaints per month (January … December): Spring Festival and Golden Week peaks. */
const MONTH_WEIGHTS = [1.7, 1.9, 0.8, 0.8, 1.1, 0.7, 1.0, 1.0, 0.7, 1.8, 0.9, 1.0];

export function weighted<T>(random: SeededRandom, items: readonly T[], weight: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  let roll = random.next() * total;
  for (const item of items) {
    roll -= weight(item);
    if (roll <= 0) return item;
  }
  return items[items.length - 1] as T;
}

const fill = (text: string, vars: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ""));
const date = (s: number) => formatDateTime(s, ZONE, false);

interface Operator {
  operator_type: string;
  operator_id: number;
  operator_name: string;
}

interface Handler {
  id: number;
  name: string;
}

interface Draft {
  id: number;
  scenario: Scenario;
  received: number;
  row: ComplaintInsert;
  plan: { decision: "accept" | "refuse" | "transfer" | "onSpot"; fail: boolean; lateAccept: boolean; lateNotify: boolean; noReply: boolean; withdraw: boolean; rated: boolean; stuck?: boolean; refusal?: (typeof REFUSALS)[number] };
  copyOf?: Draft;
}

export const demoComplaints: DemoSeeder = {
  name: "demo:complaints",
  async run({ db, now }) {
    const random = seededRandom(15_0015);
    const calendar = new Map((await db.select().from(workCalendar)).map((r) => [r.date, r.is_workday === "1"]));
    const wd = (from: number, days: number) => addWorkingDays(from, days, ZONE, calendar);
    const [site] = await db.select({ value: config.value }).from(config).where(eq(config.name, "site_name"));
    const siteName = site?.value || "文化和旅游市场监管执法平台";
    const enterprises = await db.select({ id: enterprise.id, name: enterprise.name, category: enterprise.category_id, region: enterprise.region_code }).from(enterprise).where(eq(enterprise.audit_status, "APPROVED"));
    const cityStaff = await db.select({ id: admin.id, nickname: admin.nickname, region: admin.region_code }).from(admin).where(inArray(admin.username, ["haikou", "sanya", "qionghai"]));
    const [provincial] = await db.select({ id: admin.id, nickname: admin.nickname }).from(admin).where(eq(admin.username, "supervisor"));
    const members = await db.select({ id: user.id, nickname: user.nickname, mobile: user.mobile }).from(user).orderBy(asc(user.id)).limit(48);
    const [{ top } = { top: 0 }] = await db.select({ top: max(complaint.id) }).from(complaint);
    let nextId = (top ?? 0) + 1;

    const handlerOf = (region: number): Handler => {
      const staff = cityStaff.find((s) => bureauCode(region) === s.region);
      if (staff) return { id: staff.id, name: staff.nickname };
      return { id: 0, name: `${random.pick(SURNAMES)[0]}${random.pick(GIVEN_NAMES)[0]}（${bureauName(region)["zh-cn"].replace("旅游和文化广电体育局", "旅文局")}）` };
    };

    /** A time in the last 12 months, weighted by month, during the day (8:00-22:00 in Hainan). */
    const receivedAt = (): number => {
      for (;;) {
        const at = now - random.int(1, 364) * DAY;
        const month = new Date((at + 8 * 3600) * 1000).getUTCMonth();
        if (random.next() * 1.9 > (MONTH_WEIGHTS[month] ?? 1)) continue;
        const midnight = at - ((at + 8 * 3600) % DAY);
        return midnight + random.int(8, 21) * 3600 + random.int(0, 59) * 60;
      }
    };

    const drafts: Draft[] = [];
    const makeDraft = (member?: (typeof members)[number]): Draft => {
      const scenario = weighted(random, SCENARIOS, (s) => s.weight);
      let respondent: { type: string; id: number | null; name: string; region: number };
      const pool = scenario.respondent ? enterprises.filter((e) => scenario.respondent?.categories.includes(e.category) && (!scenario.respondent.word || e.name.includes(scenario.respondent.word)) && (!scenario.respondent.sanya || bureauCode(e.region) === 460200)) : [];
      if (pool.length) {
        const chosen = random.pick(pool);
        respondent = { type: "ENTERPRISE", id: chosen.id, name: chosen.name, region: chosen.region };
      } else {
        const named = random.pick(scenario.named ?? [{ type: "OTHER" as const, name: "无资质经营者" }]);
        respondent = { type: named.type, id: null, name: named.name, region: random.chance(0.7) ? random.pick([460202, 460203, 460204, 460205]) : weighted(random, REGIONS, (r) => r.weight).code };
      }
      const [low, high] = scenario.claim;
      const amount = high ? random.int(low, high) : 0;
      const sourceRoll = random.next();
      const source = member ? "PLATFORM_WEB" : sourceRoll < 0.64 ? "HOTLINE_12345" : sourceRoll < 0.86 ? "PLATFORM_WEB" : sourceRoll < 0.95 ? "PHONE" : "VISIT";
      const platformMember = source === "PLATFORM_WEB" && !member && random.chance(0.4) ? random.pick(members) : member;
      const name = platformMember?.nickname ?? `${random.pick(SURNAMES)[0]}${random.pick(GIVEN_NAMES)[0]}`;
      const count = random.chance(0.03) ? random.int(4, 9) : random.chance(0.3) ? random.int(2, 3) : 1;
      const received = receivedAt();
      const decision = random.next();
      const draft: Draft = {
        id: nextId++,
        scenario,
        received,
        row: {
          id: 0,
          type: scenario.type === "REPORT" && random.chance(0.6) ? "REPORT" : "COMPLAINT",
          source,
          category: scenario.category,
          complainant_name: name,
          complainant_mobile: platformMember?.mobile || `${random.pick(MOBILE_PREFIXES)}${String(random.int(0, 99_999_999)).padStart(8, "0")}`,
          complainant_province: weighted(random, HOME_PROVINCES, ([, w]) => w)[0],
          complainant_count: count,
          representatives: count >= 4 ? [name, `${random.pick(SURNAMES)[0]}${random.pick(GIVEN_NAMES)[0]}`].join(",") : "",
          member_id: platformMember?.id ?? 0,
          notify_by: "sms",
          respondent_type: respondent.type,
          respondent_id: respondent.id,
          respondent_name: respondent.name,
          region_code: respondent.region,
          place: respondent.type === "ENTERPRISE" ? "" : random.pick(["南山文化旅游区门口", "三亚湾路海鲜广场", "大东海广场", "海口骑楼老街"]),
          incident_time: received - random.int(1, 6) * DAY - random.int(0, 40_000),
          request: random.pick(scenario.requests),
          claim_amount: amount ? amount * 100 : null,
          description: fill(random.pick(scenario.descriptions), { amount, price: random.int(98, 398), people: random.int(16, 22) }),
          received_time: received,
          create_time: received,
          update_time: received,
        } as ComplaintInsert,
        plan: {
          decision: source === "VISIT" || source === "PHONE" ? (decision < 0.55 ? "onSpot" : decision < 0.93 ? "accept" : "refuse") : decision < 0.86 ? "accept" : decision < 0.94 ? "refuse" : "transfer",
          fail: random.chance(0.09),
          lateAccept: random.chance(0.05),
          lateNotify: random.chance(0.13),
          noReply: random.chance(0.18),
          withdraw: random.chance(0.02),
          rated: random.chance(0.65),
          refusal: weighted(random, REFUSALS, (r) => r.weight),
        },
      };
      draft.row.id = draft.id;
      return draft;
    };
    for (let i = 0; i < 290; i++) drafts.push(makeDraft());
    // Open today and past the limit to notify the respondent (red in the queue).
    for (let i = 0; i < 6; i++) {
      const stuck = makeDraft();
      stuck.received = now - random.int(18, 32) * DAY - random.int(0, 20_000);
      Object.assign(stuck.row, { received_time: stuck.received, create_time: stuck.received, update_time: stuck.received, incident_time: stuck.received - 2 * DAY });
      stuck.plan = { ...stuck.plan, decision: "accept", lateAccept: false, withdraw: false, stuck: true };
      drafts.push(stuck);
    }
    // The demo member's own complaints (member centre): one closed and rated, one closed, one open.
    const demoMember = members[0];
    for (const [i, daysAgo] of [110, 80, 5].entries()) {
      if (!demoMember) break;
      const own = makeDraft(demoMember);
      own.received = now - daysAgo * DAY - 5 * 3600;
      Object.assign(own.row, { received_time: own.received, create_time: own.received, update_time: own.received, incident_time: own.received - DAY });
      own.plan = { ...own.plan, decision: "accept", fail: false, lateAccept: false, lateNotify: false, withdraw: false, rated: i === 0 };
      drafts.push(own);
    }

    const records: RecordInsert[] = [];
    const messages: MessageInsert[] = [];
    const rows: ComplaintInsert[] = [];

    const play = (draft: Draft) => {
      const r = draft.row;
      const handler = handlerOf(Number(r.region_code));
      const staff: Operator = { operator_type: "admin", operator_id: handler.id, operator_name: handler.name };
      const system: Operator = { operator_type: "system", operator_id: 0, operator_name: "system" };
      // Platform complaints are filed by the complainant; hotline, phone and visits are entered by staff.
      const complainant = r.member_id
        ? { operator_type: "member", operator_id: Number(r.member_id), operator_name: String(r.complainant_name) }
        : r.source === "PLATFORM_WEB"
          ? { operator_type: "public", operator_id: 0, operator_name: String(r.complainant_name) }
          : staff;
      const rater = r.member_id ? complainant : { operator_type: "public", operator_id: 0, operator_name: String(r.complainant_name) };
      let state = "RECEIVED";
      let late = 0;
      const step: Step = (action, to, at, who, opinion = "", details) => {
        records.push({ entity_type: "complaint", entity_id: draft.id, action, from_status: action === "receive" ? "RECEIVED" : state, to_status: to, opinion, details: details ? JSON.stringify(details) : "", ...who, create_time: at });
        state = to;
      };
      const tell = (event: ComplaintEvent, at: number, vars: Record<string, string> = {}) => {
        const text = complaintText("zh-cn", event, { no: "{no}", unit: bureauName(Number(r.region_code))["zh-cn"], reason: String(r.result_text ?? ""), ...vars });
        messages.push({ complaint_id: draft.id, channel: "sms", target: String(r.complainant_mobile), event, content: complaintSms("zh-cn", text, siteName), status: "sent", create_time: at + 60 });
      };
      const t0 = draft.received;
      const acceptDue = wd(t0, 5);
      r.accept_due_time = acceptDue;
      step("receive", "RECEIVED", t0, draft.copyOf ? staff : complainant, draft.copyOf ? `${bureauName(Number(draft.copyOf.row.region_code))["zh-cn"]}转来` : "");
      tell("received", t0, { due: date(acceptDue) });
      const finish = () => {
        r.status = state;
        r.late_steps = late;
        r.handler_id = state === "RECEIVED" ? 0 : handler.id;
        r.handler_name = state === "RECEIVED" ? "" : handler.name;
        rows.push(r);
      };
      const { plan } = draft;
      if (plan.decision === "onSpot") {
        const at = t0 + random.int(1, 6) * 3600;
        if (at > now) return finish();
        const comp = Math.round((Number(r.claim_amount ?? 0) / 100) * (0.3 + random.next() * 0.7));
        r.result_text = fill(random.pick(ON_SPOT_RECORDS), { comp });
        Object.assign(r, { result: "ON_SPOT", compensation_amount: comp * 100, accept_time: at, result_time: at, close_time: at });
        step("onSpot", "CLOSED", at, staff, String(r.result_text), { compensation_amount: comp });
        tell("onSpot", at);
        return rate(draft, at, finish, step, rater);
      }
      let decided = t0 + Math.floor((acceptDue - t0) * (0.1 + random.next() * 0.8));
      if (plan.decision === "refuse" || plan.decision === "transfer") {
        if (decided > now) return finish();
        if (plan.decision === "refuse" && plan.refusal) {
          Object.assign(r, { result: "REFUSED", refuse_ground: plan.refusal.ground, result_text: plan.refusal.reason, close_time: decided });
          step("refuse", "REFUSED", decided, staff, plan.refusal.reason, { refuse_ground: plan.refusal.ground });
          tell("refused", decided, { ground: REFUSE_GROUNDS.find((g) => g.value === plan.refusal?.ground)?.label["zh-cn"] ?? "" });
          return finish();
        }
        const target = bureauCode(Number(r.region_code)) === 460100 ? 460200 : 460100;
        const copy: Draft = { ...makeDraft(), copyOf: draft };
        Object.assign(copy.row, { ...r, id: copy.id, region_code: target, received_time: decided, create_time: decided, update_time: decided, transferred_from_id: draft.id, result: "", result_text: "" });
        copy.received = decided;
        copy.plan = { ...copy.plan, decision: "accept", withdraw: false };
        Object.assign(r, { result: "TRANSFERRED", transfer_to: target, transferred_to_id: copy.id, close_time: decided });
        step("transfer", "TRANSFERRED", decided, staff, "被投诉方所在地属该单位管辖", { transfer_to: target });
        tell("transferred", decided, { newNo: "{copy}", unit: bureauName(target)["zh-cn"], due: date(wd(decided, 5)) });
        finish();
        return play(copy);
      }
      // Accepted (or deemed accepted when the decision came too late).
      if (plan.lateAccept) decided = acceptDue + random.int(1, 3) * DAY;
      const deemed = decided > acceptDue;
      const acceptedAt = deemed ? acceptDue : decided;
      if (acceptedAt > now) return finish();
      if (deemed) late++;
      const notifyDue = wd(acceptedAt, 5);
      const resultDue = acceptedAt + 60 * DAY;
      Object.assign(r, { accept_time: acceptedAt, notify_due_time: notifyDue, result_due_time: resultDue });
      step(deemed ? "deemAccept" : "accept", "ACCEPTED", acceptedAt, deemed ? system : staff);
      tell(deemed ? "deemedAccepted" : "accepted", acceptedAt, { due: date(notifyDue), result: date(resultDue) });
      if (plan.withdraw) {
        const at = acceptedAt + random.int(1, 4) * DAY;
        if (at <= now) {
          Object.assign(r, { result: "WITHDRAWN", close_time: at });
          step("withdraw", "WITHDRAWN", at, complainant, "已与商家自行协商解决");
          tell("withdrawn", at);
          return finish();
        }
      }
      const notifiedAt = plan.stuck ? now + DAY : plan.lateNotify ? notifyDue + random.int(1, 6) * DAY : acceptedAt + Math.floor((notifyDue - acceptedAt) * (0.2 + random.next() * 0.7));
      if (notifiedAt > now) return finish();
      if (plan.lateNotify) late++;
      const replyDue = notifiedAt + 10 * DAY;
      Object.assign(r, { notify_time: notifiedAt, reply_due_time: replyDue });
      step("notify", "WAITING_REPLY", notifiedAt, staff, "已书面送达受理通知书及投诉书副本");
      tell("notified", notifiedAt, { due: date(replyDue) });
      const repliedAt = plan.noReply ? replyDue : notifiedAt + random.int(1, 9) * DAY;
      if (repliedAt > now) return finish();
      r.reply_time = repliedAt;
      if (plan.noReply) step("deemNoReply", "MEDIATING", repliedAt, system);
      else step("reply", "MEDIATING", repliedAt, staff, random.pick(draft.scenario.replies));
      tell(plan.noReply ? "noReply" : "replied", repliedAt, { due: date(resultDue) });
      let resultAt = repliedAt + random.int(2, 25) * DAY;
      const expired = resultAt >= resultDue || (plan.fail && random.chance(0.2));
      if (expired) resultAt = resultDue;
      if (resultAt > now) return finish();
      const comp = Math.round((Number(r.claim_amount ?? 0) / 100) * (0.4 + random.next() * 0.6));
      if (plan.fail || expired) {
        if (expired) late++;
        r.result_text = expired ? "自受理之日起 60 日内未能达成调解协议。" : random.pick(FAILED_RECORDS);
        Object.assign(r, { result: "MEDIATION_FAILED", result_time: resultAt });
        step(expired ? "expire" : "fail", "MEDIATION_FAILED", resultAt, expired ? system : staff, expired ? "" : String(r.result_text));
        tell(expired ? "expired" : "failed", resultAt);
      } else {
        r.result_text = fill(random.pick(draft.scenario.agreements), { comp });
        Object.assign(r, { result: "MEDIATED", result_time: resultAt, compensation_amount: comp ? comp * 100 : null });
        step("mediate", "MEDIATED", resultAt, staff, String(r.result_text), comp ? { compensation_amount: comp } : undefined);
        tell("mediated", resultAt);
      }
      const closedAt = resultAt + random.int(8, 96) * 3600;
      if (closedAt > now) return finish();
      r.close_time = closedAt;
      step("close", "CLOSED", closedAt, staff);
      tell("closed", closedAt);
      return rate(draft, closedAt, finish, step, rater);
    };

    type Step = (action: string, to: string, at: number, who: Operator, opinion?: string, details?: Record<string, unknown>) => void;
    const rate = (draft: Draft, closedAt: number, finish: () => void, step: Step, who: Operator) => {
      const at = closedAt + random.int(2, 72) * 3600;
      if (draft.plan.rated && at <= now) {
        const failed = draft.row.result === "MEDIATION_FAILED";
        const satisfaction = failed ? random.int(1, 3) : weighted(random, [5, 4, 3, 2], (s) => ({ 5: 5, 4: 4, 3: 1.2, 2: 0.4 })[s] ?? 1);
        const comment = random.pick(RATE_COMMENTS);
        Object.assign(draft.row, { satisfaction, rate_comment: comment, rate_time: at });
        step("rate", "CLOSED", at, who, comment, { satisfaction });
      }
      finish();
    };

    for (const draft of [...drafts]) play(draft);

    // Numbers: TS + the day received + the sequence of that day.
    rows.sort((a, b) => Number(a.received_time) - Number(b.received_time) || Number(a.id) - Number(b.id));
    const perDay = new Map<string, number>();
    for (const row of rows) {
      const day = date(Number(row.received_time)).replace(/-/g, "");
      const seq = (perDay.get(day) ?? 0) + 1;
      perDay.set(day, seq);
      row.complaint_no = `TS${day}${String(seq).padStart(4, "0")}`;
    }
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    for (const message of messages) {
      const row = byId.get(Number(message.complaint_id));
      message.content = String(message.content)
        .replace("{no}", String(row?.complaint_no ?? ""))
        .replace("{copy}", String(byId.get(Number(row?.transferred_to_id))?.complaint_no ?? ""));
    }

    // Provincial supervision (督办) of a few open cases; one past its deadline.
    const open = rows.filter((row) => ["ACCEPTED", "WAITING_REPLY", "MEDIATING"].includes(String(row.status)) && row.accept_time);
    for (const [i, row] of open.slice(0, 5).entries()) {
      const since = Math.min(now - DAY, Number(row.accept_time) + DAY);
      const due = i === 0 ? now - 2 * DAY : Math.min(Number(row.result_due_time), now + random.int(5, 20) * DAY);
      if (due <= since) continue;
      const note = random.pick(["媒体关注，请加快办理并于期限内报告结果。", "涉及多名游客，请依法从快处理。", "12345 热线重复投诉，请重点督办。"]);
      Object.assign(row, { supervised: "1", supervise_time: since, supervise_due_time: due, supervise_note: note });
      records.push({ entity_type: "complaint", entity_id: Number(row.id), action: "supervise", from_status: String(row.status), to_status: String(row.status), opinion: note, details: JSON.stringify({ due_date: date(due) }), operator_type: "admin", operator_id: provincial?.id ?? 0, operator_name: provincial?.nickname ?? "省厅监管员", create_time: since });
    }

    const chunks = <T>(list: T[], size: number) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));
    await db.transaction(async (tx) => {
      for (const part of chunks(rows, 100)) await tx.insert(complaint).values(part);
      for (const part of chunks(records, 500)) await tx.insert(auditRecord).values(part);
      for (const part of chunks(messages, 500)) await tx.insert(complaintMessage).values(part);
    });
  },
};
