// The member-centre frame on every member page: greeting and avatar from the stored member
// info, the menu narrowed to the member's rules, the current page marked, and logout (spec §4:
// send the refresh token; on success drop the member info and reload).
import { DEFAULT_TIME_ZONE, formatDateTime } from "@shared/datetime";
import { format } from "@shared/i18n";
import { api } from "@/lib/request";
import { $memberInfo, clearMemberInfo, type MemberInfo } from "@/stores/member-info";
import { $memberMenus, menuRuleNames } from "@/stores/member-menus";
import { setBusy } from "../forms";
import { greetingKey } from "./greeting";
import { memberReady } from "./session";

type LayoutTexts = Record<string, string>;

/**
 * The site's clock: the times the member pages show (last login, ledgers) come in it, so the
 * greeting follows it too rather than the device's own zone.
 */
let siteTimeZone = DEFAULT_TIME_ZONE;

function paintMember(root: HTMLElement, info: Partial<MemberInfo>, texts: LayoutTexts) {
  const name = info.nickname || info.username || "";
  const greeting = root.querySelector<HTMLElement>("[data-greeting]");
  const hour = Number(formatDateTime(new Date(), siteTimeZone).slice(11, 13));
  if (greeting) greeting.textContent = name ? format(texts[greetingKey(hour)] ?? "", { name }) : "";
  for (const box of root.querySelectorAll<HTMLElement>("[data-member-avatar]")) {
    const img = box.querySelector("img");
    const letter = box.querySelector<HTMLElement>("[data-avatar-letter]");
    if (img) {
      img.hidden = !info.avatar;
      if (info.avatar && img.getAttribute("src") !== info.avatar) img.src = info.avatar;
    }
    if (letter) {
      letter.hidden = Boolean(info.avatar);
      letter.textContent = [...name][0]?.toUpperCase() ?? "";
    }
  }
}

/** Hides menu entries whose rule the member lacks (once the menus are known). */
function narrowMenu(root: HTMLElement) {
  const menus = $memberMenus.get();
  if (menus.length === 0) return;
  const held = menuRuleNames(menus);
  for (const item of root.querySelectorAll<HTMLElement>("[data-menu-rule]")) {
    item.hidden = !held.has((item.dataset.menuRule ?? "").toLowerCase());
  }
}

function markCurrent(root: HTMLElement) {
  const here = location.pathname.replace(/\/+$/, "");
  for (const link of root.querySelectorAll<HTMLAnchorElement>("[data-menu-link]")) {
    const current = link.getAttribute("href") === here || (link.dataset.alsoFor ?? "").split(" ").includes(here);
    if (current) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
}

export function bindMemberLayout(texts: LayoutTexts): void {
  const root = document.querySelector<HTMLElement>("[data-member-layout]");
  if (!root) return;
  $memberInfo.subscribe((info) => paintMember(root, info, texts));
  $memberMenus.subscribe(() => narrowMenu(root));
  markCurrent(root);
  // On narrow screens the menu is a scrolling strip: bring the current entry into view.
  if (matchMedia("(max-width: 767px)").matches) {
    root.querySelector('[data-menu-link][aria-current="page"]')?.scrollIntoView({ block: "nearest", inline: "center" });
  }
  void memberReady().then((init) => {
    if (!init.site.timeZone || init.site.timeZone === siteTimeZone) return;
    siteTimeZone = init.site.timeZone;
    paintMember(root, $memberInfo.get(), texts);
  });

  const logout = root.querySelector<HTMLButtonElement>("[data-logout]");
  logout?.addEventListener("click", async () => {
    if (logout.disabled) return;
    setBusy(logout, true, texts.loggingOut);
    try {
      const res = await api({ url: "/api/user/logout", method: "POST", data: { refreshToken: $memberInfo.get().refresh_token ?? "" }, showSuccessMessage: true });
      if (res.code === 1) {
        clearMemberInfo();
        $memberMenus.set([]);
        location.reload();
      }
    } catch {
      setBusy(logout, false);
    }
  });
}
