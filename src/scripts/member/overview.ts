// The overview page: fills the figures, the seven-day charts, recent activity and the check-in
// card from GET /api/account/overview.
import { format } from "@shared/i18n";
import { api } from "@/lib/request";
import type { MemberInfo } from "@/stores/member-info";
import { readPageTexts } from "../page-texts";
import { renderBarChart } from "./bar-chart";
import { memberReady } from "./session";

interface Overview {
  account: Omit<MemberInfo, "token" | "refresh_token">;
  days: string[];
  score: number[];
  money: string[];
  recent: { kind: "score" | "money"; change: string; after: string; memo: string; create_time: string; id: number }[];
  checkIn: { checkedIn: boolean; score: number; streak: number };
}

function setText(root: ParentNode, selector: string, text: string) {
  const node = root.querySelector<HTMLElement>(selector);
  if (node) node.textContent = text;
}

export function bindOverview(): void {
  const root = document.querySelector<HTMLElement>("[data-overview]");
  if (!root) return;
  const texts = readPageTexts<Record<string, string>>();

  void memberReady().then(async () => {
    const { data } = await api<Overview>({ url: "/api/account/overview" });
    const { account } = data;
    setText(root, '[data-stat="money"]', account.money);
    setText(root, '[data-stat="score"]', String(account.score));
    setText(root, '[data-stat="last_login_time"]', account.last_login_time || texts.neverLoggedIn || "");
    setText(root, '[data-stat="last_login_ip"]', account.last_login_ip ? format(texts.lastLoginFrom ?? "", { ip: account.last_login_ip }) : "");
    setText(root, '[data-stat="join_time"]', account.join_time.slice(0, 10));

    const { checkIn } = data;
    const link = root.querySelector<HTMLElement>("[data-checkin-link]");
    let line = format(texts.checkInCardText ?? "", { score: checkIn.score });
    if (checkIn.score === 0) line = texts.checkInCardOff ?? "";
    else if (checkIn.checkedIn) line = texts.checkInCardDone ?? "";
    if (checkIn.streak > 0 && checkIn.score > 0) line += ` · ${format(texts.streak ?? "", { days: checkIn.streak })}`;
    setText(root, "[data-checkin-text]", line);
    if (link) link.hidden = checkIn.checkedIn || checkIn.score === 0;

    const scoreChart = root.querySelector<HTMLElement>('[data-chart="score"]');
    const moneyChart = root.querySelector<HTMLElement>('[data-chart="money"]');
    if (scoreChart) renderBarChart(scoreChart, { days: data.days, values: data.score, format: (v) => (v > 0 ? `+${v}` : String(v)), label: texts.pointsPerDay ?? "" });
    if (moneyChart) {
      renderBarChart(moneyChart, { days: data.days, values: data.money.map(Number), format: (v) => (v > 0 ? `+${v.toFixed(2)}` : v.toFixed(2)), label: texts.balancePerDay ?? "" });
    }

    const list = root.querySelector<HTMLUListElement>("[data-recent]");
    const empty = root.querySelector<HTMLElement>("[data-recent-empty]");
    if (!list || !empty) return;
    empty.hidden = data.recent.length > 0;
    list.replaceChildren(
      ...data.recent.map((entry) => {
        const item = document.createElement("li");
        item.className = "flex items-center gap-3 py-2.5 text-sm";
        const badge = document.createElement("span");
        badge.className = `shrink-0 rounded-md px-2 py-0.5 text-xs font-medium ${entry.kind === "score" ? "bg-primary/10 text-primary" : "bg-chart-2/15 text-chart-2"}`;
        badge.textContent = entry.kind === "score" ? (texts.kindScore ?? "") : (texts.kindMoney ?? "");
        const memo = document.createElement("span");
        memo.className = "min-w-0 flex-1 truncate";
        memo.textContent = entry.memo;
        const change = document.createElement("span");
        change.className = `shrink-0 font-medium tabular-nums ${entry.change.startsWith("-") ? "text-destructive" : "text-success"}`;
        change.textContent = entry.change;
        const time = document.createElement("time");
        time.className = "hidden shrink-0 text-xs text-muted-foreground tabular-nums sm:block";
        time.textContent = entry.create_time;
        item.append(badge, memo, change, time);
        return item;
      }),
    );
  });
}
