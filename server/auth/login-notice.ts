// The e-mail that tells an account's owner about failed sign-ins (login protection): in both
// languages, since the owner's language is not known, and only to the address on the account.
import { eq } from "drizzle-orm";
import type { Database } from "@db/client";
import { admin, user } from "@db/schema";
import type { Logger } from "../kernel/log";
import { translate } from "../lang";
import type { Mailer } from "../messaging/mailer";
import type { FailureNotice, LoginTarget } from "./login-protection";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface NoticeDeps {
  db: Database;
  mailer: Mailer;
  log: Logger;
  siteName(): Promise<{ "zh-cn": string; en: string }>;
  formatTime(seconds: number): Promise<string>;
}

export function failedLoginNotifier(deps: NoticeDeps) {
  return async (target: LoginTarget, notice: FailureNotice): Promise<void> => {
    if (!target.id) return;
    const table = target.kind === "admin" ? admin : user;
    const [row] = await deps.db.select({ email: table.email, username: table.username }).from(table).where(eq(table.id, target.id)).limit(1);
    if (!row?.email) return;
    const site = await deps.siteName();
    const since = await deps.formatTime(notice.since);
    const texts = (["zh-cn", "en"] as const).map((lang) =>
      translate(lang, "failedLoginsMailText", { count: notice.count, account: row.username, site: site[lang], since, ip: notice.lastIp }),
    );
    const subject = `${translate("zh-cn", "failedLoginsMailSubject")} / ${translate("en", "failedLoginsMailSubject")}`;
    await deps.mailer
      .send(row.email, { subject, text: texts.join("\n\n"), html: texts.map((t) => `<p>${escapeHtml(t)}</p>`).join("") }, { lang: "zh-cn" })
      .catch((error: unknown) => deps.log.warn("The failed-login notice could not be sent", { error: String(error) }));
  };
}
