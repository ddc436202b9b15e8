// Serves the built pages: picks the language variant, maps the admin prefix, falls back to
// the console/member shells for client-routed paths and to the 404 page for the rest. A page
// is rendered (site name, prefix) and compressed once per site version, then sent from memory
// with an ETag, so a reload without changes is a 304.
import type { Lang } from "@shared/i18n";
import { acceptedEncoding, compress, MIN_COMPRESS_BYTES, type Encoding } from "../kernel/compression";
import type { Logger } from "../kernel/log";
import type { SiteConfigStore } from "../services/site-config";
import { contentSecurityPolicy, inlineScriptHashes, originsOf } from "./content-security";
import { injectSite } from "./html-injection";
import { indexPages, normalizePath, type PageIndex } from "./page-files";

export interface PageServerOptions {
  distDir: string;
  adminPrefix: string;
  site: SiteConfigStore;
  log: Logger;
}

export interface PageServer {
  /** The page for a path, or the 404 page (status 404). */
  respond(request: Request, url: URL, lang: Lang): Promise<Response>;
  readonly built: boolean;
}

/** Client-routed areas: paths under them that are not built pages get this shell page. */
const SHELLS: { area: string; shell: string }[] = [
  { area: "/admin", shell: "/admin/shell" },
  { area: "/user", shell: "/user/shell" },
];

const PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-cache",
  vary: "Cookie, Accept-Encoding",
  "x-content-type-options": "nosniff",
  "x-frame-options": "SAMEORIGIN",
  "referrer-policy": "strict-origin-when-cross-origin",
};

/** A page as rendered for one site version; compressed variants are made on first use and kept. */
interface RenderedPage {
  html: Uint8Array<ArrayBuffer>;
  /** The page's Content-Security-Policy (its inline scripts by hash). */
  csp: string;
  etag: string;
  variant(encoding: Encoding): Uint8Array<ArrayBuffer>;
}

function renderedPage(text: string, csp: string): RenderedPage {
  const html = new TextEncoder().encode(text);
  const variants = new Map<Encoding, Uint8Array<ArrayBuffer>>();
  return {
    html,
    csp,
    etag: Bun.hash(html).toString(36),
    variant(encoding) {
      let bytes = variants.get(encoding);
      if (!bytes) {
        bytes = compress(html, encoding, "max");
        variants.set(encoding, bytes);
      }
      return bytes;
    },
  };
}

export function createPageServer(options: PageServerOptions): PageServer {
  const { distDir, adminPrefix, site, log } = options;
  const pages: PageIndex = indexPages(distDir);
  const built = pages["zh-cn"].size > 0;
  if (!built) log.warn("No built site found; pages answer 404 until `bun run build` has run", { distDir });
  const rendered = new Map<string, Promise<RenderedPage>>();

  /** Public path -> built path (`/manage/login` -> `/admin/login` when the prefix is `manage`). */
  const toBuiltPath = (path: string): string | undefined => {
    const publicAdmin = `/${adminPrefix}`;
    if (adminPrefix !== "admin" && (path === "/admin" || path.startsWith("/admin/"))) return undefined;
    if (path === publicAdmin || path.startsWith(`${publicAdmin}/`)) return `/admin${path.slice(publicAdmin.length)}`;
    return path;
  };

  const findFile = (lang: Lang, builtPath: string | undefined): string | undefined => {
    if (builtPath === undefined) return undefined;
    const exact = pages[lang].get(builtPath);
    if (exact) return exact;
    for (const { area, shell } of SHELLS) {
      if (builtPath === area || builtPath.startsWith(`${area}/`)) return pages[lang].get(shell);
    }
    return undefined;
  };

  const render = (file: string, lang: Lang): Promise<RenderedPage> => {
    const key = `${file}|${site.version}`;
    let page = rendered.get(key);
    if (!page) {
      page = (async () => {
        const html = await injectSite(await Bun.file(file).text(), { lang, adminPrefix, site: await site.siteInfo() });
        // Browsers upload straight to external storage when it is configured.
        const storage = originsOf([await site.getString("upload_url"), await site.getString("upload_cdn_url")]);
        return renderedPage(html, contentSecurityPolicy(await inlineScriptHashes(html), storage));
      })();
      page.catch(() => rendered.delete(key));
      if (rendered.size > 500) rendered.clear();
      rendered.set(key, page);
    }
    return page;
  };

  return {
    built,
    async respond(request, url, lang) {
      const path = normalizePath(url.pathname);
      let file = path === undefined ? undefined : findFile(lang, toBuiltPath(path));
      let status = 200;
      if (!file) {
        file = pages[lang].get("/404");
        status = 404;
      }
      if (!file) {
        return new Response("Not Found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
      }
      const page = await render(file, lang);
      const encoding = page.html.byteLength >= MIN_COMPRESS_BYTES ? acceptedEncoding(request.headers.get("accept-encoding")) : undefined;
      const etag = `"${page.etag}${encoding ? `-${encoding}` : ""}"`;
      const headers: Record<string, string> = { ...PAGE_HEADERS, "content-security-policy": page.csp, etag, ...(encoding ? { "content-encoding": encoding } : {}) };
      if (status === 200 && request.headers.get("if-none-match")?.split(",").some((tag) => tag.trim() === etag)) {
        return new Response(null, { status: 304, headers });
      }
      return new Response(request.method === "HEAD" ? null : encoding ? page.variant(encoding) : page.html, { status, headers });
    },
  };
}
