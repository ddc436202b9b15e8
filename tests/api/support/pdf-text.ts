// The text of a PDF as a reader's text extraction gets it: each page's content streams are
// inflated, the hex strings shown (Tj) are mapped to characters through their font's ToUnicode
// map (what copy-and-paste uses). Enough for the PDFs the platform writes with pdf-lib.
import { unzlibSync } from "fflate";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFObject } from "pdf-lib";

function streamBytes(doc: PDFDocument, object: PDFObject | undefined): Uint8Array[] {
  const resolved = object instanceof PDFRef ? doc.context.lookup(object) : object;
  if (resolved instanceof PDFArray) return resolved.asArray().flatMap((item) => streamBytes(doc, item));
  if (!(resolved instanceof PDFRawStream)) return [];
  const filter = resolved.dict.get(PDFName.of("Filter"));
  return [filter?.toString() === "/FlateDecode" ? unzlibSync(resolved.contents) : resolved.contents];
}

/** glyph code (hex) -> text, from a ToUnicode CMap. */
function toUnicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const hexText = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of (block[1] ?? "").matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(code!.toUpperCase(), hexText(text!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, text] of (block[1] ?? "").matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const start = parseInt(from!, 16);
      const base = parseInt(text!, 16);
      for (let code = start; code <= parseInt(to!, 16); code++) map.set(code.toString(16).toUpperCase().padStart(from!.length, "0"), String.fromCodePoint(base + code - start));
    }
  }
  return map;
}

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const decoder = new TextDecoder("latin1");
  let text = "";
  for (const page of doc.getPages()) {
    const fonts = page.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
    const maps = new Map<string, Map<string, string>>();
    for (const [name, ref] of fonts?.entries() ?? []) {
      const font = doc.context.lookup(ref, PDFDict);
      const cmap = streamBytes(doc, font.get(PDFName.of("ToUnicode")))[0];
      maps.set(name.toString(), cmap ? toUnicodeMap(decoder.decode(cmap)) : new Map());
    }
    for (const content of streamBytes(doc, page.node.get(PDFName.of("Contents")))) {
      let map = new Map<string, string>();
      for (const [, font, hex] of decoder.decode(content).matchAll(/(\/[\w.+-]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
        if (font) map = maps.get(font) ?? new Map();
        else if (hex) for (const code of hex.toUpperCase().match(/.{4}/g) ?? []) text += map.get(code) ?? "";
      }
      text += "\n";
    }
  }
  return text;
}
