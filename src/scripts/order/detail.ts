// One order in "My orders", drawn from GET /api/order/detail: the order, the payment step (POST
// /api/order/pay: the provider's sandbox confirms through its signed notice), the tickets with
// their codes and QR pictures, and refunds — the dialog shows the fee and amount from GET
// /api/order/refundQuote before POST /api/order/refund sends the request.
import { formatDateTime } from "@shared/datetime";
import { api, RequestError } from "@/lib/request";
import { readPageTexts } from "../page-texts";
import { memberReady } from "../member/session";

interface Ticket {
  id: number;
  code: string;
  qr: string;
  visitor_name: string;
  visitor_id_no: string;
  amount: string;
  use_date: string;
  status: string;
  status_text: string;
  used_time: number | null;
}
interface Refund {
  id: number;
  refund_no: string;
  reason_text: string;
  amount: string;
  fee: string;
  status_text: string;
  apply_time: number;
  reply_due_time: number | null;
  opinion: string;
}
interface View {
  order: {
    id: number;
    order_no: string;
    type: string;
    type_text: string;
    status: string;
    status_text: string;
    product_name: string;
    quantity: number;
    use_date: string;
    total_amount: string;
    discount_amount: string;
    paid_amount: string;
    refunded_amount: string;
    contact_name: string;
    contact_phone: string;
    pay_channel: string;
    pay_txn_no: string;
    pay_due_time: number | null;
    paid_time: number | null;
    create_time: number;
    detail: Record<string, string | number>;
  };
  tickets: Ticket[];
  refunds: Refund[];
}
interface Quote {
  base: string;
  fee: string;
  amount: string;
  rule: string;
}

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className = "", text?: string): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};
const BUTTON = "inline-flex h-9 items-center justify-center gap-2 rounded-md px-4 text-sm font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50";
const PRIMARY = `${BUTTON} bg-primary text-primary-foreground shadow-xs hover:bg-primary/90`;
const OUTLINE = `${BUTTON} border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground`;

