// Full-text terms for SQLite FTS5 with Chinese handled sensibly. FTS5's own tokenizers either
// keep a run of Chinese characters as one token (unicode61: "旅游市场" only matches the whole run)
// or need three characters (trigram). So the text is stored as terms: every word of letters or
// digits in lower case, and every run of Chinese (CJK) characters as its overlapping pairs
// ("旅游市场" -> "旅游 游市 市场"). A query is turned into the same pairs as one phrase, so any
// two or more characters are found inside words; a single character matches the pairs that
// start with it. Pure functions: the engine, the demo seeder and the tests share them.

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/u;
/** Runs of CJK characters, or of letters and digits. */
const TOKEN = /[\u3400-\u9fff\uf900-\ufaff]+|[\p{L}\p{N}]+/gu;

/** Text of an HTML fragment (tags dropped, entities of the common kind read). */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

function pairs(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

/** The terms FTS5 stores for a text: words in lower case, Chinese runs as overlapping pairs. */
export function termsOf(text: string): string {
  const out: string[] = [];
  for (const match of text.toLowerCase().matchAll(TOKEN)) {
    const token = match[0];
    if (CJK.test(token)) out.push(...pairs(token));
    else out.push(token);
  }
  return out.join(" ");
}

/**
 * An FTS5 MATCH expression for what someone typed, or "" when it holds nothing searchable. Every
 * part must match (AND); Chinese runs are phrases of pairs, words are prefixes ("touris" finds
 * "tourism"). Only terms we build reach FTS5, quoted, so its query syntax cannot be injected.
 */
export function matchExpression(query: string): string {
  const parts: string[] = [];
  for (const match of query.toLowerCase().slice(0, 100).matchAll(TOKEN)) {
    const token = match[0];
    if (CJK.test(token)) {
      const chars = [...token];
      parts.push(chars.length === 1 ? `"${token}"*` : `"${pairs(token).join(" ")}"`);
    } else {
      parts.push(`"${token}"*`);
    }
    if (parts.length >= 8) break;
  }
  return parts.join(" AND ");
}

/** The pieces of a query to mark in a text (Chinese runs and words). */
export function queryPieces(query: string): string[] {
  return [...query.toLowerCase().slice(0, 100).matchAll(TOKEN)].map((m) => m[0]).slice(0, 8);
}

/** A short excerpt of `text` around the first match of the query (or its start). */
export function excerpt(text: string, query: string, size = 80): string {
  const lower = text.toLowerCase();
  const hits = queryPieces(query)
    .map((piece) => lower.indexOf(piece))
    .filter((i) => i >= 0);
  const at = hits.length ? Math.min(...hits) : 0;
  const start = Math.max(0, at - Math.floor(size / 3));
  const cut = text.slice(start, start + size);
  return `${start > 0 ? "…" : ""}${cut}${start + size < text.length ? "…" : ""}`;
}

/** Splits a text into parts, marking where the query's pieces occur (for highlighting without HTML). */
export function highlightParts(text: string, query: string): { text: string; hit: boolean }[] {
  const pieces = queryPieces(query).filter(Boolean);
  if (!pieces.length) return [{ text, hit: false }];
  const escaped = pieces.sort((a, b) => b.length - a.length).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const pattern = new RegExp(`(${escaped.join("|")})`, "giu");
  return text
    .split(pattern)
    .filter((part) => part !== "")
    .map((part) => ({ text: part, hit: pieces.some((p) => p === part.toLowerCase()) }));
}

/**
 * Mobile numbers and ID-card numbers written inside free text, blanked before a text is indexed
 * or shown as an excerpt: personal numbers never reach the full-text index.
 */
export function withoutPersonalNumbers(text: string): string {
  return text.replace(/(?<![\dA-Za-z])(?:\+?86[- ]?)?1[3-9]\d(?:[- ]?\d{4}){2}(?![\dA-Za-z])/g, " ").replace(/(?<![\dA-Za-z])\d{6}(?:19|20)\d{9}[\dXx](?![\dA-Za-z])/g, " ");
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** Does the text hold one of the query's pieces? */
export function hasHit(text: string, query: string): boolean {
  const lower = text.toLowerCase();
  return queryPieces(query).some((piece) => piece && lower.includes(piece));
}

/**
 * The text as HTML with the query's pieces in <mark>: the text is escaped first and only the
 * <mark> tags are added, so whatever the text holds, nothing but marks comes out as markup.
 */
export function highlightHtml(text: string, query: string): string {
  return highlightParts(text, query)
    .map((part) => (part.hit ? `<mark>${escapeHtml(part.text)}</mark>` : escapeHtml(part.text)))
    .join("");
}
