// What the public site reads (no login): published articles by category, one article (its views
// counted), public notices that are published and not expired, library entries marked public —
// each in the reader's language where an English text is given — and the home page's latest.
// Keyword searches use the full-text index, best match first. Nothing else ever leaves here:
// drafts, reviews, withdrawn and scheduled items answer "not found".
import { and, asc, count, desc, eq, gt, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { contentArticle, contentCategory, contentNotice, helpLibrary } from "@db/schema";
import type { Lang } from "@shared/i18n";
import { fullTextCondition, fullTextRank } from "@server/engine/full-text";
import { ApiError } from "@server/kernel/errors";
import type { AppServices } from "@server/services";
import articleModule from "./Article/module";
import noticeModule from "./Notice/module";
import libraryModule from "@modules/help/Library/module";

export interface PageQuery {
  page?: number;
  limit?: number;
  keyword?: string;
}

const inLang = (lang: Lang, zh: string, en: string | null | undefined) => (lang === "en" && en ? en : zh);
const paging = (q: PageQuery) => ({ page: q.page ?? 1, limit: q.limit ?? 10 });

const articleLive = (now: number) => and(eq(contentArticle.status, "PUBLISHED"), lte(contentArticle.publish_time, now));
const noticeLive = (now: number) => and(eq(contentNotice.status, "PUBLISHED"), eq(contentNotice.public, "1"), or(isNull(contentNotice.expire_time), gt(contentNotice.expire_time, now)));
const libraryLive = eq(helpLibrary.public, "1");

export async function publicCategories(services: AppServices, lang: Lang) {
  const rows = await services.db
    .select({ id: contentCategory.id, name: contentCategory.name, name_en: contentCategory.name_en })
    .from(contentCategory)
    .where(eq(contentCategory.status, "1"))
    .orderBy(desc(contentCategory.weigh), asc(contentCategory.id));
  return rows.map((r) => ({ id: r.id, name: inLang(lang, r.name, r.name_en) }));
}

export async function publicArticles(services: AppServices, lang: Lang, q: PageQuery & { category?: number }) {
  const { page, limit } = paging(q);
  const now = services.clock.now();
  const search = q.keyword ? fullTextCondition(articleModule, contentArticle.id, q.keyword) : undefined;
  const where = and(articleLive(now), eq(contentCategory.status, "1"), q.category ? eq(contentArticle.category_id, q.category) : undefined, q.keyword ? (search ?? sql`0`) : undefined);
  const [total] = await services.db.select({ n: count() }).from(contentArticle).innerJoin(contentCategory, eq(contentCategory.id, contentArticle.category_id)).where(where);
  const rank = q.keyword ? fullTextRank(articleModule, contentArticle.id, q.keyword) : undefined;
  const order: SQL[] = [...(rank ? [asc(rank)] : []), desc(contentArticle.publish_time), desc(contentArticle.id)];
  const rows = await services.db
    .select({
      id: contentArticle.id,
      title: contentArticle.title,
      title_en: contentArticle.title_en,
      summary: contentArticle.summary,
      summary_en: contentArticle.summary_en,
      cover: contentArticle.cover,
      category_id: contentArticle.category_id,
      category: contentCategory.name,
      category_en: contentCategory.name_en,
      publish_time: contentArticle.publish_time,
      source: contentArticle.source,
    })
    .from(contentArticle)
    .innerJoin(contentCategory, eq(contentCategory.id, contentArticle.category_id))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    list: rows.map((r) => ({
      id: r.id,
      title: inLang(lang, r.title, r.title_en),
      summary: inLang(lang, r.summary, r.summary_en),
      cover: r.cover,
      category_id: r.category_id,
      category: inLang(lang, r.category, r.category_en),
      publish_time: r.publish_time,
      source: r.source,
    })),
    total: total?.n ?? 0,
    page,
    limit,
  };
}

export async function publicArticle(services: AppServices, lang: Lang, id: number) {
  const now = services.clock.now();
  const [row] = await services.db
    .select({ article: contentArticle, category: contentCategory.name, category_en: contentCategory.name_en })
    .from(contentArticle)
    .innerJoin(contentCategory, eq(contentCategory.id, contentArticle.category_id))
    .where(and(eq(contentArticle.id, id), articleLive(now), eq(contentCategory.status, "1")));
  if (!row) throw new ApiError("recordNotFound");
  await services.db
    .update(contentArticle)
    .set({ views: sql`${contentArticle.views} + 1` })
    .where(eq(contentArticle.id, id));
  const a = row.article;
  const english = lang === "en" && a.body_en !== "";
  return {
    id: a.id,
    title: inLang(lang, a.title, a.title_en),
    summary: inLang(lang, a.summary, a.summary_en),
    body: english ? a.body_en : a.body,
    /** The text is in the reader's language (English readers may get the Chinese original). */
    body_lang: english || lang === "zh-cn" ? lang : "zh-cn",
    cover: a.cover,
    category_id: a.category_id,
    category: inLang(lang, row.category, row.category_en),
    author: a.author,
    source: a.source,
    tags: a.tags ? a.tags.split(",") : [],
    publish_time: a.publish_time,
    views: a.views + 1,
  };
}

