// Per-request values every route reads: language, client IP, request id, a translator and the
// success-envelope helper. Route plugins `.use(httpKernelContext)` to get them typed; the
// kernel's onRequest fills `requestMeta` before any route runs.
import { Elysia } from "elysia";
import type { Lang } from "@shared/i18n";
import { translate, type MessageKey, type MessageParams } from "../lang";
import { Code, envelope, type Envelope } from "./envelope";
import { newRequestId, requestLang } from "./request-info";
import { requestUrl } from "./request-url";

export interface RequestMeta {
  /** The request URL, parsed once for every layer. */
  url: URL;
  requestId: string;
  lang: Lang;
  ip: string;
  started: number;
}

export const requestMeta = new WeakMap<Request, RequestMeta>();

export function metaOf(request: Request): RequestMeta {
  let info = requestMeta.get(request);
  if (!info) {
    const url = requestUrl(request);
    info = { url, requestId: newRequestId(), lang: requestLang(request, url), ip: "unknown", started: performance.now() };
    requestMeta.set(request, info);
  }
  return info;
}

/** The success-envelope helper of a call in `lang`; a `msgKey` is shown to the user as a toast. */
export const successIn =
  (lang: Lang) =>
  <T>(data: T, msgKey?: MessageKey, params?: MessageParams): Envelope<T> =>
    envelope(Code.success, msgKey ? translate(lang, msgKey, params) : "", data);

export const httpKernelContext = new Elysia({ name: "http-kernel-context" })
  // Routes open to everyone say so (`{ public: true }`); tests check every route declares access.
  .macro({ public: { detail: { tags: ["access:public"] } } })
  .derive({ as: "global" }, ({ request }) => {
    const info = metaOf(request);
    return {
      lang: info.lang,
      ip: info.ip,
      requestId: info.requestId,
      /** Translates a server message into the caller's language. */
      t: (key: MessageKey, params?: MessageParams) => translate(info.lang, key, params),
      /** A success envelope; a `msgKey` is shown to the user as a success toast. */
      ok: successIn(info.lang),
    };
  });
