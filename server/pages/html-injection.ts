// Fills the per-deployment parts of a built page: site name and title suffix, record number,
// version, admin prefix (links and meta) and the boot JSON the islands read.
import type { Lang } from "@shared/i18n";
import type { SiteInfo } from "../services/site-config";

export interface InjectionContext {
  lang: Lang;
  adminPrefix: string;
  site: SiteInfo;
}

function rewriteAdminHref(href: string, prefix: string): string {
  if (prefix === "admin") return href;
  if (href === "/admin") return `/${prefix}`;
  if (href.startsWith("/admin/") || href.startsWith("/admin?")) return `/${prefix}${href.slice("/admin".length)}`;
  return href;
}

export async function injectSite(html: string, ctx: InjectionContext): Promise<string> {
  const siteName = ctx.site.siteName[ctx.lang];
  const boot = {
    siteName,
    recordNumber: ctx.site.recordNumber,
    version: ctx.site.version,
    adminPrefix: ctx.adminPrefix,
  };
  const rewriter = new HTMLRewriter()
    .on("title[data-page-title]", {
      element(el) {
        const pageTitle = el.getAttribute("data-page-title") ?? "";
        el.setInnerContent(pageTitle ? `${pageTitle} - ${siteName}` : siteName);
      },
    })
    .on("[data-site-name]", {
      element(el) {
        el.setInnerContent(siteName);
      },
    })
    .on("[data-record-number]", {
      element(el) {
        el.setInnerContent(ctx.site.recordNumber);
      },
    })
    .on("[data-record-number-wrap]", {
      element(el) {
        if (ctx.site.recordNumber) el.removeAttribute("hidden");
      },
    })
    .on("[data-version]", {
      element(el) {
        el.setInnerContent(ctx.site.version);
      },
    })
    .on("[data-version-wrap]", {
      element(el) {
        if (ctx.site.version) el.removeAttribute("hidden");
      },
    })
    .on('meta[name="admin-prefix"]', {
      element(el) {
        el.setAttribute("content", ctx.adminPrefix);
      },
    })
    .on("script#site-boot", {
      element(el) {
        // `<` is escaped so no value can close the script element.
        el.setInnerContent(JSON.stringify(boot).replace(/</g, "\\u003c"), { html: true });
      },
    })
    .on("a[href]", {
      element(el) {
        const href = el.getAttribute("href");
        if (href) el.setAttribute("href", rewriteAdminHref(href, ctx.adminPrefix));
      },
    });
  return rewriter.transform(new Response(html)).text();
}
