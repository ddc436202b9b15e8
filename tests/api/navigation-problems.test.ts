// The navigation errors of spec §8 (src/admin/router/navigation-problems.ts): which situation
// gives which one, and that both languages have their words. Browser tests show them on screen
// (tests/e2e/navigation-errors.e2e.ts).
import { describe, expect, test } from "bun:test";
import { commonEn } from "@/i18n/console/en";
import { commonZhCn } from "@/i18n/console/zh-cn";
import { menuProblem, moved, NAVIGATION_MESSAGES, routeProblem } from "@/admin/router/navigation-problems";

const menu = (over: Record<string, unknown>) => ({ type: "menu", menu_type: "tab", url: "", children: [], ...over }) as Parameters<typeof menuProblem>[0];

describe("navigation errors", () => {
  test("every problem has words in both languages, as the spec names them", () => {
    for (const key of Object.values(NAVIGATION_MESSAGES)) {
      expect(commonEn[key as keyof typeof commonEn]).toBeString();
      expect(commonZhCn[key as keyof typeof commonZhCn]).toBeString();
    }
    expect(commonEn.navBeyondRange).toBe("The moving position is beyond the movable range");
    expect(commonEn.navAlreadyThere).toContain("already at the target position");
    expect(commonEn.navMenuTypeUnknown).toContain("menu type is not recognised");
    expect(commonEn.navGuardIntercepted).toContain("intercepted by a navigation guard");
    expect(commonEn.navInvalidRoute).toContain("route is invalid");
    expect(commonEn.navNoChildMenu).toContain("no child menu to jump to");
  });

  test("menus: an unknown type, a directory without pages, a link without address", () => {
    expect(menuProblem(menu({}))).toBeUndefined();
    expect(menuProblem(menu({ menu_type: "popup" }))).toBe("menuTypeUnknown");
    expect(menuProblem(menu({ type: "menu_dir", children: [] }))).toBe("noChildMenu");
    expect(menuProblem(menu({ type: "menu_dir", children: [menu({ type: "button" })] }))).toBe("noChildMenu");
    expect(menuProblem(menu({ type: "menu_dir", children: [menu({})] }))).toBeUndefined();
    expect(menuProblem(menu({ menu_type: "iframe", url: "" }))).toBe("invalidRoute");
  });

  test("routes: the page already open, and addresses that are no route", () => {
    const origin = "http://localhost";
    expect(routeProblem("/admin/auth/admin?page=2", "/admin/auth/admin?page=2", origin)).toBe("alreadyThere");
    expect(routeProblem("/admin/auth/admin", "/admin/auth/admin?page=2", origin)).toBeUndefined();
    expect(routeProblem("http://[::1", "/admin", origin)).toBe("invalidRoute");
  });

  test("moving a tab past either end is beyond the movable range", () => {
    expect(moved(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moved(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moved(["a", "b", "c"], 0, -1)).toBe("beyondRange");
    expect(moved(["a", "b", "c"], 2, 1)).toBe("beyondRange");
    expect(moved(["a"], 5, 1)).toBe("beyondRange");
  });
});
