// Help articles: each names a console page that exists (a menu rule's path); any signed-in
// account asks which pages have help (the console shows their "?" button) and reads a page's help
// in its language.
import { and, asc, desc, eq } from "drizzle-orm";
import { helpArticle } from "@db/schema";
import { L } from "@shared/module/labels";
import { rule } from "@shared/validate";
import { action, defineServer } from "@server/engine/define";
import { FieldValidationError } from "@server/kernel/errors";
import helpModule from "./module";

const LABELS = Object.fromEntries(Object.entries(helpModule.fields).map(([k, f]) => [k, f.label]));

export default defineServer({
  hooks: {
    async beforeSave(ctx, values) {
      if (typeof values.page !== "string") return;
      values.page = values.page.trim().replace(/^\/+|\/+$/g, "");
      if (!(await ctx.services.adminRules.byName(values.page as string))) {
        throw new FieldValidationError({ page: { text: L("没有这个控制台页面", "No console page has this path") } }, LABELS);
      }
    },
  },
  actions: {
    /** Console paths that have help (enabled articles). */
    pages: action({
      method: "GET",
      access: "login",
      async handle(ctx) {
        const rows = await ctx.services.db.selectDistinct({ page: helpArticle.page }).from(helpArticle).where(eq(helpArticle.status, "1"));
        return { pages: rows.map((r) => r.page) };
      },
    }),
    /** The help of one console page, in the caller's language. */
    show: action({
      method: "GET",
      access: "login",
      query: { path: rule.string({ required: true, max: 100 }) },
      async handle(ctx, { query }) {
        const rows = await ctx.services.db
          .select()
          .from(helpArticle)
          .where(and(eq(helpArticle.page, query.path), eq(helpArticle.status, "1")))
          .orderBy(desc(helpArticle.weigh), asc(helpArticle.id));
        const en = ctx.lang === "en";
        return {
          articles: rows.map((r) => ({ id: r.id, title: en && r.title_en ? r.title_en : r.title, body: en && r.body_en ? r.body_en : r.body })),
        };
      },
    }),
  },
});
