// The home page's latest notices and news: one call to /api/content/latest in the page's
// language, drawn as two short lists of links with plain DOM calls (text nodes only, never
// HTML), or each list's own empty message.
import { readPageTexts } from "../page-texts";

interface Item {
  id: number;
  title: string;
  publish_time: number;
  importance?: string;
  category?: string;
}

export async function bindLatest(): Promise<void> {
  const texts = readPageTexts<Record<string, string>>("latest-texts");
  const targets = { notices: document.querySelector<HTMLElement>('[data-latest="notices"]'), articles: document.querySelector<HTMLElement>('[data-latest="articles"]') };
  if (!targets.notices || !targets.articles) return;
  const message = (target: HTMLElement, text: string) => {
    const p = document.createElement("p");
    p.className = "py-4 text-muted-foreground";
    p.setAttribute("role", "status");
    p.textContent = text;
    target.replaceChildren(p);
  };
  const answer = await fetch("/api/content/latest", { headers: { server: "1", "think-lang": texts.lang ?? "zh-cn" } })
    .then((r) => r.json() as Promise<{ code: number; data: { notices: Item[]; articles: Item[] } }>)
    .catch(() => undefined);
  if (!answer || answer.code !== 1) {
    message(targets.notices, texts.loadFailed ?? "");
    message(targets.articles, texts.loadFailed ?? "");
    return;
  }
  const date = (seconds: number) => new Date(seconds * 1000).toLocaleDateString(texts.lang === "en" ? "en-GB" : "zh-CN", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "Asia/Shanghai" });
  const draw = (target: HTMLElement, items: Item[], href: string, empty: string) => {
    if (items.length === 0) return message(target, empty);
    const list = document.createElement("ul");
    list.className = "divide-y";
    for (const item of items) {
      const li = document.createElement("li");
      li.className = "flex items-center gap-3 py-2";
      if (item.importance && item.importance !== "NORMAL") {
        const badge = document.createElement("span");
        badge.className = `shrink-0 rounded px-1.5 py-0.5 text-xs font-medium ${item.importance === "URGENT" ? "bg-destructive/10 text-[var(--danger-text)]" : "bg-amber-500/15 text-amber-800 dark:text-amber-300"}`;
        badge.textContent = (item.importance === "URGENT" ? texts.urgent : texts.important) ?? "";
        li.append(badge);
      }
      const link = document.createElement("a");
      link.href = `${href}?id=${item.id}`;
      link.className = "min-w-0 flex-1 truncate hover:text-primary hover:underline";
      link.textContent = item.title;
      const time = document.createElement("time");
      time.className = "shrink-0 text-muted-foreground tabular-nums";
      time.dateTime = new Date(item.publish_time * 1000).toISOString();
      time.textContent = date(item.publish_time);
      li.append(link, time);
      list.append(li);
    }
    target.replaceChildren(list);
  };
  draw(targets.notices, answer.data.notices, "/news/notice", texts.noNotices ?? "");
  draw(targets.articles, answer.data.articles, "/news/article", texts.noArticles ?? "");
}
