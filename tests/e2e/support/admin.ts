// Signing in as an admin through the real login page, and calling the admin API with the
// signed-in admin's token (to set up scenarios).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { LoginPage } from "../pages/login-page";
import { ConsolePage } from "../pages/console-page";

export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "";

export async function signInAsAdmin(page: Page, username = "admin", password = ADMIN_PASSWORD, path = "/admin/login") {
  const login = new LoginPage(page);
  await login.open(path);
  await login.login(username, password);
  const console = new ConsolePage(page);
  await console.waitReady();
  return console;
}

export async function adminToken(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem("ba:adminInfo") ?? "{}") as { token?: string }).token ?? "");
}

/** Calls the admin API as the admin signed in on `page`; fails the test unless code 1. */
export async function adminApi(page: Page, method: "GET" | "POST" | "DELETE", path: string, data?: unknown) {
  const token = await adminToken(page);
  const response = await page.request.fetch(path, { method, data, headers: { batoken: token, server: "1" } });
  const body = (await response.json()) as { code: number; msg: string; data: Record<string, unknown> };
  expect(body.code, `${method} ${path}: ${body.msg}`).toBe(1);
  return body.data;
}

/** The password of a seeded demo account (`supervisor`, `enterprise`, …) of the test server. */
export function demoPassword(role: string): string {
  const text = readFileSync(join(process.env.E2E_DATA_DIR ?? "", "demo-accounts.txt"), "utf8");
  const line = text.split("\n").find((l) => l.split(/\s+/)[1] === role);
  if (!line) throw new Error(`no demo ${role} account`);
  return line.trim().split(/\s+/)[3] as string;
}
