// The maintenance switch (spec §8 code 410; issue 19): while it is on, every call of anyone but
// a super admin answers 410 with the message; super admins keep working and switch it off.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { adminLogin, createAdmin, createMember, memberLogin, sessionFor } from "./support/identity";
import { createTestApp, envelopeOf, type TestApp } from "./support/test-app";

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await createTestApp();
  superToken = await sessionFor(t, "admin", 1);
});
afterAll(() => t.close());

const call = async (path: string, headers: Record<string, string>, init: RequestInit & { json?: unknown } = {}) =>
  envelopeOf(await t.request(path, { ...init, headers: { server: "1", "think-lang": "en", ...headers } }));
const setMaintenance = async (on: boolean, message = "") => {
  const saved = await call("/admin/routine.Config/edit", { batoken: superToken }, { method: "POST", json: { maintenance_mode: on ? "1" : "0", maintenance_message: message } });
  expect(saved.code, saved.msg).toBe(1);
};

describe("maintenance switch", () => {
  test("while on, every call but a super admin's answers 410 with the message; off, all is back", async () => {
    const staff = await createAdmin(t, { ruleNames: ["dashboard", "auth/admin", "auth/admin/index"] });
    const staffToken = (await adminLogin(t, staff.username, staff.password)).token;
    const member = await createMember(t);
    const memberToken = (await memberLogin(t, member.username, member.password)).token;
    expect((await call("/admin/auth.Admin/index", { batoken: staffToken })).code).toBe(1);

    await setMaintenance(true, "系统升级中，预计 22:00 恢复");
    for (const [path, headers] of [
      ["/admin/index/index", { batoken: staffToken }],
      ["/admin/auth.Admin/index", { batoken: staffToken }],
      ["/admin/ajax/area", { batoken: staffToken }],
      ["/api/index/index", { "ba-user-token": memberToken }],
      ["/api/account/overview", { "ba-user-token": memberToken }],
    ] as const) {
      expect(await call(path, headers), path).toMatchObject({ code: 410, msg: "系统升级中，预计 22:00 恢复" });
    }
    // A non-super admin's right password gets no session; a super admin signs in and works.
    expect((await call("/admin/index/login", {}, { method: "POST", json: { username: staff.username, password: staff.password } })).code).toBe(410);
    expect((await adminLogin(t)).token).toBeString();
    expect((await call("/admin/auth.Admin/index", { batoken: superToken })).code).toBe(1);
    expect((await call("/api/health", {})).code).toBe(1);
    expect((await call("/admin/enterprise.Registration/account", {}, { method: "POST", json: {} })).code).toBe(410);

    await setMaintenance(true, "");
    expect(await call("/admin/index/index", { batoken: staffToken })).toMatchObject({ code: 410, msg: "The platform is under maintenance. Please try again later." });

    await setMaintenance(false);
    expect((await call("/admin/auth.Admin/index", { batoken: staffToken })).code).toBe(1);
    expect((await call("/api/account/overview", { "ba-user-token": memberToken })).code).toBe(1);
  });
});
