// What a guide does in the member centre ("Guide card", /user/guide/card): see their card and
// their application with its trail and missing items; save a draft, submit, complete and
// resubmit, withdraw. A member has at most one running application. Also the public card check
// (/guide/verify) and the affiliations a member may name. The moves are the guide audit
// workflow's owner moves, made through the same machine as the console's.
import { and, asc, desc, eq, inArray, or } from "drizzle-orm";
import { association, attachment, auditRecord, enterprise, guide, guideApplication } from "@db/schema";
import { pick, type Lang } from "@shared/i18n";
import { L } from "@shared/module/labels";
import { runningLimit } from "@shared/module/workflow";
import { rule, validate } from "@shared/validate";
import type { MemberRow } from "@server/auth/member-guard";
import type { Row, ServerModule, Transaction } from "@server/engine/types";
import { noteTrail, type Mover, type WorkflowMachine } from "@server/engine/workflow/machine";
import { parseList } from "@server/engine/workflow/actions";
import { likeContains } from "@server/engine/like";
import { ApiError, FieldValidationError, type FieldProblem } from "@server/kernel/errors";
import type { AppServices } from "@server/services";
import { uploadSettings } from "@server/services/public-site";
import { affiliationName, resolveAffiliation } from "../affiliation";
import { renewalOpens, renewalWindow, validNow } from "../card";
import { personProblems, siteToday } from "../Guide/server";
import { ETHNICITY_OPTIONS, LANGUAGE_OPTIONS, OPEN_APPLICATION_STATES } from "../options";
import applicationModule from "./module";

type ApplicationRow = typeof guideApplication.$inferSelect;
type GuideRow = typeof guide.$inferSelect;

export const applicationRules = {
  kind: rule.string({ in: ["NEW", "RENEWAL", "CHANGE", "CANCEL"] }),
  name: rule.string({ pattern: "personName" }),
  gender: rule.string({ in: ["1", "2"] }),
  ethnicity: rule.string({ in: ETHNICITY_OPTIONS.map((o) => String(o.value)) }),
  birth_date: rule.string({ pattern: "date" }),
  id_no: rule.string({ pattern: "idCard" }),
  mobile: rule.string({ pattern: "mobile" }),
  photo: rule.string({ max: 255 }),
  qualification_no: rule.string({ max: 32 }),
  languages: rule.array({ max: 6, items: rule.string({ in: LANGUAGE_OPTIONS.map((o) => o.value) }) }),
  affiliation_type: rule.string({ in: ["AGENCY", "ASSOCIATION"] }),
  agency_id: rule.id(),
  association_id: rule.id(),
  reason: rule.string({ max: 500 }),
};

const FIELD_LABELS = {
  ...Object.fromEntries(Object.entries(applicationModule.fields).map(([k, f]) => [k, f.label])),
  kind: L("申请事项", "Application"),
};

/** What each kind must have before it is submitted. */
const REQUIRED: Record<string, readonly string[]> = {
  NEW: ["name", "gender", "ethnicity", "birth_date", "id_no", "mobile", "photo", "qualification_no", "languages"],
  RENEWAL: ["photo", "mobile", "languages"],
  CHANGE: ["reason"],
  CANCEL: ["reason"],
};

/** What the member may fill in per kind (the rest comes from their card). */
const EDITABLE: Record<string, readonly string[]> = {
  NEW: ["name", "gender", "ethnicity", "birth_date", "id_no", "mobile", "photo", "qualification_no", "languages", "affiliation_type", "agency_id", "association_id"],
  RENEWAL: ["photo", "mobile", "languages"],
  CHANGE: ["affiliation_type", "agency_id", "association_id", "reason"],
  CANCEL: ["reason"],
};

const MESSAGES = {
  busy: L("申请正在办理中，不能修改；如需修改，请先撤回", "The application is being processed and cannot be changed; withdraw it first"),
  haveCard: L("您已持有导游证，请办理换发、变更或注销", "You already hold a guide card: apply for its renewal, a change or its cancellation"),
  noCard: L("您还没有导游证，请先申领", "You hold no guide card yet: apply for a new card"),
  cardInactive: L("该导游证已被暂扣、吊销或注销，不能办理此业务", "The card is suspended, revoked or cancelled; this is not possible"),
  renewalEarly: L("导游证有效期届满前 3 个月内方可申请换发，{date} 起可以申请", "A card can be renewed only in its last 3 months; you can apply from {date}"),
  renewalLate: L("导游证已过期，不能换发，请重新申领", "The card has expired and cannot be renewed; apply for a new card"),
  sameAffiliation: L("新的执业单位与现在的相同", "The new affiliation is the one you have now"),
  affiliationLocked: L("执业单位已确认，不能更改；如需更换，请撤回后重新申请", "The affiliation has been confirmed and cannot change here; withdraw and apply again"),
  idTaken: L("该身份证号已有有效的导游证", "A valid guide card is already registered for this ID number"),
  photoUnknown: L("请上传本人近期免冠照片", "Upload a recent photo of yourself"),
  kindFixed: L("申请事项不能更改", "The kind of application cannot change"),
  nothingOpen: L("没有可以撤回的申请", "There is no application to withdraw"),
} as const;

