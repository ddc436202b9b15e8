// Index of the built pages: for each language, which public path maps to which HTML file.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { LANGS, type Lang } from "@shared/i18n";

export type PageIndex = Record<Lang, Map<string, string>>;

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (name === "index.html") out.push(full);
  }
}

/** Scans dist/<lang>/**\/index.html; `/en/404/index.html` becomes `/404` for en. */
export function indexPages(distDir: string): PageIndex {
  const index = Object.fromEntries(LANGS.map((lang) => [lang, new Map<string, string>()])) as PageIndex;
  for (const lang of LANGS) {
    const root = join(distDir, lang);
    if (!existsSync(root)) continue;
    const files: string[] = [];
    walk(root, files);
    for (const file of files) {
      const rel = relative(root, file).split(sep).slice(0, -1).join("/");
      index[lang].set(`/${rel}`, file);
    }
  }
  return index;
}

/** Normalises a request path for lookup: decoded, no trailing slash, no dot segments. */
export function normalizePath(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0")) return undefined;
  const segments = decoded.split("/").filter((s) => s !== "" && s !== ".");
  if (segments.includes("..")) return undefined;
  return `/${segments.join("/")}`;
}
