// Helpers for the market-entity tests: accounts in the seeded roles, a complete registration
// form, and calls as a given admin.
import { admin, adminGroupAccess } from "@db/schema";
import { hashPassword } from "@server/auth/password";
import { nextNumber } from "./random";
import { sampleCreditCode, sampleIdNumber } from "./samples";
import { sessionFor } from "./identity";
import { envelopeOf, type TestApp } from "./test-app";

/** An admin in one of the seeded groups (2 supervisors, 3 operators, 4 enterprises, 5 associations). */
export async function seededRoleAdmin(t: TestApp, groupId: number, enterpriseId: number | null = null) {
  const counter = nextNumber();
  const username = `r${groupId}u${counter.toString(36)}`;
  const [row] = await t.database.db
    .insert(admin)
    .values({ username, nickname: `角色${counter}`, password: await hashPassword("Role-pass1"), enterprise_id: enterpriseId })
    .returning();
  if (!row) throw new Error("could not create admin");
  await t.database.db.insert(adminGroupAccess).values({ uid: row.id, group_id: groupId });
  return { id: row.id, username, token: await sessionFor(t, "admin", row.id) };
}

export function registrationForm(overrides: Record<string, unknown> = {}) {
  const counter = nextNumber();
  return {
    category_id: 11000,
    name: `海南测试${counter}号旅行社有限公司`,
    uscc: sampleCreditCode(),
    legal_person: "符海燕",
    legal_person_id_no: sampleIdNumber(),
    contact_name: "王明辉",
    contact_phone: "0898-88886666",
    region_code: 460203,
    address: "三亚市吉阳区迎宾路 1 号",
    lng: 109.52,
    lat: 18.25,
    zoom: 15,
    business_scope: "入境旅游业务、国内旅游业务",
    license_no: `L-HAN-${String(counter).padStart(5, "0")}`,
    license_issue_date: "2024-03-01",
    license_expire_date: "2027-02-28",
    license_authority: "海南省旅游和文化广电体育厅",
    business_license_image: "/storage/default/20260101/licence.png",
    license_images: ["/storage/default/20260101/permit.png"],
    outbound: "1",
    ...overrides,
  };
}

export function caller(t: TestApp, token: string) {
  const call = async (method: string, path: string, json?: unknown) =>
    envelopeOf(await t.request(`/admin/${path}`, { method, json, headers: { batoken: token, server: "1", "think-lang": "en" } }));
  return {
    get: (path: string) => call("GET", path),
    post: (path: string, json: unknown = {}) => call("POST", path, json),
    del: (path: string) => call("DELETE", path),
    /** The answer as it came (files, streams). */
    raw: (path: string) => t.request(`/admin/${path}`, { headers: { batoken: token, server: "1", "think-lang": "en" } }),
    token,
  };
}
