// Per-IP limits on the endpoints that attackers hammer: login, captcha, token refresh, code
// sending and anonymous submissions (public complaints, opinions, looking a complaint up by its
// number and code). Each bucket is a fixed window per client IP (per process).
import { ApiError } from "../kernel/errors";
import { createThrottle, type Throttle } from "../kernel/throttle";

export interface IpLimits {
  /** Throws "too many attempts" (code 0) when `ip` is over the bucket's limit. */
  take(bucket: IpBucket, ip: string): void;
}

export type IpBucket = "login" | "captcha" | "refresh" | "code" | "submit";

const WINDOWS_MS: Record<IpBucket, number> = {
  login: 10 * 60_000,
  captcha: 60_000,
  refresh: 60_000,
  code: 10 * 60_000,
  submit: 10 * 60_000,
};

/** `limits`: attempts per window for each bucket; 0 turns a bucket off (submissions share the code limit unless given). */
export function createIpLimits(given: Record<Exclude<IpBucket, "submit">, number> & { submit?: number }): IpLimits {
  const limits: Record<IpBucket, number> = { ...given, submit: given.submit ?? given.code * 3 };
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
