// Common services and data security as a new admin uses them: upload a picture, find it among
// the attachments and delete it (its file goes); the same through external storage; delete a
// dictionary and bring it back from the recycle bin; change an administrator's mobile, look at
// the change and roll it back; clear the server caches from the header.
import { Resvg } from "@resvg/resvg-js";
import { startS3Receiver } from "../support/s3-receiver";
import { ServicesPage } from "./pages/services-page";
import { signInAsAdmin } from "./support/admin";
import { saveSiteConfig } from "./support/admin-api";
import { expect, test } from "./support/fixtures";

function picture(colour: string): Buffer {
  return Buffer.from(new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><rect width="64" height="48" fill="${colour}"/></svg>`).render().asPng());
}

test("uploads a picture, finds it among the attachments and deletes it with its file", async ({ page, admin, cleanup }) => {
  await signInAsAdmin(page);
  const console = new ServicesPage(page);
  const name = `椰林${Date.now().toString(36)}.png`;
  cleanup.add(() => admin.deleteFound("routine.Attachment", name));
  await console.openMenu("常规管理", "个人资料");
  const uploaded = page.waitForResponse((r) => r.url().includes("/admin/ajax/upload"));
  await page.getByLabel("头像").setInputFiles({ name, mimeType: "image/png", buffer: picture("#0b8") });
  const file = ((await (await uploaded).json()) as { data: { file: { url: string } } }).data.file;
  expect(file.url).toMatch(/^\/storage\/default\/\d{8}\/[0-9a-f]{40}\.png$/);

  // Changed their mind: the picture is not saved as the avatar, so nothing else uses it.
  await console.openMenu("常规管理", "附件管理");
  const row = console.row(name);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("img")).toHaveAttribute("src", file.url);
  await expect(row).toContainText("image/png");
  await console.rowAction(row, /删除/);
  await console.expectToast("已删除 1 条记录；删除文件 1 个，0 个文件仍被其他记录使用而保留");
  await expect(console.row(name)).toHaveCount(0);
  expect((await page.request.get(file.url)).status()).toBe(404);
});

test("uploads straight to external storage when the site says so", async ({ page, admin, cleanup }) => {
  const s3 = startS3Receiver({ publicRead: true });
  cleanup.add(async () => s3.stop());
  const storage = { upload_mode: "s3", upload_url: s3.url, upload_s3_bucket: s3.bucket, upload_s3_region: s3.region, upload_s3_access_key: s3.accessKey, upload_s3_secret_key: s3.secretKey };
  // The storage settings go back to what they were, local mode included, whatever happens
  // (a password setting reads back blank and saving a blank one keeps it: unused in local mode).
  const before = await admin.settings(Object.keys(storage));
  cleanup.add(() => admin.ok("POST", "/admin/routine.Config/edit", before));
  await saveSiteConfig(page.request, storage);
  await signInAsAdmin(page);
  const console = new ServicesPage(page);
  const name = `外部${Date.now().toString(36)}.png`;
  cleanup.add(() => admin.deleteFound("routine.Attachment", name));
  await console.openMenu("常规管理", "个人资料");
  const recorded = page.waitForResponse((r) => r.url().includes("/admin/Alioss/callback"));
  await page.getByLabel("头像").setInputFiles({ name, mimeType: "image/png", buffer: picture("#c50") });
  const answer = (await (await recorded).json()) as { code: number; data: { file: { url: string } } };
  expect(answer.code).toBe(1);
  expect(answer.data.file.url.startsWith(`${s3.url}/storage/default/`), answer.data.file.url).toBe(true);
  expect([...s3.objects.keys()].some((key) => answer.data.file.url.endsWith(key.split("/").map(encodeURIComponent).join("/")))).toBe(true);
  // The browser never saw the secret: the page and its calls carry only the signed policy.
  expect(await page.content()).not.toContain(s3.secretKey);

  await console.openMenu("常规管理", "附件管理");
  const row = console.row(name);
  await expect(row).toContainText("S3 兼容存储");
  await expect(row.getByRole("img")).toHaveJSProperty("complete", true);
  await console.rowAction(row, /删除/);
  await console.expectToast(/删除文件 1 个/);
  expect(s3.events.some((e) => e.method === "DELETE")).toBe(true);
});

test("deletes a dictionary and restores it from the recycle bin", async ({ page, admin, cleanup }) => {
  await signInAsAdmin(page);
  const console = new ServicesPage(page);
  const code = `bin_${Date.now().toString(36)}`;
  await admin.ok("POST", "/admin/routine.Dictionary/add", { name: code, title: "回收测试", weigh: 0, status: "1" });
  cleanup.add(() => admin.deleteFound("routine.Dictionary", code, (row) => row.name === code));
  await console.openMenu("常规管理", "数据字典");
  await console.rowAction(console.row(code), /删除/);
  await console.expectToast("已删除 1 条记录");
  await expect(console.row(code)).toHaveCount(0);

  await console.openMenu("数据安全", "数据回收站");
  await console.search(code);
  const entry = console.row("dictionary");
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("未还原");
  await entry.getByRole("button", { name: "详情" }).click();
  await expect(console.dialog()).toContainText(code);
  await page.keyboard.press("Escape");
  await console.rowAction(entry, "还原");
  await console.expectToast("已还原 1 条记录");
  await expect(entry).toContainText("已还原");

  await console.tab("数据字典").click();
  await page.getByRole("button", { name: "刷新" }).first().click();
  await expect(console.row(code)).toHaveCount(1);
});

test("looks at a change of an administrator's mobile and rolls it back", async ({ page, admin, cleanup }) => {
  await signInAsAdmin(page);
  const console = new ServicesPage(page);
  const suffix = Date.now().toString(36).slice(-5);
  const username = `mob${suffix}`;
  const groups = (await admin.ok("GET", "/admin/auth.Group/index?isTree=0&limit=50")).list as { id: number; name: string }[];
  const created = await admin.ok("POST", "/admin/auth.Admin/add", {
    username,
    nickname: "手机测试",
    password: "Mobile-pass1",
    mobile: "13912340000",
    group_arr: [groups.find((g) => g.id !== 1)?.id],
    status: "1",
  });
  cleanup.add(() => admin.ok("DELETE", `/admin/auth.Admin/del?ids[]=${created.id}`));

  await console.openMenu("权限管理", "管理员管理");
  await console.search(username);
  await console.rowAction(console.row(username), /编辑/, false);
  const dialog = console.dialog();
  await dialog.getByLabel("手机号").fill("13956780000");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(console.row(username)).toContainText("13956780000");

  await console.openMenu("数据安全", "敏感数据修改记录");
  await console.search(String(created.id));
  const change = console.row("13956780000");
  await expect(change).toHaveCount(1);
  await change.getByRole("button", { name: "详情" }).click();
  await expect(console.dialog()).toContainText("13912340000");
  await expect(console.dialog()).toContainText("13956780000");
  await console.dialog().getByRole("button", { name: "关闭" }).click();
  await console.rowAction(change, "回滚");
  await console.expectToast("已回滚 1 项修改");
  await expect(change).toContainText("已回滚");

  await console.tab("管理员管理").click();
  await page.getByRole("button", { name: "刷新" }).first().click();
  await expect(console.row(username)).toContainText("13912340000");
});

test("clears the server caches from the header", async ({ page }) => {
  await signInAsAdmin(page);
  const console = new ServicesPage(page);
  await page.getByRole("button", { name: "清理缓存" }).click();
  await expect(page.getByRole("menuitem", { name: "数据字典" })).toBeVisible();
  await page.getByRole("menuitem", { name: "全部服务器缓存" }).click();
  await console.expectToast(/^缓存已清理：config, rules/);
});