const desk = (services: AppServices): ServerModule => services.modules.get("guide.Application");

export const memberMover = (member: MemberRow): Mover => ({ id: 0, name: `${member.nickname || member.username}（会员）` });

async function ownGuide(services: AppServices, memberId: number): Promise<GuideRow | undefined> {
  const [row] = await services.db.select().from(guide).where(eq(guide.user_id, memberId));
  return row;
}

async function openApplication(services: AppServices, memberId: number): Promise<ApplicationRow | undefined> {
  const [row] = await services.db
    .select()
    .from(guideApplication)
    .where(and(eq(guideApplication.user_id, memberId), inArray(guideApplication.status, [...OPEN_APPLICATION_STATES])))
    .orderBy(desc(guideApplication.id))
    .limit(1);
  return row;
}

const format = (text: { "zh-cn": string; en: string }, params: Record<string, string>) =>
  ({ "zh-cn": text["zh-cn"].replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? ""), en: text.en.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? "") });

/** Refuses a kind the member's card does not allow today. */
function checkKind(kind: string, current: GuideRow | undefined, today: string): void {
  if (kind === "NEW") {
    if (current && ["VALID", "EXPIRING", "SUSPENDED"].includes(current.card_status)) throw new ApiError(MESSAGES.haveCard);
    return;
  }
  if (!current) throw new ApiError(MESSAGES.noCard);
  if (["SUSPENDED", "REVOKED", "CANCELLED"].includes(current.card_status) || (kind !== "CANCEL" && current.card_status === "EXPIRED" && kind !== "RENEWAL")) throw new ApiError(MESSAGES.cardInactive);
  if (kind === "RENEWAL") {
    const window = renewalWindow(current.card_expire_date, today);
    if (window === "early") throw new ApiError(format(MESSAGES.renewalEarly, { date: renewalOpens(current.card_expire_date) }));
    if (window === "expired") throw new ApiError(MESSAGES.renewalLate);
  }
}

/** Whether a photo path is an image uploaded to this site. */
async function knownPhoto(services: AppServices, path: string): Promise<boolean> {
  const [row] = await services.db.select({ mimetype: attachment.mimetype }).from(attachment).where(eq(attachment.url, path)).limit(1);
  return Boolean(row?.mimetype.startsWith("image/"));
}

