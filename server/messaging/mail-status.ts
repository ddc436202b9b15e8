// What the admin is told about outgoing mail: whether an SMTP server is configured and, when it
// is not, a warning that messages are being written to files instead.
import type { Lang } from "@shared/i18n";
import { translate } from "../lang";
import type { AppServices } from "../services";

export async function mailStatus(services: AppServices, lang: Lang) {
  const status = await services.mailer.status();
  return { ...status, warning: status.configured ? "" : translate(lang, "mailFallbackWarning", { dir: `${status.fallbackDir}/*.eml` }) };
}
