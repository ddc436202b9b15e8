// The refunds a complaint caused, on its case page: each with its order and state (a ticket's
// refund opens the ticket's page), and, for holders of the node while the case is open, filing
// the refund the complaint calls for by the order number (and the ticket's code for scenic
// tickets). The server checks the order is the complainant's or the respondent merchant's.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { formatDateTime } from "@shared/datetime";
import { api, RequestError } from "@/lib/request";
import { useHasNode } from "../components/auth";
import { consoleUrl, navigate } from "../router/location";
import { useCaseText } from "./parts";

export interface CaseRefund {
  id: number;
  refund_no: string;
  order_no: string;
  ticket_id: number | null;
  amount: string;
  status_text: string;
  apply_time: number;
}

const FIELDS = ["order_no", "ticket_code", "remark"] as const;

export function CaseRefunds({ caseId, refunds, open, onFiled }: { caseId: number; refunds: CaseRefund[]; open: boolean; onFiled: () => void }) {
  const text = useCaseText();
  const has = useHasNode();
  const [values, setValues] = useState<Record<(typeof FIELDS)[number], string>>({ order_no: "", ticket_code: "", remark: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const labels = { order_no: text("refundOrderNo"), ticket_code: text("refundTicketCode"), remark: text("refundRemark") };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await api({ url: consoleUrl("order.Refund/fromComplaint"), method: "POST", data: { complaint_id: caseId, order_no: values.order_no.trim(), ticket_code: values.ticket_code.trim() || undefined, remark: values.remark.trim() || undefined }, showSuccessMessage: true });
      setValues({ order_no: "", ticket_code: "", remark: "" });
      onFiled();
    } catch (error) {
      const fields = error instanceof RequestError ? (error.data as { fields?: Record<string, string> } | null)?.fields : undefined;
      if (fields) {
        setErrors(fields);
        const first = FIELDS.find((name) => fields[name]);
        if (first) document.getElementById(`case-refund-${first}`)?.focus();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="case-refunds" className="rounded-xl border bg-background p-4 shadow-sm">
      <h2 id="case-refunds" className="mb-3 font-semibold">
        {text("refunds")}
      </h2>
      {refunds.length === 0 ? (
        <p className="text-sm text-muted-foreground">{text("refundsNone")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-sm">
            <thead className="text-left text-muted-foreground">
              <tr>
                {[text("refundNo"), text("refundOrder"), text("refundAmount"), text("refundStatus"), text("refundAsked")].map((label) => (
                  <th key={label} scope="col" className="py-1 font-normal">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y">
              {refunds.map((r) => (
                <tr key={r.id}>
                  <td className="py-2 font-mono">
                    {r.ticket_id ? (
                      <a
                        href={consoleUrl("ticketdetail", `id=${r.ticket_id}`)}
                        className="text-primary underline-offset-4 hover:underline"
                        onClick={(event) => {
                          if (event.ctrlKey || event.metaKey || event.shiftKey) return;
                          event.preventDefault();
                          navigate(consoleUrl("ticketdetail", `id=${r.ticket_id}`));
                        }}
                      >
                        {r.refund_no}
                      </a>
                    ) : (
                      r.refund_no
                    )}
                  </td>
                  <td className="py-2 font-mono">{r.order_no}</td>
                  <td className="py-2 tabular-nums">{r.amount}</td>
                  <td className="py-2">{r.status_text}</td>
                  <td className="py-2 tabular-nums">{formatDateTime(r.apply_time)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open && has("order/refund/fromComplaint") && (
        <form className="mt-4 grid gap-3 border-t pt-4" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="case-refund-title">
          <div>
            <h3 id="case-refund-title" className="text-sm font-medium">
              {text("fileRefund")}
            </h3>
            <p className="mt-1 text-xs text-muted-foreground">{text("fileRefundHelp")}</p>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            {FIELDS.map((name) => (
              <div key={name} className={name === "remark" ? "grid gap-1.5 sm:col-span-2" : "grid gap-1.5"}>
                <label htmlFor={`case-refund-${name}`} className="text-sm font-medium">
                  {labels[name]}
                  {name === "order_no" && (
                    <span className="ml-0.5 text-destructive" aria-hidden="true">
                      *
                    </span>
                  )}
                </label>
                <Input
                  id={`case-refund-${name}`}
                  value={values[name]}
                  maxLength={name === "remark" ? 200 : name === "ticket_code" ? 12 : 32}
                  inputMode={name === "ticket_code" ? "numeric" : undefined}
                  autoComplete="off"
                  aria-required={name === "order_no" ? true : undefined}
                  aria-invalid={errors[name] ? true : undefined}
                  aria-describedby={errors[name] ? `case-refund-${name}-error` : undefined}
                  onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
                />
                {errors[name] && (
                  <p id={`case-refund-${name}-error`} className="text-xs text-destructive">
                    {errors[name]}
                  </p>
                )}
              </div>
            ))}
          </div>
          <div>
            <Button type="submit" disabled={busy}>
              {text("fileRefundSubmit")}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
