// Helpers for the complaint tests: a Shanghai-time clock the tests move, supervisors of the
// province and of a city, registry enterprises to complain about, a complete complaint form, and
// reading what the complainant was sent.
import { and, asc, desc, eq } from "drizzle-orm";
import { admin, auditRecord, complaint, complaintMessage, enterprise, smsLog } from "@db/schema";
import { caller, seededRoleAdmin } from "./enterprise";
import type { TestApp } from "./test-app";

/** Unix seconds of a Shanghai wall-clock time (UTC+8, no daylight saving). */
export const shanghai = (iso: string) => Date.parse(`${iso}+08:00`) / 1000;

/** The `yyyy-mm-dd hh:mm` in Shanghai of unix seconds. */
export const shanghaiTime = (seconds: number) => new Date((seconds + 8 * 3600) * 1000).toISOString().slice(0, 16).replace("T", " ");

export const DAY = 86_400;

export type Caller = ReturnType<typeof caller>;

/** A supervisor in the seeded group, bound to `area` (0: the province). */
export async function supervisor(t: TestApp, area = 0): Promise<Caller & { id: number }> {
  const made = await seededRoleAdmin(t, 2);
  if (area) {
    await t.database.db.update(admin).set({ region_code: area }).where(eq(admin.id, made.id));
    t.app.services.adminAccess.invalidate(made.id);
  }
  return Object.assign(caller(t, made.token), { id: made.id });
}

export async function registryEnterprise(t: TestApp, name: string, region: number): Promise<number> {
  const [row] = await t.database.db.insert(enterprise).values({ category_id: 18000, name, region_code: region, audit_status: "APPROVED" }).returning({ id: enterprise.id });
  return row?.id ?? 0;
}

let mobileCounter = 0;
export const nextMobile = () => `139${String(7_000_000 + ++mobileCounter).padStart(8, "0")}`;

/** A complete staff-entered complaint (a 12345 transfer about a Sanya seafood stall). */
export function complaintForm(respondentId: number, overrides: Record<string, unknown> = {}) {
  return {
    type: "COMPLAINT",
    source: "HOTLINE_12345",
    category: "PRICE_FRAUD",
    respondent_type: "ENTERPRISE",
    respondent_id: respondentId,
    complainant_name: "张晓明",
    complainant_mobile: nextMobile(),
    complainant_province: 110000,
    complainant_count: 1,
    region_code: 460203,
    place: "三亚市吉阳区第一市场",
    description: "海鲜排档称重缺斤短两，结账价格远高于菜单标价，商家拒绝退还多收的费用。",
    request: "退还多收的费用",
    claim_amount: "860.00",
    notify_by: "sms",
    ...overrides,
  };
}

export async function row(t: TestApp, id: number) {
  const [found] = await t.database.db.select().from(complaint).where(eq(complaint.id, id));
  if (!found) throw new Error(`no complaint ${id}`);
  return found;
}

export async function trail(t: TestApp, id: number) {
  return t.database.db.select().from(auditRecord).where(and(eq(auditRecord.entity_type, "complaint"), eq(auditRecord.entity_id, id))).orderBy(asc(auditRecord.id));
}

export async function messages(t: TestApp, id: number) {
  return t.database.db.select().from(complaintMessage).where(eq(complaintMessage.complaint_id, id)).orderBy(asc(complaintMessage.id));
}

export async function lastSms(t: TestApp, mobile: string) {
  const [found] = await t.database.db.select().from(smsLog).where(eq(smsLog.mobile, mobile)).orderBy(desc(smsLog.id)).limit(1);
  return found;
}
