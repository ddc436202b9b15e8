// Content: articles move through their review workflow (edits only before review, the trail of
// every move, scheduled publishing made by the scheduler's tick on the test clock, once), rich
// text is cleaned on the server, notices reach their audience with read receipts and reminders,
// full-text search finds Chinese inside words, the public calls show only what is published, and
// every call checks its permission.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, desc, eq } from "drizzle-orm";
import { admin, adminRule, auditRecord, contentArticle, contentCategory, contentNotice, contentNoticeReceipt, enterprise, helpLibrary, smsLog } from "@db/schema";
import { matchExpression, termsOf } from "@shared/full-text";
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
    expect((await root.del(`content.Article/del?ids[]=${article.id}`)).msg).toBe("Published or scheduled articles cannot be deleted; withdraw them first");
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

describe("full-text search", () => {
  test("terms: Chinese runs become overlapping pairs, words lower case; queries are quoted phrases", () => {
    expect(termsOf("海南旅游 Duty-Free 2026")).toBe("海南 南旅 旅游 duty free 2026");
    expect(matchExpression("旅游市场")).toBe('"旅游 游市 市场"');
    expect(matchExpression("游")).toBe('"游"*');
    expect(matchExpression('tour" OR x')).toBe('"tour"* AND "or"* AND "x"*');
    expect(matchExpression("  *** ")).toBe("");
  });

  test("the quick search finds two Chinese characters inside words, English by prefix, best match first", async () => {
    const db = t.database.db;
    await root.post("help.Library/add", { title: "中华人民共和国旅游法", title_en: "Tourism Law of the People's Republic of China", kind: "LAW", issuer: "全国人民代表大会常务委员会", doc_no: "主席令第3号", issue_date: "2013-04-25", body: "<p>为保障旅游者和旅游经营者的合法权益，规范旅游市场秩序……</p>" });
    await root.post("help.Library/add", { title: "旅行社条例", title_en: "Regulations on Travel Agencies", kind: "REGULATION", issuer: "国务院", doc_no: "国务院令第550号", issue_date: "2009-02-20", body: "<p>为了加强对旅行社的管理，保障旅游者和旅行社的合法权益……</p>" });
    await root.post("help.Library/add", { title: "娱乐场所管理条例", kind: "REGULATION", issuer: "国务院", doc_no: "国务院令第458号", issue_date: "2006-01-29", body: "<p>为了加强对娱乐场所的管理，保障娱乐场所的健康发展……</p>" });
    const search = async (q: string, lang = "zh-cn") => {
      const list = await envelopeOf(await t.request(`/admin/help.Library/index?quickSearch=${encodeURIComponent(q)}`, { headers: { batoken: await sessionFor(t, "admin", 1), server: "1", "think-lang": lang } }));
      return list.data.list.map((r: { title: string }) => r.title);
    };
    // "社条" is inside 旅行社条例 only; "旅游" is in two bodies, the title hit first.
    expect(await search("社条")).toEqual(["旅行社条例"]);
    expect((await search("旅游"))[0]).toBe("中华人民共和国旅游法");
    expect(await search("旅游")).not.toContain("娱乐场所管理条例");
    expect(await search("场所 健康")).toEqual(["娱乐场所管理条例"]);
    expect(await search("travel agenc")).toEqual(["旅行社条例"]);
    expect(await search("550")).toEqual(["旅行社条例"]);
    // Deleting takes a record out of the index; restoring from the recycle bin brings it back.
    const [entertainment] = await db.select().from(helpLibrary).where(eq(helpLibrary.title, "娱乐场所管理条例"));
    expect((await root.del(`help.Library/del?ids[]=${entertainment!.id}`)).code).toBe(1);
    expect(await search("场所")).toEqual([]);
    const bin = await root.get("security.DataRecycleLog/index?search[0][field]=data_table&search[0][val]=help_library&search[0][operator]=eq");
    expect((await root.post("security.DataRecycleLog/restore", { ids: [bin.data.list[0].id] })).code).toBe(1);
    expect(await search("场所")).toEqual(["娱乐场所管理条例"]);
    // An edit re-indexes.
    await root.post("help.Library/edit", { id: entertainment!.id, title: "娱乐场所管理条例（2020年修订）" });
    expect(await search("修订")).toEqual(["娱乐场所管理条例（2020年修订）"]);
  });
});

