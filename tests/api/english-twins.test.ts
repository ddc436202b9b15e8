// Names kept in two languages (`name` and `name_en`, `title` and `title_en`…): an English reader
// sees the English text in lists and in the labels other lists borrow (a member's group, an
// admin's group, a group's permissions), filters by what they see, and still edits both texts
// as they are stored.
import { beforeAll, describe, expect, test } from "bun:test";
import { adminLogin, withAdmin } from "./support/identity";
import { envelopeOf, useTestApp } from "./support/test-app";

const t = useTestApp();
let token = "";

beforeAll(async () => {
  token = (await adminLogin(t)).token;
});

async function list(module: string, query: string, lang: "en" | "zh-cn") {
  const body = await envelopeOf(await t.request(`/admin/${module}/index?${query}`, { headers: { ...withAdmin(token).headers, "think-lang": lang } }));
  expect(body.code, body.msg).toBe(1);
  return body.data.list as Record<string, unknown>[];
}

describe("lists in English", () => {
  test("name a member group, an admin group and a menu rule in English, and in Chinese for Chinese readers", async () => {
    expect((await list("user.Group", "limit=50", "en")).find((row) => row.id === 1)?.name).toBe("Default group");
    expect((await list("user.Group", "limit=50", "zh-cn")).find((row) => row.id === 1)?.name).toBe("默认分组");
    const groups = await list("auth.Group", "isTree=false&limit=50", "en");
    expect(groups.map((row) => row.name)).toEqual(expect.arrayContaining(["Super administrators", "Supervisors", "Operators"]));
    const rules = await list("auth.Rule", "isTree=false&limit=200", "en");
    const dashboard = rules.find((row) => row.name === "dashboard");
    expect(dashboard?.title).toBe("Dashboard");
  });

  test("filter by the English text an English reader sees", async () => {
    const query = "search[0][field]=name&search[0][operator]=LIKE&search[0][val]=Default&limit=50";
    expect((await list("user.Group", query, "en")).map((row) => row.id)).toEqual([1]);
    expect(await list("user.Group", query, "zh-cn")).toEqual([]);
  });

  test("a record opened for editing in English keeps both texts as stored", async () => {
    const body = await envelopeOf(await t.request("/admin/user.Group/edit?id=1", { headers: { ...withAdmin(token).headers, "think-lang": "en" } }));
    expect(body.code, body.msg).toBe(1);
    expect(body.data.row).toMatchObject({ name: "默认分组", name_en: "Default group" });
  });
});
