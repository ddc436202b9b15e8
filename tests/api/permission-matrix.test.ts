// Every admin route, called as each kind of caller (spec §6): anonymous, a member, an admin
// without the route's node, an admin with it, an enterprise admin, and the super admin. The
// route list comes from the app itself, so new routes are covered without new test code.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { adminRule } from "@db/schema";
import { nodeFromPath } from "@server/auth/admin-guard";
import { createAdmin, createMember, sessionFor } from "./support/identity";
import { createTestApp, envelopeOf, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface RouteInfo {
  method: string;
  path: string;
  access: string;
}

function routes(app: TestApp, prefix: string): RouteInfo[] {
  return app.app.routes
    // Parameter routes (generated modules) are covered by the registry-driven suite.
    .filter((r) => r.path.startsWith(prefix) && !r.path.includes("*") && !r.path.includes(":"))
    .map((r) => {
      const tags = (r.hooks.detail as { tags?: string[] } | undefined)?.tags ?? [];
      return { method: r.method, path: r.path, access: tags.find((tag) => tag.startsWith("access:"))?.slice(7) ?? "" };
    });
}

const call = (route: RouteInfo, headers: Record<string, string>) => {
  const init: RequestInit & { json?: unknown } = { method: route.method, headers: { server: "1", ...headers } };
  if (route.method === "POST" || route.method === "PUT") init.json = {};
  const path = route.method === "DELETE" ? `${route.path}?ids[]=0` : route.path;
  // Image answers (file-type icons) and opened event streams are not envelopes: they count as code 1.
  return t.request(path, init).then(async (res) => {
    const type = res.headers.get("content-type") ?? "";
    if (type.startsWith("text/event-stream")) await res.body?.cancel();
    return type.startsWith("image/") || type.startsWith("text/event-stream") ? { code: 1, msg: "", time: 0, data: null } : envelopeOf(res);
  });
};

describe("every route declares who may call it", () => {
  test("admin and API routes all carry an access tag", () => {
    const all = [...routes(t, "/admin/"), ...routes(t, "/api/")];
    expect(all.length).toBeGreaterThan(5);
    for (const route of all) expect(route.access, `${route.method} ${route.path}`).not.toBe("");
  });

  test("every node a route needs exists as a rule, so it can be granted", async () => {
    for (const route of routes(t, "/admin/").filter((r) => r.access.startsWith("node"))) {
      const node = route.access === "node" ? nodeFromPath(route.path, "admin") : route.access.slice(5);
      const [rule] = await t.database.db.select().from(adminRule).where(eq(adminRule.name, node));
      expect(rule, `${route.method} ${route.path} needs rule ${node}`).toBeDefined();
    }
  });
});

describe("admin route matrix", () => {
  test("each caller gets the answer its rights allow", { timeout: 60_000 }, async () => {
    const member = await createMember(t);
    const memberTokens = { token: await sessionFor(t, "user", member.id) };
    const superTokens = { token: await sessionFor(t, "admin", 1) };
    const nobody = await createAdmin(t, { ruleNames: [] });
    const nobodyTokens = { token: await sessionFor(t, "admin", nobody.id) };

    // Logout ends the caller's login, so it goes last.
    const adminRoutes = routes(t, "/admin/").sort((a, b) => Number(a.path.endsWith("/logout")) - Number(b.path.endsWith("/logout")));
    expect(adminRoutes.length).toBeGreaterThan(0);
    for (const route of adminRoutes) {
      const label = `${route.method} ${route.path} (${route.access})`;
      // The terminal stream answers refusals inside the stream (terminal.test.ts covers every caller).
      if (route.access === "super-stream") continue;
      const node = route.access === "node" ? nodeFromPath(route.path, "admin") : route.access.startsWith("node:") ? route.access.slice(5) : undefined;
      const holder = await createAdmin(t, { ruleNames: node ? [node] : [] });
      const holderTokens = { token: await sessionFor(t, "admin", holder.id) };
      const enterprise = await createAdmin(t, { ruleNames: node ? [node] : [], enterpriseId: 987654 });
      const enterpriseTokens = { token: await sessionFor(t, "admin", enterprise.id) };

      const anonymous = await call(route, {});
      const asMember = await call(route, { batoken: memberTokens.token, "ba-user-token": memberTokens.token });
      const withoutNode = await call(route, { batoken: nobodyTokens.token });
      const withNode = await call(route, { batoken: holderTokens.token });
      const asEnterprise = await call(route, { batoken: enterpriseTokens.token });
      const asSuper = await call(route, { batoken: superTokens.token });

      if (route.access === "public") {
        for (const answer of [anonymous, asMember, withoutNode, asSuper]) expect(answer.code, label).not.toBe(401);
        continue;
      }
      expect(anonymous.code, `${label} anonymous`).toBe(303);
      expect(anonymous.data, label).toEqual({ type: "need login" });
      expect(asMember.code, `${label} member`).toBe(303);
      for (const [who, answer] of route.access === "super" ? [] : ([["with node", withNode], ["enterprise", asEnterprise], ["super", asSuper]] as const)) {
        expect([303, 401], `${label} ${who}`).not.toContain(answer.code);
      }
      if (route.access === "super") {
        for (const [who, answer] of [["without node", withoutNode], ["with node", withNode], ["enterprise", asEnterprise]] as const) {
          expect(answer.code, `${label} ${who} (super admins only)`).toBe(401);
        }
        expect([303, 401], `${label} super`).not.toContain(asSuper.code);
        continue;
      }
      if (node) {
        expect(withoutNode.code, `${label} without node`).toBe(401);
      } else {
        expect([303, 401], `${label} login-only`).not.toContain(withoutNode.code);
      }
    }
  });
});
