// The response envelope of every API call (spec §3, §7, §8; DESIGN §3).

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  time: number;
  data: T;
}

/** Business outcome codes carried in the envelope body (HTTP stays 200 for these). */
export const Code = {
  error: 0,
  success: 1,
  redirect: 302,
  loginState: 303,
  noPermission: 401,
  tokenExpired: 409,
  maintenance: 410,
  enterpriseMissing: 601,
  enterpriseIncomplete: 602,
} as const;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function envelope<T>(code: number, msg: string, data: T): Envelope<T> {
  return { code, msg, time: nowSeconds(), data };
}

/** A JSON response carrying an envelope, for the paths that build Responses by hand. */
export function envelopeResponse(body: Envelope, status = 200, headers?: HeadersInit): Response {
  const h = new Headers(headers);
  h.set("content-type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(body), { status, headers: h });
}
