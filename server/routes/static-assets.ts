// Built assets (dist/_astro, hashed names) and public files (dist/static), each sent in the
// best pre-compressed variant the client accepts (`<file>.br` / `<file>.gz`, written once at
// build by scripts/lib/precompress.ts), with `Vary: Accept-Encoding`, a strong ETag per variant
// and the folder's cache policy. The file list is read at start-up (files added later are not
// served, as with any build output); a request names a listed file or gets 404. (Written here
// because @elysiajs/static, used before, cannot send pre-compressed variants.)
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { Elysia, NotFoundError } from "elysia";
import { acceptedEncoding, type Encoding } from "../kernel/compression";

interface Asset {
  path: string;
  type: string;
  etag: string;
  variants: Partial<Record<Encoding, string>>;
}

/** `Content-Type` by extension; text types carry their charset. */
const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".map": "application/json",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".html": "text/html; charset=utf-8",
  ".wasm": "application/wasm",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
};

const VARIANT_SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(full);
  }
}

/** Every servable file under `dir` by URL path (`/_astro/x.js`), with its variants. */
export function indexAssets(dir: string, prefix: string): Map<string, Asset> {
  const index = new Map<string, Asset>();
  if (!existsSync(dir)) return index;
  const files: string[] = [];
  walk(dir, files);
  const present = new Set(files);
  for (const file of files) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    const variants: Partial<Record<Encoding, string>> = {};
    for (const encoding of ["br", "gzip"] as const) {
      const variant = `${file}${VARIANT_SUFFIX[encoding]}`;
      if (present.has(variant)) variants[encoding] = variant;
    }
    const url = `${prefix}/${relative(dir, file).split(sep).join("/")}`;
    index.set(url, {
      path: file,
      type: TYPES[extname(file).toLowerCase()] ?? "application/octet-stream",
      etag: Bun.hash(readFileSync(file)).toString(36),
      variants,
    });
  }
  return index;
}

export interface AssetRouteOptions {
  dir: string;
  prefix: string;
  /** `Cache-Control` of every file under the prefix. */
  cacheControl: string;
}

/** Does an `If-None-Match` header name this ETag (or `*`)? */
function matches(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const value = tag.trim().replace(/^W\//, "");
    return value === "*" || value === etag;
  });
}

export function assetRoutes({ dir, prefix, cacheControl }: AssetRouteOptions) {
  const index = indexAssets(dir, prefix);
  const serve = ({ request }: { request: Request }) => {
    const pathname = new URL(request.url).pathname;
    let key = pathname;
    try {
      key = decodeURIComponent(pathname);
    } catch {
      throw new NotFoundError();
    }
    const asset = index.get(key);
    if (!asset) throw new NotFoundError();
    const available = (["br", "gzip"] as const).filter((encoding) => asset.variants[encoding]);
    const encoding = available.length ? acceptedEncoding(request.headers.get("accept-encoding"), available) : undefined;
    const etag = `"${asset.etag}${encoding ? `-${encoding}` : ""}"`;
    const headers: Record<string, string> = {
      "content-type": asset.type,
      "cache-control": cacheControl,
      etag,
      "x-content-type-options": "nosniff",
    };
    if (available.length) headers.vary = "Accept-Encoding";
    if (encoding) headers["content-encoding"] = encoding;
    if (matches(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
    const file = Bun.file(encoding ? (asset.variants[encoding] as string) : asset.path);
    return new Response(request.method === "HEAD" ? null : file, { headers: request.method === "HEAD" ? { ...headers, "content-length": String(file.size) } : headers });
  };
  return new Elysia({ name: `routes:assets:${prefix}` }).get(`${prefix}/*`, serve).head(`${prefix}/*`, serve);
}
