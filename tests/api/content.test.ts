// Content: articles move through their review workflow (edits only before review, the trail of
// every move, scheduled publishing made by the scheduler's tick on the test clock, once), rich
// text is cleaned on the server, notices reach their audience with read receipts and reminders,
// full-text search finds Chinese inside words, the public calls show only what is published, and
// every call checks its permission.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, desc, eq } from "drizzle-orm";
import { admin, auditRecord, contentArticle, contentCategory, contentNotice, contentNoticeReceipt, enterprise, smsLog } from "@db/schema";
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

describe("notices", () => {
  let sanyaAgency: Awaited<ReturnType<typeof seededRoleAdmin>>;
  let haikouHotel: Awaited<ReturnType<typeof seededRoleAdmin>>;
  let sanyaStaff: Awaited<ReturnType<typeof seededRoleAdmin>>;
  let provinceStaff: Awaited<ReturnType<typeof seededRoleAdmin>>;

  beforeAll(async () => {
    const db = t.database.db;
    const [agency, hotel] = await db
      .insert(enterprise)
      .values([
        { category_id: 11000, name: "三亚椰风旅行社有限公司", name_en: "Sanya Coconut Breeze Travel", region_code: 460203, audit_status: "APPROVED" },
        { category_id: 13000, name: "海口万绿园酒店", name_en: "Haikou Wanlv Park Hotel", region_code: 460106, audit_status: "APPROVED" },
      ])
      .returning();
    sanyaAgency = await seededRoleAdmin(t, 4, agency!.id);
    haikouHotel = await seededRoleAdmin(t, 4, hotel!.id);
    sanyaStaff = await seededRoleAdmin(t, 2);
    provinceStaff = await seededRoleAdmin(t, 2);
    await db.update(admin).set({ region_code: 460200 }).where(eq(admin.id, sanyaStaff.id));
    await db.update(admin).set({ mobile: "13976001234" }).where(eq(admin.id, sanyaAgency.id));
    await db.update(admin).set({ email: "hotel@example.cn" }).where(eq(admin.id, haikouHotel.id));
  });

  async function publishedNotice(form: Record<string, unknown>) {
    const added = await root.post("content.Notice/add", { title: "关于做好2027年元旦春节期间旅游市场监管工作的通知", body: "<p>各市县旅游主管部门、各旅游企业：</p>", importance: "IMPORTANT", ...form });
    expect(added.msg).toBe("Added successfully");
    const [row] = await t.database.db.select().from(contentNotice).orderBy(desc(contentNotice.id)).limit(1);
    expect((await root.post("content.Notice/publish", { id: row!.id })).code).toBe(1);
    return row!.id;
  }
  const recipientsOf = async (id: number) => (await t.database.db.select().from(contentNoticeReceipt).where(eq(contentNoticeReceipt.notice_id, id))).map((r) => r.admin_id).sort((a, b) => a - b);

  test("audiences: enterprises by area and category, staff by their area, everyone", async () => {
    const sanya = await publishedNotice({ audience: "AREA", audience_area: 460200 });
    expect(await recipientsOf(sanya)).toEqual([sanyaAgency.id]);
    const hotels = await publishedNotice({ audience: "CATEGORY", audience_categories: [13000] });
    expect(await recipientsOf(hotels)).toEqual([haikouHotel.id]);
    const staff = await publishedNotice({ audience: "STAFF" });
    expect(await recipientsOf(staff)).toEqual([sanyaStaff.id, provinceStaff.id].sort((a, b) => a - b));
    const everyone = await publishedNotice({ audience: "ALL" });
    expect(await recipientsOf(everyone)).toEqual([sanyaAgency.id, haikouHotel.id, sanyaStaff.id, provinceStaff.id].sort((a, b) => a - b));
    // A Sanya bureau's notice stays in Sanya.
    const local = await publishedNotice({ audience: "ALL", region_code: 460200 });
    expect(await recipientsOf(local)).toEqual([sanyaAgency.id, sanyaStaff.id].sort((a, b) => a - b));
    const outside = await root.post("content.Notice/add", { title: "区域外", body: "<p>x</p>", region_code: 460200, audience: "AREA", audience_area: 460100 });
    expect(outside.data.fields.audience_area).toBe("Choose an area inside the issuing bureau's area");
    expect((await root.post("content.Notice/edit", { id: local, title: "改标题" })).msg).toBe("A published notice cannot be edited");
  });

  test("read receipts: the reader's inbox lists unread first, reading is recorded once, the bureau sees who read", async () => {
    const first = await publishedNotice({ audience: "ENTERPRISES", title: "关于开展旅行社经营许可证年度核查的通知" });
    const second = await publishedNotice({ audience: "ENTERPRISES", title: "2026年第四季度旅游安全检查安排" });
    const agency = caller(t, sanyaAgency.token);
    const inbox = await agency.get("content.Notice/inbox");
    expect(inbox.data.unread).toBeGreaterThanOrEqual(2);
    expect(inbox.data.list[0].read_time).toBeNull();
    const opened = await agency.post("content.Notice/read", { id: first });
    expect(opened.data.body).toContain("各市县旅游主管部门");
    expect(opened.data.read_time).toBe(now);
    const readAt = now;
    now += 60;
    expect((await agency.post("content.Notice/read", { id: first })).data.read_time).toBe(readAt);
    const after = await agency.get("content.Notice/inbox?limit=50");
    const firstIndex = after.data.list.findIndex((n: { id: number }) => n.id === first);
    const secondIndex = after.data.list.findIndex((n: { id: number }) => n.id === second);
    expect(secondIndex).toBeLessThan(firstIndex);
    expect(after.data.unread).toBe(inbox.data.unread - 1);
    // Nobody opens a notice that was not sent to them.
    expect((await caller(t, sanyaStaff.token).post("content.Notice/read", { id: first })).msg).toBe("Record not found");
    const receipts = await root.get(`content.Notice/receipts?id=${first}`);
    expect(receipts.data.read.map((r: { admin_id: number }) => r.admin_id)).toEqual([sanyaAgency.id]);
    expect(receipts.data.unread.map((r: { admin_id: number }) => r.admin_id)).toEqual([haikouHotel.id]);
    const list = await root.get(`content.Notice/index?search[0][field]=id&search[0][val]=${first}&search[0][operator]=eq`);
    expect(list.data.list[0].read_count).toBe(1);
    expect(list.data.list[0].recipients).toBe(2);
  });

  test("remind the unread: SMS to a bound mobile, else e-mail; counted on the receipt", async () => {
    const id = await publishedNotice({ audience: "ENTERPRISES", title: "关于报送旅游统计数据的提醒" });
    const reminded = await root.post("content.Notice/remind", { id });
    expect(reminded.code).toBe(1);
    expect(reminded.data).toEqual({ unread: 2, sms: 1, email: 1, unreachable: 0 });
    const [sms] = await t.database.db.select().from(smsLog).where(eq(smsLog.mobile, "13976001234"));
    expect(sms!.content).toContain("关于报送旅游统计数据的提醒");
    const receipts = await t.database.db.select().from(contentNoticeReceipt).where(eq(contentNoticeReceipt.notice_id, id));
    expect(receipts.every((r) => r.remind_count === 1)).toBe(true);
    await caller(t, sanyaAgency.token).post("content.Notice/read", { id });
    expect((await root.post("content.Notice/remind", { id })).data.unread).toBe(1);
    expect((await caller(t, sanyaAgency.token).post("content.Notice/remind", { id })).code).toBe(401);
    // Jurisdiction: a Sanya supervisor does not see the province's notice; a provincial one does.
    expect((await caller(t, sanyaStaff.token).get(`content.Notice/receipts?id=${id}`)).msg).toBe("Record not found");
    expect((await caller(t, provinceStaff.token).get(`content.Notice/receipts?id=${id}`)).data.read.length).toBe(1);
  });
});
