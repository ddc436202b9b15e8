// The reader's notices (`content/inbox`): unread first, then by importance and time; opening one
// shows it and records the reading (the bureau sees who has read it). `?id=` opens that notice
// (the header's bell links here).
import { useEffect, useState } from "react";
import { Bell, ChevronLeft, ChevronRight, FileText } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Switch } from "@/components/ui/switch";
import { api } from "@/lib/request";
import { formatDateTime } from "@shared/datetime";
import { usePageText } from "@/i18n/console";
import { useLoaded } from "../../components/use-loaded";
import { LoadFailedView, Spinner, StatusView } from "../../components/views";
import { consoleUrl } from "../../router/location";
import { refreshNoticeBell } from "../../stores/notice-bell";
import type { PageProps } from "../page-props";

interface InboxItem {
  id: number;
  title: string;
  importance: "NORMAL" | "IMPORTANT" | "URGENT";
  publish_time: number;
  read_time: number | null;
}
interface Inbox {
  list: InboxItem[];
  total: number;
  unread: number;
}
interface Opened {
  id: number;
  title: string;
  body: string;
  importance: string;
  attachments: string[];
  publish_time: number;
  read_time: number;
}

const LIMIT = 15;

export default function InboxPage({ search }: PageProps) {
  const text = usePageText("content.inbox");
  const [page, setPage] = useState(1);
  const [onlyUnread, setOnlyUnread] = useState(false);
  const [opened, setOpened] = useState<Opened>();
  const { data, failed, reload } = useLoaded(() => api<Inbox>({ url: consoleUrl("content.Notice/inbox"), params: { page, limit: LIMIT, unread: onlyUnread ? "1" : "0" } }).then((res) => res.data));
  useEffect(() => {
    void reload();
  }, [page, onlyUnread, reload]);

  const open = async (id: number | string) => {
    const res = await api<Opened>({ url: consoleUrl("content.Notice/read"), method: "POST", data: { id: Number(id) } });
    setOpened(res.data);
    void reload();
    refreshNoticeBell();
  };
  const linked = new URLSearchParams(search).get("id");
  useEffect(() => {
    if (linked && /^\d+$/.test(linked)) void open(linked).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linked]);

  if (failed) return <LoadFailedView onRetry={() => void reload()} />;
  if (!data) return <Spinner />;
  const pages = Math.max(1, Math.ceil(data.total / LIMIT));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="flex-1 text-lg font-semibold">
          {text("title")} <span className="text-sm font-normal text-muted-foreground">{text("unreadCount", { count: data.unread })}</span>
        </h2>
        <label className="flex items-center gap-2 text-sm">
          <Switch
            checked={onlyUnread}
            onCheckedChange={(v) => {
              setOnlyUnread(v);
              setPage(1);
            }}
          />
          {text("onlyUnread")}
        </label>
      </div>
      {data.list.length === 0 ? (
        <StatusView icon={<Bell />} title={text("empty")} text="" />
      ) : (
        <ul className="divide-y rounded-xl border bg-card shadow-xs">
          {data.list.map((n) => (
            <li key={n.id}>
              <button type="button" onClick={() => void open(n.id)} className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-accent focus-visible:bg-accent focus-visible:outline-none">
                <span className={`size-2 shrink-0 rounded-full ${n.read_time ? "bg-transparent" : "bg-primary"}`} aria-hidden="true" />
                <span className={`min-w-0 flex-1 truncate ${n.read_time ? "" : "font-semibold"}`}>{n.title}</span>
                {n.importance !== "NORMAL" && <Badge variant={n.importance === "URGENT" ? "destructive" : "secondary"}>{text(n.importance)}</Badge>}
                {!n.read_time && <span className="sr-only">{text("unread")}</span>}
                <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{formatDateTime(n.publish_time, undefined, false)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="flex items-center justify-end gap-2 text-sm" aria-label={text("title")}>
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)} aria-label={text("previous")}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <span>{text("page", { page, pages })}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)} aria-label={text("next")}>
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      )}
      <Dialog open={!!opened} onOpenChange={(v) => !v && setOpened(undefined)}>
        <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-2xl">
          {opened && (
            <>
              <DialogHeader>
                <DialogTitle>{opened.title}</DialogTitle>
                <DialogDescription>
                  {text("published", { time: formatDateTime(opened.publish_time) })} · {text("readAt", { time: formatDateTime(opened.read_time) })}
                </DialogDescription>
              </DialogHeader>
              {/* Sanitised on the server before it was stored. */}
              <div className="richtext text-sm" dangerouslySetInnerHTML={{ __html: opened.body }} />
              {opened.attachments.length > 0 && (
                <section aria-label={text("attachments")}>
                  <h3 className="mb-1 text-sm font-semibold">{text("attachments")}</h3>
                  <ul className="space-y-1 text-sm">
                    {opened.attachments.map((url) => (
                      <li key={url}>
                        <a href={url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-primary underline">
                          <FileText className="size-4" aria-hidden="true" />
                          {url.split("/").pop()}
                        </a>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </>
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
