// "My orders": the member's orders, drawn from GET /api/order/mine.
import { formatDateTime } from "@shared/datetime";
import { api } from "@/lib/request";
import { readPageTexts } from "../page-texts";
import { bindMyList, cell, linkCell } from "../member/my-list";

interface Item {
  id: number;
  order_no: string;
  product_name: string;
  type_text: string;
  use_date: string;
  total_amount: string;
  status: string;
  status_text: string;
  pay_due_time: number | null;
}

export function bindMyOrders(): void {
  const texts = readPageTexts<Record<string, string>>("order-texts");
  bindMyList<Item>({
    async load(page) {
      const { data } = await api<{ list: Item[]; total: number }>({ url: "/api/order/mine", params: { page, limit: 20 } });
      return { list: data.list, total: data.total };
    },
    cells(item) {
      const pending = item.status === "PENDING_PAYMENT" && item.pay_due_time;
      const status = cell(pending ? `${item.status_text} · ${(texts.payBy ?? "").replace("{time}", formatDateTime(item.pay_due_time ?? 0).slice(11, 16))}` : item.status_text, pending ? "px-4 py-3 font-medium text-primary" : "px-4 py-3");
      return [
        linkCell(item.order_no, `/user/order/detail?id=${item.id}`),
        cell(item.product_name, "max-w-72 px-4 py-3"),
        cell(item.type_text, "px-4 py-3 whitespace-nowrap"),
        cell(item.use_date, "px-4 py-3 tabular-nums text-muted-foreground"),
        cell(item.total_amount, "px-4 py-3 tabular-nums"),
        status,
      ];
    },
  });
}
