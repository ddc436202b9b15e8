// "My complaints": the member's list, drawn from GET /api/complaint/index.
import { formatDateTime } from "@shared/datetime";
import { api } from "@/lib/request";
import { readPageTexts } from "../page-texts";
import { memberReady } from "../member/session";

interface Item {
  id: number;
  complaint_no: string;
  respondent_name: string;
  status_text: string;
  received_time: number;
  due: { label: string; time: number; overdue: boolean } | null;
  rate: boolean;
}

const cell = (text: string, className = "px-4 py-3") => {
  const td = document.createElement("td");
  td.className = className;
  td.textContent = text;
  return td;
};

export function bindMyComplaints(): void {
  const section = document.querySelector<HTMLElement>("[data-complaints]");
  const body = section?.querySelector<HTMLTableSectionElement>("[data-rows]");
  if (!section || !body) return;
  const texts = readPageTexts<Record<string, string>>("complaint-texts");
  void memberReady().then(async () => {
    const { data } = await api<{ list: Item[]; total: number }>({ url: "/api/complaint/index", params: { limit: 50 } });
    body.replaceChildren(
      ...data.list.map((item) => {
        const row = document.createElement("tr");
        const number = document.createElement("td");
        number.className = "px-4 py-3 font-medium tabular-nums";
        const link = document.createElement("a");
        link.href = `/user/complaint/detail?id=${item.id}`;
        link.className = "text-primary underline-offset-2 hover:underline";
        link.textContent = item.complaint_no;
        number.append(link);
        const status = cell(item.rate ? `${item.status_text} · ${texts.rateNow ?? ""}` : item.status_text);
        const due = cell(item.due ? `${item.due.label} ${formatDateTime(item.due.time, undefined, false)}${item.due.overdue ? ` · ${texts.overdue ?? ""}` : ""}` : "—", item.due?.overdue ? "px-4 py-3 font-medium text-destructive" : "px-4 py-3 text-muted-foreground");
        row.append(number, cell(item.respondent_name, "max-w-56 truncate px-4 py-3"), status, due, cell(formatDateTime(item.received_time), "px-4 py-3 tabular-nums text-muted-foreground"));
        return row;
      }),
    );
    const empty = section.querySelector<HTMLElement>("[data-empty]");
    if (empty) empty.hidden = data.list.length > 0;
  });
}
