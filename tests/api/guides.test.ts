// Guides and guide audit: a member files a new card in the member centre; the agency confirms
// (other agencies and associations never see it); the supervisor accepts, returns with missing
// items, accepts again and approves; the card is issued with an area number and a three-year
// term. Every move of the workflow is tried where it is allowed and where it is not. Renewal is
// possible only in the last three months, a change of affiliation moves the guide to the new
// area, a cancellation ends the card. Card statuses follow the clock on the scheduler's tick;
// the public check shows only what a tourist may see, and is rate-limited. A Sanya supervisor
// never sees a Haikou guide: not by guessed id, not in lists, counts or the dashboards.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, count, eq } from "drizzle-orm";
import { admin, association, attachment, auditRecord, enterprise, guide, guideApplication } from "@db/schema";
import { addWorkingDays } from "@server/engine/workflow/time-limits";
import { addDays, cardExpiry } from "@modules/guide/card";
import { patterns } from "@shared/validate";
import { caller, seededRoleAdmin } from "./support/enterprise";
import { createMember, sessionFor } from "./support/identity";
import { createTestApp, envelopeOf, type TestApp } from "./support/test-app";

const DAY = 86_400;
/** Monday 2026-11-16 10:00 in Shanghai. */
const MONDAY = Date.UTC(2026, 10, 16, 2) / 1000;
let now = MONDAY;
const clock = { now: () => now };

let t: TestApp;
let province: ReturnType<typeof caller>;
let sanya: ReturnType<typeof caller>;
let haikouAgency: ReturnType<typeof caller>;
let otherAgency: ReturnType<typeof caller>;
let sanyaAssociation: ReturnType<typeof caller>;
let haikouAgencyId = 0;
let sanyaAgencyId = 0;
let associationId = 0;
const PHOTO = "/storage/guide/20261116/photo.png";

/** A member's calls to the member API. */
function memberCaller(token: string) {
  const call = async (method: string, path: string, json?: unknown) => envelopeOf(await t.request(`/api/${path}`, { method, json, headers: { "ba-user-token": token, server: "1", "think-lang": "en" } }));
  return { get: (path: string) => call("GET", path), post: (path: string, json: unknown = {}) => call("POST", path, json) };
}

