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
