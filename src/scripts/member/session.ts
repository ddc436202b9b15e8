// The member init every member-centre page waits for (reference §9.3 GET /api/index/index): it
// proves the login, refreshes the stored member info and menus, and sends visitors to the login
// page with the way back in `?to=`.
import { showLoginNotice } from "@/lib/login-device";
import { api } from "@/lib/request";
import type { UploadRules } from "@shared/contracts/upload";
import { $memberInfo, $memberLoggedIn, clearMemberInfo, type MemberInfo } from "@/stores/member-info";
import { $memberMenus, menuRuleNames, type MemberMenuNode } from "@/stores/member-menus";

export interface MemberInit {
  site: { siteName: string; upload: UploadRules; timeZone?: string };
  openMemberCenter: boolean;
  userInfo: Omit<MemberInfo, "token" | "refresh_token"> | null;
  menus: MemberMenuNode[];
  rules: MemberMenuNode[];
}

/** Never settles: the page is leaving, nothing after this should run. */
const leaving = () => new Promise<never>(() => undefined);

export function goToLogin(to = `${location.pathname}${location.search}`): Promise<never> {
  location.replace(`/user/login${to.startsWith("/user/") ? `?to=${encodeURIComponent(to)}` : ""}`);
  return leaving();
}

let ready: Promise<MemberInit> | undefined;

/** Loads once per page; resolves only for a logged-in member. */
export function memberReady(): Promise<MemberInit> {
  ready ??= (async () => {
    if (!$memberLoggedIn.get()) return goToLogin();
    const res = await api<MemberInit>({ url: "/api/index/index" });
    if (!res.data.userInfo) {
      clearMemberInfo();
      return goToLogin();
    }
    $memberInfo.set({ ...$memberInfo.get(), ...res.data.userInfo });
    $memberMenus.set(res.data.menus);
    showLoginNotice();
    return res.data;
  })();
  return ready;
}

/** Rule names the member holds (menus and other rules). */
export function heldRules(init: MemberInit): Set<string> {
  return new Set([...menuRuleNames(init.menus), ...menuRuleNames(init.rules)]);
}
