// The public site's content calls (no login; the GET throttle applies): articles and their
// categories, public notices, the library. Thin routes over modules/content/public.ts; every
// query is validated (ids plain whole numbers, pages and limits bounded) before it is read.
import { Elysia } from "elysia";
import { rule, validate, type Rules } from "@shared/validate";
import { L } from "@shared/module/labels";
import type { LocalizedText } from "@shared/i18n";
import { publicArticle, publicArticles, publicCategories, publicLatest, publicLibrary, publicLibraryItem, publicNotice, publicNotices } from "@modules/content/public";
import type { MemberGuard } from "../../auth/member-guard";
import { FieldValidationError } from "../../kernel/errors";
import type { AppServices } from "../../services";

const LABELS: Record<string, LocalizedText> = {
  id: L("编号", "ID"),
  page: L("页码", "Page"),
  limit: L("每页条数", "Per page"),
  category: L("栏目", "Category"),
  keyword: L("关键词", "Keyword"),
  kind: L("类别", "Kind"),
};
const LIST = { page: rule.integer({ min: 1, max: 10000 }), limit: rule.integer({ min: 1, max: 50 }), keyword: rule.string({ max: 50 }) };
const ONE = { id: rule.id({ required: true }) };

function checked<T extends Rules>(rules: T, query: unknown) {
  const result = validate(rules, query ?? {});
  if (!result.ok) throw new FieldValidationError(result.errors, LABELS);
  return result.value;
}

export function contentRoutes(services: AppServices, guard: MemberGuard) {
  return new Elysia({ prefix: "/api/content" })
    .use(guard)
    .get("/latest", async ({ lang, ok }) => ok(await publicLatest(services, lang)), { public: true })
    .get("/categories", async ({ lang, ok }) => ok({ list: await publicCategories(services, lang) }), { public: true })
    .get("/articles", async ({ query, lang, ok }) => ok(await publicArticles(services, lang, checked({ ...LIST, category: rule.id() }, query))), { public: true })
    .get("/article", async ({ query, lang, ok }) => ok(await publicArticle(services, lang, checked(ONE, query).id)), { public: true })
    .get("/notices", async ({ query, lang, ok }) => ok(await publicNotices(services, lang, checked(LIST, query))), { public: true })
    .get("/notice", async ({ query, lang, ok }) => ok(await publicNotice(services, lang, checked(ONE, query).id)), { public: true })
    .get(
      "/library",
      async ({ query, lang, ok }) => ok(await publicLibrary(services, lang, checked({ ...LIST, kind: rule.string({ in: ["LAW", "REGULATION", "RULE", "LOCAL", "NORMATIVE", "STANDARD"] }) }, query))),
      { public: true },
    )
    .get("/libraryItem", async ({ query, lang, ok }) => ok(await publicLibraryItem(services, lang, checked(ONE, query).id)), { public: true });
}
