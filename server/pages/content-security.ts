// The Content-Security-Policy of HTML pages (issue 19, finding 11). Scripts: our own files and
// the page's inline scripts by hash (Astro's island loader and the theme script), nothing else —
// no `unsafe-inline`, no `eval`. Styles may be inline (islands set style attributes and Astro
// inlines small stylesheets); images and media may come from the external storage or a CDN, and
// uploads to external storage post to the bucket, so its origins are allowed to connect. Iframe
// menus may show any web page, so frames allow http(s). The hashes are taken from the HTML as
// served (after the site's values are filled in), once per rendered page.

/** SHA-256 hashes of the executable inline scripts of a page, in CSP source form. */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const hashes = new Set<string>();
  let buffer: string | undefined;
  await new HTMLRewriter()
    .on("script", {
      element(el) {
        const type = (el.getAttribute("type") ?? "").trim().toLowerCase();
        const executable = !el.hasAttribute("src") && (type === "" || type === "module" || type === "text/javascript" || type === "application/javascript");
        if (!executable) return;
        buffer = "";
        el.onEndTag(() => {
          if (buffer !== undefined && buffer.trim() !== "") hashes.add(`'sha256-${new Bun.CryptoHasher("sha256").update(buffer).digest("base64")}'`);
          buffer = undefined;
        });
      },
      text(chunk) {
        if (buffer !== undefined) buffer += chunk.text;
      },
    })
    .transform(new Response(html))
    .text();
  return [...hashes];
}

/** Origins (scheme://host[:port]) of the URLs given, for connect-src; others are ignored. */
export function originsOf(urls: string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!URL.canParse(url)) continue;
    const parsed = new URL(url);
    if (parsed.protocol === "https:" || parsed.protocol === "http:") origins.add(parsed.origin);
  }
  return [...origins];
}

export function contentSecurityPolicy(scriptHashes: string[], connectOrigins: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "media-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    `connect-src 'self' ${connectOrigins.join(" ")}`.trim(),
    "frame-src 'self' https: http:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}
