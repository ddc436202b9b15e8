// Demo content: six article categories with 120 articles over the last year (most published,
// some in review, scheduled, rejected or withdrawn, each with its trail), 30 notices with their
// receipts (older ones mostly read; the demo enterprise has a few unread), the library of laws,
// regulations, rules and standards with their real issuers, numbers and dates, and 40 help
// articles for the console pages that exist. Everything goes into the full-text index too.
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@db/client";
import { admin, adminRule, auditRecord, contentArticle, contentCategory, contentNotice, contentNoticeReceipt, helpArticle, helpLibrary } from "@db/schema";
import type { ModuleDeclaration } from "@shared/module/types";
import { indexTerms } from "@server/engine/full-text";
import articleModule from "@modules/content/Article/module";
import noticeModule from "@modules/content/Notice/module";
import libraryModule from "@modules/help/Library/module";
import helpModule from "@modules/help/Article/module";
import { audienceOf } from "@modules/content/Notice/audience";
import { seededRandom, type SeededRandom } from "../random";
import type { DemoSeeder } from "./context";
import { CATEGORIES, CITIES, HELP, LIBRARY, NOTICE_TITLES, SEASONS, type Topic } from "./content-texts";

const DAY = 86_400;
type ArticleInsert = typeof contentArticle.$inferInsert;
type RecordInsert = typeof auditRecord.$inferInsert;

const fill = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => vars[key] ?? "");

function figuresTable(random: SeededRandom, vars: Record<string, string>): string {
  const rows = CITIES.slice(0, 5).map((c) => `<tr><td>${c.zh}</td><td>${random.int(8, 260)}</td><td>${(random.int(20, 240) / 10).toFixed(1)}%</td></tr>`);
  return `<table><tbody><tr><th>市县</th><th>接待游客（万人次）</th><th>同比增长</th></tr>${rows.join("")}</tbody></table><p>数据来源：${vars.bureau}。</p>`;
}

/** Inserts the index rows of records in batches. */
async function indexAll(db: Database, module: ModuleDeclaration, rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += 100) {
    const values = rows.slice(i, i + 100).map((row) => {
      const { title, body } = indexTerms(module, row);
      return sql`(${module.key}, ${Number(row.id)}, ${title}, ${body})`;
    });
    await db.run(sql`INSERT INTO search_index (module, ref_id, title_terms, terms) VALUES ${sql.join(values, sql`, `)}`);
  }
}

/** Twenty distinct articles of a category from its topics, cities and seasons. */
function articlesOf(random: SeededRandom, topics: readonly Topic[]): { topic: Topic; vars: Record<string, string>; title: string; title_en: string }[] {
  const out: { topic: Topic; vars: Record<string, string>; title: string; title_en: string }[] = [];
  const seen = new Set<string>();
  for (let attempt = 0; out.length < 20 && attempt < 400; attempt++) {
    const topic = topics[attempt % topics.length]!;
    const city = random.pick(CITIES);
    const season = random.pick(SEASONS);
    const vars = { city: city.zh, bureau: city.bureau, spot: city.spot, season: season.zh, n: String(random.int(3, 95)), m: String(random.int(4, 38)), code: String(city.code) };
    const title = fill(topic.zh, vars);
    if (seen.has(title)) continue;
    seen.add(title);
    const varsEn = { ...vars, city: city.en, spot: city.spotEn, season: season.en };
    out.push({ topic, vars, title, title_en: topic.en ? fill(topic.en, varsEn) : "" });
  }
  return out;
}

