// The guide register's rules: the affiliation decides the area; a new card without a number is
// numbered by its area; the term defaults to three years; the dates keep "valid / expiring /
// expired" current (on every write and on the scheduler's tick, suspended, revoked and
// cancelled cards are left alone); name, gender and birth date must agree with the ID number.
// `detail` is the guide's page: the card as it is printed, and the guide's applications.
import { and, count, desc, eq, gte, inArray, like, lt, ne } from "drizzle-orm";
import { guide, guideApplication } from "@db/schema";
import { formatDateTime } from "@shared/datetime";
import { L } from "@shared/module/labels";
import { idNumberFacts } from "@shared/validate/patterns";
import { rule } from "@shared/validate";
import { action, defineServer } from "@server/engine/define";
import type { Executor, Row } from "@server/engine/types";
import { FieldValidationError, type FieldProblem } from "@server/kernel/errors";
import type { AppServices } from "@server/services";
import { affiliationName, associationScope, resolveAffiliation } from "../affiliation";
import { cardExpiry, cardNumber, datedStatus, lastMonthsBefore, renewalOpens, validNow } from "../card";
import { DATED_CARD_STATUSES } from "../options";
import guideModule from "./module";

const LABELS = Object.fromEntries(Object.entries(guideModule.fields).map(([k, f]) => [k, f.label]));

/** Today in the site's time zone. */
export async function siteToday(services: Pick<AppServices, "clock" | "siteConfig">): Promise<string> {
  return formatDateTime(services.clock.now(), await services.siteConfig.timeZone(), false);
}

/** The next free card number of an area (one more than the highest issued there). */
export async function nextCardNumber(db: Executor, regionCode: number): Promise<string> {
  const prefix = cardNumber(regionCode, 0).slice(0, 7);
  const [last] = await db.select({ card_no: guide.card_no }).from(guide).where(like(guide.card_no, `${prefix}%`)).orderBy(desc(guide.card_no)).limit(1);
  const sequence = last ? Number(last.card_no.slice(7)) + 1 : 1;
  return cardNumber(regionCode, sequence);
}

/** Field problems when gender or birth date contradict the ID number. */
export function personProblems(values: Row): Record<string, FieldProblem> {
  const facts = typeof values.id_no === "string" ? idNumberFacts(values.id_no) : undefined;
  const problems: Record<string, FieldProblem> = {};
  if (!facts) return problems;
  if (values.gender !== undefined && String(values.gender) !== facts.gender) problems.gender = { text: L("与身份证号的性别位不符", "Does not match the gender digit of the ID number") };
  if (values.birth_date && values.birth_date !== facts.birthDate) problems.birth_date = { text: L("与身份证号中的出生日期不符", "Does not match the birth date in the ID number") };
  return problems;
}

/** Moves dated statuses on as days pass: expiring in the last three months, expired after the end. */
export async function refreshCardStatuses(db: Executor, today: string): Promise<number> {
  const soon = lastMonthsBefore(today);
  const expired = await db
    .update(guide)
    .set({ card_status: "EXPIRED" })
    .where(and(inArray(guide.card_status, ["VALID", "EXPIRING"]), lt(guide.card_expire_date, today)))
    .returning({ id: guide.id });
  const expiring = await db
    .update(guide)
    .set({ card_status: "EXPIRING" })
    .where(and(eq(guide.card_status, "VALID"), gte(guide.card_expire_date, today), lt(guide.card_expire_date, soon)))
    .returning({ id: guide.id });
  return expired.length + expiring.length;
}

export default defineServer({
  hooks: {
    scope: (ctx) => associationScope(ctx, guide.association_id),
    async beforeSave(ctx, values, _input, existing, tx) {
      const merged = { ...existing, ...values };
      const problems = personProblems(merged);
      if (typeof merged.id_no === "string" && merged.id_no) {
        const conditions = [eq(guide.id_no, merged.id_no)];
        if (existing) conditions.push(ne(guide.id, Number(existing.id)));
        const [taken] = await tx.select({ n: count() }).from(guide).where(and(...conditions));
        if ((taken?.n ?? 0) > 0) problems.id_no = { text: L("该身份证号已有导游记录", "A guide with this ID number is already registered") };
      }
      if (Object.keys(problems).length) throw new FieldValidationError(problems, LABELS);
      if ("affiliation_type" in values || "agency_id" in values || "association_id" in values || !existing) {
        const affiliation = await resolveAffiliation(tx, merged.affiliation_type, merged.agency_id, merged.association_id);
        Object.assign(values, { affiliation_type: affiliation.affiliation_type, agency_id: affiliation.agency_id, association_id: affiliation.association_id, region_code: affiliation.region_code });
      }
      if (!existing && !values.card_no) values.card_no = await nextCardNumber(tx, Number(values.region_code));
      const issued = String(values.card_issue_date ?? existing?.card_issue_date ?? "");
      if (issued && !merged.card_expire_date) values.card_expire_date = cardExpiry(issued);
      const status = String(values.card_status ?? existing?.card_status ?? "VALID");
      if ((DATED_CARD_STATUSES as readonly string[]).includes(status)) values.card_status = datedStatus(String(values.card_expire_date ?? existing?.card_expire_date ?? ""), await siteToday(ctx.services));
    },
  },
  async tick(services) {
    return refreshCardStatuses(services.db, await siteToday(services));
  },
  actions: {
    // The guide's page: the card as printed (level colour, validity today) and their applications.
    detail: action({
      method: "GET",
      query: { id: rule.id({ required: true }) },
      async handle(ctx, { query }) {
        const row = await ctx.engine.read(ctx.entry, ctx, query.id);
        const { db } = ctx.services;
        const today = await siteToday(ctx.services);
        const applications = await db
          .select({ id: guideApplication.id, kind: guideApplication.kind, status: guideApplication.status, submit_time: guideApplication.submit_time, decide_time: guideApplication.decide_time, card_no: guideApplication.card_no })
          .from(guideApplication)
          .where(and(eq(guideApplication.guide_id, query.id), ne(guideApplication.status, "DRAFT")))
          .orderBy(desc(guideApplication.id))
          .limit(20);
        return {
          row,
          affiliation: await affiliationName(db, row.agency_id, row.association_id),
          region: await ctx.services.areas.fullName(Number(row.region_code), ctx.lang),
          today,
          valid_now: validNow(String(row.card_status), String(row.card_expire_date ?? ""), today),
          renewal_opens: row.card_expire_date ? renewalOpens(String(row.card_expire_date)) : null,
          applications,
        };
      },
    }),
  },
});
