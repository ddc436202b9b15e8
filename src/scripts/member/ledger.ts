// The balance / points list: reads `?page=` from the address, asks the server for that page
// (paged in SQL), draws the rows and the pager; moving pages updates the address (back works).
import { format } from "@shared/i18n";
import { api } from "@/lib/request";
import { LEDGER_PAGE_SIZE, type LedgerEntry, type LedgerPage } from "@shared/contracts/member";
import { readPageTexts } from "../page-texts";
import { memberReady } from "./session";


const pageFromUrl = () => Math.max(1, Math.floor(Number(new URLSearchParams(location.search).get("page")) || 1));

function cell(text: string, className: string) {
  const td = document.createElement("td");
  td.className = className;
  td.textContent = text;
  return td;
}

function row(entry: LedgerEntry, kind: "money" | "score") {
  const change = kind === "money" ? (entry.money ?? "0.00") : String(entry.score ?? 0);
  const negative = change.startsWith("-");
  const tr = document.createElement("tr");
  tr.className = "hover:bg-muted/40";
  tr.append(
    cell(entry.create_time, "px-4 py-3 whitespace-nowrap text-muted-foreground tabular-nums"),
    cell(negative ? change : `+${change}`, `px-4 py-3 text-right font-medium tabular-nums ${negative ? "text-destructive" : "text-success"}`),
    cell(String(entry.before), "px-4 py-3 text-right tabular-nums"),
    cell(String(entry.after), "px-4 py-3 text-right tabular-nums"),
    cell(entry.memo, "px-4 py-3"),
  );
  return tr;
}

export function bindLedger(): void {
  const root = document.querySelector<HTMLElement>("[data-ledger]");
  if (!root) return;
  const kind = root.dataset.ledger === "money" ? "money" : "score";
  const texts = readPageTexts<Record<string, string>>();
  const rows = root.querySelector<HTMLElement>("[data-rows]");
  const empty = root.querySelector<HTMLElement>("[data-empty]");
  const pager = root.querySelector<HTMLElement>("[data-pager]");
  const info = root.querySelector<HTMLElement>("[data-page-info]");
  const links = { prev: root.querySelector<HTMLAnchorElement>('[data-page-link="prev"]'), next: root.querySelector<HTMLAnchorElement>('[data-page-link="next"]') };

  const setLink = (link: HTMLAnchorElement | null, page: number | undefined) => {
    if (!link) return;
    if (page) {
      link.href = page === 1 ? location.pathname : `${location.pathname}?page=${page}`;
      link.removeAttribute("aria-disabled");
      link.classList.remove("pointer-events-none", "opacity-50");
    } else {
      link.removeAttribute("href");
      link.setAttribute("aria-disabled", "true");
      link.classList.add("pointer-events-none", "opacity-50");
    }
  };

  const load = async () => {
    const page = pageFromUrl();
    const { data } = await api<LedgerPage>({ url: kind === "money" ? "/api/account/balance" : "/api/account/integral", params: { page, limit: LEDGER_PAGE_SIZE } });
    rows?.replaceChildren(...data.list.map((entry) => row(entry, kind)));
    const pages = Math.max(1, Math.ceil(data.total / LEDGER_PAGE_SIZE));
    if (empty) empty.hidden = data.total > 0;
    if (pager) pager.hidden = data.total === 0;
    if (info) info.textContent = format(texts.pageOf ?? "", { page, pages, total: data.total });
    setLink(links.prev, page > 1 ? Math.min(page - 1, pages) : undefined);
    setLink(links.next, page < pages ? page + 1 : undefined);
  };

  for (const link of Object.values(links)) {
    link?.addEventListener("click", (event) => {
      if (!link.href) return;
      event.preventDefault();
      history.pushState(null, "", link.href);
      void load();
    });
  }
  addEventListener("popstate", () => void load());
  void memberReady().then(load);
}
