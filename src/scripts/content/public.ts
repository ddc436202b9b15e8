// The public content pages (news, notices, library): each is a static page whose script reads
// the address (?id=, ?page=, ?category=, ?keyword=), calls /api/content/* in the page's language
// and draws the result with plain DOM calls — no framework, so the pages stay a few KB. A newly
// published article is there on the next load: nothing is built in advance.
import { highlightParts } from "@shared/full-text";
import { readPageTexts } from "../page-texts";

type Texts = Record<string, string> & { lang: string };
let texts: Texts;
const t = (key: string, params: Record<string, string | number> = {}) => (texts[key] ?? key).replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ""));

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function get<T>(path: string, params: Record<string, string | number | undefined> = {}): Promise<Envelope<T>> {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") query.set(k, String(v));
  const response = await fetch(`/api/content/${path}${query.size ? `?${query}` : ""}`, { headers: { server: "1", "think-lang": texts.lang } });
  return (await response.json()) as Envelope<T>;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: (Node | string | null | undefined | false)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const child of children) if (child) node.append(child);
  return node;
}

const dateOf = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toLocaleDateString(texts.lang === "en" ? "en-GB" : "zh-CN", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "Asia/Shanghai" }) : "");
const param = (name: string) => new URLSearchParams(location.search).get(name) ?? "";
const pageParam = () => (/^[1-9]\d{0,4}$/.test(param("page")) ? Number(param("page")) : 1);

/** Replaces an element's content, leaving out the parts that are absent. */
function put(target: HTMLElement, ...children: (Node | string | null | undefined | false)[]) {
  target.replaceChildren(...children.filter((c): c is Node | string => !!c));
}

function status(target: HTMLElement, text: string) {
  target.replaceChildren(el("p", { class: "py-10 text-center text-sm text-muted-foreground", role: "status" }, text));
}

/** Links to the other pages of a list, keeping the rest of the address. */
function pager(total: number, limit: number, page: number): HTMLElement | null {
  const pages = Math.ceil(total / limit);
  if (pages <= 1) return null;
  const link = (to: number, label: string, rel: string) => {
    const query = new URLSearchParams(location.search);
    query.set("page", String(to));
    return el("a", { href: `?${query}`, rel, class: "rounded-md border px-3 py-1.5 hover:bg-accent" }, label);
  };
  return el(
    "nav",
    { "aria-label": t("pagination"), class: "mt-6 flex items-center justify-center gap-3 text-sm" },
    page > 1 && link(page - 1, t("previous"), "prev"),
    el("span", { class: "text-muted-foreground" }, t("pageOf", { page, pages })),
    page < pages && link(page + 1, t("next"), "next"),
  );
}

function richText(html: string, lang: string): HTMLElement {
  // Sanitised on the server before it was stored.
  const body = el("div", { class: "richtext mt-6", lang: lang === "en" ? "en" : "zh-CN" });
  body.innerHTML = html;
  return body;
}

function setTitle(title: string) {
  document.title = `${title} - ${document.title.split(" - ").pop() ?? ""}`;
}

interface ArticleItem {
  id: number;
  title: string;
  summary: string;
  cover: string;
  category: string;
  publish_time: number;
  source: string;
}

export async function bindNewsList(): Promise<void> {
  texts = readPageTexts<Texts>("content-texts");
  const list = document.querySelector<HTMLElement>("[data-list]");
  const tabs = document.querySelector<HTMLElement>("[data-categories]");
  if (!list || !tabs) return;
  const category = /^[1-9]\d*$/.test(param("category")) ? param("category") : "";
  const page = pageParam();
  status(list, t("loading"));
  const [categories, articles] = await Promise.all([get<{ list: { id: number; name: string }[] }>("categories"), get<{ list: ArticleItem[]; total: number; limit: number }>("articles", { page, limit: 10, category })]).catch(() => [undefined, undefined]);
  if (categories?.code === 1) {
    const tab = (id: string, name: string) => el("li", {}, el("a", { href: id ? `?category=${id}` : "?", class: "inline-block rounded-full border px-3 py-1 text-sm hover:bg-accent aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground", ...(id === category ? { "aria-current": "page" } : {}) }, name));
    put(tabs, tab("", t("allCategories")), ...categories.data.list.map((c) => tab(String(c.id), c.name)));
    const current = categories.data.list.find((c) => String(c.id) === category);
    if (current) setTitle(current.name);
  }
  if (!articles || articles.code !== 1) return status(list, t("loadFailed"));
  if (articles.data.list.length === 0) return status(list, t("empty"));
  const items = articles.data.list.map((a) =>
    el(
      "li",
      { class: "flex gap-4 border-b py-5 last:border-b-0" },
      a.cover ? el("img", { src: a.cover, alt: "", class: "hidden size-24 shrink-0 rounded-md object-cover sm:block", loading: "lazy" }) : null,
      el(
        "div",
        { class: "min-w-0 flex-1" },
        el("h2", { class: "text-base font-semibold" }, el("a", { href: `/news/article?id=${a.id}`, class: "hover:text-primary hover:underline" }, a.title)),
        a.summary ? el("p", { class: "mt-1 line-clamp-2 text-sm text-muted-foreground" }, a.summary) : null,
        el("p", { class: "mt-2 flex flex-wrap gap-x-3 text-xs text-muted-foreground" }, el("span", {}, a.category), el("time", { datetime: new Date(a.publish_time * 1000).toISOString() }, dateOf(a.publish_time)), a.source ? el("span", {}, a.source) : null),
      ),
    ),
  );
  put(list, el("ul", {}, ...items), pager(articles.data.total, articles.data.limit, page));
}

