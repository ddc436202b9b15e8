// Demo guides (reference domain §6, §24): about 300 guides of the registered travel agencies and
// the guide associations — levels, languages (Russian among Sanya's, for its Russian market),
// cards numbered by area, some expiring, expired, suspended, revoked or cancelled — and card
// applications in every state of the workflow, some past their time limits. Applicants are
// member accounts; the demo member `guide` holds a card that can be renewed now. Rows are built
// in memory and written in batches in one transaction.
import { and, eq, inArray } from "drizzle-orm";
import { admin, association, auditRecord, enterprise, guide, guideApplication, user, userGroup, workCalendar } from "@db/schema";
import { DEFAULT_TIME_ZONE } from "@shared/datetime";
import { addWorkingDays } from "@server/engine/workflow/time-limits";
import { addDays, addMonths, cardExpiry, cardNumber, datedStatus } from "@modules/guide/card";
import type { SeededRandom } from "../random";
import type { DemoSeeder } from "./context";
import { isoDate } from "./enterprises";
import { birthDateOf, demoIdNumber, demoMobile, demoPersonOf, SURNAMES } from "./people";

type GuideInsert = typeof guide.$inferInsert;
type ApplicationInsert = typeof guideApplication.$inferInsert;
type RecordInsert = typeof auditRecord.$inferInsert;

const DAY = 86_400;
const GUIDES = 300;

interface Affiliate {
  type: "AGENCY" | "ASSOCIATION";
  id: number;
  region: number;
}

const inSanya = (code: number) => code >= 460200 && code <= 460299;

function languagesFor(random: SeededRandom, region: number): string {
  const set = new Set(["zh"]);
  if (random.chance(0.35)) set.add("en");
  if (inSanya(region) && random.chance(0.2)) set.add("ru");
  if (random.chance(0.05)) set.add(random.pick(["ja", "ko", "th", "fr", "de", "vi", "ms"]));
  return [...set].join(",");
}

function levelFor(random: SeededRandom): GuideInsert["level"] {
  const roll = random.next();
  return roll < 0.55 ? "JUNIOR" : roll < 0.83 ? "INTERMEDIATE" : roll < 0.96 ? "SENIOR" : "SPECIAL";
}

/** Han mostly; Li and Miao as in central and southern Hainan; Hui in Sanya (the Huihui of 回辉村). */
function ethnicityFor(random: SeededRandom, region: number): string {
  const roll = random.next();
  if (inSanya(region) && roll < 0.04) return "03";
  if (roll < 0.2) return "19";
  if (roll < 0.23) return "06";
  return "01";
}

