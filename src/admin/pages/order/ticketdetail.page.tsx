// One scenic ticket (/admin/ticketdetail?id=): the code with its QR picture, the visitor (ID
// number masked, revealed one at a time by holders of the node), the order it belongs to, its
// use and its refunds (with the complaint a refund settles, linked to its case page); and, for the spot's staff, the gate's check-in by code. Opened from the
// ticket list, and by route alone as the gate's check-in page.
import { useState } from "react";
import { ScanLine, Ticket } from "lucide-react";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/request";
import { formatDateTime } from "@shared/datetime";
import { pick } from "@shared/i18n";
import { centsToYuan } from "@shared/money";
import type { FieldOption } from "@shared/module/types";
import ticketModule from "@modules/order/Ticket/module";
import { ORDER_STATES, REFUND_REASONS, REFUND_STATES, TICKET_STATES } from "@modules/order/options";
import { useHasNode } from "../../components/auth";
import { useLoaded } from "../../components/use-loaded";
import { DetailFacts, DetailTable, DetailUnavailable } from "../../components/detail-section";
import { Spinner, StatusView } from "../../components/views";
import { PiiValue } from "../../crud/PiiValue";
import { optionFor } from "../../crud/cells";
import { consoleLang, usePageText } from "@/i18n/console";
import { consoleUrl, navigate } from "../../router/location";
import type { PageProps } from "../page-props";

interface Detail {
  ticket: Record<string, unknown> & { id: number; code: string; visitor_name: string; visitor_id_no: string; status: string; use_date: string; amount: string; used_time: number | null; used_by: string };
  order: { id: number; order_no: string; product_name: string; quantity: number; total_amount: number; paid_amount: number; status: string; contact_name: string; contact_phone: string; pay_channel: string; pay_txn_no: string; paid_time: number | null; create_time: number } | null;
  refunds: { id: number; refund_no: string; reason: string; amount: number; fee: number; status: string; apply_time: number; refund_time: number | null; rule_text: string; complaint_id: number | null; complaint_no: string | null }[];
  qr: string;
}

const label = (options: readonly FieldOption[], value: unknown) => {
  const option = optionFor(options, value);
  return option ? pick(option.label, consoleLang()) : String(value ?? "");
};

function CheckIn({ text, onDone }: { text: ReturnType<typeof usePageText>; onDone: (id: number) => void }) {
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const res = await api<{ id: number }>({ url: consoleUrl("order.Ticket/verify"), method: "POST", data: { code: code.trim() }, showSuccessMessage: true });
      setCode("");
      onDone(res.data.id);
    } catch {
      // The message is shown by the request layer.
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="rounded-xl border bg-card p-5 shadow-xs" aria-labelledby="check-in-title">
      <h2 id="check-in-title" className="flex items-center gap-2 font-semibold">
        <ScanLine className="size-4" aria-hidden="true" />
        {text("checkIn")}
      </h2>
      <form className="mt-3 flex flex-wrap items-end gap-3" onSubmit={(e) => void submit(e)}>
        <div className="grid gap-1.5">
          <label htmlFor="ticket-code" className="text-sm font-medium">
            {text("code")}
          </label>
          <input id="ticket-code" value={code} onChange={(e) => setCode(e.target.value)} inputMode="numeric" maxLength={12} autoComplete="off" className="h-9 w-52 rounded-md border border-input bg-background px-3 font-mono text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50" />
        </div>
        <Button type="submit" disabled={busy || code.trim().length !== 12}>
          {text("checkInAction")}
        </Button>
        <p className="basis-full text-xs text-muted-foreground">{text("checkInHelp")}</p>
      </form>
    </section>
  );
}

