// The browser tests' own `test`: Playwright's, plus
// - `cleanup`: undo steps a test registers as it creates data or changes settings; they run
//   after the test whether it passed or not (last registered first), so no spec leaves its data
//   or settings to the specs after it;
// - `admin`: the admin API as the super admin (its own login, not the page's), for setting up
//   scenarios and for cleaning up when the page is in no state to.
import { test as base, expect, type APIRequestContext } from "@playwright/test";
import { adminToken } from "./admin-api";
import { ruleIdsByName } from "./rules";

export interface Cleanup {
  /** Runs `undo` after the test, whatever its outcome. */
  add(undo: () => Promise<unknown>): void;
}

export interface AdminApi {
  call(method: "GET" | "POST" | "DELETE", path: string, data?: unknown): Promise<{ code: number; msg: string; data: Record<string, unknown> }>;
  /** Like `call`, and fails the test unless the answer is code 1. */
  ok(method: "GET" | "POST" | "DELETE", path: string, data?: unknown): Promise<Record<string, unknown>>;
  /** Ids of the rows of a module whose quick search finds `text`. */
  idsFound(module: string, text: string): Promise<number[]>;
  /** Deletes the rows of a module whose quick search finds `text` (none is fine). */
  deleteFound(module: string, text: string, match?: (row: Record<string, unknown>) => boolean): Promise<void>;
  /** The current values of site settings, to put back later. */
  settings(names: string[]): Promise<Record<string, unknown>>;
  /** Ids of the permission rules with these names (every page of the rule list). */
  ruleIds(names: string[]): Promise<number[]>;
}

export function adminApiOf(request: APIRequestContext): AdminApi {
  let token: Promise<string> | undefined;
  const call: AdminApi["call"] = async (method, path, data) => {
    token ??= adminToken(request);
    const response = await request.fetch(path, { method, data, headers: { batoken: await token, server: "1" } });
    return (await response.json()) as { code: number; msg: string; data: Record<string, unknown> };
  };
  const api: AdminApi = {
    call,
    async ok(method, path, data) {
      const body = await call(method, path, data);
      expect(body.code, `${method} ${path}: ${body.msg}`).toBe(1);
      return body.data;
    },
    async idsFound(module, text) {
      const data = await api.ok("GET", `/admin/${module}/index?limit=200&quickSearch=${encodeURIComponent(text)}`);
      return (data.list as { id: number }[]).map((row) => row.id);
    },
    async deleteFound(module, text, match = () => true) {
      const data = await api.ok("GET", `/admin/${module}/index?isTree=0&limit=200&quickSearch=${encodeURIComponent(text)}`);
      const ids = (data.list as Record<string, unknown>[]).filter(match).map((row) => row.id);
      if (ids.length) await api.ok("DELETE", `/admin/${module}/del?${ids.map((id) => `ids[]=${id}`).join("&")}`);
    },
    async settings(names) {
      const data = await api.ok("GET", "/admin/routine.Config/index");
      const rows = Object.values(data.list as Record<string, { list: { name: string; value: unknown }[] }>).flatMap((group) => group.list);
      return Object.fromEntries(names.map((name) => [name, rows.find((row) => row.name === name)?.value ?? ""]));
    },
    ruleIds: (names) => ruleIdsByName((path) => api.ok("GET", path), names),
  };
  return api;
}

export const test = base.extend<{ cleanup: Cleanup; admin: AdminApi }>({
  admin: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    await use(adminApiOf(request));
    await request.dispose();
  },
  // Depends on `admin` so the admin API outlives the undo steps that use it.
  cleanup: async ({ admin: _admin }, use) => {
    const steps: (() => Promise<unknown>)[] = [];
    await use({ add: (undo) => void steps.push(undo) });
    const failures: unknown[] = [];
    for (const undo of steps.reverse()) {
      try {
        await undo();
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length) throw new Error(`cleanup failed: ${failures.map(String).join("; ")}`);
  },
});

export { expect };
