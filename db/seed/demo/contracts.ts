// Demo tour contracts (reference domain §9): 5,000 contracts of the demo travel agencies
// over the last twelve months and the next two (peaks at Spring Festival and in October), on
// Hainan routes — 海口-文昌-琼海-三亚 5天4晚, 三亚一日游 南山+天涯海角, 蜈支洲岛潜水一日游 … — with
// their travellers (ID numbers and mobiles made like real ones), each played through the
// workflow's moves in the trail: completed trips, some cancelled by either party (settled by
// the domestic schedule), a few terminated, void unsigned ones, trips on the road today, signed
// ones ahead, some awaiting the signature; guidance prices for the routes, and the supervision
// rules run once so alerts of every rule exist (a few confirmed or dismissed): the last is an
// outbound trip signed with an outbound agency whose outbound business was suspended since (its
// licence keeps the scope on paper, the registry's scopes lose it). The demo member
// signs three of them (one waits for their signature). Rows are built in memory and inserted in
// batches in one transaction.
import { asc, eq, sql } from "drizzle-orm";
import { auditRecord, contractAlert, contractTemplate, contractTourist, enterprise, guidancePrice, guide, tourContract, travelAgency, user } from "@db/schema";
import { runContractRules } from "@modules/contract/alerts";
import { cancellation, termination, type ScheduleStep } from "@modules/contract/cancellation";
import type { DemoContext, DemoSeeder } from "./context";
import { demoIdNumber, demoMobile, demoPersonOf } from "./people";

const DAY = 86_400;
const HOUR = 3600;
const TZ = 8 * HOUR;

/** Route, days, nights, adult price (yuan), guidance price (yuan), places. */
const ROUTES: [string, number, number, number, number, string, string][] = [
  ["海口-文昌-琼海-三亚 5天4晚", 5, 4, 2680, 2600, "海口美兰国际机场", "三亚凤凰国际机场"],
  ["三亚一日游 南山+天涯海角", 1, 0, 398, 420, "三亚市吉阳区酒店", "三亚市吉阳区酒店"],
  ["蜈支洲岛潜水一日游", 1, 0, 568, 560, "三亚市海棠湾酒店", "三亚市海棠湾酒店"],
  ["海口骑楼老街+火山口地质公园一日游", 1, 0, 238, 260, "海口市龙华区酒店", "海口市龙华区酒店"],
  ["三亚-陵水分界洲岛-万宁 3天2晚", 3, 2, 1380, 1400, "三亚凤凰国际机场", "万宁市兴隆镇"],
  ["海口-儋州-五指山-保亭-三亚 6天5晚", 6, 5, 3280, 3300, "海口美兰国际机场", "三亚凤凰国际机场"],
  ["琼海博鳌+万泉河 2天1晚", 2, 1, 780, 800, "琼海市嘉积镇", "琼海市博鳌镇"],
  ["三亚亚龙湾热带天堂森林公园一日游", 1, 0, 328, 350, "三亚市吉阳区酒店", "三亚市吉阳区酒店"],
];

/** The outbound trip of an agency whose outbound business was suspended after signing. */
const ABROAD: [string, number, number, number, number, string, string] = ["三亚-越南芽庄 5天4晚", 5, 4, 3980, 0, "三亚凤凰国际机场", "三亚凤凰国际机场"];

const DOMESTIC: ScheduleStep[] = [
  { party: "TOURIST", days_from: 4, days_to: 6, rate: 20 },
  { party: "TOURIST", days_from: 1, days_to: 3, rate: 40 },
  { party: "TOURIST", days_from: 0, days_to: 0, rate: 60 },
  { party: "AGENCY", days_from: 4, days_to: 6, rate: 10 },
  { party: "AGENCY", days_from: 1, days_to: 3, rate: 15 },
  { party: "AGENCY", days_from: 0, days_to: 0, rate: 20 },
];

/** Relative demand by month (1–12): Spring Festival (Jan–Feb) and October peaks, a summer rise. */
const MONTH_WEIGHT = [0, 1.6, 2.0, 1.1, 0.9, 0.8, 0.8, 1.2, 1.1, 0.8, 1.8, 1.0, 1.3];

