// The check-in page: shows today's state, the streak and the week; the button checks in once
// and the header's stored points follow.
import { format } from "@shared/i18n";
import { api } from "@/lib/request";
import { $memberInfo } from "@/stores/member-info";
import { readPageTexts } from "../page-texts";
import { memberReady } from "./session";

interface CheckInStatus {
  today: string;
  checkedIn: boolean;
  score: number;
  streak: number;
  total: number;
  week: { day: string; checked: boolean }[];
}

const CHECK = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" class="size-4" aria-hidden="true"><path d="M20 6 9 17l-5-5"/></svg>';

export function bindCheckIn(): void {
  const root = document.querySelector<HTMLElement>("[data-check-in]");
  if (!root) return;
  const texts = readPageTexts<Record<string, string>>();
  const button = root.querySelector<HTMLButtonElement>("[data-check-in-button]");
  const label = button?.querySelector<HTMLElement>("[data-label]");

  const paint = (status: CheckInStatus) => {
    const off = status.score === 0;
    const set = (selector: string, text: string) => {
      const node = root.querySelector<HTMLElement>(selector);
      if (node) node.textContent = text;
    };
    set("[data-per-day]", off ? "" : format(texts.perDay ?? "", { score: status.score }));
    set("[data-streak]", String(status.streak));
    set("[data-total]", String(status.total));
    const offNote = root.querySelector<HTMLElement>("[data-off]");
    if (offNote) offNote.hidden = !off;
    if (button && label) {
      button.hidden = off;
      // Checked in: the button stays focusable and says so (a disabled button would drop the
      // keyboard's focus to the page's start).
      button.disabled = false;
      button.setAttribute("aria-disabled", String(status.checkedIn));
      label.textContent = status.checkedIn ? (texts.checkedInButton ?? "") : (texts.checkInButton ?? "");
    }
    const week = root.querySelector<HTMLOListElement>("[data-week]");
    week?.replaceChildren(
      ...status.week.map(({ day, checked }) => {
        const item = document.createElement("li");
        const isToday = day === status.today;
        item.className = `flex flex-col items-center gap-1.5 rounded-lg border p-2 text-xs ${isToday ? "border-primary/60 bg-primary/5" : "bg-background/60"}`;
        const name = document.createElement("span");
        name.className = `tabular-nums ${isToday ? "font-semibold text-primary" : "text-muted-foreground"}`;
        name.textContent = isToday ? (texts.today ?? day.slice(5)) : day.slice(5);
        const mark = document.createElement("span");
        mark.className = `flex size-7 items-center justify-center rounded-full ${checked ? "bg-success text-white" : "border border-dashed text-muted-foreground"}`;
        if (checked) mark.innerHTML = CHECK;
        item.append(name, mark);
        item.setAttribute("aria-label", `${day} ${checked ? "✓" : "–"}`);
        return item;
      }),
    );
  };

  void memberReady().then(async () => {
    const { data } = await api<CheckInStatus>({ url: "/api/account/checkIn" });
    paint(data);
  });

  // Busy and done are told with aria-disabled, not disabled: focus stays on the button.
  const busy = (on: boolean) => {
    button?.setAttribute("aria-busy", String(on));
    button?.setAttribute("aria-disabled", String(on));
    if (label && on) label.textContent = texts.checkingIn ?? "";
  };
  button?.addEventListener("click", async () => {
    if (button.disabled || button.getAttribute("aria-disabled") === "true") return;
    busy(true);
    try {
      const res = await api<{ after: number; status: CheckInStatus }>({ url: "/api/account/checkIn", method: "POST", showSuccessMessage: true });
      button.setAttribute("aria-busy", "false");
      paint(res.data.status);
      $memberInfo.set({ ...$memberInfo.get(), score: res.data.after });
    } catch {
      busy(false);
      if (label) label.textContent = texts.checkInButton ?? "";
    }
  });
}
