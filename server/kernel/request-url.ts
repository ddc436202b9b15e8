// The URL of a request, whatever its Host header says. Bun builds `request.url` from the Host
// header, so `Host: a b` (or any value that is not a host) makes `new URL(request.url)` throw.
// The kernel answers such a request 400 at once (`hasValidUrl`); the error mapper and anything
// else that must describe it reads it against a neutral origin instead of crashing.
const FALLBACK_ORIGIN = "http://invalid.host";

export function hasValidUrl(request: Request): boolean {
  return URL.canParse(request.url);
}

export function requestUrl(request: Request): URL {
  const raw = request.url;
  // One parse: `URL.parse` answers null where `new URL` would throw.
  const parsed = URL.parse(raw);
  if (parsed) return parsed;
  // scheme://<bad host>/path?query -> keep the path and query only.
  const afterScheme = raw.replace(/^[a-z][a-z0-9+.-]*:\/\//i, "");
  const slash = afterScheme.indexOf("/");
  const path = slash >= 0 ? afterScheme.slice(slash) : "/";
  return URL.canParse(path, FALLBACK_ORIGIN) ? new URL(path, FALLBACK_ORIGIN) : new URL("/", FALLBACK_ORIGIN);
}
