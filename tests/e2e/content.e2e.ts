// Content, as the bureau and the public use it: a supervisor writes an article in the console's
// editor (a heading, a table, an uploaded image), submits it and publishes it from the review;
// the public news page shows it at once, without a rebuild, and the article page draws the table
// and the image. The demo enterprise reads a notice in "My notices" and the bureau sees it read.
import { Resvg } from "@resvg/resvg-js";
import { test, expect } from "./support/fixtures";
import { demoPassword, signInAsAdmin } from "./support/admin";
import { WorkflowQueue } from "./pages/workflow-queue";

const shots = process.env.CONTENT_SHOTS ?? "";

test("an editor writes and publishes an article with a table and an image; the public news page shows it", async ({ page, admin, cleanup }) => {
  // Writing, uploading, two reviews and the public pages: a long walk on a loaded machine.
  test.setTimeout(180_000);
  const title = `海南离岛免税新政实施首月观察 ${Date.now().toString(36)}`;
  cleanup.add(async () => {
    for (const id of await admin.idsFound("content.Article", title)) {
      await admin.call("POST", "/admin/content.Article/withdraw", { id, opinion: "测试结束" });
      await admin.ok("DELETE", `/admin/content.Article/del?ids[]=${id}`);
    }
  });
  const console = await signInAsAdmin(page);
  await page.goto("/admin/content/article");
  await console.waitReady();
  await console.main.getByRole("button", { name: "添加", exact: true }).click();
  const dialog = console.dialog();
  await dialog.getByRole("textbox", { name: "标题", exact: true }).fill(title);
  await dialog.getByLabel("栏目").click();
  await page.getByRole("option", { name: "政策解读" }).click();
  const editor = dialog.getByRole("textbox", { name: "正文", exact: true });
  // The text's editor comes before the English text's: its toolbar buttons are the first ones.
  await editor.click();
  await dialog.getByRole("button", { name: "二级标题" }).first().click();
  await page.keyboard.type("政策要点");
  await page.keyboard.press("Enter");
  await page.keyboard.type("离岛旅客每人每年免税购物额度为10万元。");
  const png = Buffer.from(new Resvg('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="#0e7490"/><circle cx="120" cy="30" r="16" fill="#fde68a"/></svg>').render().asPng());
  const uploaded = page.waitForResponse((r) => r.url().includes("/admin/ajax/upload") && r.request().method() === "POST");
  await dialog.getByTestId("editor-image-input").first().setInputFiles({ name: "免税店.png", mimeType: "image/png", buffer: png });
  await uploaded;
  await expect(editor.locator("img")).toHaveAttribute("src", /^\/storage\/editor\/\d{8}\/[0-9a-f]{40}\.png$/);
  await dialog.getByRole("button", { name: "插入表格" }).first().click();
  await page.keyboard.type("项目");
  await page.keyboard.press("Tab");
  await page.keyboard.type("额度");
  await expect(editor.locator("table th")).toHaveCount(3);
  if (shots) await page.screenshot({ path: `${shots}/article-editor.png`, fullPage: false });
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog).toBeHidden();

  // The draft is in the list; the editor submits it and the reviewer publishes it, both from its review.
  const queue = new WorkflowQueue(page);
  await page.goto("/admin/content/article");
  await queue.waitReady();
  await queue.move(await queue.review(title), "提交审核");
  await queue.move(await queue.review(title), "审核通过并发布");
  expect(await admin.idsFound("content.Article", title)).toHaveLength(1);

  await page.goto("/news");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/news.png`, fullPage: true });
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const article = page.locator("article .richtext");
  await expect(article.getByRole("heading", { name: "政策要点" })).toBeVisible();
  await expect(article.locator("table th").first()).toHaveText("项目");
  await expect(article.locator("img")).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/news-article.png`, fullPage: true });
});