const CANCEL_NOTES = ["旅游者因个人原因申请解除合同", "旅游者身体不适，无法出行", "航班取消，旅游者要求解除"];
const AGENCY_NOTES = ["未达到最低成团人数", "受台风影响，行程无法成行", "景区临时闭园"];

export const demoContracts: DemoSeeder = {
  name: "demo:contracts",
  async run(ctx: DemoContext) {
    const { db, random, now } = ctx;
    const agencies = await db
      .select({ id: enterprise.id, region_code: enterprise.region_code, license_no: travelAgency.license_no, scopes: travelAgency.scopes })
      .from(enterprise)
      .innerJoin(travelAgency, eq(travelAgency.enterprise_id, enterprise.id))
      .where(eq(enterprise.status, "NORMAL"))
      .orderBy(asc(enterprise.id));
    if (agencies.length === 0) return;
    const templates = await db.select({ id: contractTemplate.id, code: contractTemplate.code }).from(contractTemplate);
    const domestic = templates.find((t) => t.code === "DOMESTIC_GROUP")?.id;
    const dayTour = templates.find((t) => t.code === "DAY_TOUR")?.id;
    const outbound = templates.find((t) => t.code === "OUTBOUND_GROUP")?.id;
    const suspended = agencies.findLast((a) => (a.scopes ?? "").split(",").includes("OUTBOUND"));
    if (!domestic || !dayTour) return;
    const guides = await db.select({ id: guide.id, agency_id: guide.agency_id }).from(guide).where(eq(guide.affiliation_type, "AGENCY"));
    const guidesOf = new Map<number, number[]>();
    for (const g of guides) if (g.agency_id) guidesOf.set(g.agency_id, [...(guidesOf.get(g.agency_id) ?? []), g.id]);
    const [demoMember] = await db.select({ id: user.id, mobile: user.mobile, nickname: user.nickname }).from(user).where(sql`${user.mobile} <> ''`).orderBy(asc(user.id)).limit(1);
    const year = new Date((now + TZ) * 1000).getUTCFullYear();
    await db.insert(guidancePrice).values(
      ROUTES.flatMap(([route, days, , , guidance]) => [
        { route_name: route, days, season: "ALL" as const, price: guidance * 100, valid_from: `${year - 1}-01-01`, valid_to: `${year - 1}-12-31`, region_code: 460000 },
        { route_name: route, days, season: "ALL" as const, price: guidance * 100, valid_from: `${year}-01-01`, valid_to: `${year + 1}-12-31`, region_code: 460000 },
      ]),
    );

    const [last] = await db.select({ id: sql<number>`coalesce(max(${tourContract.id}), 0)` }).from(tourContract);
    let nextId = Number(last?.id ?? 0);
    const contracts: (typeof tourContract.$inferInsert)[] = [];
    const tourists: (typeof contractTourist.$inferInsert)[] = [];
    const trail: (typeof auditRecord.$inferInsert)[] = [];
    const perDay = new Map<string, number>();
    const day = (t: number) => new Date((t + TZ) * 1000).toISOString().slice(0, 10);
    const codeAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

    const TOTAL = 5000;
    /**
     * Where a contract's travellers live (their ID numbers' area): Hainan's main source markets,
     * Guangdong first, the north-east and Sichuan for the winter sun, and islanders. Picked by
     * the contract's place in the run, not by the random source, so the rest of the demo stays as it was.
     */
    const HOMES: readonly [number, number][] = [
      [440106, 14], [440304, 8], [460106, 12], [110105, 8], [310115, 7], [510107, 7], [230102, 6], [500103, 4],
      [430102, 5], [330106, 5], [320102, 4], [420106, 4], [410105, 4], [210102, 3], [370102, 3], [610113, 3], [220102, 2],
    ];
    const homeWeight = HOMES.reduce((sum, [, w]) => sum + w, 0);
    const homeOf = (k: number) => {
      let left = ((k * 2654435761) >>> 0) % homeWeight;
      for (const [code, w] of HOMES) if ((left -= w) < 0) return code;
      return HOMES[0]?.[0] ?? 460106;
    };
    for (let n = 0; n < TOTAL; n++) {
      const abroad = n === TOTAL - 1 && outbound !== undefined && suspended !== undefined;
      // A departure day from a year ago to two months ahead, weighted by the month's demand.
      let offset = 0;
      for (;;) {
        offset = random.int(-365, 60);
        const month = new Date((now + offset * DAY + TZ) * 1000).getUTCMonth() + 1;
        if (random.next() * 2.0 < (MONTH_WEIGHT[month] ?? 1)) break;
      }
      // Most contracts in the last days and the next weeks are for trips near today (some on the road).
      if (n < 60) offset = random.int(-2, 1);
      if (abroad) offset = 12;
      const [route, days, nights, price, guidance, from, to] = abroad ? ABROAD : random.pick(ROUTES);
      const agency = abroad ? suspended : random.pick(agencies);
      const departDay = Math.floor((now + TZ) / DAY) * DAY - TZ + offset * DAY;
      const departAt = departDay + (days === 1 ? 8 : random.pick([7, 9, 13])) * HOUR;
      const returnAt = departDay + (days - 1) * DAY + (days === 1 ? 18 : 20) * HOUR;
      // Made 3–40 days before departure, and never after today.
      const created = abroad ? now - 4 * DAY : Math.min(departAt - random.int(3, 40) * DAY - random.int(0, 10) * HOUR, now - random.int(1, 20 * 24) * HOUR);
      const sent = created + random.int(1, 20) * HOUR;
      const signedAt = sent + random.int(1, 40) * HOUR;
      const low = !abroad && random.chance(0.02);
      const adultPrice = (low ? Math.round(guidance * 0.55) : price + random.int(-3, 6) * 10) * 100;
      const adults = random.int(1, 4);
      const children = random.chance(0.25) ? random.int(1, 2) : 0;
      const total = adultPrice * adults + Math.round(adultPrice * 0.6) * children;
      const gender = random.chance(0.5) ? "1" : "2";
      const mobile = demoMobile(random);
      const signerName = demoPersonOf(random, gender);
      const home = homeOf(n);
      const signerId = demoIdNumber(random, home, gender, [1960, 2000]);
      const createdDay = day(created);
      const seq = (perDay.get(createdDay) ?? 0) + 1;
      perDay.set(createdDay, seq);
      const id = ++nextId;
      const leaders = guidesOf.get(agency.id) ?? [];
      const row: typeof tourContract.$inferInsert = {
        id,
        contract_no: `HT${createdDay.replaceAll("-", "")}${String(seq).padStart(4, "0")}`,
        check_code: Array.from({ length: 8 }, () => random.pick([...codeAlphabet])).join(""),
        template_id: abroad ? outbound : days === 1 ? dayTour : domestic,
        agency_id: agency.id,
        region_code: agency.region_code,
        agency_license_no: agency.license_no,
        tour_no: `HN${createdDay.replaceAll("-", "").slice(2)}-${String(seq).padStart(3, "0")}`,
        route_name: route,
        depart_place: from,
        return_place: to,
        depart_at: departAt,
        return_at: returnAt,
        days,
        nights,
        min_group_size: days === 1 ? 1 : 10,
        adult_count: adults,
        child_count: children,
        adult_price: adultPrice,
        child_price: Math.round(adultPrice * 0.6),
        total_amount: total,
        paid_amount: total,
        payment_method: random.pick(["ONLINE", "ONLINE", "TRANSFER", "CASH"]),
        shopping_stops: days >= 3 && random.chance(0.3) ? 1 : 0,
        shopping_list: "",
        paid_extras: days >= 3 && random.chance(0.3) ? "南山文化旅游区观音苑（自愿选择）" : "",
        insurance_policy_no: `PZHN${String(random.int(10_000_000, 99_999_999))}`,
        guide_id: leaders.length && random.chance(0.97) ? random.pick(leaders) : null,
        signer_name: signerName,
        signer_id_no: signerId,
        signer_mobile: mobile,
        sign_channel: random.pick(["PC", "APP", "WECHAT", "WECHAT", "OFFLINE"] as const),
        status: "DRAFT",
        create_time: created,
        update_time: created,
      };
      if (row.shopping_stops) row.shopping_list = "兴隆热带植物园特产店（停留不超过 60 分钟，自愿购物）";
      if (demoMember && n >= 60 && n < 63) Object.assign(row, { signer_mobile: demoMember.mobile, signer_name: demoMember.nickname.slice(0, 10) || signerName });

      // Played through the workflow as time went on.
      const agencyStaff = { operator_type: "admin", operator_id: 0, operator_name: "旅行社" };
      const system = { operator_type: "system", operator_id: 0, operator_name: "system" };
      const signer = { operator_type: "member", operator_id: 0, operator_name: row.signer_name ?? "" };
      let state = "DRAFT";
      const step = (action: string, to: string, at: number, who: typeof system, opinion = "") => {
        trail.push({ entity_type: "tour_contract", entity_id: id, enterprise_id: agency.id, action, from_status: state, to_status: to, opinion, ...who, create_time: at });
        state = to;
        row.update_time = at;
      };
      const draftOnly = !abroad && (sent > now || random.chance(0.01));
      if (!draftOnly) {
        step("send", "PENDING_SIGN", sent, agencyStaff);
        row.sent_time = sent;
        row.sign_due_time = sent + 72 * HOUR;
        const neverSigned = (!abroad && random.chance(0.03)) || (demoMember !== undefined && n === 62);
        if (signedAt > now || neverSigned) {
          if (sent + 72 * HOUR <= now && !(demoMember && n === 62)) {
            step("expire", "VOID", sent + 72 * HOUR, system);
            row.sign_due_time = null;
          } else if (demoMember && n === 62) {
            row.sent_time = now - 5 * HOUR;
            row.sign_due_time = now + 67 * HOUR;
            row.depart_at = Math.max(departAt, now + 5 * DAY);
            row.return_at = Number(row.depart_at) + (days - 1) * DAY + 10 * HOUR;
          }
        } else {
          step("sign", "SIGNED", signedAt, signer);
          row.signed_time = signedAt;
          row.sign_due_time = null;
          const ends = abroad ? 0.5 : random.next();
          if (ends < 0.05 && signedAt < departAt - 2 * DAY) {
            const at = Math.min(departAt - random.int(0, 6) * DAY - 3 * HOUR, now);
            if (at > signedAt) {
              const daysLeft = Math.max(0, Math.round((departDay - (Math.floor((at + TZ) / DAY) * DAY - TZ)) / DAY));
              const s = cancellation(DOMESTIC, "TOURIST", daysLeft, total, total);
              step("touristCancel", "CANCELLED_BY_TOURIST", at, agencyStaff, random.pick(CANCEL_NOTES));
              Object.assign(row, { cancel_time: at, deduction_amount: s.deduction, refund_amount: s.refund, opinion: trail.at(-1)?.opinion });
            }
          } else if (ends < 0.07 && signedAt < departAt - 2 * DAY) {
            const at = Math.min(departAt - random.int(1, 8) * DAY, now);
            if (at > signedAt) {
              const daysLeft = Math.max(0, Math.round((departDay - (Math.floor((at + TZ) / DAY) * DAY - TZ)) / DAY));
              const s = cancellation(DOMESTIC, "AGENCY", daysLeft, total, total);
              step("agencyCancel", "CANCELLED_BY_AGENCY", at, agencyStaff, random.pick(AGENCY_NOTES));
              Object.assign(row, { cancel_time: at, penalty_amount: s.penalty, refund_amount: s.refund, opinion: trail.at(-1)?.opinion });
            }
          }
          if (state === "SIGNED" && departAt <= now) {
            step("depart", "IN_PROGRESS", departAt, system);
            if (days > 1 && ends > 0.99 && departAt + DAY < Math.min(returnAt, now)) {
              const at = departAt + DAY + 5 * HOUR;
              const s = termination(DOMESTIC, days, 2, total, total);
              step("terminate", "TERMINATED", at, agencyStaff, "旅游者突发疾病，行程中解除合同");
              Object.assign(row, { cancel_time: at, deduction_amount: s.deduction, refund_amount: s.refund, opinion: trail.at(-1)?.opinion });
            } else if (returnAt <= now) step("complete", "COMPLETED", returnAt, system);
          }
        }
      }
      row.status = state as typeof row.status;
      contracts.push(row);
      const people = adults + children;
      for (let k = 0; k < people; k++) {
        const g = k === 0 ? gender : random.chance(0.5) ? "1" : "2";
        const child = k >= adults;
        const idNo = k === 0 ? String(row.signer_id_no) : demoIdNumber(random, home, g, child ? [2012, 2020] : [1955, 2002]);
        const birthYear = Number(idNo.slice(6, 10));
        tourists.push({
          contract_id: id,
          agency_id: agency.id,
          region_code: agency.region_code,
          name: k === 0 ? String(row.signer_name) : demoPersonOf(random, g as "1" | "2"),
          gender: g as "1" | "2",
          age: year - birthYear,
          id_type: "ID_CARD",
          // A few lists were sent without every traveller's ID number.
          id_no: k > 0 && random.chance(0.01) ? "" : idNo,
          mobile: k === 0 ? String(row.signer_mobile) : child ? "" : demoMobile(random),
          health_note: random.chance(0.05) ? "高血压，已告知" : "良好",
        });
      }
    }

    // One traveller booked on two overlapping trips with two agencies (the duplicate-ID rule's case).
    const live = contracts.filter((c) => c.status === "PENDING_SIGN" || c.status === "SIGNED" || c.status === "IN_PROGRESS");
    twin: for (const [i, a] of live.entries()) {
      for (const b of live.slice(i + 1)) {
        if (b.agency_id === a.agency_id || b.depart_at >= a.return_at || b.return_at <= a.depart_at) continue;
        const source = tourists.find((p) => p.contract_id === a.id && p.id_no);
        const copy = tourists.find((p) => p.contract_id === b.id && p.id_no && p.id_no !== b.signer_id_no && (p.age ?? 0) >= 18);
        if (!source || !copy) continue;
        Object.assign(copy, { name: source.name, gender: source.gender, age: source.age, id_no: source.id_no });
        break twin;
      }
    }

    const chunks = <T>(list: T[], size: number) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));
    await db.transaction(async (tx) => {
      for (const part of chunks(contracts, 200)) await tx.insert(tourContract).values(part);
      for (const part of chunks(tourists, 500)) await tx.insert(contractTourist).values(part);
      for (const part of chunks(trail, 500)) await tx.insert(auditRecord).values(part);
      // The outbound business suspended after the trip was signed: the registry's scopes lose it.
      if (suspended) await tx.update(travelAgency).set({ scopes: (suspended.scopes ?? "").split(",").filter((scope) => scope !== "OUTBOUND").join(",") }).where(eq(travelAgency.enterprise_id, suspended.id));
      await runContractRules(tx, now);
      // Alerts a supervisor has already looked at.
      const open = await tx.select({ id: contractAlert.id, rule_code: contractAlert.rule_code }).from(contractAlert).where(eq(contractAlert.status, "OPEN")).orderBy(asc(contractAlert.id));
      for (const [i, alert] of open.entries()) {
        if (alert.rule_code === "OUTBOUND_SCOPE") continue;
        if (i % 4 === 1) await tx.update(contractAlert).set({ status: "CONFIRMED", opinion: "已约谈旅行社负责人，责令整改" }).where(eq(contractAlert.id, alert.id));
        else if (i % 4 === 2) await tx.update(contractAlert).set({ status: "DISMISSED", opinion: "经核实，旅行社已补正材料" }).where(eq(contractAlert.id, alert.id));
      }
    });
  },
};
