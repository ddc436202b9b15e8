// "My contracts": the member's contracts, drawn from GET /api/contract/mine.
import { formatDateTime } from "@shared/datetime";
import { api } from "@/lib/request";
import { readPageTexts } from "../page-texts";
import { memberReady } from "../member/session";

interface Item {
  id: number;
  contract_no: string;
  route_name: string;
  agency: string;
  depart_at: number;
  status: string;
  status_text: string;
  sign_due_time: number | null;
}

const cell = (text: string, className = "px-4 py-3") => {
  const td = document.createElement("td");
  td.className = className;
  td.textContent = text;
  return td;
};

export function bindMyContracts(): void {
  const section = document.querySelector<HTMLElement>("[data-contracts]");
  const body = section?.querySelector<HTMLTableSectionElement>("[data-rows]");
  if (!section || !body) return;
  const texts = readPageTexts<Record<string, string>>("contract-texts");
  void memberReady().then(async () => {
    const { data } = await api<{ list: Item[]; mobile_bound: boolean }>({ url: "/api/contract/mine" });
    body.replaceChildren(
      ...data.list.map((item) => {
        const row = document.createElement("tr");
        const number = document.createElement("td");
        number.className = "px-4 py-3 font-medium tabular-nums";
        const link = document.createElement("a");
        link.href = `/user/contract/detail?id=${item.id}`;
        link.className = "text-primary underline-offset-2 hover:underline";
        link.textContent = item.contract_no;
        number.append(link);
        const pending = item.status === "PENDING_SIGN" && item.sign_due_time;
        const status = cell(pending ? `${item.status_text} · ${(texts.signBy ?? "").replace("{time}", formatDateTime(item.sign_due_time ?? 0).slice(0, 16))}` : item.status_text, pending ? "px-4 py-3 font-medium text-primary" : "px-4 py-3");
        row.append(number, cell(item.route_name, "max-w-64 px-4 py-3"), cell(item.agency, "max-w-56 truncate px-4 py-3"), cell(formatDateTime(item.depart_at).slice(0, 16), "px-4 py-3 tabular-nums text-muted-foreground"), status);
        return row;
      }),
    );
    const empty = section.querySelector<HTMLElement>("[data-empty]");
    if (empty) {
      empty.textContent = data.mobile_bound ? (texts.noContracts ?? "") : (texts.noMobile ?? "");
      empty.hidden = data.list.length > 0;
    }
  });
}
