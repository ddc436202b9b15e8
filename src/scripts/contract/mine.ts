// "My contracts": the member's contracts, drawn from GET /api/contract/mine.
import { formatDateTime } from "@shared/datetime";
import { api } from "@/lib/request";
import { readPageTexts } from "../page-texts";
import { bindMyList, cell, linkCell } from "../member/my-list";

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

export function bindMyContracts(): void {
  const texts = readPageTexts<Record<string, string>>("contract-texts");
  bindMyList<Item>({
    async load() {
      const { data } = await api<{ list: Item[]; mobile_bound: boolean }>({ url: "/api/contract/mine" });
      return { list: data.list, empty: data.mobile_bound ? (texts.noContracts ?? "") : (texts.noMobile ?? "") };
    },
    cells(item) {
      const pending = item.status === "PENDING_SIGN" && item.sign_due_time;
      const status = cell(pending ? `${item.status_text} · ${(texts.signBy ?? "").replace("{time}", formatDateTime(item.sign_due_time ?? 0).slice(0, 16))}` : item.status_text, pending ? "px-4 py-3 font-medium text-primary" : "px-4 py-3");
      return [linkCell(item.contract_no, `/user/contract/detail?id=${item.id}`), cell(item.route_name, "max-w-64 px-4 py-3"), cell(item.agency, "max-w-56 truncate px-4 py-3"), cell(formatDateTime(item.depart_at).slice(0, 16), "px-4 py-3 tabular-nums text-muted-foreground"), status];
    },
  });
}