/** Saves the member's application (creating a draft); `submit` then submits or resubmits it. */
export async function saveApplication(services: AppServices, workflows: WorkflowMachine, member: MemberRow, body: unknown, lang: Lang, submit: boolean): Promise<ApplicationRow> {
  if (!body || typeof body !== "object") throw new ApiError("emptyBody");
  const checked = validate(applicationRules, body);
  if (!checked.ok) throw new FieldValidationError(checked.errors, FIELD_LABELS);
  const input = checked.value as Row;
  const today = await siteToday(services);
  const open = await openApplication(services, member.id);
  if (open && open.status !== "DRAFT" && open.status !== "RETURNED") throw new ApiError(MESSAGES.busy);
  const kind = open?.kind ?? String(input.kind ?? "NEW");
  if (open && input.kind && input.kind !== open.kind) throw new ApiError(MESSAGES.kindFixed);
  const current = await ownGuide(services, member.id);
  checkKind(kind, current, today);

  // The member's own entries for this kind; everything else comes from the card.
  const values: Row = {};
  for (const name of EDITABLE[kind] ?? []) if (name in input) values[name] = name === "languages" ? (input.languages as string[]).join(",") : input[name];
  if (kind !== "NEW" && current) {
    const from = { ...current } as Row;
    for (const name of ["name", "gender", "ethnicity", "birth_date", "id_no", "qualification_no", "level"]) values[name] = from[name];
    for (const name of ["mobile", "photo", "languages"]) values[name] ??= open?.[name as keyof ApplicationRow] || from[name];
    if (kind !== "CHANGE") Object.assign(values, { affiliation_type: current.affiliation_type, agency_id: current.agency_id, association_id: current.association_id });
    values.guide_id = current.id;
  }
  if (open?.status === "RETURNED" && ["affiliation_type", "agency_id", "association_id"].some((k) => k in values && String(values[k] ?? "") !== String(open[k as keyof ApplicationRow] ?? ""))) {
    throw new ApiError(MESSAGES.affiliationLocked);
  }
  const merged: Row = { ...(open ?? {}), ...values, kind };

  const problems: Record<string, FieldProblem> = {};
  const type = merged.affiliation_type ?? "AGENCY";
  const affiliationField = type === "ASSOCIATION" ? "association_id" : "agency_id";
  if (merged[affiliationField]) {
    const affiliation = await resolveAffiliation(services.db, type, merged.agency_id, merged.association_id);
    Object.assign(values, { affiliation_type: affiliation.affiliation_type, agency_id: affiliation.agency_id, association_id: affiliation.association_id, region_code: affiliation.region_code });
    Object.assign(merged, values);
    if (kind === "CHANGE" && current && affiliation.agency_id === current.agency_id && affiliation.association_id === current.association_id) problems.agency_id = { text: MESSAGES.sameAffiliation };
  }
  if (submit) {
    if (!merged[affiliationField]) problems[affiliationField] = { key: "required" };
    for (const name of REQUIRED[kind] ?? []) {
      const value = merged[name];
      if (value === undefined || value === null || value === "") problems[name] = { key: "required" };
    }
    Object.assign(problems, personProblems(merged));
    if (kind === "NEW" && typeof merged.id_no === "string" && merged.id_no) {
      const [taken] = await services.db.select({ id: guide.id, user_id: guide.user_id, status: guide.card_status }).from(guide).where(eq(guide.id_no, merged.id_no));
      if (taken && ["VALID", "EXPIRING", "SUSPENDED", "REVOKED"].includes(taken.status)) problems.id_no = { text: MESSAGES.idTaken };
    }
  }
  if (typeof merged.photo === "string" && merged.photo && "photo" in values && !(await knownPhoto(services, merged.photo))) problems.photo = { text: MESSAGES.photoUnknown };
  if (Object.keys(problems).length) throw new FieldValidationError(problems, FIELD_LABELS);

  const entry = desk(services);
  const mover = memberMover(member);
  const moveCtx = { services, lang, mover };
  return services.db.transaction(async (tx: Transaction) => {
    let id = open?.id;
    if (id === undefined) {
      const [made] = await tx
        .insert(guideApplication)
        .values({ ...(values as Partial<typeof guideApplication.$inferInsert>), user_id: member.id, kind: kind as ApplicationRow["kind"], status: "DRAFT" })
        .returning();
      if (!made) throw new Error("guide application insert returned no row");
      await noteTrail(entry.declaration, tx, made as unknown as Row, "save", mover, services.clock.now());
      id = made.id;
    } else if (Object.keys(values).length) {
      await tx.update(guideApplication).set(values).where(eq(guideApplication.id, id));
    }
    if (submit) await workflows.move(entry, moveCtx, id, open?.status === "RETURNED" ? "resubmit" : "submit", {}, { tx });
    const [saved] = await tx.select().from(guideApplication).where(eq(guideApplication.id, id));
    if (!saved) throw new ApiError("recordNotFound");
    return saved;
  });
}

export async function withdrawApplication(services: AppServices, workflows: WorkflowMachine, member: MemberRow, lang: Lang): Promise<void> {
  const open = await openApplication(services, member.id);
  if (!open || open.status === "DRAFT") throw new ApiError(MESSAGES.nothingOpen);
  await workflows.move(desk(services), { services, lang, mover: memberMover(member) }, open.id, "withdraw", {});
}