test("the demo enterprise reads a notice in My notices and the bureau sees it read (English)", async ({ page, admin, context, baseURL }) => {
  await context.addCookies([{ name: "think_lang", value: "en", url: baseURL ?? "" }]);
  const notices = (await admin.ok("GET", "/admin/content.Notice/index?limit=50&search[0][field]=audience&search[0][val]=ENTERPRISES&search[0][operator]=eq")).list as { id: number; title_en: string; title: string }[];
  // A notice the demo enterprise has not read yet.
  let target: { id: number; unread: { name: string }[] } | undefined;
  for (const n of notices) {
    const receipts = (await admin.ok("GET", `/admin/content.Notice/receipts?id=${n.id}`)) as { unread: { name: string; admin_id: number }[] };
    if (receipts.unread.some((r) => r.name === "企业管理员")) {
      target = { id: n.id, unread: receipts.unread };
      break;
    }
  }
  expect(target, "a notice the demo enterprise has not read").toBeDefined();
  const notice = notices.find((n) => n.id === target?.id)!;
  await signInAsAdmin(page, "enterprise", demoPassword("enterprise"));
  await page.goto("/admin/content/inbox");
  await page.getByRole("button", { name: new RegExp(notice.title_en) }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: notice.title_en })).toBeVisible();
  await expect(dialog.getByText(/Read \d{4}-\d{2}-\d{2}/)).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/inbox.png` });
  const receipts = (await admin.ok("GET", `/admin/content.Notice/receipts?id=${notice.id}`)) as { read: { name: string; read_time: number }[]; unread: { name: string }[] };
  expect(receipts.unread.length).toBe(target!.unread.length - 1);
});

test("the home page lists the latest public notice and article, each linking to its page, in both languages", async ({ page, admin, cleanup, context, baseURL }) => {
  const stamp = Date.now().toString(36);
  const title = `琼海博鳌亚洲论坛年会期间出游提示 ${stamp}`;
  const titleEn = `Travel tips for the Boao Forum week in Qionghai ${stamp}`;
  const notice = `关于海口市旅行社年度检查工作的公告 ${stamp}`;
  const noticeEn = `Annual inspection of travel agencies in Haikou ${stamp}`;
  cleanup.add(async () => {
    for (const id of await admin.idsFound("content.Article", stamp)) {
      await admin.call("POST", "/admin/content.Article/withdraw", { id, opinion: "测试结束" });
      await admin.ok("DELETE", `/admin/content.Article/del?ids[]=${id}`);
    }
    for (const id of await admin.idsFound("content.Notice", stamp)) {
      await admin.call("POST", "/admin/content.Notice/withdraw", { id, opinion: "测试结束" });
      await admin.call("DELETE", `/admin/content.Notice/del?ids[]=${id}`);
    }
  });
  const [category] = (await admin.ok("GET", `/admin/content.Category/index?quickSearch=${encodeURIComponent("出游提示")}`)).list as { id: number }[];
  await admin.ok("POST", "/admin/content.Article/add", { title, title_en: titleEn, category_id: category!.id, region_code: 460000, summary: "错峰出行", body: "<p>论坛期间博鳌镇部分道路交通管制，请错峰出行。</p>" });
  const [articleId] = await admin.idsFound("content.Article", title);
  await admin.ok("POST", "/admin/content.Article/submit", { id: articleId });
  await admin.ok("POST", "/admin/content.Article/publish", { id: articleId });
  await admin.ok("POST", "/admin/content.Notice/add", { title: notice, title_en: noticeEn, body: "<p>请各旅行社于12月15日前提交年度报告。</p>", public: "1", importance: "IMPORTANT" });
  const [noticeId] = await admin.idsFound("content.Notice", notice);
  await admin.ok("POST", "/admin/content.Notice/publish", { id: noticeId });

  await page.goto("/");
  const notices = page.getByRole("region", { name: "最新公告" });
  const articles = page.getByRole("region", { name: "最新资讯" });
  await expect(notices.getByRole("link", { name: notice })).toHaveAttribute("href", `/news/notice?id=${noticeId}`);
  await expect(notices.getByRole("listitem").first()).toContainText("重要");
  await expect(articles.getByRole("link", { name: title })).toHaveAttribute("href", `/news/article?id=${articleId}`);
  await expect(notices.getByRole("link", { name: "全部通知公告" })).toHaveAttribute("href", "/news/notices");
  await articles.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  await context.addCookies([{ name: "think_lang", value: "en", url: baseURL ?? "" }]);
  await page.goto("/");
  const noticesEn = page.getByRole("region", { name: "Latest notices" });
  await expect(noticesEn.getByRole("link", { name: noticeEn })).toHaveAttribute("href", `/news/notice?id=${noticeId}`);
  await expect(page.getByRole("region", { name: "Latest news" }).getByRole("link", { name: titleEn })).toBeVisible();
  await noticesEn.getByRole("link", { name: noticeEn }).click();
  await expect(page.getByRole("heading", { level: 1, name: noticeEn })).toBeVisible();
});
