// The console's landing page: who is signed in, figures of the platform and recent activity.
import { useStore } from "@nanostores/react";
import { Activity, CalendarClock, ClipboardCheck, FileWarning, ScrollText, TriangleAlert, UserRound, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/request";
import { formatDateTime } from "@shared/datetime";
import { groupThousands } from "@shared/numbers";
import { cn } from "@/lib/utils";
import { $adminInfo } from "@/stores/admin-info";
import { adminBase } from "@/stores/site-config";
import { useHasNode } from "../components/auth";
import { ComplaintPanel } from "../complaint/ComplaintPanel";
import { ROUTE_DATA } from "../boot/early-calls";
import { greetingKey } from "../components/greeting";
import { startLoad, useLoaded } from "../components/use-loaded";
import { useLiveChanges } from "../live/use-live-changes";
import { usePageText, t } from "@/i18n/console";
import { consoleUrl, navigate } from "../router/location";
import { $init } from "../stores/init";
import type { PageProps } from "./page-props";

interface DashboardData {
  cards: { key: string; value: number }[];
  recent: { id: number; title: string; username: string; create_time: number }[];
  /** Supervision work waiting (only for holders of the screens they link to). */
  work: { key: string; title?: string; value: number; overdue?: number; link: string }[];
}

const ICONS: Record<string, typeof Users> = {
  members: Users,
  membersToday: UserRound,
  admins: Activity,
  logsToday: ScrollText,
  licencesExpired: FileWarning,
  licencesExpiring: CalendarClock,
};

const loadDashboard = () => api<DashboardData>({ url: `${adminBase()}${ROUTE_DATA.dashboard}` }).then((res) => res.data);

// Asked for as soon as this code runs: on a load that lands here, the shell's head has asked
// already (early-calls.ts), so the first render usually has the figures.
const landing = typeof window === "undefined" ? undefined : startLoad(loadDashboard);

export default function Dashboard(_props: PageProps) {
  const text = usePageText("dashboard");
  const info = useStore($adminInfo);
  const init = useStore($init);
  const mailWarning = init.status === "ready" && (init.data.adminInfo.super || init.nodes.has("routine/config/index")) ? init.data.mail?.warning : undefined;
  const { data, failed, reload } = useLoaded(loadDashboard, landing);
  // The work waiting changes when an application or a licence changes, on whichever node.
  useLiveChanges((node) => node.startsWith("enterprise/"), () => void reload());
  const has = useHasNode();
  return (
    <div className="space-y-4">
      <section className="rounded-xl border bg-background p-5 shadow-sm">
        <h2 className="text-xl font-semibold">{t("greetingWithName", { greeting: t(greetingKey(new Date().getHours())), name: info.nickname || info.username || "" })}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{text("welcome")}</p>
      </section>
      {mailWarning && (
        <p role="note" className="flex items-start gap-2 rounded-xl border border-warning/40 bg-warning/10 px-4 py-3 text-sm">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
          <span>
            {mailWarning}{" "}
            <a className="font-medium text-primary underline-offset-2 hover:underline" href={consoleUrl("routine/config")} onClick={(e) => { e.preventDefault(); navigate(consoleUrl("routine/config")); }}>
              {text("openMailSettings")}
            </a>
          </span>
        </p>
      )}
      {failed && (
        <p role="alert" className="flex items-center gap-3 text-sm text-destructive">
          {t("pageLoadFailedTitle")}
          <Button variant="outline" size="sm" onClick={() => void reload()}>
            {t("retry")}
          </Button>
        </p>
      )}
      <section className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label={text("figures")}>
        {(data?.cards ?? []).map((card) => {
          const Icon = ICONS[card.key] ?? Activity;
          return (
            <div key={card.key} className="rounded-xl border bg-background p-5 shadow-sm">
              <div className="flex items-center justify-between text-sm text-muted-foreground">
                {text(card.key)}
                <Icon className="size-4" aria-hidden="true" />
              </div>
              <p className="mt-2 text-3xl font-semibold tabular-nums">{groupThousands(card.value)}</p>
            </div>
          );
        })}
        {!data && !failed && Array.from({ length: 4 }, (_, i) => <div key={i} className="h-28 animate-pulse rounded-xl border bg-background" />)}
      </section>
      {data && data.work.length > 0 && (
        <section className="rounded-xl border bg-background p-5 shadow-sm" aria-labelledby="dashboard-work">
          <h2 id="dashboard-work" className="font-semibold">
            {text("supervision")}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
            {data.work.map((item) => {
              const Icon = ICONS[item.key] ?? (item.key.includes(":") ? ClipboardCheck : Activity);
              const alarming = (item.overdue ?? 0) > 0 || (item.key === "licencesExpired" && item.value > 0);
              return (
                <li key={item.key}>
                  <a
                    href={consoleUrl(item.link)}
                    onClick={(e) => {
                      e.preventDefault();
                      navigate(consoleUrl(item.link));
                    }}
                    className="flex h-full flex-col gap-2 rounded-lg border p-4 transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring/50"
                  >
                    <span className="flex items-center justify-between text-sm text-muted-foreground">
                      {item.title ?? text(item.key)}
                      <Icon className={cn("size-4", alarming && "text-destructive")} aria-hidden="true" />
                    </span>
                    <span className="flex items-baseline gap-2">
                      <span className={cn("text-2xl font-semibold tabular-nums", item.key === "licencesExpired" && item.value > 0 && "text-destructive")}>{groupThousands(item.value)}</span>
                      {(item.overdue ?? 0) > 0 && <span className="rounded-md bg-destructive/12 px-1.5 py-0.5 text-xs font-medium text-destructive">{text("overdueCount", { count: item.overdue ?? 0 })}</span>}
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {has("complaint/complaint/index") && <ComplaintPanel />}
      <section className="rounded-xl border bg-background p-5 shadow-sm">
        <h2 className="font-semibold">{text("recentActivity")}</h2>
        {data && data.recent.length === 0 && <p className="mt-3 text-sm text-muted-foreground">{t("noData")}</p>}
        <ul className="mt-3 divide-y">
          {(data?.recent ?? []).map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-4 py-2 text-sm">
              <span className="truncate">
                <span className="font-medium">{entry.username}</span> · {entry.title}
              </span>
              <time className="shrink-0 text-muted-foreground tabular-nums">{formatDateTime(entry.create_time)}</time>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
