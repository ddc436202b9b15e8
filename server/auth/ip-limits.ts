// Per-IP limits on the endpoints that attackers hammer: login, captcha, token refresh and
// code sending, and the public guide-card check. Each bucket is a fixed window per client IP (per process).
import { ApiError } from "../kernel/errors";
import { createThrottle, type Throttle } from "../kernel/throttle";

export interface IpLimits {
  /** Throws "too many attempts" (code 0) when `ip` is over the bucket's limit. */
  take(bucket: IpBucket, ip: string): void;
}

export type IpBucket = "login" | "captcha" | "refresh" | "code" | "verify";

const WINDOWS_MS: Record<IpBucket, number> = {
  login: 10 * 60_000,
  captcha: 60_000,
  refresh: 60_000,
  code: 10 * 60_000,
  /** Public checks (a guide card by its number): a person types a few, a scraper many. */
  verify: 60_000,
};

/** `limits`: attempts per window for each bucket; 0 turns a bucket off. */
export function createIpLimits(limits: Record<IpBucket, number>): IpLimits {
  const throttles = new Map<IpBucket, Throttle>();
  for (const bucket of Object.keys(WINDOWS_MS) as IpBucket[]) {
    throttles.set(bucket, createThrottle(limits[bucket], WINDOWS_MS[bucket]));
  }
  return {
    take(bucket, ip) {
      const wait = throttles.get(bucket)?.hit(ip) ?? 0;
      if (wait > 0) throw new ApiError("tooManyAttempts", { seconds: wait }, 0, { retryAfter: wait });
    },
  };
}
