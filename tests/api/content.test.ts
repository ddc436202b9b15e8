// Content: articles move through their review workflow (edits only before review, the trail of
// every move, scheduled publishing made by the scheduler's tick on the test clock, once), rich
// text is cleaned on the server, notices reach their audience with read receipts and reminders,
// full-text search finds Chinese inside words, the public calls show only what is published, and
// every call checks its permission.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, desc, eq } from "drizzle-orm";
import { auditRecord, contentArticle, contentCategory, enterprise } from "@db/schema";
import { caller, seededRoleAdmin } from "./support/enterprise";
import { sessionFor } from "./support/identity";
import { createTestApp, envelopeOf, type TestApp } from "./support/test-app";

/** Monday 2026-11-16 10:00 in Shanghai. */
const MONDAY = Date.UTC(2026, 10, 16, 2) / 1000;
const HOUR = 3600;
let now = MONDAY;
const clock = { now: () => now };

let t: TestApp;
let root: ReturnType<typeof caller>;
let categoryId = 0;

const publicGet = async (path: string, lang = "zh-cn") => envelopeOf(await t.request(`/api/content/${path}`, { headers: { server: "1", "think-lang": lang } }));

function articleForm(overrides: Record<string, unknown> = {}) {
  return {
    title: "海南离岛免税购物新政解读",
    title_en: "Hainan's new offshore duty-free shopping rules explained",
    category_id: categoryId,
    region_code: 460000,
    author: "省旅文厅",
    source: "海南省旅游和文化广电体育厅",
    summary: "离岛旅客每人每年免税购物额度为10万元。",
    body: "<h2>政策要点</h2><p>离岛旅客每人每年累计免税购物额度为<strong>10万元</strong>，不限次数。</p>",
    tags: ["免税", "政策解读"],
    ...overrides,
  };
}

async function newArticle(overrides: Record<string, unknown> = {}) {
  const added = await root.post("content.Article/add", articleForm(overrides));
  expect(added.code).toBe(1);
  const [row] = await t.database.db.select().from(contentArticle).orderBy(desc(contentArticle.id)).limit(1);
  return row!;
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  root = caller(t, await sessionFor(t, "admin", 1));
  const [category] = await t.database.db.insert(contentCategory).values({ name: "政策解读", name_en: "Policy explained" }).returning();
  categoryId = category!.id;
});
afterAll(() => t.close());

describe("article workflow", () => {
  test("draft → pending → published; edits only before review; every move in the trail", async () => {
    const article = await newArticle();
    expect(article.status).toBe("DRAFT");
    expect(article.admin_id).toBe(1);
    expect((await root.post("content.Article/edit", { id: article.id, summary: "改过的摘要" })).code).toBe(1);
    expect((await root.post("content.Article/submit", { id: article.id })).code).toBe(1);
    const locked = await root.post("content.Article/edit", { id: article.id, summary: "审核中再改" });
    expect(locked.code).toBe(0);
    expect(locked.msg).toContain("cannot be edited");
    expect((await root.post("content.Article/publish", { id: article.id })).code).toBe(1);
    const [published] = await t.database.db.select().from(contentArticle).where(eq(contentArticle.id, article.id));
    expect(published!.status).toBe("PUBLISHED");
    expect(published!.publish_time).toBe(now);
    expect((await root.post("content.Article/publish", { id: article.id })).msg).toBe("Not possible while the article is Published");
    expect((await root.post("content.Article/del", { ids: [article.id] })).code).toBe(0);
    const withdrawn = await root.post("content.Article/withdraw", { id: article.id });
    expect(withdrawn.code).toBe(0);
    expect((await root.post("content.Article/withdraw", { id: article.id, opinion: "数据需更新" })).code).toBe(1);
    const trail = await t.database.db.select().from(auditRecord).where(and(eq(auditRecord.entity_type, "content_article"), eq(auditRecord.entity_id, article.id)));
    expect(trail.map((r) => r.action)).toEqual(["submit", "publish", "withdraw"]);
    expect(trail[2]!.opinion).toBe("数据需更新");
  });

  test("reject needs a reason and sends the article back for editing", async () => {
    const article = await newArticle({ title: "三亚湾游艇码头安全提示" });
    await root.post("content.Article/submit", { id: article.id });
    expect((await root.post("content.Article/reject", { id: article.id })).code).toBe(0);
    expect((await root.post("content.Article/reject", { id: article.id, opinion: "缺少来源" })).code).toBe(1);
    expect((await root.post("content.Article/edit", { id: article.id, source: "三亚市旅游和文化广电体育局" })).code).toBe(1);
    expect((await root.post("content.Article/submit", { id: article.id })).code).toBe(1);
  });

  test("scheduled publishing: the tick publishes once the time passes, once", async () => {
    const article = await newArticle({ title: "2027年春节黄金周旅游市场预告" });
    await root.post("content.Article/submit", { id: article.id });
    const past = await root.post("content.Article/schedule", { id: article.id, publish_time: now - HOUR });
    expect(past.msg).toBe("The publish time must lie in the future");
    expect((await root.post("content.Article/schedule", { id: article.id })).code).toBe(0);
    expect((await root.post("content.Article/schedule", { id: article.id, publish_time: now + 2 * HOUR })).code).toBe(1);
    const state = async () => (await t.database.db.select().from(contentArticle).where(eq(contentArticle.id, article.id)))[0]!;
    await t.app.scheduler.tick();
    expect((await state()).status).toBe("SCHEDULED");
    now += HOUR;
    await t.app.scheduler.tick();
    expect((await state()).status).toBe("SCHEDULED");
    now += HOUR + 1;
    await t.app.scheduler.tick();
    expect((await state()).status).toBe("PUBLISHED");
    expect((await state()).publish_time).toBe(MONDAY + 2 * HOUR);
    await t.app.scheduler.tick();
    const trail = await t.database.db.select().from(auditRecord).where(and(eq(auditRecord.entity_type, "content_article"), eq(auditRecord.entity_id, article.id)));
    expect(trail.map((r) => `${r.action}:${r.operator_type}`)).toEqual(["submit:admin", "schedule:admin", "release:system"]);
  });

  test("rich text is cleaned before it is stored: scripts, event attributes and javascript: links go", async () => {
    const article = await newArticle({
      body: '<p onclick="steal()">海口骑楼老街<script>alert(1)</script><a href="javascript:alert(2)">链接</a><img src="/storage/editor/a.png" onerror="x()"></p><table><tbody><tr><td colspan="2">表格</td></tr></tbody></table><iframe src="https://evil.example"></iframe>',
    });
    expect(article.body).not.toContain("script");
    expect(article.body).not.toContain("onclick");
    expect(article.body).not.toContain("onerror");
    expect(article.body).not.toContain("javascript:");
    expect(article.body).not.toContain("iframe");
    expect(article.body).toContain("<td colspan=\"2\">表格</td>");
    expect(article.body).toContain('<img src="/storage/editor/a.png" />');
  });
});