export const demoGuides: DemoSeeder = {
  name: "demo:guides",
  async run({ db, random, now, accounts, passwordHash }) {
    const today = isoDate(now);
    const calendarRows = await db.select({ date: workCalendar.date, is_workday: workCalendar.is_workday }).from(workCalendar);
    const calendar = new Map(calendarRows.map((r) => [r.date, r.is_workday === "1"]));
    const workingDays = (from: number, n: number) => addWorkingDays(from, n, DEFAULT_TIME_ZONE, calendar);

    const agencies = await db
      .select({ id: enterprise.id, region: enterprise.region_code })
      .from(enterprise)
      .where(and(eq(enterprise.category_id, 11000), eq(enterprise.audit_status, "APPROVED"), eq(enterprise.status, "NORMAL")));
    // The demo agency account's agency comes first: its guides and pending confirmations are there to see.
    const [demoAccount] = await db.select({ enterprise: admin.enterprise_id }).from(admin).where(eq(admin.username, "enterprise"));
    agencies.sort((a, b) => Number(b.id === demoAccount?.enterprise) - Number(a.id === demoAccount?.enterprise));
    const guideBodies = await db.select({ id: association.id, region: association.region_code, type: association.type, name: association.name }).from(association).where(inArray(association.type, ["GUIDE", "TOURISM"]));
    // Guides register with the guide association or Sanya's tourism association (a guide service centre's role).
    const bodies = guideBodies.filter((a) => a.type === "GUIDE" || a.name === "三亚市旅游协会");
    if (agencies.length === 0) return;
    const affiliates: Affiliate[] = [...agencies.map((a) => ({ type: "AGENCY" as const, id: a.id, region: a.region })), ...bodies.map((a) => ({ type: "ASSOCIATION" as const, id: a.id, region: a.region }))];
    const asBody = (a: { id: number; region: number }): Affiliate => ({ type: "ASSOCIATION", id: a.id, region: a.region });
    const asAgency = (a: { id: number; region: number }): Affiliate => ({ type: "AGENCY", id: a.id, region: a.region });
    const pickAffiliate = (): Affiliate => (random.chance(0.8) || bodies.length === 0 ? asAgency(random.pick(agencies)) : asBody(random.pick(bodies)));

    const sequences = new Map<string, number>();
    const nextCard = (region: number, temporary = false) => {
      const area = String(region).slice(0, 4);
      const key = `${temporary ? "L" : "D"}${area}`;
      const n = (sequences.get(key) ?? random.int(100, 300)) + random.int(1, 3);
      sequences.set(key, n);
      return cardNumber(region, n, temporary);
    };
    const usedIds = new Set<string>();
    const person = (region: number, years: readonly [number, number] = [1965, 2001]) => {
      const gender: "1" | "2" = random.chance(0.58) ? "2" : "1";
      let idNo = demoIdNumber(random, region, gender, years);
      while (usedIds.has(idNo)) idNo = demoIdNumber(random, region, gender, years);
      usedIds.add(idNo);
      return { gender, id_no: idNo, birth_date: birthDateOf(idNo), name: demoPersonOf(random, gender), mobile: demoMobile(random) };
    };

    const guides: GuideInsert[] = [];
    for (let i = 0; i < GUIDES; i++) {
      const affiliate = i < 6 ? asAgency(agencies[0] as { id: number; region: number }) : pickAffiliate();
      const who = person(random.chance(0.8) ? affiliate.region : random.pick([460106, 460203, 469002, 469028, 469029, 460400]));
      // Card terms spread over three years; about one in ten already ended.
      const roll = random.next();
      const issued = roll < 0.06 ? addDays(today, -random.int(1100, 1500)) : roll < 0.12 ? addDays(today, -random.int(1000, 1090)) : addDays(today, -random.int(5, 990));
      const expires = cardExpiry(issued);
      const special = random.next();
      const status = special < 0.02 ? "SUSPENDED" : special < 0.03 ? "REVOKED" : special < 0.04 ? "CANCELLED" : datedStatus(expires, today);
      guides.push({
        ...who,
        ethnicity: ethnicityFor(random, affiliate.region),
        photo: `/static/demo/guide-${who.gender === "1" ? "m" : "f"}.svg`,
        qualification_no: `${random.int(2008, 2023)}46${String(random.int(1, 9_999_999)).padStart(7, "0")}`,
        card_no: nextCard(affiliate.region, i % 97 === 50),
        level: levelFor(random),
        languages: languagesFor(random, affiliate.region),
        affiliation_type: affiliate.type,
        agency_id: affiliate.type === "AGENCY" ? affiliate.id : null,
        association_id: affiliate.type === "ASSOCIATION" ? affiliate.id : null,
        region_code: affiliate.region,
        card_issue_date: issued,
        card_expire_date: expires,
        card_status: status,
        credit_level: random.chance(0.02) ? "SEVERE" : random.chance(0.06) ? "MINOR" : random.chance(0.42) ? "GOOD" : "NORMAL",
        create_time: now - random.int(5, 1400) * DAY,
      });
    }
    // The demo guide (of the demo agency, Russian-speaking) holds a card ending in two months: it can be renewed now.
    const demoGuide = guides[1] as GuideInsert;
    Object.assign(demoGuide, { card_issue_date: addDays(addMonths(today, 2 - 36), 1), card_expire_date: addMonths(today, 2), card_status: "EXPIRING", languages: "zh,en,ru" });

    const { password, hash } = await passwordHash();
    const [group] = await db.select({ id: userGroup.id }).from(userGroup).limit(1);
    await db.transaction(async (tx) => {
      const made: { id: number; agency_id: number | null; association_id: number | null; region_code: number; card_status: string; card_expire_date: string; card_no: string }[] = [];
      for (let i = 0; i < guides.length; i += 200) {
        made.push(
          ...(await tx
            .insert(guide)
            .values(guides.slice(i, i + 200))
            .returning({ id: guide.id, agency_id: guide.agency_id, association_id: guide.association_id, region_code: guide.region_code, card_status: guide.card_status, card_expire_date: guide.card_expire_date, card_no: guide.card_no })),
        );
      }

      // Member accounts of the applicants (and of the demo guide).
      const members: (typeof user.$inferInsert)[] = [];
      const plans: { kind: ApplicationInsert["kind"]; state: ApplicationInsert["status"]; overdue?: boolean; guideIndex?: number }[] = [];
      const states: [ApplicationInsert["status"], number, number][] = [
        ["DRAFT", 3, 0],
        ["AFFILIATION_PENDING", 9, 2],
        ["SUBMITTED", 8, 2],
        ["UNDER_REVIEW", 8, 2],
        ["RETURNED", 4, 0],
        ["APPROVED", 6, 0],
        ["REJECTED", 3, 0],
        ["DECLINED", 2, 0],
        ["WITHDRAWN", 2, 0],
      ];
      // The demo guide (index 1) keeps its card as it is.
      const renewable = made.map((g, i) => ({ g, i })).filter(({ g, i }) => i > 1 && g.card_status === "EXPIRING");
      const working = made.map((g, i) => ({ g, i })).filter(({ g, i }) => i > 1 && g.card_status === "VALID");
      for (const [state, total, overdue] of states) {
        for (let k = 0; k < total; k++) {
          const roll = random.next();
          let kind: ApplicationInsert["kind"] = roll < 0.6 ? "NEW" : roll < 0.8 ? "RENEWAL" : roll < 0.92 ? "CHANGE" : "CANCEL";
          let guideIndex: number | undefined;
          if (kind === "RENEWAL" && renewable.length > 0) guideIndex = renewable.splice(random.int(0, renewable.length - 1), 1)[0]?.i;
          else if ((kind === "CHANGE" || kind === "CANCEL") && working.length > 0) guideIndex = working.splice(random.int(0, working.length - 1), 1)[0]?.i;
          if (kind !== "NEW" && guideIndex === undefined) kind = "NEW";
          // The first pending applications name the demo agency, so its account has work waiting.
          plans.push({ kind, state, overdue: k < overdue, guideIndex: kind === "NEW" ? undefined : guideIndex });
        }
      }
      const usernames = new Set<string>();
      const memberFor = (label: string) => {
        const [, pinyin] = random.pick(SURNAMES);
        let username = `dy${pinyin}${random.int(10, 99)}`.slice(0, 15);
        while (usernames.has(username)) username = `dy${pinyin}${random.int(100, 999)}`.slice(0, 15);
        usernames.add(username);
        members.push({ group_id: group?.id ?? 1, username, nickname: label, password: hash, join_time: now - random.int(30, 400) * DAY, create_time: now - random.int(30, 400) * DAY, mobile: "" });
      };
      memberFor(demoGuide.name);
      members[0] = { ...(members[0] as typeof user.$inferInsert), username: "guide" };
      for (const plan of plans) memberFor(plan.guideIndex !== undefined ? (guides[plan.guideIndex]?.name ?? "导游") : "导游申请人");
      const memberRows = await tx.insert(user).values(members).onConflictDoNothing().returning({ id: user.id, username: user.username });
      const memberId = (username: string) => memberRows.find((m) => m.username === username)?.id;
      const demoMemberId = memberId("guide");
      if (demoMemberId) {
        await tx.update(guide).set({ user_id: demoMemberId }).where(eq(guide.id, made[1]?.id ?? 0));
        accounts.push({ kind: "member", username: "guide", password, role: "guide" });
      }

      const applications: ApplicationInsert[] = [];
      const applied: (typeof plans)[number][] = [];
      plans.forEach((plan, index) => {
        const userId = memberId(members[index + 1]?.username ?? "");
        if (!userId) return;
        const existing = plan.guideIndex !== undefined ? guides[plan.guideIndex] : undefined;
        const existingId = plan.guideIndex !== undefined ? made[plan.guideIndex]?.id : undefined;
        // Pending applications of the first ones name the demo agency and the Sanya association.
        const sanyaBody = bodies.find((b) => b.name === "三亚市旅游协会");
        const affiliate: Affiliate =
          index < 4
            ? asAgency(agencies[0] as { id: number; region: number })
            : index < 6 && sanyaBody
              ? asBody(sanyaBody)
              : plan.kind === "CHANGE"
                ? random.pick(affiliates)
                : existing
                  ? { type: existing.affiliation_type ?? "AGENCY", id: Number(existing.agency_id ?? existing.association_id), region: Number(existing.region_code) }
                  : pickAffiliate();
        const who = existing ? { name: existing.name, gender: existing.gender ?? "1", id_no: String(existing.id_no), birth_date: String(existing.birth_date), mobile: String(existing.mobile) } : person(affiliate.region, [1990, 2003]);
        applied.push(plan);
        applications.push({
          user_id: userId,
          guide_id: existingId ?? null,
          kind: plan.kind,
          status: plan.state,
          ...who,
          ethnicity: existing?.ethnicity ?? ethnicityFor(random, affiliate.region),
          photo: `/static/demo/guide-${who.gender === "1" ? "m" : "f"}.svg`,
          qualification_no: existing?.qualification_no ?? `${random.int(2022, 2025)}46${String(random.int(1, 9_999_999)).padStart(7, "0")}`,
          level: existing?.level ?? "JUNIOR",
          languages: existing?.languages ?? languagesFor(random, affiliate.region),
          affiliation_type: affiliate.type,
          agency_id: affiliate.type === "AGENCY" ? affiliate.id : null,
          association_id: affiliate.type === "ASSOCIATION" ? affiliate.id : null,
          region_code: affiliate.region,
          reason: plan.kind === "CHANGE" ? "与原旅行社劳动合同到期，转入新单位执业" : plan.kind === "CANCEL" ? "不再从事导游职业" : "",
        });
      });

      // Times that fit each state: limits from submission, confirmation and acceptance, some passed.
      const trails: RecordInsert[][] = [];
      const guideUpdates: { id: number; values: Partial<GuideInsert> }[] = [];
      applications.forEach((app, index) => {
        const plan = applied[index];
        if (!plan) return;
        const trail: RecordInsert[] = [];
        trails[index] = trail;
        const rec = (action: string, from: string, to: string, at: number, extra: Partial<RecordInsert> = {}) =>
          trail.push({ entity_type: "guide_application", entity_id: 0, action, from_status: from, to_status: to, create_time: at, operator_id: 0, operator_name: ["save", "submit", "resubmit", "withdraw"].includes(action) ? `${app.name}（会员）` : ["confirm", "decline"].includes(action) ? "执业单位" : "省厅监管员", ...extra, opinion: extra.opinion ?? "", missing_items: extra.missing_items ?? "" });
        const back = plan.overdue ? random.int(9, 16) : random.int(1, 3);
        const submitted = now - back * DAY - random.int(0, 20000);
        const confirmed = submitted + random.int(1, 2) * DAY;
        const accepted = confirmed + random.int(1, 2) * DAY;
        rec("save", "DRAFT", "DRAFT", submitted - DAY);
        const state = app.status;
        if (state === "DRAFT") return;
        app.submit_time = submitted;
        app.confirm_due_time = workingDays(submitted, 5);
        rec("submit", "DRAFT", "AFFILIATION_PENDING", submitted);
        if (state === "AFFILIATION_PENDING") return;
        if (state === "WITHDRAWN") return void rec("withdraw", "AFFILIATION_PENDING", "WITHDRAWN", submitted + DAY);
        if (state === "DECLINED") {
          app.opinion = "申请人与本单位未签订劳动合同";
          return void rec("decline", "AFFILIATION_PENDING", "DECLINED", confirmed, { opinion: app.opinion });
        }
        app.confirm_time = plan.overdue && state === "SUBMITTED" ? submitted + DAY : confirmed;
        app.notify_due_time = workingDays(app.confirm_time, 5);
        rec("confirm", "AFFILIATION_PENDING", "SUBMITTED", app.confirm_time);
        if (state === "SUBMITTED") return;
        if (state === "RETURNED") {
          app.decide_time = accepted;
          app.missing_items = JSON.stringify(["近期免冠照片不符合要求（白底、正面）", "身份证复印件不清晰"]);
          return void rec("return", "SUBMITTED", "RETURNED", accepted, { missing_items: app.missing_items });
        }
        app.accept_time = plan.overdue && state === "UNDER_REVIEW" ? now - 16 * DAY : accepted;
        app.decide_due_time = workingDays(app.accept_time, 10);
        rec("accept", "SUBMITTED", "UNDER_REVIEW", app.accept_time);
        if (state === "UNDER_REVIEW") return;
        app.decide_time = accepted + random.int(1, 5) * DAY;
        if (state === "REJECTED") {
          app.opinion = "导游资格证信息与全国导游资格考试合格名单不符";
          return void rec("reject", "UNDER_REVIEW", "REJECTED", app.decide_time, { opinion: app.opinion });
        }
        // Approved: the register shows the outcome.
        rec("approve", "UNDER_REVIEW", "APPROVED", app.decide_time);
        const decidedOn = isoDate(app.decide_time);
        if (app.kind === "NEW") {
          app.card_no = nextCard(Number(app.region_code));
        } else if (app.guide_id) {
          const values: Partial<GuideInsert> =
            app.kind === "RENEWAL"
              ? { card_issue_date: decidedOn, card_expire_date: cardExpiry(decidedOn), card_status: "VALID" }
              : app.kind === "CHANGE"
                ? { affiliation_type: app.affiliation_type, agency_id: app.agency_id, association_id: app.association_id, region_code: app.region_code }
                : { card_status: "CANCELLED" };
          guideUpdates.push({ id: app.guide_id, values });
          app.card_no = made.find((g) => g.id === app.guide_id)?.card_no ?? "";
        }
      });

      const inserted = await tx.insert(guideApplication).values(applications).returning({ id: guideApplication.id });
      const records = trails.flatMap((trail, index) => trail.map((r) => ({ ...r, entity_id: inserted[index]?.id ?? 0 })));
      for (let i = 0; i < records.length; i += 500) await tx.insert(auditRecord).values(records.slice(i, i + 500));

      // Approved applications change the register: new cards become guides of their applicants.
      for (const [index, app] of applications.entries()) {
        if (app.status !== "APPROVED") continue;
        const id = inserted[index]?.id ?? 0;
        if (app.kind === "NEW") {
          const decidedOn = isoDate(app.decide_time ?? now);
          const [card] = await tx
            .insert(guide)
            .values({ user_id: app.user_id, name: app.name ?? "", gender: app.gender, ethnicity: app.ethnicity, birth_date: app.birth_date, id_no: app.id_no, mobile: app.mobile, photo: app.photo, qualification_no: app.qualification_no, card_no: app.card_no ?? "", level: "JUNIOR", languages: app.languages, affiliation_type: app.affiliation_type, agency_id: app.agency_id, association_id: app.association_id, region_code: app.region_code, card_issue_date: decidedOn, card_expire_date: cardExpiry(decidedOn), card_status: "VALID" })
            .returning({ id: guide.id });
          await tx.update(guideApplication).set({ guide_id: card?.id ?? null }).where(eq(guideApplication.id, id));
        } else if (app.guide_id) {
          const update = guideUpdates.find((u) => u.id === app.guide_id);
          if (update && Object.keys(update.values).length) await tx.update(guide).set(update.values).where(eq(guide.id, app.guide_id));
        }
      }
      // Members who hold a card through a renewal, change or cancellation are its guide's account.
      for (const [index, app] of applications.entries()) if (app.kind !== "NEW" && app.guide_id && inserted[index]) await tx.update(guide).set({ user_id: app.user_id }).where(eq(guide.id, app.guide_id));
    });
  },
};
