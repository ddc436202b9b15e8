// Help articles: each names a console page by its menu rule; any signed-in account asks which
// pages (rule names, the pages' paths) have help — the console shows their "?" button — and reads
// a page's help in its language.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { adminRule, helpArticle } from "@db/schema";
import { rule } from "@shared/validate";
import { action, defineServer } from "@server/engine/define";

export default defineServer({
  actions: {
    /** Console paths that have help (enabled articles). */
    pages: action({
      method: "GET",
      access: "login",
      async handle(ctx) {
        const rows = await ctx.services.db
          .selectDistinct({ page: adminRule.name })
          .from(helpArticle)
          .innerJoin(adminRule, eq(adminRule.id, helpArticle.rule_id))
          .where(eq(helpArticle.status, "1"));
        return { pages: rows.map((r) => r.page.toLowerCase()) };
      },
    }),
    /** The help of one console page, in the caller's language. */
    show: action({
      method: "GET",
      access: "login",
      query: { path: rule.string({ required: true, max: 100 }) },
      async handle(ctx, { query }) {
        const rows = await ctx.services.db
          .select({ id: helpArticle.id, title: helpArticle.title, title_en: helpArticle.title_en, body: helpArticle.body, body_en: helpArticle.body_en })
          .from(helpArticle)
          .innerJoin(adminRule, eq(adminRule.id, helpArticle.rule_id))
          .where(and(sql`${adminRule.name} = ${query.path.replace(/^\/+|\/+$/g, "")} COLLATE NOCASE`, eq(helpArticle.status, "1")))
          .orderBy(desc(helpArticle.weigh), asc(helpArticle.id));
        const en = ctx.lang === "en";
        return {
          articles: rows.map((r) => ({ id: r.id, title: en && r.title_en ? r.title_en : r.title, body: en && r.body_en ? r.body_en : r.body })),
        };
      },
    }),
  },
});
