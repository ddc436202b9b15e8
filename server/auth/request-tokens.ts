// Where tokens travel (spec §3, reference §1.5): headers batoken / ba-user-token; the query
// string only for GET requests that cannot set headers (EventSource, image links).
import { metaOf } from "../kernel/context";
import type { AccessTokens } from "./access-token";

function fromQuery(request: Request, names: string[]): string | undefined {
  if (request.method !== "GET") return undefined;
  // The URL the kernel parsed once for every layer.
  const params = metaOf(request).url.searchParams;
  for (const name of names) {
    const value = params.get(name);
    if (value) return value;
  }
  return undefined;
}

export function adminTokenOf(request: Request): string | undefined {
  return request.headers.get("batoken") || request.headers.get("ba-token") || fromQuery(request, ["batoken", "ba-token", "ba_token"]);
}

export function userTokenOf(request: Request): string | undefined {
  return (
    request.headers.get("ba-user-token") ||
    request.headers.get("ba_user_token") ||
    fromQuery(request, ["ba-user-token", "ba_user_token"])
  );
}

/**
 * The account a call is signed in as, for the GET throttle: `admin:<id>` or `user:<id>` when a
 * token's signature is genuine (expired or not: it still names who sent it), else undefined (the
 * call is counted per network address). A made-up token names nobody, so it buys no allowance.
 */
export function throttleAccountOf(tokens: Pick<AccessTokens, "read">) {
  return async (request: Request): Promise<string | undefined> => {
    // The user token is looked for only when no genuine admin token names the caller.
    for (const tokenOf of [adminTokenOf, userTokenOf]) {
      const token = tokenOf(request);
      if (!token) continue;
      const read = await tokens.read(token);
      if (read.state !== "invalid") return `${read.claims.kind}:${read.claims.sub}`;
    }
    return undefined;
  };
}