describe("public calls", () => {
  test("only published articles and public notices reach the public, in the reader's language", async () => {
    const draft = await newArticle({ title: "草稿：海口观澜湖新春灯会筹备" });
    const live = await newArticle({ title: "五指山热带雨林国家公园生态旅游线路发布", title_en: "Wuzhishan rainforest eco-tour routes announced", body_en: "<p>Three new routes.</p>" });
    await root.post("content.Article/submit", { id: live.id });
    await root.post("content.Article/publish", { id: live.id });
    const scheduled = await newArticle({ title: "定时：2027年海南国际旅游岛欢乐节开幕" });
    await root.post("content.Article/submit", { id: scheduled.id });
    await root.post("content.Article/schedule", { id: scheduled.id, publish_time: now + 3 * HOUR });

    const list = await publicGet(`articles?category=${categoryId}&limit=50`);
    const ids = list.data.list.map((a: { id: number }) => a.id);
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(scheduled.id);
    expect((await publicGet(`article?id=${draft.id}`)).msg).toBe("记录不存在");
    expect((await publicGet(`article?id=${scheduled.id}`)).code).toBe(0);
    const english = await publicGet(`article?id=${live.id}`, "en");
    expect(english.data.title).toBe("Wuzhishan rainforest eco-tour routes announced");
    expect(english.data.body).toBe("<p>Three new routes.</p>");
    expect(english.data).not.toHaveProperty("opinion");
    expect((await publicGet(`articles?keyword=${encodeURIComponent("雨林")}`)).data.list.map((a: { id: number }) => a.id)).toEqual([live.id]);
    // Published on schedule: seen once the tick has run.
    now += 3 * HOUR + 1;
    await t.app.scheduler.tick();
    expect((await publicGet(`article?id=${scheduled.id}`)).code).toBe(1);
    // Withdrawn: gone again.
    await root.post("content.Article/withdraw", { id: live.id, opinion: "线路调整" });
    expect((await publicGet(`article?id=${live.id}`)).code).toBe(0);

    await root.post("content.Notice/add", { title: "关于公布2026年海南省星级乡村旅游点名单的公告", body: "<p>名单如下</p>", public: "1" });
    await root.post("content.Notice/add", { title: "内部：执法人员培训安排", body: "<p>内部</p>", public: "0" });
    const notices = await t.database.db.select().from(contentNotice).orderBy(desc(contentNotice.id)).limit(2);
    for (const n of notices) await root.post("content.Notice/publish", { id: n.id });
    const [internal, open] = notices;
    const publicList = (await publicGet("notices?limit=50")).data.list.map((n: { id: number }) => n.id);
    expect(publicList).toContain(open!.id);
    expect(publicList).not.toContain(internal!.id);
    expect((await publicGet(`notice?id=${internal!.id}`)).code).toBe(0);
    expect((await publicGet(`notice?id=${open!.id}`)).data.body).toBe("<p>名单如下</p>");
  });

  test("malformed queries are refused with a message, never a 5xx", async () => {
    for (const path of ["article?id=2.0", "article?id=%204", "article", "articles?page=0", "articles?limit=500", "articles?category=abc", "library?kind=X", "notice?id=-1"]) {
      const response = await t.request(`/api/content/${path}`, { headers: { server: "1" } });
      expect(response.status).toBe(200);
      expect((await envelopeOf(response)).code).toBe(0);
    }
  });
});

