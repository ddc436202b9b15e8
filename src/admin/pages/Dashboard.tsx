// The console's landing page: who is signed in, figures of the platform and recent activity.
import { useEffect, useState } from "react";
import { useStore } from "@nanostores/react";
import { Activity, ScrollText, UserRound, Users } from "lucide-react";
import { api } from "@/lib/request";
import { formatDateTime } from "@/lib/datetime";
import { $adminInfo } from "@/stores/admin-info";
import { adminBase } from "@/stores/site-config";
import { greetingKey } from "../components/greeting";
import { usePageText, t } from "../lang";
import type { PageProps } from "./registry";

interface DashboardData {
  cards: { key: string; value: number }[];
  recent: { id: number; title: string; username: string; create_time: number }[];
}

const ICONS: Record<string, typeof Users> = { members: Users, membersToday: UserRound, admins: Activity, logsToday: ScrollText };

export default function Dashboard(_props: PageProps) {
  const text = usePageText("dashboard");
  const info = useStore($adminInfo);
  const [data, setData] = useState<DashboardData>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    api<DashboardData>({ url: `${adminBase()}/dashboard/index` })
      .then((res) => setData(res.data))
      .catch(() => setFailed(true));
  }, []);
  return (
    <div className="space-y-4">
      <section className="rounded-xl border bg-background p-5 shadow-sm">
        <h1 className="text-xl font-semibold">{t("greetingWithName", { greeting: t(greetingKey(new Date().getHours())), name: info.nickname || info.username || "" })}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{text("welcome")}</p>
      </section>
      {failed && <p className="text-sm text-destructive">{t("loadFailed")}</p>}
      <section className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label={text("figures")}>
        {(data?.cards ?? []).map((card) => {
          const Icon = ICONS[card.key] ?? Activity;
          return (
            <div key={card.key} className="rounded-xl border bg-background p-5 shadow-sm">
              <div className="flex items-center justify-between text-sm text-muted-foreground">
                {text(card.key)}
                <Icon className="size-4" aria-hidden="true" />
              </div>
              <p className="mt-2 text-3xl font-semibold tabular-nums">{card.value.toLocaleString()}</p>
            </div>
          );
        })}
        {!data && !failed && Array.from({ length: 4 }, (_, i) => <div key={i} className="h-28 animate-pulse rounded-xl border bg-background" />)}
      </section>
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