export async function bindArticle(): Promise<void> {
  texts = readPageTexts<Texts>("content-texts");
  const target = document.querySelector<HTMLElement>("[data-article]");
  if (!target) return;
  const id = param("id");
  if (!/^[1-9]\d*$/.test(id)) return status(target, t("notFound"));
  status(target, t("loading"));
  const answer = await get<ArticleItem & { body: string; body_lang: string; author: string; tags: string[]; views: number }>("article", { id }).catch(() => undefined);
  if (!answer) return status(target, t("loadFailed"));
  if (answer.code !== 1) return status(target, t("notFound"));
  const a = answer.data;
  setTitle(a.title);
  put(target, 
    el("p", { class: "text-sm font-medium text-primary" }, a.category),
    el("h1", { class: "mt-2 text-2xl font-semibold tracking-tight text-balance sm:text-3xl" }, a.title),
    el(
      "p",
      { class: "mt-3 flex flex-wrap gap-x-4 text-sm text-muted-foreground" },
      el("time", { datetime: new Date(a.publish_time * 1000).toISOString() }, t("published", { date: dateOf(a.publish_time) })),
      a.source ? el("span", {}, t("source", { source: a.source })) : null,
      a.author ? el("span", {}, t("author", { author: a.author })) : null,
      el("span", {}, t("views", { count: a.views })),
    ),
    a.cover ? el("img", { src: a.cover, alt: "", class: "mt-6 max-h-96 w-full rounded-lg object-cover" }) : null,
    texts.lang === "en" && a.body_lang !== "en" ? el("p", { class: "mt-6 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground" }, t("chineseOnly")) : null,
    richText(a.body, a.body_lang),
  );
}

interface NoticeItem {
  id: number;
  title: string;
  importance: string;
  publish_time: number;
}

const badge = (importance: string) =>
  importance === "NORMAL" ? null : el("span", { class: `shrink-0 rounded px-1.5 py-0.5 text-xs font-medium ${importance === "URGENT" ? "bg-destructive/10 text-[var(--danger-text)]" : "bg-amber-500/15 text-amber-800 dark:text-amber-300"}` }, t(importance === "URGENT" ? "urgent" : "important"));

export async function bindNoticeList(): Promise<void> {
  texts = readPageTexts<Texts>("content-texts");
  const list = document.querySelector<HTMLElement>("[data-list]");
  if (!list) return;
  const page = pageParam();
  status(list, t("loading"));
  const answer = await get<{ list: NoticeItem[]; total: number; limit: number }>("notices", { page, limit: 15 }).catch(() => undefined);
  if (!answer || answer.code !== 1) return status(list, t("loadFailed"));
  if (answer.data.list.length === 0) return status(list, t("empty"));
  const items = answer.data.list.map((n) =>
    el(
      "li",
      { class: "flex items-center gap-3 border-b py-3 last:border-b-0" },
      badge(n.importance),
      el("a", { href: `/news/notice?id=${n.id}`, class: "min-w-0 flex-1 truncate hover:text-primary hover:underline" }, n.title),
      el("time", { class: "shrink-0 text-sm text-muted-foreground tabular-nums", datetime: new Date(n.publish_time * 1000).toISOString() }, dateOf(n.publish_time)),
    ),
  );
  put(list, el("ul", {}, ...items), pager(answer.data.total, answer.data.limit, page));
}

