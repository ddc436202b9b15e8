// Pre-compresses the built site's static assets once, at build (DESIGN §9): next to every
// compressible file of dist/_astro and dist/static go `<file>.br` (brotli, quality 11) and
// `<file>.gz` (gzip, level 9), kept only when smaller. The server sends the variant a client
// accepts and never compresses these files per request. Run after every `astro build`
// (post-build.ts), or by hand: `bun scripts/lib/precompress.ts [dist]`.
import { readdirSync, readFileSync, statSync, writeFileSync, rmSync, existsSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing (images other than SVG and fonts are compressed already). */
export const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|xml|map|webmanifest|wasm)$/i;
/** Smaller files gain less than a response header costs. */
const MIN_BYTES = 256;

export interface PrecompressReport {
  files: number;
  raw: number;
  br: number;
  gzip: number;
  ms: number;
}

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(full);
  }
}

/** Writes the .br/.gz variants for every compressible file under `dirs` (missing dirs are skipped). */
export async function precompress(dirs: string[]): Promise<PrecompressReport> {
  const started = performance.now();
  const files: string[] = [];
  for (const dir of dirs) if (existsSync(dir)) walk(dir, files);
  const report: PrecompressReport = { files: 0, raw: 0, br: 0, gzip: 0, ms: 0 };
  const targets = files.filter((file) => COMPRESSIBLE.test(file) && statSync(file).size >= MIN_BYTES);
  // zlib's async calls run on the thread pool, so the files compress in parallel.
  await Promise.all(
    targets.map(async (file) => {
      const content = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotliAsync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
        gzipAsync(content, { level: 9 }),
      ]);
      report.files++;
      report.raw += content.byteLength;
      for (const [suffix, data] of [[".br", br], [".gz", gz]] as const) {
        const target = `${file}${suffix}`;
        if (data.byteLength < content.byteLength) {
          writeFileSync(target, data);
          report[suffix === ".br" ? "br" : "gzip"] += data.byteLength;
        } else {
          rmSync(target, { force: true });
          report[suffix === ".br" ? "br" : "gzip"] += content.byteLength;
        }
      }
    }),
  );
  report.ms = Math.round(performance.now() - started);
  return report;
}

export function describeReport(report: PrecompressReport): string {
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  return `Pre-compressed ${report.files} assets in ${report.ms} ms: ${kb(report.raw)} -> brotli ${kb(report.br)}, gzip ${kb(report.gzip)}`;
}

if (import.meta.main) {
  const root = process.argv[2] ?? "dist";
  console.log(describeReport(await precompress([join(root, "_astro"), join(root, "static")])));
}
