// Serves the built pages: picks the language variant, maps the admin prefix, falls back to
// the console/member shells for client-routed paths and to the 404 page for the rest.
import type { Lang } from "@shared/i18n";
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
  vary: "Cookie",
  "x-content-type-options": "nosniff",
  "x-frame-options": "SAMEORIGIN",
  "referrer-policy": "strict-origin-when-cross-origin",
};

export function createPageServer(options: PageServerOptions): PageServer {
  const { distDir, adminPrefix, site, log } = options;
  const pages: PageIndex = indexPages(distDir);
  const built = pages["zh-cn"].size > 0;
  if (!built) log.warn("No built site found; pages answer 404 until `bun run build` has run", { distDir });
  const rendered = new Map<string, Promise<{ html: string; csp: string }>>();

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

  const render = (file: string, lang: Lang): Promise<{ html: string; csp: string }> => {
    const key = `${file}|${site.version}`;
    let page = rendered.get(key);
    if (!page) {
      page = (async () => {
        const html = await injectSite(await Bun.file(file).text(), { lang, adminPrefix, site: await site.siteInfo() });
        // Browsers upload straight to external storage when it is configured.
        const storage = originsOf([await site.getString("upload_url"), await site.getString("upload_cdn_url")]);
        return { html, csp: contentSecurityPolicy(await inlineScriptHashes(html), storage) };
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
      const { html, csp } = await render(file, lang);
      return new Response(request.method === "HEAD" ? null : html, { status, headers: { ...PAGE_HEADERS, "content-security-policy": csp } });
    },
  };
}
