// The admin log keeps no personal data and no credentials (issue 19, findings 6 and 7): after an
// edit of a staff ID number the list masked it but the admin log showed the full ID number and
// mobile; a `?batoken=<JWT>` was stored verbatim in the log's URL.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { desc, like } from "drizzle-orm";
import { adminLog, enterpriseStaff } from "@db/schema";
import { sessionFor } from "./support/identity";
import { caller, registrationForm, seededRoleAdmin } from "./support/enterprise";
import { sampleIdNumber } from "./support/samples";
import { createTestApp, envelopeOf, type TestApp } from "./support/test-app";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await sessionFor(t, "admin", 1);
});
afterAll(() => t.close());

/** The admin log is written after the response; wait for the entry. */
async function lastLog(urlPart: string) {
  for (let i = 0; i < 50; i++) {
    const [row] = await t.database.db.select().from(adminLog).where(like(adminLog.url, `%${urlPart}%`)).orderBy(desc(adminLog.id)).limit(1);
    if (row) return row;
    await Bun.sleep(20);
  }
  throw new Error(`no admin log entry for ${urlPart}`);
}

describe("admin log privacy", () => {
  test("an edit of a staff member's ID number and mobile is logged masked, as lists show them", async () => {
    const api = caller(t, token);
    const added = await api.post("enterprise.Enterprise/add", { ...registrationForm(), status: "NORMAL", credit_level: "GOOD" });
    const [staff] = await t.database.db.insert(enterpriseStaff).values({ enterprise_id: added.data.id, name: "陈志强", mobile: "13800001111" }).returning();
    const idNo = sampleIdNumber();
    const edit = await api.post("enterprise.Staff/edit", { id: staff?.id, id_no: idNo, mobile: "13912345678" });
    expect(edit.code, edit.msg).toBe(1);
    const row = await lastLog("enterprise.Staff/edit");
    expect(row.data).not.toContain(idNo);
    expect(row.data).not.toContain("13912345678");
    expect(JSON.parse(row.data)).toMatchObject({ id_no: `${idNo.slice(0, 6)}********${idNo.slice(-4)}`, mobile: "139****5678" });
  });

  test("a registration form (not a module) is masked by the shape of its values", async () => {
    const account = await seededRoleAdmin(t, 4);
    const form = registrationForm();
    expect((await caller(t, account.token).post("enterprise.Registration/save", form)).code).toBe(1);
    const row = await lastLog("enterprise.Registration/save");
    expect(row.data).not.toContain(form.legal_person_id_no as string);
  });

  test("credentials in the query string never reach the log's URL", async () => {
    const answer = await envelopeOf(
      await t.request(`/admin/routine.Dictionary/add?batoken=${token}&server=1&refreshToken=abc`, { method: "POST", json: { name: "logged_url", title: "x", weigh: 0, status: "1" }, headers: { batoken: token } }),
    );
    expect(answer.code, answer.msg).toBe(1);
    const row = await lastLog("routine.Dictionary/add");
    expect(row.url).toBe("/admin/routine.Dictionary/add?server=1");
    expect(row.data).not.toContain(token);
  });

  test("entries written before the rule are shown masked too", async () => {
    const idNo = sampleIdNumber();
    await t.database.db.insert(adminLog).values({ admin_id: 1, username: "admin", method: "POST", url: `/admin/x/edit?batoken=${token}&mobile=13700001234`, title: "旧", data: JSON.stringify({ id_no: idNo, contact: { mobile: "13700001234" } }) });
    const list = await envelopeOf(await t.request("/admin/auth.AdminLog/index?quickSearch=x%2Fedit", { headers: { batoken: token, server: "1" } }));
    const shown = list.data.list.find((r: { title: string }) => r.title === "旧");
    expect(JSON.stringify(shown)).not.toContain(idNo);
    expect(JSON.stringify(shown)).not.toContain("13700001234");
    expect(shown.url).toBe("/admin/x/edit?mobile=137****1234");
  });
});