export const demoContent: DemoSeeder = {
  name: "demo:content",
  async run({ db, now }) {
    const random = seededRandom(16_0120);
    const staff = await db.select({ id: admin.id, username: admin.username, nickname: admin.nickname }).from(admin).where(inArray(admin.username, ["supervisor", "operator", "enterprise"]));
    const reviewer = staff.find((s) => s.username === "supervisor") ?? { id: 1, nickname: "省厅监管员", username: "admin" };
    const editor = staff.find((s) => s.username === "operator") ?? reviewer;
    const demoEnterprise = staff.find((s) => s.username === "enterprise");
    const who = (a: { id: number; nickname: string; username: string }) => ({ operator_type: "admin", operator_id: a.id, operator_name: a.nickname || a.username });

    // Categories and articles.
    const categories = await db
      .insert(contentCategory)
      .values(CATEGORIES.map((c, i) => ({ name: c.name, name_en: c.name_en, weigh: 100 - i })))
      .returning({ id: contentCategory.id });
    const articles: ArticleInsert[] = [];
    CATEGORIES.forEach((category, c) => {
      for (const { topic, vars, title, title_en } of articlesOf(random, category.topics)) {
        const paragraphs = topic.body.map((p) => `<p>${fill(p, vars)}</p>`).join("");
        const cityWide = /\{city\}/.test(topic.zh);
        articles.push({
          category_id: categories[c]!.id,
          title,
          title_en,
          summary: fill(topic.body[0]!, vars).slice(0, 120),
          body: `${paragraphs}${topic.table ? figuresTable(random, vars) : ""}`,
          author: cityWide ? (vars.bureau ?? "").replace("旅游和文化广电体育局", "旅文局") : "省旅文厅宣传处",
          source: cityWide ? vars.bureau : "海南省旅游和文化广电体育厅",
          tags: [category.name, vars.city].join(","),
          region_code: cityWide ? Number(vars.code) : 460000,
          admin_id: editor.id,
        });
      }
    });
    // Newest last: spread over the year, then the working states among the newest.
    for (let i = articles.length - 1; i > 0; i--) {
      const j = random.int(0, i);
      [articles[i], articles[j]] = [articles[j]!, articles[i]!];
    }
    const count = articles.length;
    articles.forEach((a, i) => {
      const written = now - Math.round(((count - i) / count) * 360 * DAY) - random.int(0, 20_000);
      a.create_time = written;
      a.update_time = written + 3600;
      a.submit_time = written + 1800;
      a.decide_time = written + 3600 * random.int(2, 20);
      a.publish_time = a.decide_time;
      a.status = "PUBLISHED";
      a.views = random.int(40, 6000);
    });
    const working: [ArticleInsert["status"], number][] = [
      ["DRAFT", 2],
      ["PENDING", 4],
      ["SCHEDULED", 2],
      ["REJECTED", 2],
      ["WITHDRAWN", 1],
    ];
    let at = count - 1;
    for (const [status, n] of working) {
      for (let k = 0; k < n; k++, at--) {
        const a = articles[at]!;
        a.status = status;
        a.views = 0;
        if (status === "DRAFT") Object.assign(a, { submit_time: null, decide_time: null, publish_time: null });
        if (status === "PENDING") Object.assign(a, { decide_time: null, publish_time: null, submit_time: now - random.int(1, 40) * 3600 });
        if (status === "SCHEDULED") Object.assign(a, { publish_time: now + (k + 1) * 2 * DAY + 9 * 3600 - (now % DAY) });
        if (status === "REJECTED") Object.assign(a, { publish_time: null, opinion: "请补充数据来源并核实统计口径" });
        if (status === "WITHDRAWN") Object.assign(a, { opinion: "统计数据更新，撤回后重新发布", views: 320 });
      }
    }
    const savedArticles = await db.insert(contentArticle).values(articles).returning();
    const trail: RecordInsert[] = [];
    for (const a of savedArticles) {
      const base = { entity_type: "content_article", entity_id: a.id, enterprise_id: 0 };
      if (a.status === "DRAFT") continue;
      trail.push({ ...base, action: "submit", from_status: "DRAFT", to_status: "PENDING", ...who(editor), create_time: a.submit_time ?? a.create_time });
      const decided = a.decide_time ?? a.create_time;
      if (a.status === "PUBLISHED" || a.status === "WITHDRAWN") trail.push({ ...base, action: "publish", from_status: "PENDING", to_status: "PUBLISHED", ...who(reviewer), create_time: decided });
      if (a.status === "SCHEDULED") trail.push({ ...base, action: "schedule", from_status: "PENDING", to_status: "SCHEDULED", details: JSON.stringify({ publish_time: a.publish_time }), ...who(reviewer), create_time: decided });
      if (a.status === "REJECTED") trail.push({ ...base, action: "reject", from_status: "PENDING", to_status: "REJECTED", opinion: a.opinion, ...who(reviewer), create_time: decided });
      if (a.status === "WITHDRAWN") trail.push({ ...base, action: "withdraw", from_status: "PUBLISHED", to_status: "WITHDRAWN", opinion: a.opinion, ...who(reviewer), create_time: decided + 5 * DAY });
    }

    // Notices: ten kinds over the last three seasons.
    const year = new Date(now * 1000).getUTCFullYear();
    const notices: (typeof contentNotice.$inferInsert)[] = [];
    for (let round = 0; round < 3; round++) {
      NOTICE_TITLES.forEach((n, k) => {
        const season = SEASONS[(round * 2 + k) % SEASONS.length]!;
        const vars = { season: season.zh, year: String(year - round) };
        const varsEn = { season: season.en, year: String(year - round) };
        const [audience, category] = n.audience.split(":");
        const published = now - (round * 110 + (NOTICE_TITLES.length - k) * 9 + 1) * DAY + random.int(0, 20_000);
        notices.push({
          title: fill(n.zh, vars),
          title_en: fill(n.en, varsEn),
          body: `<p>${fill(n.body, vars)}</p><p>特此通知。</p><p>海南省旅游和文化广电体育厅</p>`,
          importance: n.importance,
          audience: audience as "ALL",
          audience_categories: category ?? "",
          public: n.public ? "1" : "0",
          status: "PUBLISHED",
          publish_time: published,
          expire_time: round === 2 && k % 3 === 0 ? published + 60 * DAY : null,
          region_code: 460000,
          admin_id: reviewer.id,
          create_time: published - 7200,
          update_time: published,
        });
      });
    }
    const savedNotices = await db.insert(contentNotice).values(notices).returning();
    const receipts: (typeof contentNoticeReceipt.$inferInsert)[] = [];
    const newest = [...savedNotices].sort((a, b) => Number(b.publish_time) - Number(a.publish_time));
    const unreadForDemo = new Set(newest.slice(0, 6).map((n) => n.id));
    for (const notice of savedNotices) {
      const recipients = await audienceOf(db, notice, reviewer.id);
      const age = (now - Number(notice.publish_time)) / DAY;
      for (const adminId of recipients) {
        const demo = adminId === demoEnterprise?.id;
        const read = demo ? !unreadForDemo.has(notice.id) : random.chance(age > 20 ? 0.88 : 0.5);
        receipts.push({ notice_id: notice.id, admin_id: adminId, read_time: read ? Number(notice.publish_time) + random.int(600, 4 * DAY) : null, create_time: Number(notice.publish_time) });
      }
      await db.update(contentNotice).set({ recipients: recipients.length }).where(eq(contentNotice.id, notice.id));
      trail.push({ entity_type: "content_notice", entity_id: notice.id, enterprise_id: 0, action: "publish", from_status: "DRAFT", to_status: "PUBLISHED", ...who(reviewer), create_time: Number(notice.publish_time) });
    }
    for (let i = 0; i < receipts.length; i += 500) await db.insert(contentNoticeReceipt).values(receipts.slice(i, i + 500));
    for (let i = 0; i < trail.length; i += 500) await db.insert(auditRecord).values(trail.slice(i, i + 500));

    // The library.
    const library = await db
      .insert(helpLibrary)
      .values(LIBRARY.map((entry, i) => ({ ...entry, body: `<p>${entry.excerpt}</p>`, weigh: LIBRARY.length - i })).map(({ excerpt: _excerpt, ...row }) => row))
      .returning();

    // Help for the console pages that exist.
    const rules = await db.select({ id: adminRule.id, name: adminRule.name }).from(adminRule).where(inArray(adminRule.name, [...new Set(HELP.map(([path]) => path))]));
    const ruleOf = new Map(rules.map((r) => [r.name.toLowerCase(), r.id]));
    const help = HELP.filter(([path]) => ruleOf.has(path.toLowerCase())).map(([path, title, title_en, text], i) => ({
      rule_id: ruleOf.get(path.toLowerCase())!,
      title,
      title_en,
      body: `<p>${text}</p>`,
      weigh: HELP.length - i,
    }));
    const savedHelp = help.length ? await db.insert(helpArticle).values(help).returning() : [];

    await indexAll(db, articleModule, savedArticles);
    await indexAll(db, noticeModule, savedNotices);
    await indexAll(db, libraryModule, library);
    await indexAll(db, helpModule, savedHelp);
  },
};
