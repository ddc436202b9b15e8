// Telling the complainant (server side): each step they should know of goes out by the channel
// they chose — SMS through the SMS driver (kept in the SMS log) or e-mail through the mailer —
// with the complaint number and the next deadline, and is kept in complaint_message for the
// case's timeline. A message that cannot be delivered is recorded as failed; it never undoes
// the step that caused it.
import { complaintMessage } from "@db/schema";
import { formatDateTime } from "@shared/datetime";
import { pick, type Lang } from "@shared/i18n";
import type { AppServices } from "@server/services";
import type { Row } from "@server/engine/types";
import { bureauName } from "./bureaus";
import { REFUSE_GROUNDS } from "./options";
import { complaintMail, complaintText, type ComplaintEvent, type TemplateVars } from "./templates";

const langOf = (row: Row): Lang => (row.lang === "en" ? "en" : "zh-cn");

/** The deadline each message names, read from the complaint as it is after the step. */
function defaultVars(row: Row, lang: Lang, date: (s: unknown) => string): TemplateVars {
  const ground = REFUSE_GROUNDS.find((g) => g.value === row.refuse_ground);
  return {
    no: String(row.complaint_no ?? ""),
    unit: pick(bureauName(Number(row.region_code)), lang),
    result: date(row.result_due_time),
    ground: ground ? pick(ground.label, lang) : "",
    reason: String(row.result_text ?? ""),
  };
}

const DUE_OF: Partial<Record<ComplaintEvent, string>> = {
  received: "accept_due_time",
  accepted: "notify_due_time",
  deemedAccepted: "notify_due_time",
  notified: "reply_due_time",
  replied: "result_due_time",
  noReply: "result_due_time",
};

export async function tellComplainant(services: AppServices, row: Row, event: ComplaintEvent, extra: TemplateVars = {}): Promise<void> {
  const channel = String(row.notify_by ?? "");
  const target = channel === "email" ? String(row.complainant_email ?? "") : channel === "sms" ? String(row.complainant_mobile ?? "") : "";
  if (!target) return;
  const lang = langOf(row);
  const timeZone = await services.siteConfig.timeZone();
  const date = (s: unknown) => (typeof s === "number" ? formatDateTime(s, timeZone, false) : "");
  const site = (await services.siteConfig.siteInfo()).siteName[lang];
  const due = DUE_OF[event];
  const vars: TemplateVars = { site, ...defaultVars(row, lang, date), ...(due ? { due: date(row[due]) } : {}), ...extra };
  const text = complaintText(lang, event, vars);
  let content = text;
  let error = "";
  try {
    if (channel === "sms") {
      const key = event === "received" && vars.code ? "complaint_received_code" : `complaint_${event}`;
      const params = Object.fromEntries(Object.entries(vars).filter(([, v]) => v !== undefined)) as Record<string, string>;
      const sent = await services.sms.send(key, target, params, { lang, userId: Number(row.member_id ?? 0) });
      content = sent.content || text;
      if (!sent.sent) error = sent.error || "SMS driver refused the message";
    } else {
      await services.mailer.send(target, complaintMail(lang, text, vars), { lang });
    }
  } catch (failure) {
    error = (failure instanceof Error ? failure.message : String(failure)).slice(0, 255) || "unknown error";
    services.log.warn("A complaint message could not be sent", { complaint: row.complaint_no, event, error });
  }
  await services.db.insert(complaintMessage).values({
    complaint_id: Number(row.id),
    channel,
    target,
    event,
    content,
    status: error ? "failed" : "sent",
    error,
    create_time: services.clock.now(),
  });
}

/** Sends without letting a failure escape (after a step is committed). */
export function tellSafely(services: AppServices, row: Row, event: ComplaintEvent, extra?: TemplateVars): Promise<void> {
  return tellComplainant(services, row, event, extra).catch((error: unknown) => {
    services.log.error("Complaint message failed", { error: error instanceof Error ? error.message : String(error) });
  });
}
