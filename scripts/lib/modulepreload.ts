// Adds `<link rel="modulepreload">` to every built page for the scripts it will load at start:
// the static import graph of its module scripts and of its islands (an island's component and
// renderer are imported by Astro's island loader, so the browser's preload scanner cannot see
// them, and without hints each level of imports costs a round trip). Dynamic imports (lazy
// console pages, later chunks) are left out on purpose.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, posix, relative } from "node:path";
import { ROUTE_CHUNKS_MARK, ROUTE_PAGE_CHUNKS } from "../../src/admin/boot/early-calls";
import { componentOf, textsOf } from "../../src/admin/pages/page-names";
import { pageTextsKey } from "../../src/i18n/console/page-texts-key";

const transpiler = new Bun.Transpiler({ loader: "js" });

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (name.endsWith(".html")) out.push(full);
  }
}

/** The URLs a module at `url` imports statically, transitively, itself included. */
function staticGraph(distDir: string, url: string, seen: Set<string>): void {
  if (seen.has(url) || !url.startsWith("/_astro/")) return;
  const file = join(distDir, url);
  if (!existsSync(file)) return;
  seen.add(url);
  for (const entry of transpiler.scanImports(readFileSync(file, "utf8"))) {
    if (entry.kind !== "import-statement") continue;
    const next = entry.path.startsWith(".") ? posix.join(posix.dirname(url), entry.path) : entry.path;
    staticGraph(distDir, next, seen);
  }
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];

/** Rewrites the HTML files under `distDir`; returns how many pages got hints. */
export function addModulePreloads(distDir: string): number {
  const pages: string[] = [];
  for (const name of readdirSync(distDir)) {
    const dir = join(distDir, name);
    if (name !== "_astro" && name !== "static" && statSync(dir).isDirectory()) walk(dir, pages);
  }
  let changed = 0;
  for (const page of pages) {
    const html = readFileSync(page, "utf8");
    if (html.includes('<link rel="modulepreload"')) continue;
    const roots = new Set<string>();
    const direct = new Set<string>();
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
      const src = attribute(tag, "src");
      if (src && /\stype="module"/.test(tag)) {
        roots.add(src);
        direct.add(src);
      }
    }
    for (const tag of html.match(/<astro-island\b[^>]*>/g) ?? []) {
      for (const name of ["component-url", "renderer-url"]) {
        const url = attribute(tag, name);
        if (url) roots.add(url);
      }
    }
    const graph = new Set<string>();
    for (const root of roots) staticGraph(distDir, root, graph);
    const hints = [...graph].filter((url) => !direct.has(url));
    if (hints.length === 0 || !html.includes("</head>")) continue;
    const links = hints.map((url) => `<link rel="modulepreload" href="${url}">`).join("");
    writeFileSync(page, html.replace("</head>", `${links}</head>`));
    changed++;
  }
  return changed;
}

/**
 * The chunks lazy imports load, by the source key they sit beside in a built `import.meta.glob`
 * (the page registry keeps `"./screendata/index.page.tsx":()=>…import(`./index.page.<hash>.js`)`,
 * the console's texts `"../pages/dashboard/zh-cn.ts":()=>…import(`./zh-cn.<hash>.js`)`).
 */
function lazyImports(distDir: string, assets: string[]): Map<string, Set<string>> {
  const pattern = /["'`](\.\.?\/[\w./-]+\.tsx?)["'`]\s*:\s*(?:async\s*)?\(\)\s*=>[^;]*?import\(\s*["'`]\.\/([\w.-]+\.js)["'`]/g;
  const out = new Map<string, Set<string>>();
  for (const file of assets) {
    if (!file.endsWith(".js")) continue;
    for (const match of readFileSync(join(distDir, "_astro", file), "utf8").matchAll(pattern)) {
      if (match[1] && match[2] && assets.includes(match[2])) (out.get(match[1]) ?? out.set(match[1], new Set()).get(match[1]))?.add(match[2]);
    }
  }
  return out;
}

/**
 * Fills the console shell's route-chunk map (src/admin/boot/early-calls.ts): for each route, the
 * URL of its page's chunk (the one chunk the registry's lazy import of the page loads), of the
 * chunk's static imports that the page does not preload already, and of the page's texts in
 * the page's language (the console asks for them only once its own code runs). A page found in
 * no single chunk is left out (it then loads as before). Returns how many pages were filled.
 */
export function fillRouteChunks(distDir: string): number {
  const assets = existsSync(join(distDir, "_astro")) ? readdirSync(join(distDir, "_astro")) : [];
  const imports = lazyImports(distDir, assets);
  const chunkUrl = (source: string) => {
    const found = imports.get(source);
    return found?.size === 1 ? `/_astro/${[...found][0]}` : undefined;
  };
  const pages: string[] = [];
  for (const name of readdirSync(distDir)) {
    const dir = join(distDir, name);
    if (name !== "_astro" && name !== "static" && statSync(dir).isDirectory()) walk(dir, pages);
  }
  let filled = 0;
  for (const page of pages) {
    const html = readFileSync(page, "utf8");
    if (!html.includes(ROUTE_CHUNKS_MARK)) continue;
    const preloaded = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]));
    const lang = relative(distDir, page).split(/[\\/]/)[0] ?? "";
    const map: Record<string, string[]> = {};
    for (const [route, name] of Object.entries(ROUTE_PAGE_CHUNKS)) {
      const url = chunkUrl(name);
      if (!url) continue;
      const graph = new Set<string>();
      staticGraph(distDir, url, graph);
      const texts = chunkUrl(pageTextsKey(textsOf(componentOf(name)), lang));
      if (texts) staticGraph(distDir, texts, graph);
      map[route] = [...graph].filter((u) => !preloaded.has(u));
    }
    writeFileSync(page, html.replace(ROUTE_CHUNKS_MARK, JSON.stringify(map)));
    filled++;
  }
  return filled;
}
