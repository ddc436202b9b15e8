// Member-centre rules that need no browser: the greeting by hour (spec §9), the loading page's
// JSON target (spec §2) including addresses typed by hand, and which file a /user path gets.
import { describe, expect, test } from "bun:test";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadingPathFor, MEMBER_HOME, MEMBER_PAGES, parseLoadingTarget, targetUrl } from "@/lib/member-pages";
import { greetingKey, type GreetingKey } from "@/scripts/member/greeting";
import { referenceUserRules } from "@db/seed/reference/rules";
import { createTestApp } from "./support/test-app";
import { useTimeBudget } from "./support/budget";

useTimeBudget();

describe("greeting by hour", () => {
  test("the spec's boundaries: <5 late night, <9 early morning, <12 morning, <14 noon, <18 afternoon, else evening", () => {
    const expected: [number, GreetingKey][] = [
      [0, "greetingLateNight"],
      [4, "greetingLateNight"],
      [5, "greetingEarlyMorning"],
      [8, "greetingEarlyMorning"],
      [9, "greetingMorning"],
      [11, "greetingMorning"],
      [12, "greetingNoon"],
      [13, "greetingNoon"],
      [14, "greetingAfternoon"],
      [17, "greetingAfternoon"],
      [18, "greetingEvening"],
      [23, "greetingEvening"],
    ];
    for (const [hour, key] of expected) expect(greetingKey(hour), `hour ${hour}`).toBe(key);
  });
});

describe("loading target", () => {
  test("path and query survive the round trip through the address", () => {
    const target = { path: "/user/account/integral", query: { page: "2" } };
    const path = loadingPathFor(target);
    expect(path).toStartWith("/user/loading/%7B");
    expect(parseLoadingTarget(path)).toEqual(target);
    expect(targetUrl(target)).toBe("/user/account/integral?page=2");
    expect(targetUrl({ path: MEMBER_HOME })).toBe("/user/account/overview");
  });

  test("a bare loading path or a broken one carries no target", () => {
    expect(parseLoadingTarget("/user/loading")).toBeUndefined();
    expect(parseLoadingTarget("/user/loading/")).toBeUndefined();
    expect(parseLoadingTarget("/user/loading/%7Bnot-json")).toBeUndefined();
    expect(parseLoadingTarget(`/user/loading/${encodeURIComponent(JSON.stringify({ query: {} }))}`)).toBeUndefined();
    expect(parseLoadingTarget(`/user/loading/${encodeURIComponent(JSON.stringify({ path: "/user/x", query: { a: 1, b: "2" } }))}`)).toEqual({ path: "/user/x", query: { b: "2" } });
  });

  test("every seeded member menu has a built page, and every rule-bound page a seeded rule", () => {
    const menus = referenceUserRules.flatMap((r) => r.children ?? []).filter((r) => r.type === "menu");
    for (const menu of menus) expect(MEMBER_PAGES[`/user/${menu.path}`], menu.name).toBeDefined();
    const names = new Set(menus.map((m) => m.name));
    for (const [path, page] of Object.entries(MEMBER_PAGES)) if (page.rule) expect(names.has(page.rule), path).toBe(true);
  });
});

describe("serving member paths", () => {
  test("built pages are served as they are; any other /user path gets the member shell", async () => {
    const writeSite = (dir: string) => {
      const dist = join(dir, "dist");
      for (const lang of ["zh-cn", "en"]) {
        for (const [path, marker] of [["user/shell", "member-shell"], ["user/account/overview", "overview-page"], ["404", "not-found"]] as const) {
          mkdirSync(join(dist, lang, path), { recursive: true });
          writeFileSync(join(dist, lang, path, "index.html"), `<!doctype html><html lang="${lang}"><head><title data-page-title="t">t</title></head><body>${marker}</body></html>`);
        }
      }
    };
    const t = await createTestApp({}, { prepare: writeSite });
    try {
      const page = async (path: string) => {
        const res = await t.request(path);
        return { status: res.status, body: await res.text() };
      };
      expect(await page("/user/account/overview")).toMatchObject({ status: 200, body: expect.stringContaining("overview-page") });
      expect(await page("/user/no/such/page?x=1")).toMatchObject({ status: 200, body: expect.stringContaining("member-shell") });
      expect(await page(loadingPathFor({ path: "/user/no/such/page", query: { x: "1" } }))).toMatchObject({ status: 200, body: expect.stringContaining("member-shell") });
      expect(await page("/nowhere")).toMatchObject({ status: 404, body: expect.stringContaining("not-found") });
    } finally {
      t.close();
    }
  });
});