describe("help and permissions", () => {
  test("help articles name a console page (its menu rule); the page asks for its help by path", async () => {
    const [page] = await t.database.db.select().from(adminRule).where(eq(adminRule.name, "content/article"));
    expect((await root.post("help.Article/add", { rule_id: page!.id, title: "如何发布文章", title_en: "Publishing an article", body: "<p>写好后提交审核。</p>", body_en: "<p>Submit it for review.</p>" })).code).toBe(1);
    const operator = caller(t, (await seededRoleAdmin(t, 3)).token);
    expect((await operator.get("help.Article/pages")).data.pages).toContain("content/article");
    const shown = await operator.get("help.Article/show?path=/content/article");
    expect(shown.data.articles[0]).toMatchObject({ title: "Publishing an article", body: "<p>Submit it for review.</p>" });
    expect((await operator.get("help.Article/show?path=guide/guide")).data.articles).toEqual([]);
    expect((await caller(t, "not-a-token").get("help.Article/pages")).code).toBe(303);
  });

  test("editors write and submit; only reviewers publish; enterprise accounts cannot touch articles", async () => {
    const editor = caller(t, (await seededRoleAdmin(t, 3)).token);
    const added = await editor.post("content.Article/add", articleForm({ title: "海南环岛旅游公路驿站开放" }));
    expect(added.code).toBe(1);
    const [row] = await t.database.db.select().from(contentArticle).orderBy(desc(contentArticle.id)).limit(1);
    expect((await editor.post("content.Article/submit", { id: row!.id })).code).toBe(1);
    expect((await editor.post("content.Article/publish", { id: row!.id })).code).toBe(401);
    expect((await editor.post("content.Notice/add", { title: "x", body: "<p>x</p>" })).code).toBe(401);
    const [company] = await t.database.db.insert(enterprise).values({ category_id: 11000, name: "琼海博鳌旅行社有限公司", region_code: 469002, audit_status: "APPROVED" }).returning();
    const agency = caller(t, (await seededRoleAdmin(t, 4, company!.id)).token);
    expect((await agency.get("content.Article/index")).code).toBe(401);
    expect((await agency.post("content.Article/add", articleForm())).code).toBe(401);
    expect((await agency.get("content.Notice/receipts?id=1")).code).toBe(401);
    expect((await agency.get("help.Library/index")).code).toBe(1);
  });
});

describe("the home page's latest", () => {
  test("nothing published: two empty lists (the page shows its empty message for each)", async () => {
    const empty = await createTestApp({}, { clock });
    try {
      const answer = await envelopeOf(await empty.request("/api/content/latest", { headers: { server: "1", "think-lang": "en" } }));
      expect(answer).toMatchObject({ code: 1, data: { notices: [], articles: [] } });
    } finally {
      await empty.close();
    }
  });

  test("the newest public notices and published articles, in the reader's language, nothing else", async () => {
    const before = await publicGet("latest");
    expect(before.code).toBe(1);
    expect(Object.keys(before.data).sort()).toEqual(["articles", "notices"]);
    now += HOUR;
    const live = await newArticle({ title: "万宁日月湾冲浪季安全提示", title_en: "Wanning Riyue Bay surfing season: safety tips" });
    await root.post("content.Article/submit", { id: live.id });
    await root.post("content.Article/publish", { id: live.id });
    const draft = await newArticle({ title: "草稿：陵水分界洲岛潜水指引" });
    await root.post("content.Notice/add", { title: "关于2027年春节假期景区门票价格公示的公告", title_en: "Notice on scenic spot ticket prices for the 2027 Spring Festival", body: "<p>详见附件</p>", public: "1", importance: "URGENT" });
    await root.post("content.Notice/add", { title: "内部：执法车辆调度安排", body: "<p>内部</p>", public: "0" });
    const notices = await t.database.db.select().from(contentNotice).orderBy(desc(contentNotice.id)).limit(2);
    for (const n of notices) await root.post("content.Notice/publish", { id: n.id });
    const [internal, open] = notices;

    const zh = (await publicGet("latest")).data;
    expect(zh.articles[0]).toMatchObject({ id: live.id, title: "万宁日月湾冲浪季安全提示", category: "政策解读", publish_time: now });
    expect(zh.articles.map((a: { id: number }) => a.id)).not.toContain(draft.id);
    expect(zh.notices[0]).toEqual({ id: open!.id, title: "关于2027年春节假期景区门票价格公示的公告", importance: "URGENT", publish_time: now });
    expect(zh.notices.map((n: { id: number }) => n.id)).not.toContain(internal!.id);
    expect(zh.articles.length).toBeLessThanOrEqual(5);
    expect(zh.notices.length).toBeLessThanOrEqual(5);
    // Only what a list of links needs: no text, no review opinion.
    expect(Object.keys(zh.articles[0]).sort()).toEqual(["category", "id", "publish_time", "title"]);
    const en = (await publicGet("latest", "en")).data;
    expect(en.articles[0].title).toBe("Wanning Riyue Bay surfing season: safety tips");
    expect(en.articles[0].category).toBe("Policy explained");
    expect(en.notices[0].title).toBe("Notice on scenic spot ticket prices for the 2027 Spring Festival");
  });
});
