// The OpenAPI document is generated from the mounted routes: every API route of the app is in
// it with who may call it, module actions carry the schemas of their rules, and only super
// admins may read it.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { caller, seededRoleAdmin } from "./support/enterprise";
import { sessionFor } from "./support/identity";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
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
  });
});
