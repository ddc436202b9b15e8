// The OpenAPI document is generated from the mounted routes: every API route of the app is in
// it with who may call it, module actions carry the schemas of their rules, its descriptions
// follow the caller's language, and only super admins may read it (or see its console page).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { adminGroup, adminRule } from "@db/schema";
import { caller, seededRoleAdmin } from "./support/enterprise";
import { sessionFor } from "./support/identity";
import { createTestApp, envelopeOf, type TestApp } from "./support/test-app";

let t: TestApp;
type Schema = { description?: string; properties?: Record<string, Schema>; required?: string[] };
type Doc = {
  tags: { name: string; description?: string }[];
  components: { schemas: Record<string, Schema> };
  paths: Record<string, Record<string, { summary?: string; "x-caller": string; "x-node"?: string; security: unknown[]; parameters?: { name: string; description?: string }[]; requestBody?: { content: { "application/json": { schema: Schema } } } }>>;
};
let doc: { openapi: string; paths: Record<string, Record<string, { security: unknown[]; "x-access": string; requestBody?: { content: { "application/json": { schema: { properties: Record<string, unknown>; required?: string[] } } } }; parameters?: { name: string }[] }>> };

beforeAll(async () => {
  t = await createTestApp();
  const root = caller(t, await sessionFor(t, "admin", 1));
  const answer = await root.get("ajax/apiDocument");
  expect(answer.code, answer.msg).toBe(1);
  doc = answer.data;
});
afterAll(() => t.close());

