// Upload limits (issue 19, findings 5 and 10): a new, unapproved enterprise account uploaded 20
// distinct 1 MB files into 20 new folders in 0.2 s, and `?topic=../x` put a member's file in
// another folder. Topics are a fixed set per area; uploads are limited per account and client;
// accounts not approved yet have a small quota.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, readdirSync } from "node:fs";
import { eq } from "drizzle-orm";
import { enterprise } from "@db/schema";
import { createMember, memberLogin, sessionFor } from "./support/identity";
import { caller, registrationForm, seededRoleAdmin } from "./support/enterprise";
import { createTestApp, envelopeOf, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_RATE_LIMIT: "30", TRUST_PROXY: "on" });
});
afterAll(() => t.close());

let serial = 0;
const distinct = (bytes: number, name = "note.txt") => {
  serial++;
  const body = new Uint8Array(bytes).fill(97);
  body.set(new TextEncoder().encode(`file ${serial} ${Math.random()}\n`));
  return new File([body], name, { type: "text/plain" });
};

async function upload(path: string, headers: Record<string, string>, file = distinct(64)) {
  const form = new FormData();
  form.append("file", file);
  return envelopeOf(await t.request(path, { method: "POST", body: form, headers: { "think-lang": "en", ...headers } }));
}

describe("topics", () => {
  test("a member's topic is one of a fixed set; anything else is refused and makes no folder", async () => {
    const m = await createMember(t);
    const { token } = await memberLogin(t, m.username, m.password);
    const headers = { "ba-user-token": token };
    for (const topic of ["../x", "..%2Fy", "member2", "avatar/../../z", "default"]) {
      const answer = await upload(`/api/ajax/upload?topic=${topic}`, headers);
      expect(answer.code, topic).toBe(0);
      expect(answer.msg).toStartWith("Unknown upload topic");
      expect(answer.msg).toContain("allowed: member, avatar, complaint");
    }
    expect((await upload("/api/ajax/upload", headers)).data.file.url).toStartWith("/storage/member/");
    expect((await upload("/api/ajax/upload?topic=avatar", headers)).data.file.url).toStartWith("/storage/avatar/");
    expect(readdirSync(t.config.storageDir).sort()).toEqual(["avatar", "member"]);
    expect(existsSync(`${t.config.storageDir}/../x`)).toBe(false);
  });

  test("console uploads take their own fixed set", async () => {
    const headers = { batoken: await sessionFor(t, "admin", 1) };
    expect((await upload("/admin/ajax/upload?topic=folder7", headers)).msg).toBe('Unknown upload topic "folder7"; allowed: default, avatar, editor, complaint');
    expect((await upload("/admin/ajax/upload?topic=editor", headers)).code).toBe(1);
  });
});

describe("rate and quota", () => {
  test("uploads are limited per account and client: the 31st in a minute waits; another client does not", async () => {
    const m = await createMember(t);
    const { token } = await memberLogin(t, m.username, m.password);
    const from = (ip: string) => ({ "ba-user-token": token, "x-forwarded-for": ip });
    for (let i = 0; i < 30; i++) expect((await upload("/api/ajax/upload", from("192.0.2.1"))).code).toBe(1);
    const refused = await upload("/api/ajax/upload", from("192.0.2.1"));
    expect(refused.code).toBe(0);
    expect(refused.msg).toMatch(/^Too many uploads; try again in \d+ seconds\.$/);
    expect((await upload("/api/ajax/upload", from("192.0.2.2"))).code).toBe(1);
  });

  test("an enterprise account not yet approved may keep 10 files of 10 MB; approved, it may upload on", async () => {
    const account = await seededRoleAdmin(t, 4);
    const headers = { batoken: account.token, "x-forwarded-for": "198.51.100.3" };
    const megabyte = 1024 * 1024;
    for (let i = 0; i < 10; i++) {
      const answer = await upload("/admin/ajax/upload", headers, distinct(megabyte - 64));
      expect(answer.code, answer.msg).toBe(1);
    }
    const over = await upload("/admin/ajax/upload", headers, distinct(1000));
    expect(over.msg).toBe("Your registration is not approved yet: uploads are limited to 10 files and 10 MB until it is");

    const api = caller(t, account.token);
    const saved = await api.post("enterprise.Registration/save", registrationForm());
    expect(saved.code, saved.msg).toBe(1);
    await t.database.db.update(enterprise).set({ audit_status: "APPROVED" }).where(eq(enterprise.id, saved.data.id));
    await envelopeOf(await t.request("/admin/ajax/clearCache", { method: "POST", json: { type: "rules" }, headers: { batoken: await sessionFor(t, "admin", 1) } }));
    expect((await upload("/admin/ajax/upload", headers, distinct(1000))).code).toBe(1);
  });
});
