// The member loading page (spec §2): an unknown /user/... path becomes /user/loading/<json of
// {path, query}>; then, once the member init has answered, the requested page opens (the first
// menu page when none was asked for). Visitors go to the login page with the way back; a path
// that is still unknown goes to /404, one the member's group may not open to /401.
import { loadingPathFor, MEMBER_HOME, MEMBER_PAGES, parseLoadingTarget, targetUrl, type LoadingTarget } from "@/lib/member-pages";
import { heldRules, memberReady } from "./session";

function firstMenuPage(menus: { path: string; children?: { path: string }[] }[]): string {
  for (const dir of menus) {
    for (const item of dir.children ?? []) {
      const path = `/user/${item.path}`;
      if (MEMBER_PAGES[path]) return path;
    }
  }
  return MEMBER_HOME;
}

export async function runMemberLoading(): Promise<void> {
  const path = location.pathname.replace(/\/+$/, "");
  if (path !== "/user/loading" && !path.startsWith("/user/loading/")) {
    const target: LoadingTarget = { path, query: Object.fromEntries(new URLSearchParams(location.search)) };
    location.replace(loadingPathFor(target));
    return;
  }
  const target = parseLoadingTarget(path);
  // A visitor goes to the login page, which brings them back to this very address.
  const init = await memberReady();
  if (!target) {
    location.replace(firstMenuPage(init.menus));
    return;
  }
  const page = MEMBER_PAGES[target.path];
  if (!page) {
    location.replace("/404");
    return;
  }
  location.replace(page.rule && !heldRules(init).has(page.rule.toLowerCase()) ? "/401" : targetUrl(target));
}