export async function bindNotice(): Promise<void> {
  texts = readPageTexts<Texts>("content-texts");
  const target = document.querySelector<HTMLElement>("[data-notice]");
  if (!target) return;
  const id = param("id");
  if (!/^[1-9]\d*$/.test(id)) return status(target, t("notFound"));
  const answer = await get<NoticeItem & { body: string; body_lang: string; attachments: string[] }>("notice", { id }).catch(() => undefined);
  if (!answer) return status(target, t("loadFailed"));
  if (answer.code !== 1) return status(target, t("notFound"));
  const n = answer.data;
  setTitle(n.title);
  put(target, 
    el("h1", { class: "flex flex-wrap items-center gap-2 text-2xl font-semibold tracking-tight text-balance" }, badge(n.importance) ?? "", n.title),
    el("p", { class: "mt-3 text-sm text-muted-foreground" }, el("time", { datetime: new Date(n.publish_time * 1000).toISOString() }, t("published", { date: dateOf(n.publish_time) }))),
    texts.lang === "en" && n.body_lang !== "en" ? el("p", { class: "mt-6 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground" }, t("chineseOnly")) : null,
    richText(n.body, n.body_lang),
    n.attachments.length
      ? el(
          "section",
          { class: "mt-8", "aria-labelledby": "notice-attachments" },
          el("h2", { id: "notice-attachments", class: "text-sm font-semibold" }, t("attachments")),
          el("ul", { class: "mt-2 space-y-1 text-sm" }, ...n.attachments.map((url) => el("li", {}, el("a", { href: url, class: "text-primary underline", rel: "noopener" }, url.split("/").pop() ?? url)))),
        )
      : null,
  );
}

interface LibraryItem {
  id: number;
  title: string;
  kind: string;
  issuer: string;
  doc_no: string;
  issue_date: string;
  effective_date: string;
  validity: string;
}

/** A text with the query's matches in <mark> elements: text nodes only, never parsed as HTML. */
function marked(text: string, query: string): (Node | string)[] {
  if (!query) return [text];
  return highlightParts(text, query).map((part) => (part.hit ? el("mark", { class: "rounded-sm bg-amber-200 text-inherit dark:bg-amber-400/40" }, part.text) : part.text));
}

export async function bindLibrary(): Promise<void> {
  texts = readPageTexts<Texts>("content-texts");
  const list = document.querySelector<HTMLElement>("[data-list]");
  const form = document.querySelector<HTMLFormElement>("form[data-search]");
  if (!list || !form) return;
  const keyword = param("keyword").slice(0, 50);
  const kind = /^[A-Z]+$/.test(param("kind")) ? param("kind") : "";
  const page = pageParam();
  (form.elements.namedItem("keyword") as HTMLInputElement).value = keyword;
  (form.elements.namedItem("kind") as HTMLSelectElement).value = kind;
  status(list, t("loading"));
  const answer = await get<{ list: LibraryItem[]; total: number; limit: number }>("library", { page, limit: 15, keyword, kind }).catch(() => undefined);
  if (!answer || answer.code !== 1) return status(list, t("loadFailed"));
  if (answer.data.list.length === 0) return status(list, t("empty"));
  const items = answer.data.list.map((r) =>
    el(
      "li",
      { class: "border-b py-4 last:border-b-0" },
      el("h2", { class: "font-semibold" }, el("a", { href: `/library/item?id=${r.id}`, class: "hover:text-primary hover:underline" }, ...marked(r.title, keyword))),
      el("p", { class: "mt-1 flex flex-wrap gap-x-3 text-sm text-muted-foreground" }, el("span", {}, t(`kind_${r.kind}`)), el("span", {}, ...marked(r.issuer, keyword)), r.doc_no ? el("span", {}, ...marked(r.doc_no, keyword)) : null, el("span", {}, r.issue_date), el("span", {}, t(`validity_${r.validity}`))),
    ),
  );
  put(list, el("p", { class: "text-sm text-muted-foreground", role: "status" }, t("results", { count: answer.data.total })), el("ul", {}, ...items), pager(answer.data.total, answer.data.limit, page));
}

export async function bindLibraryItem(): Promise<void> {
  texts = readPageTexts<Texts>("content-texts");
  const target = document.querySelector<HTMLElement>("[data-item]");
  if (!target) return;
  const id = param("id");
  if (!/^[1-9]\d*$/.test(id)) return status(target, t("notFound"));
  const answer = await get<LibraryItem & { body: string; file: string }>("libraryItem", { id }).catch(() => undefined);
  if (!answer) return status(target, t("loadFailed"));
  if (answer.code !== 1) return status(target, t("notFound"));
  const r = answer.data;
  setTitle(r.title);
  const fact = (label: string, value: string) => (value ? [el("dt", { class: "text-muted-foreground" }, label), el("dd", {}, value)] : []);
  put(target, 
    el("h1", { class: "text-2xl font-semibold tracking-tight text-balance" }, r.title),
    el(
      "dl",
      { class: "mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" },
      ...fact(t("kind"), t(`kind_${r.kind}`)),
      ...fact(t("issuer"), r.issuer),
      ...fact(t("docNo"), r.doc_no),
      ...fact(t("issued"), r.issue_date),
      ...fact(t("effective"), r.effective_date),
      ...fact(t("validity"), t(`validity_${r.validity}`)),
    ),
    texts.lang === "en" ? el("p", { class: "mt-6 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground" }, t("chineseOnly")) : null,
    richText(r.body, "zh-cn"),
    r.file ? el("p", { class: "mt-6 text-sm" }, el("a", { href: r.file, class: "text-primary underline", rel: "noopener" }, t("original"))) : null,
  );
}
