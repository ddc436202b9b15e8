// Demo market entities for Hainan (reference domain §24): about 610 enterprises in all 24
// categories and every city and county, staff, associations with members, registrations in
// every audit state (some overdue), change requests, and licences that are expiring or expired.
// Places are named at their level (陵水黎族自治县, not 陵水市), licences come from the authority
// that issues them (licences.ts), rooms and beds fit, brand words naming a place stay there,
// staff genders agree with their ID numbers and credit codes carry a valid organisation code.
// Rows are built in memory and written in a few batched inserts (one transaction).
import { admin, adminGroupAccess, association, associationMember, auditRecord, enterprise, enterpriseChangeRequest, enterpriseStaff } from "@db/schema";
import { creditCodeFrom, idNumberFacts } from "@shared/validate/patterns";
import type { SeededRandom } from "../random";
import type { DemoSeeder } from "./context";
import { BRANDS, brandFits, CATEGORY_PLANS, MISSING_ITEMS, REGIONS, REJECT_OPINIONS, SCENIC_AREAS, SCENIC_WORDS, type DemoRegion } from "./enterprise-names";
import { licenceFor, type Licence } from "./licences";
import { demoIdNumber, demoMobile, demoPerson } from "./people";

type EnterpriseInsert = typeof enterprise.$inferInsert;
type RecordInsert = typeof auditRecord.$inferInsert;

const DAY = 86_400;
/** Cities and counties without a coast: 五指山, 定安, 屯昌, 白沙, 保亭, 琼中. */
const INLAND = new Set([469001, 469021, 469022, 469025, 469029, 469030]);
const CREDIT_CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY";

function weightedRegion(random: SeededRandom) {
  const total = REGIONS.reduce((sum, r) => sum + r.weight, 0);
  let roll = random.next() * total;
  for (const region of REGIONS) {
    roll -= region.weight;
    if (roll <= 0) return region;
  }
  return REGIONS[0] as (typeof REGIONS)[number];
}

export const isoDate = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
const person = demoPerson;
const mobile = demoMobile;
const idNumber = (random: SeededRandom, region: number) => demoIdNumber(random, region, random.chance(0.5) ? "1" : "2");

/** A credit code: registration authority and type, the area, an organisation code with its GB 11714 check, the GB 32100 check. */
export function creditCode(random: SeededRandom, region: number, used: Set<string>): string {
  for (;;) {
    // 91: companies; 92: individual businesses (small shops, guesthouses).
    let organisation = "";
    for (let i = 0; i < 8; i++) organisation += CREDIT_CHARS[random.int(0, i === 0 ? 9 : 30)];
    const code = creditCodeFrom(`${random.chance(0.8) ? "91" : "92"}${region}`, organisation);
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
  }
}

/** Which audit state a demo registration is in: mostly approved, a few of every other kind. */
function pickState(random: SeededRandom, index: number): string {
  if (index % 9 !== 4) return "APPROVED";
  return random.pick(["DRAFT", "SUBMITTED", "SUBMITTED", "UNDER_REVIEW", "UNDER_REVIEW", "RETURNED", "REJECTED", "WITHDRAWN"]);
}