/** A valid ID number for a birth date and gender ("1" male, "2" female). */
function idNumber(birth: string, gender: "1" | "2", serial = Math.floor(Math.random() * 50)): string {
  const body = `460106${birth.replace(/-/g, "")}${String(serial).padStart(2, "0")}${gender === "1" ? 1 : 2}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  return body + "10X98765432"[weights.reduce((acc, w, i) => acc + w * Number(body[i]), 0) % 11];
}

function newCardForm(overrides: Record<string, unknown> = {}) {
  return {
    kind: "NEW",
    name: "符海燕",
    gender: "2",
    ethnicity: "19",
    birth_date: "1992-05-08",
    id_no: idNumber("1992-05-08", "2"),
    mobile: "13907561234",
    photo: PHOTO,
    qualification_no: "QG4600123456",
    languages: ["zh", "en"],
    affiliation_type: "AGENCY",
    agency_id: haikouAgencyId,
    ...overrides,
  };
}

async function newMember() {
  const member = await createMember(t);
  return { id: member.id, api: memberCaller(await sessionFor(t, "user", member.id)) };
}

const applicationOf = async (id: number) => (await t.database.db.select().from(guideApplication).where(eq(guideApplication.id, id)))[0];

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  const db = t.database.db;
  const agencies = await db
    .insert(enterprise)
    .values([
      { category_id: 11000, name: "海口骑楼旅行社有限公司", name_en: "Haikou Arcade Street Travel Agency", region_code: 460106, audit_status: "APPROVED" },
      { category_id: 11000, name: "三亚鹿城假期旅行社有限公司", region_code: 460203, audit_status: "APPROVED" },
    ])
    .returning({ id: enterprise.id });
  haikouAgencyId = agencies[0]?.id ?? 0;
  sanyaAgencyId = agencies[1]?.id ?? 0;
  const [assocAccount] = await db.insert(admin).values({ username: "sanya_assoc", nickname: "三亚协会", password: "x" }).returning({ id: admin.id });
  const [made] = await db.insert(association).values({ name: "三亚市旅游协会", type: "TOURISM", region_code: 460203, admin_id: assocAccount?.id ?? null }).returning({ id: association.id });
  associationId = made?.id ?? 0;
  await db.insert(attachment).values({ url: PHOTO, sha1: "a".repeat(40), mimetype: "image/png", topic: "guide", name: "photo.png", size: 1000 });

  province = caller(t, (await seededRoleAdmin(t, 2)).token);
  const bound = await seededRoleAdmin(t, 2);
  await db.update(admin).set({ region_code: 460200 }).where(eq(admin.id, bound.id));
  t.app.services.adminAccess.invalidate(bound.id);
  sanya = caller(t, bound.token);
  haikouAgency = caller(t, (await seededRoleAdmin(t, 4, haikouAgencyId)).token);
  otherAgency = caller(t, (await seededRoleAdmin(t, 4, sanyaAgencyId)).token);
  const { adminGroupAccess } = await import("@db/schema");
  await db.insert(adminGroupAccess).values({ uid: assocAccount?.id ?? 0, group_id: 5 });
  sanyaAssociation = caller(t, await sessionFor(t, "admin", assocAccount?.id ?? 0));
});
afterAll(() => t.close());

describe("a new card, from the member centre to the issued card", () => {
  let member: Awaited<ReturnType<typeof newMember>>;
  let id = 0;

  test("a draft keeps what is there; a submission needs everything, and gender and birth date as the ID number states them", async () => {
    member = await newMember();
    const draft = await member.api.post("guide/save", { kind: "NEW", name: "符海燕" });
    expect(draft.code, draft.msg).toBe(1);
    id = draft.data.id;
    expect((await applicationOf(id))?.status).toBe("DRAFT");
    const incomplete = await member.api.post("guide/submit", {});
    expect(incomplete.code).toBe(0);
    expect(Object.keys(incomplete.data.fields)).toEqual(expect.arrayContaining(["id_no", "photo", "qualification_no", "languages", "agency_id"]));
    const contradicting = await member.api.post("guide/submit", newCardForm({ gender: "1", birth_date: "1992-05-09" }));
    expect(contradicting.data.fields).toMatchObject({ gender: "Does not match the gender digit of the ID number", birth_date: "Does not match the birth date in the ID number" });
    const unknownPhoto = await member.api.post("guide/submit", newCardForm({ photo: "/storage/guide/none.png" }));
    expect(unknownPhoto.data.fields.photo).toBe("Upload a recent photo of yourself");
  });

  test("submitting sends it to the agency, which has 5 working days to confirm", async () => {
    const submitted = await member.api.post("guide/submit", newCardForm());
    expect(submitted.code, submitted.msg).toBe(1);
    const row = await applicationOf(id);
    expect(row).toMatchObject({ status: "AFFILIATION_PENDING", region_code: 460106, submit_time: now });
    expect(row?.confirm_due_time).toBe(addWorkingDays(now, 5));
    const view = await member.api.get("guide/card");
    expect(view.data.application).toMatchObject({ id, status: "AFFILIATION_PENDING", due_time: row?.confirm_due_time, affiliation: "Haikou Arcade Street Travel Agency" });
    expect(view.data.card).toBeNull();
    // Busy: no changes while others handle it.
    expect((await member.api.post("guide/save", { mobile: "13907560000" })).msg).toBe("The application is being processed and cannot be changed; withdraw it first");
  });

  test("only its agency sees and confirms it; the supervisor may not confirm for the agency; another agency and the association never see it", async () => {
    expect((await otherAgency.get(`guide.Application/review?id=${id}`)).msg).toBe("Record not found");
    expect((await otherAgency.post("guide.Application/confirm", { id })).msg).toBe("Record not found");
    expect((await otherAgency.get("guide.Application/index?limit=100")).data.list.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await sanyaAssociation.get("guide.Application/index?limit=100")).data.list.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await province.post("guide.Application/confirm", { id })).code).toBe(401);
    const review = await haikouAgency.get(`guide.Application/review?id=${id}`);
    expect(review.data.moves).toEqual(["confirm", "decline"]);
    expect(review.data.row.id_no).toMatch(/^\d{6}\*{8}[\dX]{4}$/);
    // The agency cannot decide for the supervisor.
    expect((await haikouAgency.post("guide.Application/accept", { id })).code).toBe(401);
    const confirmed = await haikouAgency.post("guide.Application/confirm", { id });
    expect(confirmed, confirmed.msg).toMatchObject({ code: 1, msg: "Confirmed; the application goes to the supervisor" });
    expect((await applicationOf(id))).toMatchObject({ status: "SUBMITTED", notify_due_time: addWorkingDays(now, 5) });
    expect((await haikouAgency.post("guide.Application/confirm", { id })).msg).toBe("Not possible while the guide card application is To accept");
  });

  test("the supervisor returns it with everything missing; the member completes and resubmits; moves out of turn are refused", async () => {
    expect((await province.post("guide.Application/approve", { id })).msg).toBe("Not possible while the guide card application is To accept");
    const noItems = await province.post("guide.Application/return", { id, missing_items: [] });
    expect(noItems.data.fields.missing_items).toBe("List everything that is missing, at once");
    now += DAY;
    expect((await province.post("guide.Application/return", { id, missing_items: ["近期免冠照片不清晰"] })).code).toBe(1);
    const view = await member.api.get("guide/card");
    expect(view.data.application).toMatchObject({ status: "RETURNED", missing_items: ["近期免冠照片不清晰"] });
    expect((await member.api.post("guide/save", { agency_id: sanyaAgencyId })).msg).toBe("The affiliation has been confirmed and cannot change here; withdraw and apply again");
    const resubmitted = await member.api.post("guide/submit", { mobile: "13907569999" });
    expect(resubmitted.code, resubmitted.msg).toBe(1);
    expect(await applicationOf(id)).toMatchObject({ status: "SUBMITTED", mobile: "13907569999" });
    expect(view.data.application.trail.map((r: { action: string }) => r.action)).toEqual(["save", "submit", "confirm", "return"]);
  });

  test("accepted, it is decided within 10 working days; rejecting needs a reason; approving issues the card", async () => {
    expect((await province.post("guide.Application/accept", { id })).code).toBe(1);
    expect((await applicationOf(id))?.decide_due_time).toBe(addWorkingDays(now, 10));
    expect((await province.post("guide.Application/accept", { id })).msg).toBe("Not possible while the guide card application is Under review");
    expect((await province.post("guide.Application/reject", { id })).data.fields.opinion).toBe("Give the reason for this decision");
    const approved = await province.post("guide.Application/approve", { id, opinion: "材料齐全" });
    expect(approved.code, approved.msg).toBe(1);
    const row = await applicationOf(id);
    expect(row?.status).toBe("APPROVED");
    expect(row?.card_no).toBe("D-4601-000001");
    const [card] = await t.database.db.select().from(guide).where(eq(guide.id, row?.guide_id ?? 0));
    expect(card).toMatchObject({ card_no: "D-4601-000001", user_id: member.id, level: "JUNIOR", card_status: "VALID", card_issue_date: "2026-11-17", card_expire_date: "2029-11-16", region_code: 460106, agency_id: haikouAgencyId });
    const view = await member.api.get("guide/card");
    expect(view.data.card).toMatchObject({ card_no: "D-4601-000001", valid_now: true, level: "JUNIOR", languages: ["zh", "en"] });
    // Done: nothing more to move, and the next new-card application is refused.
    expect((await province.post("guide.Application/reject", { id, opinion: "x" })).msg).toBe("Not possible while the guide card application is Card issued");
    expect((await member.api.post("guide/submit", newCardForm({ id_no: idNumber("1990-01-01", "1") }))).msg).toBe("You already hold a guide card: apply for its renewal, a change or its cancellation");
  });

  test("the guide's page shows the card; the next card of the area takes the next number", async () => {
    const [card] = await t.database.db.select().from(guide).where(eq(guide.card_no, "D-4601-000001"));
    const detail = await province.get(`guide.Guide/detail?id=${card?.id}`);
    expect(detail.data).toMatchObject({ valid_now: true, affiliation: { name: "海口骑楼旅行社有限公司" }, renewal_opens: "2029-08-17" });
    expect(detail.data.row.id_no).toMatch(/\*{8}/);
    const added = await province.post("guide.Guide/add", { name: "王明辉", gender: "1", ethnicity: "01", birth_date: "1988-03-02", id_no: idNumber("1988-03-02", "1"), mobile: "13807561111", languages: ["zh"], level: "INTERMEDIATE", affiliation_type: "AGENCY", agency_id: haikouAgencyId, card_issue_date: "2026-01-05", card_status: "VALID", credit_level: "NORMAL" });
    expect(added.code, added.msg).toBe(1);
    const [next] = await t.database.db.select().from(guide).where(eq(guide.id, added.data.id));
    expect(next).toMatchObject({ card_no: "D-4601-000002", card_expire_date: "2029-01-04", region_code: 460106 });
  });
});

describe("the other moves", () => {
  test("the agency declines with a reason; the member may withdraw while others handle it; a withdrawn draft can be refiled", async () => {
    const declined = await newMember();
    const submitted = await declined.api.post("guide/submit", newCardForm({ id_no: idNumber("1995-07-01", "1"), gender: "1", birth_date: "1995-07-01" }));
    expect(submitted.code, submitted.msg).toBe(1);
    const id = submitted.data.id;
    expect((await haikouAgency.post("guide.Application/decline", { id })).data.fields.opinion).toBe("Say why the affiliation is declined");
    expect((await haikouAgency.post("guide.Application/decline", { id, opinion: "非本社员工" })).code).toBe(1);
    expect((await declined.api.get("guide/card")).data.application).toMatchObject({ status: "DECLINED", opinion: "非本社员工", open: false });
    expect((await declined.api.post("guide/withdraw")).msg).toBe("There is no application to withdraw");

    const withdrawn = await newMember();
    const again = await withdrawn.api.post("guide/submit", newCardForm({ id_no: idNumber("1996-02-03", "2", 7), birth_date: "1996-02-03" }));
    expect(again.code, again.msg).toBe(1);
    expect((await withdrawn.api.post("guide/withdraw")).code).toBe(1);
    expect((await applicationOf(again.data.id))?.status).toBe("WITHDRAWN");
    expect((await haikouAgency.post("guide.Application/confirm", { id: again.data.id })).msg).toBe("Not possible while the guide card application is Withdrawn");
    const refiled = await withdrawn.api.post("guide/submit", newCardForm({ id_no: idNumber("1996-02-03", "2", 7), birth_date: "1996-02-03" }));
    expect(refiled.code).toBe(1);
    expect(refiled.data.id).not.toBe(again.data.id);
  });

  test("drafts stay the member's own: no one in the console sees them", async () => {
    const drafting = await newMember();
    const draft = await drafting.api.post("guide/save", { kind: "NEW", name: "吉小梅", agency_id: haikouAgencyId });
    expect((await haikouAgency.get(`guide.Application/review?id=${draft.data.id}`)).msg).toBe("Record not found");
    expect((await province.get(`guide.Application/review?id=${draft.data.id}`)).msg).toBe("Record not found");
  });
});

describe("renewal, change of affiliation and cancellation of a card", () => {
  let member: Awaited<ReturnType<typeof newMember>>;
  let guideId = 0;

  beforeAll(async () => {
    member = await newMember();
    const [made] = await t.database.db
      .insert(guide)
      .values({ user_id: member.id, name: "陈志强", gender: "1", birth_date: "1980-01-01", id_no: idNumber("1980-01-01", "1"), mobile: "13907562222", photo: PHOTO, card_no: "D-4601-000100", level: "SPECIAL", languages: "zh,ru", affiliation_type: "AGENCY", agency_id: haikouAgencyId, region_code: 460106, card_issue_date: "2024-03-20", card_expire_date: "2027-03-19" })
      .returning({ id: guide.id });
    guideId = made?.id ?? 0;
  });

  test("renewal opens three months before the card ends, and not after it ended", async () => {
    now = MONDAY;
    const early = await member.api.post("guide/submit", { kind: "RENEWAL" });
    expect(early.msg).toBe("A card can be renewed only in its last 3 months; you can apply from 2026-12-20");
    now = Date.UTC(2027, 2, 20, 2) / 1000; // 2027-03-20: the card ended yesterday
    expect((await member.api.post("guide/submit", { kind: "RENEWAL" })).msg).toBe("The card has expired and cannot be renewed; apply for a new card");
    now = Date.UTC(2026, 11, 20, 2) / 1000; // 2026-12-20: the first day of the window
    const renewed = await member.api.post("guide/submit", { kind: "RENEWAL" });
    expect(renewed.code, renewed.msg).toBe(1);
    expect(await applicationOf(renewed.data.id)).toMatchObject({ kind: "RENEWAL", guide_id: guideId, name: "陈志强", level: "SPECIAL", languages: "zh,ru", agency_id: haikouAgencyId });
    for (const move of ["confirm"] as const) expect((await haikouAgency.post(`guide.Application/${move}`, { id: renewed.data.id })).code).toBe(1);
    for (const move of ["accept", "approve"]) expect((await province.post(`guide.Application/${move}`, { id: renewed.data.id })).code).toBe(1);
    const [card] = await t.database.db.select().from(guide).where(eq(guide.id, guideId));
    expect(card).toMatchObject({ card_no: "D-4601-000100", card_issue_date: "2026-12-20", card_expire_date: cardExpiry("2026-12-20"), card_status: "VALID" });
  });

  test("a change of affiliation goes to the new affiliate, and the guide moves to its area", async () => {
    expect((await member.api.post("guide/submit", { kind: "CHANGE", affiliation_type: "AGENCY", agency_id: haikouAgencyId, reason: "换单位" })).data.fields.agency_id).toBe("The new affiliation is the one you have now");
    const changed = await member.api.post("guide/submit", { kind: "CHANGE", affiliation_type: "ASSOCIATION", association_id: associationId, reason: "转入协会执业" });
    expect(changed.code, changed.msg).toBe(1);
    const id = changed.data.id;
    expect(await applicationOf(id)).toMatchObject({ region_code: 460203, association_id: associationId, agency_id: null });
    expect((await haikouAgency.get(`guide.Application/review?id=${id}`)).msg).toBe("Record not found");
    expect((await sanyaAssociation.get("guide.Application/index?limit=100")).data.list.map((r: { id: number }) => r.id)).toContain(id);
    expect((await sanyaAssociation.post("guide.Application/confirm", { id })).code).toBe(1);
    expect((await sanya.post("guide.Application/accept", { id })).code).toBe(1);
    expect((await sanya.post("guide.Application/approve", { id })).code).toBe(1);
    const [card] = await t.database.db.select().from(guide).where(eq(guide.id, guideId));
    expect(card).toMatchObject({ affiliation_type: "ASSOCIATION", association_id: associationId, agency_id: null, region_code: 460203 });
    expect((await sanya.get(`guide.Guide/edit?id=${guideId}`)).code).toBe(1);
  });

  test("a cancellation ends the card; the public check then says it is not valid", async () => {
    const cancelled = await member.api.post("guide/submit", { kind: "CANCEL", reason: "不再从事导游工作" });
    expect(cancelled.code, cancelled.msg).toBe(1);
    expect((await sanyaAssociation.post("guide.Application/confirm", { id: cancelled.data.id })).code).toBe(1);
    expect((await province.post("guide.Application/accept", { id: cancelled.data.id })).code).toBe(1);
    expect((await province.post("guide.Application/approve", { id: cancelled.data.id })).code).toBe(1);
    const [card] = await t.database.db.select().from(guide).where(eq(guide.id, guideId));
    expect(card?.card_status).toBe("CANCELLED");
    const check = await envelopeOf(await t.request("/api/guide/verify?card_no=D-4601-000100"));
    expect(check.data.card).toMatchObject({ name: "陈志强", valid: false });
    expect((await member.api.post("guide/submit", { kind: "RENEWAL" })).msg).toBe("The card is suspended, revoked or cancelled; this is not possible");
  });
});

describe("card status and the public check", () => {
  test("the tick turns cards expiring within three months and ended cards over, and leaves suspended cards alone", async () => {
    now = MONDAY;
    const rows = await t.database.db
      .insert(guide)
      .values([
        { name: "林丽娟", card_no: "D-4602-900001", region_code: 460203, card_issue_date: "2024-01-10", card_expire_date: "2027-01-09", card_status: "VALID" },
        { name: "邢建华", card_no: "D-4602-900002", region_code: 460203, card_issue_date: "2023-11-01", card_expire_date: "2026-11-15", card_status: "EXPIRING" },
        { name: "云俊杰", card_no: "D-4602-900003", region_code: 460203, card_issue_date: "2023-11-01", card_expire_date: "2026-11-15", card_status: "SUSPENDED" },
        { name: "羊少华", card_no: "D-4602-900004", region_code: 460203, card_issue_date: "2025-06-01", card_expire_date: "2028-05-31", card_status: "VALID" },
      ])
      .returning({ id: guide.id, card_no: guide.card_no });
    await t.app.scheduler.tick();
    const statuses = await t.database.db.select({ card_no: guide.card_no, status: guide.card_status }).from(guide);
    const status = (no: string) => statuses.find((s) => s.card_no === no)?.status;
    expect([status("D-4602-900001"), status("D-4602-900002"), status("D-4602-900003"), status("D-4602-900004")]).toEqual(["EXPIRING", "EXPIRED", "SUSPENDED", "VALID"]);
    expect(rows).toHaveLength(4);
  });

  test("the public check shows name, photo, level, languages, affiliation and validity — and nothing else", async () => {
    const check = await envelopeOf(await t.request("/api/guide/verify?card_no=d-4601-000001", { headers: { "think-lang": "en" } }));
    expect(check.code).toBe(1);
    expect(Object.keys(check.data.card).sort()).toEqual(["affiliation", "card_no", "languages", "level", "name", "photo", "valid"]);
    expect(check.data.card).toMatchObject({ name: "符海燕", level: "JUNIOR", languages: ["zh", "en"], affiliation: "Haikou Arcade Street Travel Agency", valid: true });
    expect(JSON.stringify(check)).not.toMatch(/1390756|460106\d{8}/);
    expect((await envelopeOf(await t.request("/api/guide/verify?card_no=D-4601-999999"))).data.card).toBeNull();
    const bad = await envelopeOf(await t.request("/api/guide/verify?card_no=4601000001", { headers: { "think-lang": "en" } }));
    expect(bad.data.fields.card_no).toMatch(/D-4602-000315/);
  });

  test("the public check is limited per network address", async () => {
    const limited = await createTestApp({ VERIFY_RATE_LIMIT: "2" });
    try {
      const ask = async () => envelopeOf(await limited.request("/api/guide/verify?card_no=D-4601-000001", { headers: { "think-lang": "en" } }));
      expect((await ask()).code).toBe(1);
      expect((await ask()).code).toBe(1);
      expect((await ask()).msg).toMatch(/Too many attempts/);
    } finally {
      limited.close();
    }
  });

  test("card numbers: D or L, the province and city digits, a six-digit sequence", () => {
    for (const good of ["D-4602-000315", "L-4601-000001"]) expect(patterns.guideCard.test(good)).toBe(true);
    for (const bad of ["D-460-000315", "X-4602-000315", "D-4602-00031", "D4602000315", "d-4602-000315"]) expect(patterns.guideCard.test(bad)).toBe(false);
  });
});

describe("jurisdiction: a Sanya supervisor and a Haikou guide", () => {
  test("not found by guessed id, never in lists, counts or the dashboard", async () => {
    const [haikou] = await t.database.db.select().from(guide).where(eq(guide.card_no, "D-4601-000001"));
    expect((await sanya.get(`guide.Guide/edit?id=${haikou?.id}`)).msg).toBe("Record not found");
    expect((await sanya.get(`guide.Guide/detail?id=${haikou?.id}`)).msg).toBe("Record not found");
    expect((await province.get(`guide.Guide/detail?id=${haikou?.id}`)).code).toBe(1);
    const list = await sanya.get("guide.Guide/index?limit=200");
    expect(list.data.list.every((r: { region_code: number }) => r.region_code >= 460200 && r.region_code <= 460299)).toBe(true);
    const [inSanya] = await t.database.db.select({ n: count() }).from(guide).where(and(eq(guide.region_code, 460203)));
    expect(list.data.total).toBe(inSanya?.n ?? -1);
    const queue = await sanya.get("guide.Application/index?counts=1&limit=200");
    expect(queue.data.list.every((r: { region_code: number }) => r.region_code >= 460200 && r.region_code <= 460299)).toBe(true);
    const approvedInHaikou = (await t.database.db.select({ n: count() }).from(guideApplication).where(and(eq(guideApplication.status, "APPROVED"), eq(guideApplication.region_code, 460106))))[0]?.n ?? 0;
    expect(approvedInHaikou).toBeGreaterThan(0);
    const provincial = await province.get("guide.Application/index?counts=1&limit=1");
    expect(provincial.data.workflow.states.APPROVED - queue.data.workflow.states.APPROVED).toBe(approvedInHaikou);
    // The dashboard's work cards and the agency dashboard count Sanya only.
    const pendingHaikou = await newMember();
    const pending = await pendingHaikou.api.post("guide/submit", newCardForm({ id_no: idNumber("1991-09-09", "2", 3), birth_date: "1991-09-09" }));
    expect(pending.code).toBe(1);
    const work = (who: ReturnType<typeof caller>) => who.get("dashboard/index").then((r) => (r.data.work as { key: string; value: number }[]).find((w) => w.key === "guide.Application:AFFILIATION_PENDING")?.value);
    expect(await work(sanya)).toBe(0);
    expect(await work(province)).toBeGreaterThan(0);
    const agencyBoard = async (who: ReturnType<typeof caller>) => (await who.get("agency.Agency/dashboard")).data.panels.guides as { key: string }[];
    expect((await agencyBoard(sanya)).map((b) => b.key)).not.toContain(String(haikouAgencyId));
    expect((await agencyBoard(province)).map((b) => b.key)).toContain(String(haikouAgencyId));
  });

  test("the trail keeps every move with who made it", async () => {
    const [first] = await t.database.db.select().from(guideApplication).where(eq(guideApplication.card_no, "D-4601-000001"));
    const trail = await t.database.db.select().from(auditRecord).where(and(eq(auditRecord.entity_type, "guide_application"), eq(auditRecord.entity_id, first?.id ?? 0)));
    expect(trail.map((r) => r.action)).toEqual(["save", "submit", "confirm", "return", "resubmit", "accept", "approve"]);
    expect(trail.find((r) => r.action === "submit")?.operator_name).toMatch(/（会员）$/);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});
