// Who has read a notice and who has not (`content/receipts?id=`, opened from the notice list),
// with the button that reminds the unread by SMS or e-mail.
import { ArrowLeft, BellRing, Megaphone, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/request";
import { formatDateTime } from "@shared/datetime";
import { usePageText } from "@/i18n/console";
import { useHasNode } from "../../components/auth";
import { useLoaded } from "../../components/use-loaded";
import { Spinner, StatusView } from "../../components/views";
import { useConfirm } from "../../headless/confirm";
import { consoleUrl, navigate } from "../../router/location";
import type { PageProps } from "../page-props";

interface Receipt {
  admin_id: number;
  name: string;
  enterprise: string;
  read_time: number | null;
  remind_count: number;
  remind_time: number | null;
}
interface Receipts {
  notice: { id: number; title: string; status: string; recipients: number };
  read: Receipt[];
  unread: Receipt[];
}

function ReceiptTable({ id, caption, rows, read, text }: { id: string; caption: string; rows: Receipt[]; read: boolean; text: (key: string, p?: Record<string, string | number>) => string }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border bg-card p-4 shadow-xs">
      <h3 id={id} className="mb-3 text-sm font-semibold">
        {caption}
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{text("none")}</p>
      ) : (
        <table className="w-full text-sm">
          <thead className="text-left text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">{text("name")}</th>
              <th scope="col" className="py-1 pr-3 font-medium">{text("enterprise")}</th>
              {read ? <th scope="col" className="py-1 font-medium">{text("readTime")}</th> : (
                <>
                  <th scope="col" className="py-1 pr-3 font-medium">{text("reminded")}</th>
                  <th scope="col" className="py-1 font-medium">{text("lastReminded")}</th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.admin_id} className="border-t">
                <td className="py-1.5 pr-3">{r.name}</td>
                <td className="py-1.5 pr-3">{r.enterprise || text("staff")}</td>
                {read ? <td className="py-1.5 tabular-nums">{r.read_time ? formatDateTime(r.read_time) : ""}</td> : (
                  <>
                    <td className="py-1.5 pr-3 tabular-nums">{r.remind_count}</td>
                    <td className="py-1.5 tabular-nums">{r.remind_time ? formatDateTime(r.remind_time) : ""}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export default function ReceiptsPage({ search }: PageProps) {
  const id = new URLSearchParams(search).get("id") ?? "";
  const text = usePageText("content.receipts");
  const has = useHasNode();
  const { confirm, dialog } = useConfirm();
  const { data, failed, reload } = useLoaded(() => api<Receipts>({ url: consoleUrl("content.Notice/receipts"), params: { id } }).then((res) => res.data));

  if (failed) {
    return (
      <StatusView icon={<Megaphone />} title={text("notFound")} text={text("notFoundText")}>
        <Button variant="outline" onClick={() => void reload()}>
          <RefreshCw aria-hidden="true" />
          {text("retry")}
        </Button>
      </StatusView>
    );
  }
  if (!data) return <Spinner />;
  const remind = async () => {
    if (!(await confirm({ title: text("remind"), text: text("remindConfirm", { count: data.unread.length }) }))) return;
    await api({ url: consoleUrl("content.Notice/remind"), method: "POST", data: { id: data.notice.id }, showSuccessMessage: true });
    await reload();
  };
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="ghost" size="sm" onClick={() => navigate("/content/notice")}>
          <ArrowLeft aria-hidden="true" />
          {text("back")}
        </Button>
        <h2 className="min-w-0 flex-1 truncate text-lg font-semibold">
          {text("title")}：{data.notice.title}
        </h2>
        <span className="text-sm text-muted-foreground">{text("recipients", { count: data.notice.recipients })}</span>
        {has("content/notice/remind") && data.notice.status === "PUBLISHED" && data.unread.length > 0 && (
          <Button onClick={() => void remind()}>
            <BellRing aria-hidden="true" />
            {text("remind")}
          </Button>
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ReceiptTable id="receipts-unread" caption={text("unread", { count: data.unread.length })} rows={data.unread} read={false} text={text} />
        <ReceiptTable id="receipts-read" caption={text("read", { count: data.read.length })} rows={data.read} read text={text} />
      </div>
      {dialog}
    </div>
  );
}
