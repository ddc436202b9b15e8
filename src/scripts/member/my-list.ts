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
  /** Loads the records; `empty` replaces the built-in empty line when given. */
  load: () => Promise<{ list: T[]; empty?: string }>;
  /** The cells of one record's row. */
  cells: (item: T) => HTMLTableCellElement[];
}

export function bindMyList<T>(options: MyList<T>): void {
  const section = document.querySelector<HTMLElement>("[data-my-list]");
  const body = section?.querySelector<HTMLTableSectionElement>("[data-rows]");
  if (!section || !body) return;
  void memberReady().then(async () => {
    const { list, empty } = await options.load();
    body.replaceChildren(
      ...list.map((item) => {
        const row = document.createElement("tr");
        row.append(...options.cells(item));
        return row;
      }),
    );
    const line = section.querySelector<HTMLElement>("[data-empty]");
    if (line) {
      if (empty !== undefined) line.textContent = empty;
      line.hidden = list.length > 0;
    }
  });
}
