// Compressed answers (DESIGN §9, issue 20): the encoding a client accepts, and JSON answers
// compressed on the fly. Built assets are compressed once at build (scripts/lib/precompress.ts)
// and pages once per rendering (pages/page-server.ts); both pick their variant with
// `acceptedEncoding`.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { Elysia } from "elysia";

export type Encoding = "br" | "gzip";

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * The best encoding the `Accept-Encoding` header allows: brotli, else gzip, else none. A
 * coding listed with `q=0` is refused; `*` stands for any coding not listed.
 */
export function acceptedEncoding(header: string | null | undefined, available: readonly Encoding[] = ["br", "gzip"]): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? (coding === "gzip" ? weights.get("x-gzip") : undefined) ?? weights.get("*") ?? 0;
  let best: Encoding | undefined;
  for (const coding of available) {
    const weight = weightOf(coding);
    if (weight > 0 && (best === undefined || weight > weightOf(best))) best = coding;
  }
  return best;
}

/**
 * Compresses for the wire. `level` "fast" is for answers made per request (brotli quality 4
 * costs about as much CPU as gzip 6 and sends ~40 % fewer bytes); "max" is for answers made
 * once and sent many times.
 */
export function compress(body: Uint8Array | string, encoding: Encoding, level: "fast" | "max" = "fast"): Uint8Array<ArrayBuffer> {
  const bytes = typeof body === "string" ? Buffer.from(body) : body;
  if (encoding === "br") {
    // zlib's Buffers live on plain ArrayBuffers; the cast only tells TypeScript so.
    return brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: level === "max" ? 11 : 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }) as Uint8Array<ArrayBuffer>;
  }
  return gzipSync(bytes, { level: level === "max" ? 9 : 6 }) as Uint8Array<ArrayBuffer>;
}

/** Adds `Accept-Encoding` to a Vary header value (keeping what it already names). */
export function varyOnEncoding(vary: string | null | undefined): string {
  if (!vary) return "Accept-Encoding";
  return /\baccept-encoding\b/i.test(vary) ? vary : `${vary}, Accept-Encoding`;
}

/** What a route answered before it was compressed, for hooks that run after the response. */
const answered = new WeakMap<Request, unknown>();

/**
 * The value a route answered. `afterResponse` hooks see the compressed Response in its place
 * (Elysia hands them whatever `mapResponse` returned), so they read the answer through this.
 */
export function answeredValue(request: Request, responseValue: unknown): unknown {
  return answered.has(request) ? answered.get(request) : responseValue;
}

/**
 * A plain JSON value compressed for the wire when the client accepts it and the body is worth
 * it; undefined when it goes out as it is. `headers` are the call's own (request id, CORS).
 */
export function compressedJson(request: Request, value: unknown, headers: Record<string, unknown>, status = 200): Response | undefined {
  const accept = request.headers.get("accept-encoding");
  if (!accept || value === null || typeof value !== "object") return;
  if (value instanceof Response || value instanceof Blob || ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return;
  if (Symbol.asyncIterator in value || Symbol.iterator in value) {
    if (!Array.isArray(value)) return;
  }
  const encoding = acceptedEncoding(accept);
  if (!encoding) return;
  const text = JSON.stringify(value);
  if (text === undefined || text.length < MIN_COMPRESS_BYTES) return;
  const out = new Headers();
  for (const [name, v] of Object.entries(headers)) if (v !== undefined) out.set(name, String(v));
  out.set("content-type", "application/json");
  out.set("content-encoding", encoding);
  out.set("vary", varyOnEncoding(out.get("vary")));
  answered.set(request, value);
  return new Response(request.method === "HEAD" ? null : compress(text, encoding), { status, headers: out });
}

/**
 * JSON answers (the API's envelopes) compressed on the fly when the client accepts it and the
 * body is worth it. Only plain values are touched: Responses the routes build themselves
 * (files, images, streams, error envelopes) go out as they are.
 */
export const jsonCompression = new Elysia({ name: "json-compression" }).mapResponse({ as: "global" }, ({ request, responseValue, set }) => {
  if (set.status !== undefined && typeof set.status !== "number") return;
  return compressedJson(request, responseValue, set.headers, set.status);
});
