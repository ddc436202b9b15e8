// Chinese text in contract PDFs without any system font: Noto Sans SC (SIL OFL 1.1) from the
// npm package @fontsource/noto-sans-sc. The package ships the font sliced by Unicode range (the
// way Google Fonts serves it, about 100 WOFF2 files per weight, each listed with its range in
// 400.css / 700.css); a PDF loads only the slices its characters fall in, and pdf-lib (with
// fontkit) embeds only the glyphs used, so a contract PDF stays small (tens of kB).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";

interface Slice {
  file: string;
  ranges: [number, number][];
}

const packageDir = dirname(Bun.resolveSync("@fontsource/noto-sans-sc/package.json", import.meta.dir));
const slicesByWeight = new Map<number, Slice[]>();
const bytesCache = new Map<string, Uint8Array>();

/** The slices of a weight, read from the package's stylesheet (file and unicode-range of each). */
function slices(weight: 400 | 700): Slice[] {
  const known = slicesByWeight.get(weight);
  if (known) return known;
  const css = readFileSync(join(packageDir, `${weight}.css`), "utf8");
  const found: Slice[] = [];
  for (const block of css.split("@font-face").slice(1)) {
    const file = /url\(\.\/files\/([^)]+\.woff)\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (!file || !range) continue;
    const ranges = range.split(",").map((part): [number, number] => {
      const [from, to] = part.trim().replace(/^U\+/i, "").split("-");
      const start = parseInt(from ?? "0", 16);
      return [start, to ? parseInt(to, 16) : start];
    });
    found.push({ file, ranges });
  }
  slicesByWeight.set(weight, found);
  return found;
}

const sliceCache = new Map<number, Slice | null>();
/** The slice holding a character (looked up once per character and weight). */
function sliceOf(weight: 400 | 700, code: number): Slice | undefined {
  const key = weight * 0x200000 + code;
  let found = sliceCache.get(key);
  if (found === undefined) {
    found = slices(weight).find((s) => s.ranges.some(([a, b]) => a <= code && code <= b)) ?? null;
    sliceCache.set(key, found);
  }
  return found ?? undefined;
}

function fontBytes(file: string): Uint8Array {
  let bytes = bytesCache.get(file);
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(join(packageDir, "files", file)));
    bytesCache.set(file, bytes);
  }
  return bytes;
}

/** A run of text in one slice's font. */
export interface Run {
  text: string;
  font: PDFFont;
}

/** Draws Chinese and Latin text in a document, embedding the slices it needs once each. */
export class CjkText {
  private readonly fonts = new Map<string, Promise<PDFFont>>();
  private readonly advances = new Map<string, number>();

  constructor(private readonly doc: PDFDocument) {
    doc.registerFontkit(fontkit);
  }

  private font(file: string): Promise<PDFFont> {
    let font = this.fonts.get(file);
    if (!font) {
      font = this.doc.embedFont(fontBytes(file), { subset: true });
      this.fonts.set(file, font);
    }
    return font;
  }

  /** The text cut into runs of one font each (characters no slice has are left out). */
  async runs(text: string, weight: 400 | 700 = 400): Promise<Run[]> {
    const runs: Run[] = [];
    let current: { file: string; text: string } | undefined;
    const flush = async () => {
      if (current?.text) runs.push({ text: current.text, font: await this.font(current.file) });
    };
    for (const char of text) {
      const code = char.codePointAt(0) ?? 32;
      // Spaces go with the run they are in (every slice of Latin text has them).
      const slice = sliceOf(weight, code) ?? (code === 32 && current ? { file: current.file, ranges: [] } : undefined);
      if (!slice) continue;
      if (current && current.file === slice.file) current.text += char;
      else {
        await flush();
        current = { file: slice.file, text: char };
      }
    }
    await flush();
    return runs;
  }

  /** Width of one character at size 1 (kept: wrapping measures every character). */
  async advance(char: string, weight: 400 | 700 = 400): Promise<number> {
    const key = `${weight}${char}`;
    let width = this.advances.get(key);
    if (width === undefined) {
      width = CjkText.width(await this.runs(char, weight), 1);
      this.advances.set(key, width);
    }
    return width;
  }

  /** A character's kept width at size 1 (regular weight), when measured before. */
  known(char: string): number | undefined {
    return this.advances.get(`400${char}`);
  }

  /** Width of a text at a size, from the kept character widths. */
  async measure(text: string, size: number, weight: 400 | 700 = 400): Promise<number> {
    let width = 0;
    for (const char of text) width += await this.advance(char, weight);
    return width * size;
  }

  /** Width of runs at a size. */
  static width(runs: readonly Run[], size: number): number {
    return runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  }
}
