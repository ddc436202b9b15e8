// The member's own records in a MyListTable: waits for the member's login, loads the list,
// draws one row per record (the first cell links to the record's page) and shows the empty line
// when there is none. Shared by "My contracts", "My complaints" and "My orders".
import { memberReady } from "./session";

/** A plain cell. */
export function cell(text: string, className = "px-4 py-3"): HTMLTableCellElement {
  const td = document.createElement("td");
  td.className = className;
  td.textContent = text;
  return td;
}

/** The first cell: the record's number, linking to its page. */
export function linkCell(text: string, href: string): HTMLTableCellElement {
  const td = cell("", "px-4 py-3 font-medium tabular-nums");
  const link = document.createElement("a");
  link.href = href;
  link.className = "rounded-sm text-primary underline-offset-2 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";
  link.textContent = text;
  td.append(link);
  return td;
}

export interface MyList<T> {
  /**
   * Loads a page of records (from 1); `empty` replaces the built-in empty line when given; with
   * `total`, the table's "more" button loads the next page while rows are missing.
   */
  load: (page: number) => Promise<{ list: T[]; empty?: string; total?: number }>;
  /** The cells of one record's row. */
  cells: (item: T) => HTMLTableCellElement[];
}

export function bindMyList<T>(options: MyList<T>): void {
  const section = document.querySelector<HTMLElement>("[data-my-list]");
  const body = section?.querySelector<HTMLTableSectionElement>("[data-rows]");
  if (!section || !body) return;
  const moreRow = section.querySelector<HTMLElement>("[data-more-row]");
  const more = moreRow?.querySelector<HTMLButtonElement>("[data-more]");
  let page = 0;
  const rowsOf = (list: T[]) =>
    list.map((item) => {
      const row = document.createElement("tr");
      row.append(...options.cells(item));
      return row;
    });
  const next = async () => {
    const { list, empty, total } = await options.load(page + 1);
    page += 1;
    if (page === 1) body.replaceChildren(...rowsOf(list));
    else body.append(...rowsOf(list));
    const line = section.querySelector<HTMLElement>("[data-empty]");
    if (line && page === 1) {
      if (empty !== undefined) line.textContent = empty;
      line.hidden = list.length > 0;
    }
    const done = total === undefined || list.length === 0 || body.rows.length >= total;
    if (moreRow) moreRow.hidden = done;
    // The button goes away with the last page: keep the keyboard on the list's last record.
    if (done && page > 1) body.rows[body.rows.length - 1]?.querySelector<HTMLElement>("a")?.focus();
  };
  more?.addEventListener("click", () => {
    more.disabled = true;
    void next().finally(() => {
      more.disabled = false;
    });
  });
  void memberReady().then(next);
}