function TicketView({ id, text }: { id: string; text: ReturnType<typeof usePageText> }) {
  const has = useHasNode();
  const { data, failed, reload } = useLoaded(() => api<Detail>({ url: consoleUrl("order.Ticket/detail"), params: { id } }).then((res) => res.data));
  if (failed) return <DetailUnavailable icon={<Ticket />} title={text("notFound")} text={text("notFoundText")} onRetry={reload} />;
  if (!data) return <Spinner />;
  const { ticket, order } = data;
  const facts: [string, React.ReactNode][] = [
    [text("visitor"), ticket.visitor_name],
    [text("idNo"), <PiiValue key="id" module={ticketModule} id={ticket.id} name="visitor_id_no" value={ticket.visitor_id_no} />],
    [text("visitDate"), ticket.use_date],
    [text("amount"), `¥${ticket.amount}`],
    [text("status"), label(TICKET_STATES, ticket.status)],
    [text("usedAt"), ticket.used_time ? `${formatDateTime(ticket.used_time)} · ${ticket.used_by}` : "—"],
  ];
  return (
    <>
      <section className="rounded-xl border bg-card p-5 shadow-xs" aria-labelledby="ticket-title">
        <div className="flex flex-wrap items-start gap-6">
          <figure className="w-44 shrink-0 text-center">
            <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(data.qr)}`} alt={text("qrAlt", { code: ticket.code })} className="aspect-square w-44 rounded-md border bg-white p-1" />
            <figcaption className="mt-2 font-mono text-base tracking-widest" data-testid="ticket-code">
              {ticket.code}
            </figcaption>
          </figure>
          <div className="min-w-64 flex-1">
            <h2 id="ticket-title" className="text-lg font-semibold">
              {order?.product_name ?? text("ticket")}
            </h2>
            <DetailFacts facts={facts} />
          </div>
        </div>
      </section>
      {order && (
        <section className="rounded-xl border bg-card p-5 shadow-xs" aria-labelledby="order-title">
          <h2 id="order-title" className="font-semibold">
            {text("order")}
          </h2>
          <DetailFacts
            className="mt-3 lg:grid-cols-3"
            valueClassName="break-all"
            facts={[
                [text("orderNo"), order.order_no],
                [text("orderStatus"), label(ORDER_STATES, order.status)],
                [text("quantity"), String(order.quantity)],
                [text("total"), `¥${centsToYuan(order.total_amount)}`],
                [text("paid"), `¥${centsToYuan(order.paid_amount)}`],
                [text("paidAt"), order.paid_time ? formatDateTime(order.paid_time) : "—"],
                [text("payment"), order.pay_txn_no ? `${order.pay_channel} ${order.pay_txn_no}` : "—"],
                [text("contact"), `${order.contact_name} ${order.contact_phone}`],
                [text("orderedAt"), formatDateTime(order.create_time)],
            ]}
          />
        </section>
      )}
      <DetailTable
        id="refunds-title"
        title={text("refunds")}
        empty={text("noRefunds")}
        columns={[{ label: text("refundNo") }, { label: text("reason") }, { label: text("refundAmount"), className: "pr-6 text-right" }, { label: text("status") }, { label: text("requestedAt") }, { label: text("complaint") }]}
        rows={data.refunds}
        row={(r) => (
          <tr key={r.id}>
            <td className="py-2 font-mono">{r.refund_no}</td>
            <td className="py-2">{label(REFUND_REASONS, r.reason)}</td>
            <td className="py-2 pr-6 text-right tabular-nums">¥{centsToYuan(r.amount)}</td>
            <td className="py-2">{label(REFUND_STATES, r.status)}</td>
            <td className="py-2 tabular-nums">{formatDateTime(r.apply_time)}</td>
            <td className="py-2">
              {r.complaint_id && r.complaint_no ? (
                <a
                  href={consoleUrl("complaint/case", `id=${r.complaint_id}`)}
                  className="font-mono text-primary underline-offset-4 hover:underline"
                  onClick={(event) => {
                    if (event.ctrlKey || event.metaKey || event.shiftKey) return;
                    event.preventDefault();
                    navigate(consoleUrl("complaint/case", `id=${r.complaint_id}`));
                  }}
                >
                  {r.complaint_no}
                </a>
              ) : (
                <span className="text-muted-foreground">—</span>
              )}
            </td>
          </tr>
        )}
      />
      {has("order/ticket/verify") && ticket.status === "UNUSED" && <CheckIn text={text} onDone={() => void reload()} />}
    </>
  );
}

export default function TicketDetailPage({ search }: PageProps) {
  const id = new URLSearchParams(search).get("id") ?? "";
  const text = usePageText("order.ticketdetail");
  const has = useHasNode();
  return (
    <div className="space-y-4">
      {id ? <TicketView key={id} id={id} text={text} /> : has("order/ticket/verify") ? null : <StatusView icon={<Ticket />} title={text("pickTicket")} text={text("pickTicketText")} />}
      {!id && has("order/ticket/verify") && <CheckIn text={text} onDone={(ticketId) => navigate(consoleUrl(`ticketdetail?id=${ticketId}`))} />}
    </div>
  );
}
