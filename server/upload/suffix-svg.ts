// File-type icons for attachments that are not images (reference §7.1 build_suffix_svg, made
// safe): a document shape with the suffix on it. The suffix is cut to 4 letters or digits and
// the background must be a hex colour, so nothing from the request reaches the SVG unchecked.

/** Adler-32 of a text: the same label always gets the same colour. */
function adler32(text: string): number {
  let a = 1;
  let b = 0;
  for (const byte of new TextEncoder().encode(text)) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** HSV (h in degrees, s and v 0..1) to #rrggbb. */
function hsvToHex(h: number, s: number, v: number): string {
  const f = (n: number) => {
    const k = (n + h / 60) % 6;
    return Math.round((v - v * s * Math.max(0, Math.min(k, 4 - k, 1))) * 255);
  };
  return `#${[f(5), f(3), f(1)].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

export function suffixLabel(suffix: unknown): string {
  const label = (typeof suffix === "string" ? suffix : "").replace(/[^A-Za-z0-9]/g, "").slice(0, 4).toUpperCase();
  return label || "FILE";
}

export function suffixColour(label: string, background: unknown): string {
  if (typeof background === "string" && /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/.test(background)) return background.toLowerCase();
  return hsvToHex(adler32(label) % 360, 0.3, 0.9);
}

/** Dark text on light colours, white on dark ones. */
function textColour(hex: string): string {
  const full = hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex.slice(0, 7);
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.6 ? "#1f2937" : "#ffffff";
}

export function buildSuffixSvg(suffix: unknown, background?: unknown): string {
  const label = suffixLabel(suffix);
  const colour = suffixColour(label, background);
  const size = label.length <= 2 ? 150 : label.length === 3 ? 120 : 96;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">',
    `<path d="M112 24h208l120 120v320a24 24 0 0 1-24 24H112a24 24 0 0 1-24-24V48a24 24 0 0 1 24-24z" fill="${colour}"/>`,
    '<path d="M320 24l120 120H344a24 24 0 0 1-24-24z" fill="#000" fill-opacity=".18"/>',
    `<text x="264" y="360" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="${textColour(colour)}">${label}</text>`,
    "</svg>",
  ].join("");
}

export const SUFFIX_SVG_HEADERS = {
  "content-type": "image/svg+xml; charset=utf-8",
  "cache-control": "public, max-age=86400",
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
};
