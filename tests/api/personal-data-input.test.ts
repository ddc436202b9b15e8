// "Blank means unchanged" for personal data must hold for whitespace too (issue 19, finding 8):
// `{"id":1,"id_no":" "}` stored an empty ID number because the check ran before trimming.
// A member's mobile is personal data too: masked in the console's list and form, kept when sent
// back masked, shown in full one at a time.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { enterprise, enterpriseStaff, user } from "@db/schema";
import { createMember, sessionFor } from "./support/identity";
import { caller, registrationForm } from "./support/enterprise";
import { sampleIdNumber } from "./support/samples";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  api = caller(t, await sessionFor(t, "admin", 1));
});
afterAll(() => t.close());

describe("personal data sent back blank", () => {
  test("a space, tabs or a line break leave the stored ID number and mobile as they were", async () => {
    const added = await api.post("enterprise.Enterprise/add", { ...registrationForm(), status: "NORMAL", credit_level: "GOOD" });
    const idNo = sampleIdNumber();
    const [staff] = await t.database.db.insert(enterpriseStaff).values({ enterprise_id: added.data.id, name: "陈志强", mobile: "13800001111", id_no: idNo }).returning();
    for (const blank of [" ", "   ", "\t", "\n", " \u3000 "]) {
      const answer = await api.post("enterprise.Staff/edit", { id: staff?.id, id_no: blank, mobile: blank, name: "陈志强" });
      expect(answer.code, JSON.stringify(blank)).toBe(1);
      const [row] = await t.database.db.select().from(enterpriseStaff).where(eq(enterpriseStaff.id, staff?.id as number));
      expect(row?.id_no).toBe(idNo);
      expect(row?.mobile).toBe("13800001111");
    }
  });

  test("the same on the enterprise's own legal representative ID number", async () => {
    const form = registrationForm();
    const added = await api.post("enterprise.Enterprise/add", { ...form, status: "NORMAL", credit_level: "GOOD" });
    expect((await api.post("enterprise.Enterprise/edit", { id: added.data.id, legal_person_id_no: " " })).code).toBe(1);
    const [row] = await t.database.db.select().from(enterprise).where(eq(enterprise.id, added.data.id));
    expect(row?.legal_person_id_no).toBe(form.legal_person_id_no as string);
  });
});

describe("a member's mobile in the console", () => {
  test("masked in the list and the form, kept when sent back masked, revealed in full on request", async () => {
    const member = await createMember(t, { username: "piimember", nickname: "符美玲", mobile: "13976541234" });
    const listed = await api.get("user.User/index?quickSearch=piimember");
    expect(listed.code, listed.msg).toBe(1);
    expect(listed.data.list).toEqual([expect.objectContaining({ id: member.id, mobile: "139****1234" })]);
    const form = await api.get(`user.User/edit?id=${member.id}`);
    expect(form.data.row.mobile).toBe("139****1234");
    expect((await api.post("user.User/edit", { ...form.data.row, nickname: "符美玲（改）" })).code).toBe(1);
    const [row] = await t.database.db.select().from(user).where(eq(user.id, member.id));
    expect(row).toMatchObject({ nickname: "符美玲（改）", mobile: "13976541234" });
    const revealed = await api.post("user.User/pii", { id: member.id, field: "mobile" });
    expect(revealed.data).toEqual({ value: "13976541234" });
  });
});
