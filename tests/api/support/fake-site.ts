// A minimal built site (the markers the real layout emits) so page serving is tested without
// running the Astro build.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const page = (lang: string, title: string, body: string) => `<!doctype html><html lang="${lang}"><head>
<meta name="admin-prefix" content="admin"><title data-page-title="${title}">${title} - default</title>
<script id="site-boot" type="application/json">{}</script></head>
<body><span data-site-name>default</span>${body}
<a id="admin-link" href="/admin/login">admin</a><a id="user-link" href="/user/login">user</a></body></html>`;

export function writeFakeSite(distDir: string): void {
  const pages: Record<string, { zh: string; en: string }> = {
    "": { zh: "首页", en: "Home" },
    "404": { zh: "页面不存在", en: "Page not found" },
    "401": { zh: "无访问权限", en: "No access permission" },
    "admin/login": { zh: "登录", en: "Login" },
  };
  for (const [path, titles] of Object.entries(pages)) {
    for (const [lang, title] of [["zh-cn", titles.zh], ["en", titles.en]] as const) {
      const dir = join(distDir, lang, path);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, "index.html"), page(lang, title, `<h1>${title}</h1>`));
    }
  }
  mkdirSync(join(distDir, "_astro"), { recursive: true });
  writeFileSync(join(distDir, "_astro", "app.abc123.js"), "console.log('asset')");
}
