// Per-IP limits on the endpoints that attackers hammer: login, captcha, token refresh, code
// sending, public checks (a guide card by its number) and anonymous submissions (public
// complaints, opinions, looking a complaint up by its number and code). Each bucket is a fixed
// window per client IP, counted in the database so that every app node on it counts the same hits
// (services/shared-counters.ts).
import { ApiError } from "../kernel/errors";
import type { SharedCounters } from "../services/shared-counters";

export interface IpLimits {
  /** Throws "too many attempts" (code 0) when `ip` is over the bucket's limit. */
  take(bucket: IpBucket, ip: string): Promise<void>;
}

export type IpBucket = "login" | "captcha" | "refresh" | "code" | "verify" | "submit";

const WINDOW_SECONDS: Record<IpBucket, number> = {
  login: 10 * 60,
  captcha: 60,
  refresh: 60,
  code: 10 * 60,
  /** Public checks (a guide card by its number): a person types a few, a scraper many. */
  verify: 60,
  submit: 10 * 60,
};

/** `limits`: attempts per window for each bucket; 0 turns a bucket off (submissions allow three times the code limit unless given). */
export function createIpLimits(given: Record<Exclude<IpBucket, "submit">, number> & { submit?: number }, counters: SharedCounters): IpLimits {
  const limits: Record<IpBucket, number> = { ...given, submit: given.submit ?? given.code * 3 };
  return {
    async take(bucket, ip) {
      const wait = await counters.take(`ip:${bucket}`, ip, limits[bucket], WINDOW_SECONDS[bucket]);
      if (wait > 0) throw new ApiError("tooManyAttempts", { seconds: wait }, 0, { retryAfter: wait });
    },
  };
}
