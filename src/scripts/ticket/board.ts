// The public ticket price board: one fetch, no framework (the page stays small on a phone).
// Every spot is a section with a table of its prices; typing filters the spots by name.
import { readPageTexts } from "../page-texts";
import { el } from "../guide/card-view";

interface Spot {
  id: number;
  name: string;
  name_en: string;
  rating: string;
  prices: { ticket_type: string; name: string; price: string; pricing_mode: string; approval_doc_no: string; effective_from: string; free_policy: string }[];
}

interface BoardData {
  lang: string;
  texts: Record<string, string>;
  types: Record<string, string>;
  modes: Record<string, string>;
}

export function bindPriceBoard(): void {
  const board = document.querySelector<HTMLElement>("[data-board]");
  const filter = document.querySelector<HTMLInputElement>("[data-filter]");
  const summary = document.querySelector<HTMLElement>("[data-summary]");
  if (!board || !filter || !summary) return;
  const data = readPageTexts<Record<string, string>>("board-data") as unknown as BoardData;
  const t = (key: string, params: Record<string, string | number> = {}) => (data.texts[key] ?? key).replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ""));
  const english = data.lang === "en";
  let spots: Spot[] = [];
  let today = "";

  const section = (spot: Spot) => {
    const name = english && spot.name_en ? spot.name_en : spot.name;
    const wrap = el("section", "rounded-xl border bg-card p-5 shadow-xs", undefined, { "aria-label": name, "data-spot": String(spot.id) });
    const head = el("h2", "font-semibold", name);
    if (spot.rating.startsWith("A_")) head.append(el("span", "ml-2 rounded bg-primary/10 px-1.5 py-0.5 text-xs font-medium text-primary", `${spot.rating.slice(2)}A`));
    wrap.append(head);
    const scroller = el("div", "mt-3 overflow-x-auto");
    // Fixed column widths: the columns line up from one spot's card to the next.
    const table = el("table", "w-full min-w-[40rem] table-fixed text-sm");
    const columns = el("colgroup");
    for (const width of ["14%", "24%", "12%", "14%", "22%", "14%"]) {
      const column = el("col");
      column.style.width = width; // through the CSS object model: the content security policy allows it
      columns.append(column);
    }
    table.append(columns);
    const headRow = el("tr", "text-left text-muted-foreground");
    for (const key of ["ticket", "name", "price", "pricing", "document", "since"]) headRow.append(el("th", `py-1 pr-4 font-normal ${key === "price" ? "text-right" : ""}`, t(key), { scope: "col" }));
    const thead = el("thead");
    thead.append(headRow);
    const tbody = el("tbody", "divide-y");
    for (const p of spot.prices) {
      const row = el("tr");
      row.append(
        el("td", "py-2 pr-4", data.types[p.ticket_type] ?? p.ticket_type),
        el("td", "py-2 pr-4 break-words", p.name),
        el("td", "py-2 pr-4 text-right font-semibold tabular-nums", p.price),
        el("td", "py-2 pr-4", data.modes[p.pricing_mode] ?? p.pricing_mode),
        el("td", "py-2 pr-4 break-words text-muted-foreground", p.approval_doc_no || "—"),
        el("td", "py-2 pr-4 tabular-nums", p.effective_from),
      );
      tbody.append(row);
    }
    table.append(thead, tbody);
    scroller.append(table);
    wrap.append(scroller);
    const policies = [...new Set(spot.prices.map((p) => p.free_policy).filter(Boolean))];
    if (policies.length) wrap.append(el("p", "mt-3 text-xs text-muted-foreground", `${t("freePolicy")}: ${policies.join("；")}`));
    return wrap;
  };

  const draw = () => {
    const term = filter.value.trim().toLowerCase();
    const shown = spots.filter((s) => !term || s.name.toLowerCase().includes(term) || s.name_en.toLowerCase().includes(term));
    board.replaceChildren(...(shown.length ? shown.map(section) : [el("p", "text-sm text-muted-foreground", t("boardEmpty"))]));
    summary.textContent = `${t("spots", { count: shown.length })} · ${t("boardToday", { date: today })}`;
  };

  filter.addEventListener("input", draw);
  fetch("/api/ticket/prices", { headers: { server: "1", "think-lang": data.lang } })
    .then((r) => r.json() as Promise<{ code: number; data: { today: string; spots: Spot[] } }>)
    .then((answer) => {
      if (answer.code !== 1) throw new Error("failed");
      spots = answer.data.spots;
      today = answer.data.today;
      board.removeAttribute("aria-busy");
      draw();
    })
    .catch(() => {
      board.removeAttribute("aria-busy");
      board.replaceChildren(el("p", "text-sm text-destructive", t("boardFailed")));
    });
}
