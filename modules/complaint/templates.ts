// The messages a complainant receives at each step they should know of, in their language: the
// complaint number and what happens next, by when. SMS gets the text with the site's signature;
// e-mail a subject, the text and a small HTML body. Placeholders: {site} {no} {unit} {due}
// {result} {ground} {reason} {newNo} {code} {question}.
import { format, type Lang, type Translation } from "@shared/i18n";

const en = {
  subject: "Your complaint {no}",
  received: "Your complaint has been registered as {no} with the {unit}. We will decide whether to take it up by {due}.",
  receivedCode: "Your code to follow it on the complaint page: {code}.",
  accepted: "Your complaint {no} has been accepted. We will notify the respondent by {due} and reach a mediation result by {result}.",
  deemedAccepted: "Your complaint {no} is deemed accepted (no decision was made in time). We will notify the respondent by {due} and reach a mediation result by {result}.",
  refused: "Your complaint {no} cannot be taken up. Legal ground: {ground}. Reason: {reason}",
  transferred: "Your complaint {no} has been transferred to the {unit}, where its number is {newNo}. They will decide whether to take it up by {due}.",
  onSpot: "Your complaint {no} was solved on the spot and is closed: {reason} Please rate how it was handled.",
  notified: "The respondent has been notified of your complaint {no} and must reply in writing by {due}.",
  replied: "The respondent has replied to your complaint {no}. Mediation has started; a result is due by {due}.",
  noReply: "The respondent did not reply to your complaint {no} in time. Mediation has started; a result is due by {due}.",
  mediated: "An agreement was reached on your complaint {no}: {reason}",
  failed: "Mediation of your complaint {no} has ended without agreement: {reason} You may apply for arbitration or go to court.",
  expired: "Mediation of your complaint {no} has ended: no agreement was reached within 60 days of acceptance. You may apply for arbitration or go to court.",
  closed: "Your complaint {no} is closed. Please rate how it was handled (1 to 5).",
  question: "The bureau has a question about your complaint {no}: {question} Please answer in the member centre or on the complaint page with your number and code.",
  withdrawn: "Your complaint {no} has been withdrawn.",
  sms: "[{site}] {text}",
  closing: "This message was sent by {site}. Please do not reply to it.",
} as const;

const zhCn: Translation<typeof en> = {
  subject: "您的投诉（{no}）办理进度",
  received: "您的投诉已登记，编号{no}，承办单位：{unit}。我们将于{due}前决定是否受理。",
  receivedCode: "查询码{code}，可凭投诉编号和查询码查询办理进度。",
  accepted: "您的投诉（编号{no}）已受理。我们将于{due}前通知被投诉方，并于{result}前作出调解结果。",
  deemedAccepted: "您的投诉（编号{no}）因未在期限内作出决定，已视为受理。我们将于{due}前通知被投诉方，并于{result}前作出调解结果。",
  refused: "您的投诉（编号{no}）不予受理。依据：{ground}。理由：{reason}",
  transferred: "您的投诉（编号{no}）已转至{unit}办理，新编号{newNo}，该单位将于{due}前决定是否受理。",
  onSpot: "您的投诉（编号{no}）已现场处理并办结：{reason}欢迎对办理结果作出评价。",
  notified: "您的投诉（编号{no}）已通知被投诉方，其应于{due}前作出书面答复。",
  replied: "被投诉方已就您的投诉（编号{no}）作出答复，现进入调解，将于{due}前作出调解结果。",
  noReply: "被投诉方未在期限内答复您的投诉（编号{no}），现进入调解，将于{due}前作出调解结果。",
  mediated: "您的投诉（编号{no}）已达成调解协议：{reason}",
  failed: "您的投诉（编号{no}）已终止调解：{reason}您可依法申请仲裁或向人民法院提起诉讼。",
  expired: "您的投诉（编号{no}）自受理之日起 60 日内未能达成调解协议，已终止调解。您可依法申请仲裁或向人民法院提起诉讼。",
  closed: "您的投诉（编号{no}）已办结，欢迎对办理结果作出评价（1–5 分）。",
  question: "承办单位就您的投诉（编号{no}）提出问题：{question}请在会员中心或凭投诉编号和查询码在投诉页面答复。",
  withdrawn: "您的投诉（编号{no}）已撤回。",
  sms: "【{site}】{text}",
  closing: "本邮件由{site}自动发送，请勿直接回复。",
};

/** Both languages' templates (tests check they match). */
export const COMPLAINT_TEMPLATES: Record<Lang, Translation<typeof en>> = { en, "zh-cn": zhCn };
const dictionaries = COMPLAINT_TEMPLATES;

/** The steps a complainant is told of. */
export type ComplaintEvent = Exclude<keyof typeof en, "subject" | "receivedCode" | "sms" | "closing">;

export type TemplateVars = Partial<Record<"site" | "no" | "unit" | "due" | "result" | "ground" | "reason" | "newNo" | "code" | "question", string>>;

/** The message text of `event` (with the code line after a receipt when there is a code). */
export function complaintText(lang: Lang, event: ComplaintEvent, vars: TemplateVars): string {
  const d = dictionaries[lang];
  const text = format(d[event], vars);
  return event === "received" && vars.code ? `${text}${lang === "en" ? " " : ""}${format(d.receivedCode, vars)}` : text;
}

export const complaintSms = (lang: Lang, text: string, site: string) => format(dictionaries[lang].sms, { site, text });

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function complaintMail(lang: Lang, text: string, vars: TemplateVars) {
  const d = dictionaries[lang];
  const closing = format(d.closing, vars);
  return {
    subject: format(d.subject, vars),
    text: `${text}\n\n${closing}`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.6;color:#1f2937"><p>${escapeHtml(text)}</p><p style="color:#6b7280;font-size:13px">${escapeHtml(closing)}</p></body></html>`,
  };
}
