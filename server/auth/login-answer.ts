// What a successful sign-in answers besides the login itself: the device pass to keep for the
// next sign-in, and the failed attempts on the account since the last one (with the warning the
// next page shows, in the caller's language).
import { formatDateTime } from "@shared/datetime";
import type { Lang } from "@shared/i18n";
import { translate } from "../lang";
import type { FailureNotice } from "./login-protection";

export function loginExtras(device: string | undefined, failures: FailureNotice | undefined, timeZone: string | undefined, lang: Lang) {
  if (!failures) return device ? { device } : {};
  const last = formatDateTime(failures.last, timeZone);
  return {
    ...(device ? { device } : {}),
    failedLogins: {
      count: failures.count,
      since: formatDateTime(failures.since, timeZone),
      last_time: last,
      last_ip: failures.lastIp,
      msg: translate(lang, "failedLoginsNotice", { count: failures.count, time: last, ip: failures.lastIp }),
    },
  };
}
