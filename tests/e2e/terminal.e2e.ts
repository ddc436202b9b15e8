// The built-in terminal as a super admin uses it: open it from the header, run the version
// check and watch the output arrive, switch the package manager, see a failure block the
// queue until it is retried or deleted, and find the tasks again after a reload.
import { signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/fixtures";
import { MISSING_MANAGER } from "./support/missing-programs";

/** Not on the server's PATH (playwright.config.ts hides it): its install test fails for certain. */
const missingManager = MISSING_MANAGER;

test("runs allow-listed commands and shows their output as it streams", async ({ page, admin, cleanup }) => {
  test.setTimeout(90_000);
  // The terminal settings go back to the defaults after the test, whatever happens in it.
  cleanup.add(() => admin.ok("POST", "/admin/ajax/changeTerminalConfig", { manager: "pnpm", port: 8000 }));
  const console = await signInAsAdmin(page);
  await page.getByRole("button", { name: "终端" }).click();
  const panel = page.getByRole("dialog", { name: "终端" });
  await expect(panel.getByText("暂无任务")).toBeVisible();

  // The package manager comes from the server's settings (pnpm by default); this server has bun.
  await panel.getByRole("button", { name: "包管理器: pnpm" }).click();
  const choose = page.getByRole("dialog", { name: "选择包管理器" });
  await choose.getByLabel("包管理器").selectOption("bun");
  await choose.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("终端设置已保存")).toBeVisible();
  await expect(panel.getByRole("button", { name: "包管理器: bun" })).toBeVisible();

  // Watch the stream: the output log fills while the task runs.
  const streamed: string[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/ajax/terminal?")) streamed.push(new URL(response.url()).searchParams.get("command") ?? "");
  });
  await panel.getByRole("button", { name: "检查版本" }).click();
  const tasks = panel.getByRole("list", { name: "任务" }).getByRole("listitem");
  await expect(tasks).toHaveCount(2);
  const node = tasks.filter({ hasText: "version.node" });
  const bun = tasks.filter({ hasText: "version.bun" });
  await expect(node.getByText("执行成功")).toBeVisible({ timeout: 15_000 });
  await expect(bun.getByText("执行成功")).toBeVisible({ timeout: 15_000 });
  expect(streamed).toEqual(["version.node", "version.bun"]);
  await bun.getByRole("button", { name: /^版本检查 · bun/ }).click();
  const log = bun.getByRole("log");
  await expect(log).toContainText("> bun --version");
  await expect(log).toContainText(/\d+\.\d+\.\d+/);
  await expect(log).toContainText("exitCode: 0");

  // A failing task that blocks: the next one waits until the failure is dealt with.
  await panel.getByRole("button", { name: "包管理器: bun" }).click();
  await choose.getByLabel("包管理器").selectOption(missingManager);
  await choose.getByRole("button", { name: "保存" }).click();
  await expect(panel.getByRole("button", { name: `包管理器: ${missingManager}` })).toBeVisible();
  await panel.getByRole("button", { name: "测试包管理器" }).click();
  // Automatic cleanup: the successful version checks were removed when the task was added.
  await expect(tasks).toHaveCount(1);
  const failed = tasks.filter({ hasText: `test.${missingManager}` });
  await expect(failed.getByText("执行失败")).toBeVisible({ timeout: 15_000 });
  await expect(failed.getByRole("log")).toContainText(`服务器上未安装 ${missingManager}`);
  await panel.getByRole("button", { name: "迁移数据库" }).click();
  await expect(tasks.filter({ hasText: "migrate" }).getByText("等待执行")).toBeVisible();
  // Delete the failure: the migration runs.
  await failed.getByRole("button", { name: /^删除/ }).click();
  const migrate = tasks.filter({ hasText: "migrate" });
  await expect(migrate.getByText("执行成功")).toBeVisible({ timeout: 30_000 });
  await migrate.getByRole("button", { name: /^数据库迁移/ }).click();
  await expect(migrate.getByRole("log")).toContainText("Migrations applied");

  // The tasks are kept in the browser: after a reload they are still listed.
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await page.reload();
  await console.waitReady();
  await page.getByRole("button", { name: "终端" }).click();
  await expect(page.getByRole("dialog", { name: "终端" }).getByRole("listitem").filter({ hasText: "migrate" }).getByText("执行成功")).toBeVisible();

  // Back to the default through the screen (the cleanup makes sure of it even on failure).
  await page.getByRole("dialog", { name: "终端" }).getByRole("button", { name: /^包管理器: / }).click();
  await page.getByRole("dialog", { name: "选择包管理器" }).getByLabel("包管理器").selectOption("pnpm");
  await page.getByRole("dialog", { name: "选择包管理器" }).getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("终端设置已保存")).toBeVisible();
});

test("an admin who is not super has no terminal", async ({ browser, admin, cleanup }) => {
  const suffix = Date.now().toString(36).slice(-6);
  const ids = await admin.ruleIds(["dashboard", "dashboard/index"]);
  const group = await admin.ok("POST", "/admin/auth.Group/add", { name: `无终端${suffix}`, pid: 1, rules: ids, status: "1" });
  cleanup.add(() => admin.ok("DELETE", `/admin/auth.Group/del?ids[]=${group.id}`));
  const created = await admin.ok("POST", "/admin/auth.Admin/add", { username: `noterm${suffix}`, nickname: "普通管理员", password: "Plain-pass1", group_arr: [group.id], status: "1" });
  cleanup.add(() => admin.ok("DELETE", `/admin/auth.Admin/del?ids[]=${created.id}`));
  const context = await browser.newContext();
  cleanup.add(() => context.close());
  const other = await context.newPage();
  await signInAsAdmin(other, `noterm${suffix}`, "Plain-pass1");
  await expect(other.getByRole("button", { name: "布局设置" })).toBeVisible();
  await expect(other.getByRole("button", { name: "终端" })).toHaveCount(0);
});
