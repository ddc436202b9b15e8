// The maintenance switch in the browser (spec §8 code 410; issue 19): an admin who is not super,
// working in the console when a super admin switches maintenance on, is sent to
// /admin/maintenance?msg=… with the message at the next call; the super admin keeps working.
import { expect, test } from "@playwright/test";
import { adminApi, signInAsAdmin } from "./support/admin";
import { ruleIdsByName } from "./support/rules";

test("a console of a non-super admin shows the maintenance page with the message", async ({ page, browser }) => {
  await signInAsAdmin(page);
  const suffix = Date.now().toString(36).slice(-6);
  const ids = await ruleIdsByName((path) => adminApi(page, "GET", path), ["dashboard", "dashboard/index", "auth", "auth/admin", "auth/admin/index"]);
  const group = await adminApi(page, "POST", "/admin/auth.Group/add", { name: `维护测试${suffix}`, pid: 1, rules: ids, status: "1" });
  await adminApi(page, "POST", "/admin/auth.Admin/add", { username: `maint${suffix}`, nickname: "值班员", password: "Plain-pass1", group_arr: [group.id], status: "1" });
  const context = await browser.newContext();
  const other = await context.newPage();
  const console = await signInAsAdmin(other, `maint${suffix}`, "Plain-pass1");
  await console.openMenu(/权限管理/, "管理员管理");
  await expect(console.table).toBeVisible();

  const message = "系统升级中，预计 22:00 恢复";
  await adminApi(page, "POST", "/admin/routine.Config/edit", { maintenance_mode: "1", maintenance_message: message });
  try {
    // The next call (here: the console loading again) answers 410.
    await other.reload();
    await expect(other).toHaveURL(/\/admin\/maintenance\?msg=/);
    expect(decodeURIComponent(new URL(other.url()).searchParams.get("msg") ?? "")).toBe(message);
    await expect(other.getByText(message)).toBeVisible();
    // The super admin is not stopped.
    await page.goto("/admin/auth/admin");
    await expect(page.getByRole("tab", { name: "管理员管理" })).toHaveAttribute("aria-selected", "true");
  } finally {
    await adminApi(page, "POST", "/admin/routine.Config/edit", { maintenance_mode: "0", maintenance_message: "" });
    await context.close();
  }
});