export const demoEnterprises: DemoSeeder = {
  name: "demo:enterprises",
  async run({ db, random, now, accounts, passwordHash }) {
    const usedCodes = new Set<string>();
    const usedNames = new Set<string>();
    const rows: EnterpriseInsert[] = [];
    const plans: { category: number; state: string; cityEn: string }[] = [];
    let index = 0;

    const add = (category: number, name: string, nameEn: string, region: DemoRegion, licence: Licence | undefined, extra: Partial<EnterpriseInsert> = {}) => {
      if (usedNames.has(name)) return;
      usedNames.add(name);
      const state = pickState(random, index++);
      const issued = now - random.int(120, 6 * 365) * DAY;
      // About 7 % expired, 12 % expiring within 90 days, the rest valid for years.
      const roll = random.next();
      const expires = roll < 0.07 ? now - random.int(5, 200) * DAY : roll < 0.19 ? now + random.int(3, 89) * DAY : now + random.int(120, 5 * 365) * DAY;
      const expired = Boolean(licence) && expires < now;
      const legal = person(random);
      rows.push({
        category_id: category,
        name,
        name_en: nameEn,
        uscc: creditCode(random, region.code, usedCodes),
        legal_person: legal,
        legal_person_id_no: idNumber(random, region.code),
        contact_name: random.chance(0.5) ? legal : person(random),
        contact_phone: random.chance(0.6) ? mobile(random) : `0898-${random.int(6000_0000, 8999_9999)}`,
        region_code: region.code,
        address: `${region.place}${random.pick(region.streets)}${random.int(1, 399)}号`,
        lng: Math.round((region.lng + (random.next() - 0.5) * 0.12) * 1e5) / 1e5,
        lat: Math.round((region.lat + (random.next() - 0.5) * 0.1) * 1e5) / 1e5,
        zoom: 15,
        business_scope: "",
        license_no: licence?.license_no ?? "",
        license_issue_date: licence ? isoDate(issued) : "",
        license_expire_date: licence ? isoDate(expires) : "",
        license_authority: licence?.license_authority ?? "",
        business_license_image: "/static/demo/licence.svg",
        status: expired && random.chance(0.6) ? "EXPIRED" : random.chance(0.04) ? "SUSPENDED" : random.chance(0.015) ? "REVOKED" : random.chance(0.01) ? "CANCELLED" : "NORMAL",
        credit_level: random.chance(0.03) ? "SEVERE" : random.chance(0.07) ? "MINOR" : random.chance(0.45) ? "GOOD" : "NORMAL",
        audit_status: "APPROVED",
        applicant_id: 0,
        create_time: issued,
        ...extra,
      });
      plans.push({ category, state, cityEn: region.cityEn });
    };

    for (const spot of SCENIC_AREAS) {
      const region = REGIONS.find((r) => r.code === spot.code) ?? weightedRegion(random);
      add(12000, spot.name, spot.en, region, licenceFor(12000, 0, region, random, { rating: spot.rating }), { rating: spot.rating, capacity_instant: spot.instant ?? random.int(2, 12) * 1000, capacity_daily: spot.daily ?? random.int(6, 30) * 1000 });
    }
    for (const plan of CATEGORY_PLANS) {
      let made = 0;
      for (let guard = 0; made < plan.count && guard < plan.count * 20; guard++) {
        const variant = random.int(0, plan.zh.length - 1);
        // Sea views, seafood and yachts only where there is a coast.
        const seaside = plan.id === 17000 || /海景|海边|海鲜/.test(plan.zh[variant] ?? "");
        let region = weightedRegion(random);
        while (seaside && INLAND.has(region.code)) region = weightedRegion(random);
        const [brand, brandEn] = random.pick(BRANDS.filter((b) => brandFits(b, region.code)));
        let zh = `${region.city}${brand}${plan.zh[variant]}`;
        let en = `${region.cityEn} ${brandEn} ${plan.en[variant]}`;
        const extra: Partial<EnterpriseInsert> = {};
        switch (plan.id) {
          case 11000:
            zh = `海南${brand}${plan.zh[variant]}`.replace("海南", random.chance(0.5) ? "海南" : region.city);
            en = `${zh.startsWith("海南") ? "Hainan" : region.cityEn} ${brandEn} ${plan.en[variant]}`;
            extra.outbound = random.chance(0.2);
            break;
          case 12000: {
            const [word, wordEn] = random.pick(SCENIC_WORDS);
            zh = `${region.city}${brand}${word}${plan.zh[variant]}`;
            en = `${region.cityEn} ${brandEn} ${wordEn} ${plan.en[variant]}`;
            Object.assign(extra, { rating: `A_${random.int(2, 4)}`, capacity_instant: random.int(1, 6) * 1000, capacity_daily: random.int(3, 15) * 1000 });
            break;
          }
          case 13000: {
            // A hotel's beds: one or two per room (suites, twin rooms), so between rooms and twice rooms.
            const rooms = random.int(60, 600);
            Object.assign(extra, { rating: `STAR_${random.int(3, 5)}`, rooms, beds: Math.round(rooms * (1.3 + random.next() * 0.5)) });
            break;
          }
          case 14000: {
            const rooms = random.int(4, 16);
            Object.assign(extra, { rooms, beds: rooms + random.int(0, rooms) });
            break;
          }
          case 16000:
          case 17000:
            extra.fleet_size = plan.id === 16000 ? random.int(8, 120) : random.int(3, 60);
            break;
          default:
            if (plan.id >= 19000 && plan.id < 25000) Object.assign(extra, { venue_area: random.int(80, 3000), terminals: random.int(10, 300) });
        }
        const before = rows.length;
        add(plan.id, zh, en, region, licenceFor(plan.id, variant, region, random, { outbound: Boolean(extra.outbound), rating: String(extra.rating ?? "") }), extra);
        if (rows.length > before) made++;
      }
    }

    // Registrations that are not approved yet: dates and deadlines that fit their state.
    const records: RecordInsert[] = [];
    const supervisorName = "省厅监管员";
    rows.forEach((row, i) => {
      const state = plans[i]?.state ?? "APPROVED";
      row.audit_status = state as EnterpriseInsert["audit_status"];
      const submitted = now - random.int(1, 30) * DAY;
      if (state === "APPROVED") {
        Object.assign(row, { submit_time: row.create_time, accept_time: row.create_time, decide_time: row.create_time });
        return;
      }
      if (state === "DRAFT") row.business_license_image = "";
      if (state !== "DRAFT") Object.assign(row, { submit_time: submitted, notify_due_time: submitted + 7 * DAY });
      if (state === "UNDER_REVIEW") Object.assign(row, { accept_time: submitted + 2 * DAY, decide_due_time: submitted + 30 * DAY });
      if (state === "RETURNED") Object.assign(row, { accept_time: submitted + DAY, decide_time: submitted + 3 * DAY, missing_items: JSON.stringify([random.pick(MISSING_ITEMS), random.pick(MISSING_ITEMS)].filter((v, k, all) => all.indexOf(v) === k)) });
      if (state === "REJECTED") Object.assign(row, { accept_time: submitted + DAY, decide_time: submitted + 10 * DAY, audit_opinion: random.pick(REJECT_OPINIONS) });
    });

    const inserted: { id: number; audit_status: string; region_code: number; category_id: number; submit_time: number | null; accept_time: number | null; decide_time: number | null; missing_items: string; audit_opinion: string; contact_phone: string; contact_name: string }[] = [];
    const staffRows: (typeof enterpriseStaff.$inferInsert)[] = [];
    const changes: (typeof enterpriseChangeRequest.$inferInsert)[] = [];
    const { password, hash } = await passwordHash();
    await db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += 200) {
        inserted.push(
          ...(await tx.insert(enterprise).values(rows.slice(i, i + 200)).returning({
            id: enterprise.id,
            audit_status: enterprise.audit_status,
            region_code: enterprise.region_code,
            category_id: enterprise.category_id,
            submit_time: enterprise.submit_time,
            accept_time: enterprise.accept_time,
            decide_time: enterprise.decide_time,
            missing_items: enterprise.missing_items,
            audit_opinion: enterprise.audit_opinion,
            contact_phone: enterprise.contact_phone,
            contact_name: enterprise.contact_name,
          })),
        );
      }
      for (const e of inserted) {
        const base = { entity_type: "enterprise", entity_id: e.id, enterprise_id: e.id, operator_id: 0 };
        const rec = (action: string, from: string, to: string, at: number | null, extra: Partial<RecordInsert> = {}) =>
          records.push({ ...base, action, from_status: from, to_status: to, create_time: at ?? now, operator_name: ["submit", "withdraw", "save"].includes(action) ? "企业用户" : supervisorName, ...extra });
        if (e.audit_status === "APPROVED") rec("create", "APPROVED", "APPROVED", e.decide_time, { operator_name: supervisorName });
        else if (e.audit_status === "DRAFT") rec("save", "DRAFT", "DRAFT", now - 2 * DAY);
        else {
          rec("submit", "DRAFT", "SUBMITTED", e.submit_time);
          if (["UNDER_REVIEW", "RETURNED", "REJECTED"].includes(e.audit_status)) rec("accept", "SUBMITTED", "UNDER_REVIEW", e.accept_time);
          if (e.audit_status === "RETURNED") rec("return", "UNDER_REVIEW", "RETURNED", e.decide_time, { missing_items: e.missing_items });
          if (e.audit_status === "REJECTED") rec("reject", "UNDER_REVIEW", "REJECTED", e.decide_time, { opinion: e.audit_opinion });
          if (e.audit_status === "WITHDRAWN") rec("withdraw", "SUBMITTED", "WITHDRAWN", (e.submit_time ?? now) + DAY);
        }
        if (e.audit_status !== "APPROVED") continue;
        for (let k = random.int(1, 3); k > 0; k--) {
          const idNo = idNumber(random, e.region_code);
          staffRows.push({
            enterprise_id: e.id,
            name: person(random),
            // As the ID number's 17th digit says.
            gender: idNumberFacts(idNo)?.gender ?? "0",
            id_no: idNo,
            mobile: mobile(random),
            position: random.pick(["总经理", "质量安全负责人", "计调", "前台主管", "安全员", "财务"]),
            certificate_no: random.chance(0.5) ? `ZG-${random.int(100000, 999999)}` : "",
            certificate_expire_date: isoDate(now + random.int(-60, 900) * DAY),
          });
        }
        // A few approved enterprises have a change request waiting, one of them overdue.
        if (changes.length < 12 && random.chance(0.05)) {
          const submitted = now - random.int(1, 12) * DAY;
          const status = changes.length % 3 === 0 ? "UNDER_REVIEW" : "SUBMITTED";
          changes.push({
            enterprise_id: e.id,
            changes: JSON.stringify({ contact_phone: { from: e.contact_phone, to: mobile(random) }, contact_name: { from: e.contact_name, to: person(random) } }),
            reason: "联系人变更",
            status,
            submit_time: submitted,
            notify_due_time: submitted + 7 * DAY,
            accept_time: status === "UNDER_REVIEW" ? submitted + DAY : null,
            decide_due_time: status === "UNDER_REVIEW" ? submitted + 29 * DAY : null,
          });
        }
      }
      for (let i = 0; i < records.length; i += 500) await tx.insert(auditRecord).values(records.slice(i, i + 500));
      for (let i = 0; i < staffRows.length; i += 500) await tx.insert(enterpriseStaff).values(staffRows.slice(i, i + 500));
      if (changes.length) {
        const requests = await tx.insert(enterpriseChangeRequest).values(changes).returning();
        const trail: RecordInsert[] = [];
        for (const r of requests) {
          const base = { entity_type: "enterprise_change", entity_id: r.id, enterprise_id: r.enterprise_id, operator_id: 0 };
          trail.push({ ...base, action: "submit", from_status: "DRAFT", to_status: "SUBMITTED", operator_name: "企业用户", create_time: r.submit_time ?? now });
          if (r.status === "UNDER_REVIEW") trail.push({ ...base, action: "accept", from_status: "SUBMITTED", to_status: "UNDER_REVIEW", operator_name: supervisorName, create_time: r.accept_time ?? now });
        }
        await tx.insert(auditRecord).values(trail);
      }

      // Associations, their members, and one sign-in account for the Sanya tourism association.
      const [assocAdmin] = await tx.insert(admin).values({ username: "association", nickname: "三亚市旅游协会", password: hash }).onConflictDoNothing().returning({ id: admin.id });
      if (assocAdmin) {
        await tx.insert(adminGroupAccess).values({ uid: assocAdmin.id, group_id: 5 }).onConflictDoNothing();
        accounts.push({ kind: "admin", username: "association", password, role: "association" });
      }
      const associations = await tx
        .insert(association)
        .values([
          { name: "海南省旅游协会", name_en: "Hainan Tourism Association", type: "TOURISM", region_code: 460106, contact_name: "邢建华", contact_phone: "0898-65201234" },
          { name: "三亚市旅游协会", name_en: "Sanya Tourism Association", type: "TOURISM", region_code: 460203, contact_name: "吉海燕", contact_phone: "0898-88261234", admin_id: assocAdmin?.id ?? null },
          { name: "海南省导游协会", name_en: "Hainan Tour Guide Association", type: "GUIDE", region_code: 460106, contact_name: "符晓明", contact_phone: "0898-65339876" },
          { name: "海南省饭店业协会", name_en: "Hainan Hotel Association", type: "HOTEL", region_code: 460108, contact_name: "林丽娟", contact_phone: "0898-66781234" },
          { name: "海南省旅游景区协会", name_en: "Hainan Scenic Area Association", type: "SCENIC", region_code: 460106, contact_name: "王志强", contact_phone: "0898-65881122" },
          { name: "海南省娱乐行业协会", name_en: "Hainan Entertainment Association", type: "ENTERTAINMENT", region_code: 460107, contact_name: "陈美玲", contact_phone: "0898-66550099" },
          { name: "海南省游艇协会", name_en: "Hainan Yacht Association", type: "OTHER", region_code: 460202, contact_name: "云俊杰", contact_phone: "0898-88990011" },
        ])
        .returning({ id: association.id, type: association.type, region_code: association.region_code });
      const members: (typeof associationMember.$inferInsert)[] = [];
      const fits: Record<string, (e: (typeof inserted)[number]) => boolean> = {
        TOURISM: (e) => e.category_id === 11000 || e.category_id === 12000,
        HOTEL: (e) => e.category_id === 13000 || e.category_id === 14000,
        SCENIC: (e) => e.category_id === 12000,
        ENTERTAINMENT: (e) => e.category_id >= 21000 && e.category_id < 25000,
        OTHER: (e) => e.category_id === 17000,
        GUIDE: (e) => e.category_id === 11000,
      };
      for (const a of associations) {
        const sanya = a.region_code >= 460200 && a.region_code < 460300;
        for (const e of inserted) {
          if (e.audit_status !== "APPROVED" || !fits[a.type]?.(e) || (sanya && !(e.region_code >= 460200 && e.region_code < 460300))) continue;
          if (!random.chance(a.type === "GUIDE" ? 0.3 : 0.6)) continue;
          members.push({ association_id: a.id, enterprise_id: e.id, role: random.chance(0.1) ? "COUNCIL" : random.chance(0.03) ? "VICE_PRESIDENT" : "MEMBER", join_date: isoDate(now - random.int(30, 2000) * DAY) });
        }
      }
      for (let i = 0; i < members.length; i += 500) await tx.insert(associationMember).values(members.slice(i, i + 500));

      // One enterprise account, for the first approved travel agency.
      const agency = inserted.find((e) => e.audit_status === "APPROVED" && e.category_id === 11000);
      const [account] = await tx.insert(admin).values({ username: "enterprise", nickname: "企业管理员", password: hash, enterprise_id: agency?.id ?? null }).onConflictDoNothing().returning({ id: admin.id });
      if (account) {
        await tx.insert(adminGroupAccess).values({ uid: account.id, group_id: 4 }).onConflictDoNothing();
        accounts.push({ kind: "admin", username: "enterprise", password, role: "enterprise" });
      }
    });
  },
};
