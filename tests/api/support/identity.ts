// Helpers to create accounts and log in through the real endpoints.
import { eq } from "drizzle-orm";
import { admin, adminGroup, adminGroupAccess, adminRule, user } from "@db/schema";
import { createAccessTokens } from "@server/auth/access-token";
import { hashPassword } from "@server/auth/password";
import { createSessionService } from "@server/auth/sessions";
import { nextNumber, uniqueText } from "./random";
import { envelopeOf, TEST_ADMIN_PASSWORD, type TestApp } from "./test-app";

export interface Tokens {
  token: string;
  refreshToken: string;
  id: number;
}

export async function adminLogin(t: TestApp, username = "admin", password = TEST_ADMIN_PASSWORD, keep = false): Promise<Tokens> {
  const body = await envelopeOf(await t.request("/admin/index/login", { method: "POST", json: { username, password, keep } }));
  if (body.code !== 1) throw new Error(`admin login failed: ${body.msg}`);
  return { token: body.data.userInfo.token, refreshToken: body.data.userInfo.refresh_token, id: body.data.userInfo.id };
}

export async function memberLogin(t: TestApp, username: string, password: string, keep = false): Promise<Tokens> {
  const body = await envelopeOf(await t.request("/api/user/checkIn", { method: "POST", json: { tab: "login", username, password, keep } }));
  if (body.code !== 1) throw new Error(`member login failed: ${body.msg}`);
  return { token: body.data.userInfo.token, refreshToken: body.data.userInfo.refresh_token, id: body.data.userInfo.id };
}

const passwordHash = hashPassword("Member-pass1");

/** A group holding the named rules (by rule name), and an admin in it. */
export async function createAdmin(
  t: TestApp,
  options: { ruleNames?: string[]; enterpriseId?: number | null; status?: "0" | "1"; groupFlags?: { supervise?: boolean; operations?: boolean } } = {},
) {
  const n = nextNumber();
  const ids: number[] = [];
  for (const name of options.ruleNames ?? []) {
    const [rule] = await t.database.db.select().from(adminRule).where(eq(adminRule.name, name));
    if (rule) ids.push(rule.id);
  }
  const [group] = await t.database.db
    .insert(adminGroup)
    .values({ pid: 1, name: `测试组${n}`, name_en: `Test group ${n}`, rules: ids.join(","), ...options.groupFlags })
    .returning();
  const username = `staff_${n.toString(36)}`;
  const [row] = await t.database.db
    .insert(admin)
    .values({ username, nickname: username, password: await passwordHash, enterprise_id: options.enterpriseId ?? null, status: options.status ?? "1" })
    .returning();
  if (!row || !group) throw new Error("could not create admin");
  await t.database.db.insert(adminGroupAccess).values({ uid: row.id, group_id: group.id });
  return { id: row.id, username, password: "Member-pass1", groupId: group.id };
}

export async function createMember(t: TestApp, overrides: Partial<typeof user.$inferInsert> = {}) {
  const username = overrides.username ?? uniqueText("member_");
  const [row] = await t.database.db
    .insert(user)
    .values({ username, nickname: username, group_id: 1, password: await passwordHash, ...overrides })
    .returning();
  if (!row) throw new Error("could not create member");
  return { id: row.id, username, password: "Member-pass1" };
}

export const withAdmin = (token: string) => ({ headers: { batoken: token, server: "true" } });
export const withMember = (token: string) => ({ headers: { "ba-user-token": token, server: "true" } });

/** A login for an account without going through the password check (fast; for permission tests). */
export async function sessionFor(t: TestApp, kind: "admin" | "user", id: number): Promise<string> {
  const sessions = createSessionService(t.database.db, createAccessTokens(t.config.jwtSecret), () => ({ accessTtl: 600, refreshTtl: 3600 }));
  return (await sessions.start(kind, id, { keep: false, ip: "test", useragent: "test" })).token;
}
