// The member-centre pages that are built (spec §2 /user routes), with the member rule each one
// needs. The loading page only ever sends a member to one of these, so an unknown path ends on
// /404 instead of bouncing between the shell and the loading page.

export interface MemberPage {
  /** user_rule name the member's group must hold; none for pages any logged-in member may open. */
  rule?: string;
}

export const MEMBER_PAGES: Readonly<Record<string, MemberPage>> = {
  "/user/account/overview": { rule: "account/overview" },
  "/user/account/profile": { rule: "account/profile" },
  "/user/account/changeBind": {},
  "/user/account/changePassword": { rule: "account/changePassword" },
  "/user/account/integral": { rule: "account/integral" },
  "/user/account/balance": { rule: "account/balance" },
  "/user/account/checkIn": { rule: "account/checkIn" },
  "/user/guide/card": { rule: "guide/card" },
  "/user/complaint/mine": { rule: "complaint/mine" },
  "/user/complaint/new": { rule: "complaint/mine" },
  "/user/complaint/detail": { rule: "complaint/mine" },
  "/user/contract/mine": { rule: "contract/mine" },
  "/user/contract/detail": { rule: "contract/mine" },
  "/user/order/mine": { rule: "order/mine" },
  "/user/order/detail": { rule: "order/mine" },
  "/user/order/buy": { rule: "order/mine" },
};

export const MEMBER_HOME = "/user/account/overview";

export interface LoadingTarget {
  path: string;
  query?: Record<string, string>;
}

/** `/user/loading/<json>` -> the target it carries (spec §2: path and query as JSON). */
export function parseLoadingTarget(pathname: string): LoadingTarget | undefined {
  const rest = pathname.replace(/^\/user\/loading\/?/, "");
  if (!rest) return undefined;
  try {
    const value = JSON.parse(decodeURIComponent(rest)) as unknown;
    if (value && typeof value === "object" && typeof (value as LoadingTarget).path === "string") {
      const { path, query } = value as LoadingTarget;
      const clean = query && typeof query === "object" ? Object.fromEntries(Object.entries(query).filter(([, v]) => typeof v === "string")) : undefined;
      return { path, query: clean };
    }
  } catch {
    // A hand-typed or truncated address: treated as no target.
  }
  return undefined;
}

export function loadingPathFor(target: LoadingTarget): string {
  return `/user/loading/${encodeURIComponent(JSON.stringify(target))}`;
}

export function targetUrl(target: LoadingTarget): string {
  const query = new URLSearchParams(target.query ?? {}).toString();
  return query ? `${target.path}?${query}` : target.path;
}
