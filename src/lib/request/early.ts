// Calls a page started before its scripts loaded (an inline script in the page's head puts
// them on `window.__earlyCalls`, keyed by URL). The request module hands such a response to the
// first GET of the same URL with the same token, so the page's data is already on its way while
// its chunks load (DESIGN §9). An entry is used once, and only within a few seconds of the load.

export interface EarlyCall {
  /** The admin token it was sent with. */
  token: string;
  /** Date.now() when it was sent. */
  at: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __earlyCalls?: Record<string, EarlyCall>;
  }
}

/** Older early answers are not used: the page asked too late for them to be current. */
export const EARLY_CALL_MAX_AGE_MS = 10_000;

/** The early response for a GET of `url` sent with admin token `token`, taken at most once. */
export function takeEarlyCall(url: string, token: string | undefined): Promise<Response> | undefined {
  if (typeof window === "undefined") return undefined;
  const calls = window.__earlyCalls;
  const call = calls?.[url];
  if (!calls || !call) return undefined;
  delete calls[url];
  if (!token || call.token !== token || Date.now() - call.at > EARLY_CALL_MAX_AGE_MS) return undefined;
  return call.response;
}

declare global {
  interface Window {
    /** Static files the shell's head started fetching, by URL. */
    __earlyFetches?: Record<string, Promise<Response>>;
    /** The live stream the shell's head opened, with the `panels` events it has kept so far. */
    __earlyStream?: { source: EventSource; events: string[]; keep: (event: MessageEvent<string>) => void };
  }
}

/** The early fetch of the static file `url`, taken at most once. */
export function takeEarlyFetch(url: string): Promise<Response> | undefined {
  if (typeof window === "undefined") return undefined;
  const files = window.__earlyFetches;
  const response = files?.[url];
  if (files) delete files[url];
  return response;
}

/**
 * The live stream the shell's head opened for `url` (same address, token and language) and the
 * data of the `panels` events it has received so far, taken at most once; it stops keeping
 * events. A stream already closed (refused, or the login ended) is not handed over.
 */
export function takeEarlyStream(url: string): { source: EventSource; events: string[] } | undefined {
  if (typeof window === "undefined") return undefined;
  const early = window.__earlyStream;
  if (!early) return undefined;
  delete window.__earlyStream;
  early.source.removeEventListener("panels", early.keep);
  if (early.source.url !== new URL(url, location.href).href || early.source.readyState === EventSource.CLOSED) {
    early.source.close();
    return undefined;
  }
  return { source: early.source, events: early.events };
}
