// CORS as the reference does it (buildadmin §1.5): an origin is allowed when its host (or the
// whole origin) is in the configured list, is the request's own host, or the list has `*`.

export const CORS_ALLOW_HEADERS = [
  "think-lang",
  "server",
  "ba_user_token",
  "ba-user-token",
  "ba_token",
  "ba-token",
  "batoken",
  "Authorization",
  "Content-Type",
  "If-Match",
  "If-Modified-Since",
  "If-None-Match",
  "If-Unmodified-Since",
  "X-CSRF-TOKEN",
  "X-Requested-With",
].join(", ");

export function isOriginAllowed(origin: string, requestHost: string | null, allowed: readonly string[]): boolean {
  if (allowed.includes("*")) return true;
  let host: string;
  try {
    host = new URL(origin).hostname;
  } catch {
    return false;
  }
  const ownHost = requestHost?.replace(/:\d+$/, "").replace(/^\[|\]$/g, "");
  return allowed.includes(origin) || allowed.includes(host) || host === ownHost;
}

export function corsHeaders(origin: string): Record<string, string> {
  return {
    "access-control-allow-origin": origin,
    "access-control-allow-credentials": "true",
    "access-control-max-age": "1800",
    "access-control-allow-methods": "GET, POST, PATCH, PUT, DELETE, OPTIONS",
    "access-control-allow-headers": CORS_ALLOW_HEADERS,
    vary: "Origin",
  };
}
