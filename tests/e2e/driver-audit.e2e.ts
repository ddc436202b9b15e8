// A supervisor reviews a driver filing: the automatic pre-checks show with it — which passed,
// which failed and what was found — beside the person's earlier driver record.
import { expect, test } from "@playwright/test";
import { LoginPage } from "./pages/login-page";
import { WorkflowQueue } from "./pages/workflow-queue";
import { dbValue, demoAccount } from "./support/demo";

test("the reviewer sees the filing's pre-checks: a driver still active at another operator", async ({ page }) => {
  const name = await dbValue(
    "SELECT a.name FROM driver_application a WHERE a.status = 'SUBMITTED' AND a.precheck_ok = '0' AND EXISTS (SELECT 1 FROM driver d WHERE d.id_no = a.id_no AND d.status = 'ACTIVE' AND d.company_id <> a.company_id) AND (SELECT count(*) FROM driver_application b WHERE b.name = a.name) = 1 LIMIT 1",
  );
  expect(name).not.toBe("");
  const { username, password } = demoAccount("supervisor");
  const login = new LoginPage(page);
  await login.open();
  await login.login(username, password);
  const queue = new WorkflowQueue(page);
  await queue.waitReady();
  await queue.openMenu("司机与车辆", "司机审核");
  const dialog = await queue.review(name);
  const checks = dialog.getByRole("region", { name: "自动检查" });
  await expect(checks.getByRole("listitem")).toHaveCount(4);
  await expect(checks.getByRole("listitem").filter({ hasText: "未在其他企业在岗" })).toContainText("未通过");
  await expect(checks.getByRole("listitem").filter({ hasText: "未在其他企业在岗" })).toContainText("仍在");
  await expect(checks.getByRole("listitem").filter({ hasText: "驾驶证在有效期内" })).toContainText("通过");
  await expect(dialog.getByRole("region", { name: "驾驶员记录" })).toBeVisible();
});