describe("the API document", () => {
  test("is OpenAPI 3.1 and lists every mounted admin and member route, with its access", () => {
    expect(doc.openapi).toBe("3.1.0");
    const mounted = t.app.routes.filter((r) => (r.path.startsWith("/admin/") || r.path.startsWith("/api/")) && ["GET", "POST", "PUT", "DELETE"].includes(r.method));
    expect(mounted.length).toBeGreaterThan(150);
    for (const route of mounted) {
      const path = route.path.replace(/:([A-Za-z_]+)/g, "{$1}");
      const operation = doc.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation?.["x-access"], `${route.method} ${route.path}`).toBeTruthy();
    }
    expect(doc.paths["/admin/index/login"]?.post?.["x-access"]).toBe("public");
    expect(doc.paths["/admin/auth.Admin/index"]?.get?.security).toEqual([{ adminToken: [] }]);
  });

  test("module actions carry the schemas of their rules; lists their query", () => {
    const reject = doc.paths["/admin/enterprise.Audit/reject"]?.post?.requestBody?.content["application/json"].schema;
    expect(Object.keys(reject?.properties ?? {})).toEqual(expect.arrayContaining(["id", "opinion", "missing_items"]));
    expect(reject?.required).toContain("id");
    const add = doc.paths["/admin/auth.Admin/add"]?.post?.requestBody?.content["application/json"].schema;
    expect(add?.required).toEqual(expect.arrayContaining(["username", "nickname", "password"]));
    expect(doc.paths["/admin/enterprise.Enterprise/index"]?.get?.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(["page", "limit", "quickSearch", "search[0][field]"]));
    expect(doc.paths["/admin/security.DataRecycleLog/info"]?.get?.parameters?.map((p) => p.name)).toContain("id");
  });

  test("only super admins may read it", async () => {
    const supervisor = caller(t, (await seededRoleAdmin(t, 2)).token);
    expect((await supervisor.get("ajax/apiDocument")).code).toBe(401);
    const anonymous = await t.request("/admin/ajax/apiDocument", { headers: { server: "1" } });
    expect((await anonymous.json()).code).toBe(303);
    // In either language, and whether the language comes from the header or the query.
    for (const lang of ["zh-cn", "en"]) {
      const refused = await envelopeOf(await t.request(`/admin/ajax/apiDocument?lang=${lang}`, { headers: { batoken: (await seededRoleAdmin(t, 3)).token, server: "1" } }));
      expect(refused.code).toBe(401);
      expect(refused.msg).toMatch(lang === "en" ? /^[^\u4e00-\u9fff]+$/ : /[\u4e00-\u9fff]/);
    }
  });

  test("its console page is a menu rule under Routine that no seeded role holds", async () => {
    const [rule] = await t.database.db.select().from(adminRule).where(eq(adminRule.name, "routine/apiDocument"));
    expect(rule).toMatchObject({ type: "menu", path: "routine/apiDocument", component: "routine/apiDocument", title: "接口文档", title_en: "API documentation", status: "1" });
    const [parent] = await t.database.db.select().from(adminRule).where(eq(adminRule.id, rule?.pid ?? 0));
    expect(parent?.name).toBe("routine");
    for (const group of await t.database.db.select().from(adminGroup)) {
      if (group.rules !== "*") expect(group.rules.split(","), group.name).not.toContain(String(rule?.id));
    }
  });

  test("says who may call each route: anyone, members, admins with a node, super admins", () => {
    const op = (path: string, method: string) => (doc as unknown as Doc).paths[path]?.[method];
    expect(op("/admin/index/login", "post")?.["x-caller"]).toBe("public");
    expect(op("/api/guide/card", "get")).toMatchObject({ "x-caller": "member", "x-node": "guide/card", security: [{ memberToken: [] }] });
    expect(op("/api/account/profile", "post")).toMatchObject({ "x-caller": "member", security: [{ memberToken: [] }] });
    expect(op("/admin/enterprise.Audit/reject", "post")).toMatchObject({ "x-caller": "admin", "x-node": "enterprise/audit/reject", security: [{ adminToken: [] }] });
    expect(op("/admin/ajax/apiDocument", "get")?.["x-caller"]).toBe("super");
  });

  test("its descriptions are in the caller's language", async () => {
    const token = await sessionFor(t, "admin", 1);
    const read = async (lang: string, how: "header" | "query") => {
      const answer = await envelopeOf(await t.request(`/admin/ajax/apiDocument${how === "query" ? `?lang=${lang}` : ""}`, { headers: { batoken: token, server: "1", ...(how === "header" ? { "think-lang": lang } : {}) } }));
      expect(answer.code, answer.msg).toBe(1);
      return answer.data as Doc;
    };
    const han = /[\u4e00-\u9fff]/;
    for (const how of ["header", "query"] as const) {
      const zh = await read("zh-cn", how);
      const en = await read("en", how);
      const page = (d: Doc) => d.paths["/admin/enterprise.Enterprise/index"]?.get?.parameters?.find((p) => p.name === "page")?.description;
      expect(page(zh)).toBe("页码，从 1 开始");
      expect(page(en)).toBe("page number, from 1");
      const username = (d: Doc) => d.paths["/admin/auth.Admin/add"]?.post?.requestBody?.content["application/json"].schema.properties?.username?.description;
      expect(username(zh)).toBe("用户名");
      expect(username(en)).toBe("User name");
      expect(zh.paths["/admin/auth.Admin/add"]?.post?.summary).toBe("管理员管理 · 添加");
      expect(en.paths["/admin/auth.Admin/add"]?.post?.summary).toBe("Administrators · Add");
      expect(zh.tags.find((tag) => tag.name === "auth.Admin")?.description).toBe("管理员管理");
      expect(en.tags.find((tag) => tag.name === "ajax")?.description).toMatch(/^Shared calls/);
      expect(zh.components.schemas.Envelope?.properties?.code?.description).toMatch(han);
      // Every description in English is English (no Chinese beside it, as before).
      const texts = (value: unknown): string[] =>
        Array.isArray(value) ? value.flatMap(texts) : value && typeof value === "object" ? Object.entries(value).flatMap(([key, v]) => (key === "description" && typeof v === "string" ? [v] : texts(v))) : [];
      const english = texts(en.paths).concat(texts(en.components), texts(en.tags));
      expect(english.length).toBeGreaterThan(1000);
      expect(english.filter((text) => han.test(text))).toEqual([]);
      expect(texts(zh.paths).filter((text) => han.test(text)).length).toBeGreaterThan(1000);
    }
  });
});