/** The member's card, running application (with its trail) and earlier applications. */
export async function guideCardView(services: AppServices, member: MemberRow, lang: Lang) {
  const { db } = services;
  const today = await siteToday(services);
  const current = await ownGuide(services, member.id);
  const applications = await db.select().from(guideApplication).where(eq(guideApplication.user_id, member.id)).orderBy(desc(guideApplication.id)).limit(10);
  const open = applications.find((a) => (OPEN_APPLICATION_STATES as readonly string[]).includes(a.status));
  const workflow = desk(services).declaration.workflow;
  const named = async (agencyId: unknown, associationId: unknown) => {
    const name = await affiliationName(db, agencyId, associationId);
    return pick({ "zh-cn": name.name, en: name.name_en || name.name }, lang);
  };
  const latest = open ?? applications[0];
  let application = null;
  if (latest) {
    const trail = await db
      .select()
      .from(auditRecord)
      .where(and(eq(auditRecord.entity_type, "guide_application"), eq(auditRecord.entity_id, latest.id)))
      .orderBy(asc(auditRecord.id))
      .limit(100);
    const limit = workflow ? runningLimit(workflow, latest.status) : undefined;
    application = {
      ...latest,
      languages: latest.languages ? latest.languages.split(",") : [],
      missing_items: parseList(latest.missing_items),
      affiliation: await named(latest.agency_id, latest.association_id),
      due_time: limit ? ((latest as Row)[limit.column] ?? null) : null,
      open: Boolean(open),
      trail: trail.map((r) => ({ action: r.action, from_status: r.from_status, to_status: r.to_status, opinion: r.opinion, missing_items: parseList(r.missing_items), create_time: r.create_time })),
    };
  }
  const card = current
    ? {
        id: current.id,
        card_no: current.card_no,
        name: current.name,
        gender: current.gender,
        photo: current.photo,
        level: current.level,
        languages: current.languages ? current.languages.split(",") : [],
        affiliation: await named(current.agency_id, current.association_id),
        affiliation_type: current.affiliation_type,
        agency_id: current.agency_id,
        association_id: current.association_id,
        region: await services.areas.fullName(current.region_code, lang),
        card_issue_date: current.card_issue_date,
        card_expire_date: current.card_expire_date,
        card_status: current.card_status,
        valid_now: validNow(current.card_status, current.card_expire_date, today),
        renewal: { window: renewalWindow(current.card_expire_date, today), opens: renewalOpens(current.card_expire_date) },
      }
    : null;
  return {
    today,
    card,
    application,
    history: applications.filter((a) => a.id !== latest?.id).map((a) => ({ id: a.id, kind: a.kind, status: a.status, submit_time: a.submit_time, decide_time: a.decide_time, card_no: a.card_no })),
    upload: await uploadSettings(services),
  };
}

/** Operating travel agencies or enabled associations a guide may name, by a few letters of the name. */
export async function affiliates(services: AppServices, type: string, keyword: string, lang: Lang) {
  const { db } = services;
  const words = keyword.trim().slice(0, 50);
  if (type === "ASSOCIATION") {
    const rows = await db
      .select({ id: association.id, name: association.name, name_en: association.name_en, region_code: association.region_code })
      .from(association)
      .where(and(eq(association.status, "1"), words ? or(likeContains(association.name, words), likeContains(association.name_en, words)) : undefined))
      .orderBy(asc(association.id))
      .limit(20);
    return Promise.all(rows.map(async (r) => ({ id: r.id, name: pick({ "zh-cn": r.name, en: r.name_en || r.name }, lang), region: await services.areas.fullName(r.region_code, lang) })));
  }
  const rows = await db
    .select({ id: enterprise.id, name: enterprise.name, name_en: enterprise.name_en, region_code: enterprise.region_code })
    .from(enterprise)
    .where(
      and(
        eq(enterprise.category_id, 11000),
        eq(enterprise.audit_status, "APPROVED"),
        eq(enterprise.status, "NORMAL"),
        words ? or(likeContains(enterprise.name, words), likeContains(enterprise.name_en, words)) : undefined,
      ),
    )
    .orderBy(asc(enterprise.name))
    .limit(20);
  return Promise.all(rows.map(async (r) => ({ id: r.id, name: pick({ "zh-cn": r.name, en: r.name_en || r.name }, lang), region: await services.areas.fullName(r.region_code, lang) })));
}

/** The public check of a card number: who holds it and whether it is valid today — nothing else. */
export async function verifyCard(services: AppServices, cardNo: string, lang: Lang) {
  const [row] = await services.db.select().from(guide).where(eq(guide.card_no, cardNo.toUpperCase())).limit(1);
  if (!row) return { card: null };
  const today = await siteToday(services);
  const name = await affiliationName(services.db, row.agency_id, row.association_id);
  return {
    card: {
      card_no: row.card_no,
      name: row.name,
      photo: row.photo,
      level: row.level,
      languages: row.languages ? row.languages.split(",") : [],
      affiliation: pick({ "zh-cn": name.name, en: name.name_en || name.name }, lang),
      valid: validNow(row.card_status, row.card_expire_date, today),
    },
  };
}
