// "My complaints": the member's list, drawn from GET /api/complaint/index.
import { formatDateTime } from "@shared/datetime";
import { api } from "@/lib/request";
import { readPageTexts } from "../page-texts";
import { bindMyList, cell, linkCell } from "../member/my-list";

interface Item {
  id: number;
  complaint_no: string;
  respondent_name: string;
  status_text: string;
  received_time: number;
  due: { label: string; time: number; overdue: boolean } | null;
  rate: boolean;
}

export function bindMyComplaints(): void {
  const texts = readPageTexts<Record<string, string>>("complaint-texts");
  bindMyList<Item>({
    async load() {
      const { data } = await api<{ list: Item[]; total: number }>({ url: "/api/complaint/index", params: { limit: 50 } });
      return { list: data.list };
    },
    cells(item) {
      const status = cell(item.rate ? `${item.status_text} · ${texts.rateNow ?? ""}` : item.status_text);
      const due = cell(item.due ? `${item.due.label} ${formatDateTime(item.due.time, undefined, false)}${item.due.overdue ? ` · ${texts.overdue ?? ""}` : ""}` : "—", item.due?.overdue ? "px-4 py-3 font-medium text-destructive" : "px-4 py-3 text-muted-foreground");
      return [linkCell(item.complaint_no, `/user/complaint/detail?id=${item.id}`), cell(item.respondent_name, "max-w-56 truncate px-4 py-3"), status, due, cell(formatDateTime(item.received_time), "px-4 py-3 tabular-nums text-muted-foreground")];
    },
  });
}