export async function publicNotices(services: AppServices, lang: Lang, q: PageQuery) {
  const { page, limit } = paging(q);
  const now = services.clock.now();
  const search = q.keyword ? (fullTextCondition(noticeModule, contentNotice.id, q.keyword) ?? sql`0`) : undefined;
  const where = and(noticeLive(now), search);
  const [total] = await services.db.select({ n: count() }).from(contentNotice).where(where);
  const rows = await services.db
    .select({ id: contentNotice.id, title: contentNotice.title, title_en: contentNotice.title_en, importance: contentNotice.importance, publish_time: contentNotice.publish_time })
    .from(contentNotice)
    .where(where)
    .orderBy(desc(contentNotice.publish_time), desc(contentNotice.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { list: rows.map((r) => ({ ...r, title: inLang(lang, r.title, r.title_en), title_en: undefined })), total: total?.n ?? 0, page, limit };
}

export async function publicNotice(services: AppServices, lang: Lang, id: number) {
  const [n] = await services.db
    .select()
    .from(contentNotice)
    .where(and(eq(contentNotice.id, id), noticeLive(services.clock.now())));
  if (!n) throw new ApiError("recordNotFound");
  const english = lang === "en" && n.body_en !== "";
  return {
    id: n.id,
    title: inLang(lang, n.title, n.title_en),
    body: english ? n.body_en : n.body,
    body_lang: english || lang === "zh-cn" ? lang : "zh-cn",
    importance: n.importance,
    attachments: n.attachments ? n.attachments.split(",") : [],
    publish_time: n.publish_time,
    expire_time: n.expire_time,
  };
}

export async function publicLibrary(services: AppServices, lang: Lang, q: PageQuery & { kind?: string }) {
  const { page, limit } = paging(q);
  const search = q.keyword ? (fullTextCondition(libraryModule, helpLibrary.id, q.keyword) ?? sql`0`) : undefined;
  const where = and(libraryLive, q.kind ? eq(helpLibrary.kind, q.kind as "LAW") : undefined, search);
  const [total] = await services.db.select({ n: count() }).from(helpLibrary).where(where);
  const rank = q.keyword ? fullTextRank(libraryModule, helpLibrary.id, q.keyword) : undefined;
  const rows = await services.db
    .select({
      id: helpLibrary.id,
      title: helpLibrary.title,
      title_en: helpLibrary.title_en,
      kind: helpLibrary.kind,
      issuer: helpLibrary.issuer,
      doc_no: helpLibrary.doc_no,
      issue_date: helpLibrary.issue_date,
      effective_date: helpLibrary.effective_date,
      validity: helpLibrary.validity,
    })
    .from(helpLibrary)
    .where(where)
    .orderBy(...(rank ? [asc(rank)] : []), desc(helpLibrary.weigh), desc(helpLibrary.issue_date), asc(helpLibrary.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { list: rows.map((r) => ({ ...r, title: inLang(lang, r.title, r.title_en), title_en: undefined })), total: total?.n ?? 0, page, limit };
}

export async function publicLibraryItem(services: AppServices, lang: Lang, id: number) {
  const [r] = await services.db
    .select()
    .from(helpLibrary)
    .where(and(eq(helpLibrary.id, id), libraryLive));
  if (!r) throw new ApiError("recordNotFound");
  return {
    id: r.id,
    title: inLang(lang, r.title, r.title_en),
    kind: r.kind,
    issuer: r.issuer,
    doc_no: r.doc_no,
    issue_date: r.issue_date,
    effective_date: r.effective_date,
    validity: r.validity,
    body: r.body,
    file: r.file,
  };
}

/**
 * The home page's latest: the newest public notices and published articles (titles, dates and
 * ids only, in the reader's language) — one small read, no counts.
 */
export async function publicLatest(services: AppServices, lang: Lang, limit = 5) {
  const now = services.clock.now();
  const [notices, articles] = await Promise.all([
    services.db
      .select({ id: contentNotice.id, title: contentNotice.title, title_en: contentNotice.title_en, importance: contentNotice.importance, publish_time: contentNotice.publish_time })
      .from(contentNotice)
      .where(noticeLive(now))
      .orderBy(desc(contentNotice.publish_time), desc(contentNotice.id))
      .limit(limit),
    services.db
      .select({ id: contentArticle.id, title: contentArticle.title, title_en: contentArticle.title_en, category: contentCategory.name, category_en: contentCategory.name_en, publish_time: contentArticle.publish_time })
      .from(contentArticle)
      .innerJoin(contentCategory, eq(contentCategory.id, contentArticle.category_id))
      .where(and(articleLive(now), eq(contentCategory.status, "1")))
      .orderBy(desc(contentArticle.publish_time), desc(contentArticle.id))
      .limit(limit),
  ]);
  return {
    notices: notices.map((n) => ({ id: n.id, title: inLang(lang, n.title, n.title_en), importance: n.importance, publish_time: n.publish_time })),
    articles: articles.map((a) => ({ id: a.id, title: inLang(lang, a.title, a.title_en), category: inLang(lang, a.category, a.category_en), publish_time: a.publish_time })),
  };
}