export function bindOrderDetail(): void {
  const root = document.querySelector<HTMLElement>("[data-order]");
  const dialog = document.querySelector<HTMLDialogElement>("[data-refund-dialog]");
  if (!root || !dialog) return;
  const host: HTMLElement = root;
  const refundDialog: HTMLDialogElement = dialog;
  const texts = readPageTexts<Record<string, string>>("order-texts");
  const t = (key: string, params: Record<string, string | number> = {}) => (texts[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ""));
  const when = (seconds: number | null | undefined) => (seconds ? formatDateTime(seconds).slice(0, 16) : "—");
  const id = new URLSearchParams(location.search).get("id") ?? "";

  const card = (title: string, name: string) => {
    const section = el("section", "rounded-xl border bg-card p-5 text-card-foreground shadow-sm");
    const heading = el("h2", "mb-3 text-base font-semibold", title);
    heading.id = `order-${name}`;
    section.setAttribute("aria-labelledby", heading.id);
    section.append(heading);
    host.append(section);
    return section;
  };
  const pairs = (section: HTMLElement, rows: [string, string][]) => {
    const list = el("dl", "grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]");
    for (const [term, value] of rows) list.append(el("dt", "text-muted-foreground", term), el("dd", "font-medium break-all", value || "—"));
    section.append(list);
  };

  // The refund dialog: what it refunds, the quote for the chosen reason, sending.
  const form = refundDialog.querySelector<HTMLFormElement>("[data-refund-form]")!;
  const reason = form.querySelector<HTMLSelectElement>("select[name=reason]")!;
  const remark = form.querySelector<HTMLTextAreaElement>("textarea[name=remark]")!;
  const quoteBox = form.querySelector<HTMLElement>("[data-quote]")!;
  const send = form.querySelector<HTMLButtonElement>("[data-refund-send]")!;
  let target: { order_id: number; ticket_id?: number } | undefined;
  let asking = 0;

  async function showQuote() {
    if (!target) return;
    const mine = ++asking;
    send.disabled = true;
    quoteBox.replaceChildren(el("p", "text-muted-foreground", t("quoteLoading")));
    try {
      const { data } = await api<Quote>({ url: "/api/order/refundQuote", params: { ...target, reason: reason.value }, showErrorMessage: false });
      if (mine !== asking) return;
      const list = el("dl", "grid grid-cols-[7rem_1fr] gap-x-4 gap-y-1");
      const rows: [string, string, string][] = [
        [t("quoteBase"), t("yuan", { amount: data.base }), ""],
        [t("quoteFee"), t("yuan", { amount: data.fee }), ""],
        [t("quoteAmount"), t("yuan", { amount: data.amount }), "text-base font-semibold text-primary"],
        [t("quoteRule"), data.rule, "text-muted-foreground"],
      ];
      for (const [term, value, extra] of rows) {
        const dd = el("dd", `tabular-nums ${extra}`, value);
        if (term === t("quoteAmount")) dd.dataset.quoteAmount = data.amount;
        list.append(el("dt", "text-muted-foreground", term), dd);
      }
      quoteBox.replaceChildren(list);
      send.disabled = false;
    } catch (error) {
      if (mine !== asking) return;
      quoteBox.replaceChildren(el("p", "font-medium text-destructive", t("quoteRefused", { reason: error instanceof RequestError ? error.message : "" })));
    }
  }

  function openRefund(order: View["order"], ticket?: Ticket) {
    target = ticket ? { order_id: order.id, ticket_id: ticket.id } : { order_id: order.id };
    refundDialog.querySelector("[data-refund-for]")!.textContent = ticket ? t("refundFor", { code: ticket.code, name: ticket.visitor_name }) : `${order.product_name} · ${t("refundForOrder")}`;
    reason.value = "USER";
    remark.value = "";
    send.textContent = t("send");
    refundDialog.showModal();
    reason.focus();
    void showQuote();
  }
  reason.addEventListener("change", () => void showQuote());
  refundDialog.querySelector("[data-refund-cancel]")!.addEventListener("click", () => refundDialog.close());
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (!target || send.disabled) return;
    send.disabled = true;
    send.textContent = t("sending");
    api({ url: "/api/order/refund", method: "POST", data: { ...target, reason: reason.value, remark: remark.value.trim() }, showSuccessMessage: true })
      .then(() => {
        refundDialog.close();
        return load();
      })
      .catch(() => {
        send.disabled = false;
        send.textContent = t("send");
      });
  });

  function typeDetails(view: View) {
    const d = view.order.detail;
    const text = (key: string) => (d[key] === undefined ? "" : String(d[key]));
    if (view.order.type === "YACHT") {
      const slot = d.slot_start ? `${when(Number(d.slot_start))} – ${when(Number(d.slot_end)).slice(11)}` : "";
      pairs(card(t("trip"), "trip"), [
        [t("yacht"), text("yacht")],
        [t("marina"), text("marina")],
        [t("slot"), slot],
        [t("route"), text("route")],
        [t("passengers"), text("passengers")],
      ]);
    } else if (view.order.type === "HOTEL") {
      pairs(card(t("stay"), "stay"), [
        [t("checkIn"), text("check_in")],
        [t("checkOut"), text("check_out")],
        [t("roomType"), text("room_type")],
        [t("rooms"), text("rooms")],
        [t("guests"), text("guests")],
      ]);
    } else if (view.order.type === "FLIGHT") {
      pairs(card(t("flight"), "flight"), [
        [t("flightNo"), text("flight_no")],
        [t("airports"), d.dep_airport ? `${text("dep_airport")} – ${text("arr_airport")}` : ""],
        [t("departure"), d.dep_time ? when(Number(d.dep_time)) : ""],
        [t("pnr"), text("pnr")],
        [t("passengers"), text("passengers")],
      ]);
    }
  }

  function payPanel(view: View) {
    const section = card(t("payTitle"), "pay");
    section.dataset.payPanel = "";
    const due = Number(view.order.total_amount) - Number(view.order.discount_amount);
    const amount = due.toFixed(2);
    section.append(el("p", "mb-2 text-sm", t("payText", { amount, time: when(view.order.pay_due_time) })));
    section.append(el("p", "mb-4 text-xs text-muted-foreground", t("sandboxNote")));
    const pay = el("button", PRIMARY, t("payButton", { amount }));
    pay.type = "button";
    pay.addEventListener("click", () => {
      pay.disabled = true;
      pay.textContent = t("paying");
      api({ url: "/api/order/pay", method: "POST", data: { id: view.order.id }, showSuccessMessage: true })
        .then(() => load())
        .catch(() => {
          pay.disabled = false;
          pay.textContent = t("payButton", { amount });
        });
    });
    section.append(pay);
  }

  function ticketList(view: View) {
    const section = card(t("tickets"), "tickets");
    section.append(el("p", "mb-4 text-sm text-muted-foreground", t("ticketsText")));
    const list = el("ul", "grid gap-4 sm:grid-cols-2");
    const refundable = ["PAID", "USED", "REFUNDING"].includes(view.order.status);
    for (const ticket of view.tickets) {
      const item = el("li", "flex gap-4 rounded-lg border p-4");
      item.dataset.ticket = ticket.code;
      const qr = el("div", "size-28 shrink-0 rounded-md bg-white p-1 [&>svg]:size-full");
      qr.setAttribute("role", "img");
      qr.setAttribute("aria-label", t("qrOf", { code: ticket.code }));
      // The server's SVG of the ticket's own code (generated by the qrcode library, no user text).
      qr.innerHTML = ticket.qr;
      qr.querySelector("svg")?.setAttribute("aria-hidden", "true");
      const info = el("div", "grid min-w-0 content-start gap-1 text-sm");
      info.append(
        el("p", "text-xs text-muted-foreground", t("code")),
        Object.assign(el("p", "font-mono text-lg font-semibold tracking-wider tabular-nums", ticket.code), { translate: false }),
        el("p", "", `${t("visitor")} · ${ticket.visitor_name} · ${ticket.visitor_id_no}`),
        el("p", ticket.status === "UNUSED" ? "font-medium text-primary" : "text-muted-foreground", ticket.used_time ? t("usedAt", { time: when(ticket.used_time) }) : `${ticket.status_text} · ${ticket.use_date}`),
      );
      if (refundable && ticket.status === "UNUSED") {
        const ask = el("button", `${OUTLINE} mt-2 justify-self-start`, t("refundTicket"));
        ask.type = "button";
        ask.setAttribute("aria-label", `${t("refundTicket")} · ${ticket.code}`);
        ask.addEventListener("click", () => openRefund(view.order, ticket));
        info.append(ask);
      }
      item.append(qr, info);
      list.append(item);
    }
    section.append(list);
  }

  function refundList(view: View) {
    const section = card(t("refunds"), "refunds");
    if (view.tickets.length === 0 && view.order.status === "PAID") {
      // Orders without tickets (yacht trips, hotel stays, flights) are refunded whole.
      const ask = el("button", `${OUTLINE} mb-4`, t("refundOrder"));
      ask.type = "button";
      ask.addEventListener("click", () => openRefund(view.order));
      section.append(ask);
    }
    if (view.refunds.length === 0) {
      section.append(el("p", "text-sm text-muted-foreground", t("noRefunds")));
      return;
    }
    const wrap = el("div", "overflow-x-auto");
    const table = el("table", "w-full min-w-[640px] text-sm");
    const caption = el("caption", "sr-only", t("refunds"));
    const head = el("tr");
    for (const h of [t("refundNo"), t("reason"), t("fee"), t("amount"), t("status"), t("asked"), t("opinion")]) head.append(Object.assign(el("th", "px-3 py-2 font-medium", h), { scope: "col" }));
    const thead = el("thead", "bg-muted/60 text-left text-xs text-muted-foreground");
    thead.append(head);
    const body = el("tbody", "divide-y");
    for (const r of view.refunds) {
      const row = el("tr");
      for (const value of [r.refund_no, r.reason_text, r.fee, r.amount, r.status_text, when(r.apply_time), r.opinion || "—"]) row.append(el("td", "px-3 py-2 tabular-nums", value));
      body.append(row);
    }
    table.append(caption, thead, body);
    wrap.append(table);
    section.append(wrap);
  }

  function render(view: View) {
    host.replaceChildren();
    const o = view.order;
    const summary = card(t("summary"), "summary");
    pairs(summary, [
      [t("orderNo"), o.order_no],
      [t("product"), o.product_name],
      [t("type"), o.type_text],
      [t("status"), o.status_text],
      [t("useDate"), o.use_date],
      [t("quantity"), String(o.quantity)],
      [t("total"), t("yuan", { amount: o.total_amount })],
      [t("paid"), o.paid_time ? t("yuan", { amount: o.paid_amount }) : ""],
      [t("refunded"), Number(o.refunded_amount) > 0 ? t("yuan", { amount: o.refunded_amount }) : ""],
      [t("contact"), `${o.contact_name} · ${o.contact_phone}`],
      [t("created"), when(o.create_time)],
      [t("paidAt"), when(o.paid_time)],
      [t("txn"), o.pay_txn_no],
    ]);
    summary.querySelector("dl")?.setAttribute("data-summary", "");
    typeDetails(view);
    if (o.status === "PENDING_PAYMENT") payPanel(view);
    if (view.tickets.length > 0) ticketList(view);
    refundList(view);
  }

  async function load(): Promise<void> {
    if (!/^[1-9]\d{0,9}$/.test(id)) {
      host.replaceChildren(el("p", "rounded-xl border bg-card p-5 text-sm text-muted-foreground", t("notFound")));
      return;
    }
    try {
      const { data } = await api<View>({ url: "/api/order/detail", params: { id }, showErrorMessage: false });
      render(data);
    } catch {
      host.replaceChildren(el("p", "rounded-xl border bg-card p-5 text-sm text-muted-foreground", t("notFound")));
    }
  }

  void memberReady().then(load);
}
