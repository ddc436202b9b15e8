// The SMS templates every installation needs: one per message the platform sends (verification
// codes, complaint steps) and for the notices other modules send (audit results, licences
// expiring, capacity alerts, orders and refunds). Their texts come from the same dictionaries
// the e-mails use, with `${variable}` placeholders as the providers register them. A template
// is added only while its key is missing, so the provider codes admins enter are kept.
import type { Database } from "@db/client";
import { smsTemplate } from "@db/schema";
import { format, type Lang } from "@shared/i18n";
import { COMPLAINT_TEMPLATES, type ComplaintEvent } from "@modules/complaint/templates";
import { COMPLAINT_CODE_EVENT, CONTRACT_SIGN_EVENT, MOBILE_EVENTS } from "@server/messaging/events";
import { codeSms } from "@server/messaging/templates";
import { smsVariablesOf } from "@server/messaging/sms";

type Seed = { template_key: string; name: string; name_en: string; content: string; content_en: string };

const placeholders = (names: string[]) => Object.fromEntries(names.map((n) => [n, `\${${n}}`]));
const VARS = placeholders(["site", "no", "unit", "due", "result", "ground", "reason", "newNo", "code", "question", "minutes"]);
/** The message without the signature the driver adds (【site】 or [site]). */
const unsigned = (text: string) => text.replace(/^【\$\{site\}】|^\[\$\{site\}\] /, "");

const CODE_NAMES: Record<string, [string, string]> = {
  user_register: ["注册验证码", "Registration code"],
  user_change_mobile: ["更换手机号验证码", "Change of mobile code"],
  user_retrieve_pwd: ["找回密码验证码", "Password recovery code"],
  user_mobile_verify: ["身份验证验证码", "Identity check code"],
  [COMPLAINT_CODE_EVENT]: ["投诉手机号验证码", "Complaint mobile code"],
  [CONTRACT_SIGN_EVENT]: ["合同签署验证码", "Contract signing code"],
};

const COMPLAINT_NAMES: Record<ComplaintEvent, [string, string]> = {
  received: ["投诉登记回执", "Complaint registered"],
  accepted: ["投诉受理", "Complaint accepted"],
  deemedAccepted: ["投诉视为受理", "Complaint deemed accepted"],
  refused: ["投诉不予受理", "Complaint refused"],
  transferred: ["投诉转办", "Complaint transferred"],
  onSpot: ["投诉现场办结", "Complaint solved on the spot"],
  notified: ["已通知被投诉方", "Respondent notified"],
  replied: ["被投诉方已答复", "Respondent replied"],
  noReply: ["被投诉方逾期未答复", "Respondent did not reply"],
  mediated: ["调解达成协议", "Mediation agreed"],
  failed: ["调解终止", "Mediation ended"],
  expired: ["调解期满终止", "Mediation expired"],
  closed: ["投诉办结", "Complaint closed"],
  question: ["承办单位提问", "Question from the bureau"],
  withdrawn: ["投诉撤回", "Complaint withdrawn"],
};

const codeText = (lang: Lang, event: keyof typeof CODE_NAMES) => unsigned(codeSms(lang, event as never, { site: VARS.site ?? "", code: VARS.code ?? "", minutes: VARS.minutes as unknown as number }));
const complaintText = (lang: Lang, event: ComplaintEvent) => format(COMPLAINT_TEMPLATES[lang][event], VARS);

const NOTICES: Seed[] = [
  { template_key: "provider_test", name: "短信通道测试", name_en: "Provider test", content: "这是一条测试短信，短信服务商“${provider}”配置正确。", content_en: "This is a test message: the SMS provider \"${provider}\" works." },
  { template_key: "audit_result", name: "审核结果通知", name_en: "Audit result", content: "您提交的${subject}审核结果：${result}。详情请登录${site}查看。", content_en: "The result of the audit of your ${subject}: ${result}. Sign in to ${site} for details." },
  { template_key: "license_expiring", name: "证照到期提醒", name_en: "Licence expiring", content: "${name}的${license}将于${date}到期，请及时办理延续手续。", content_en: "The ${license} of ${name} expires on ${date}; please renew it in time." },
  { template_key: "capacity_alert", name: "景区流量预警", name_en: "Capacity alert", content: "${spot}当前游客量已达最大承载量的${percent}%，请立即启动限流措施。", content_en: "${spot} has reached ${percent}% of its maximum capacity; start limiting entry now." },
  { template_key: "order_notice", name: "订单通知", name_en: "Order notice", content: "您的订单${no}已${state}，如有疑问请联系${enterprise}。", content_en: "Your order ${no} is ${state}; for questions contact ${enterprise}." },
  { template_key: "notice_unread", name: "未读通知提醒", name_en: "Unread notice reminder", content: "您有一条未读通知《${title}》，请登录平台查看。", content_en: "You have an unread notice, \"${title}\". Please sign in to read it." },
  { template_key: "refund_notice", name: "退款通知", name_en: "Refund notice", content: "您的订单${no}退款${amount}元已${state}，预计 7 个工作日内原路退回。", content_en: "The refund of CNY ${amount} for your order ${no} is ${state}; it reaches your account within 7 working days." },
];

export function referenceSmsTemplates(): Seed[] {
  const codes = [...MOBILE_EVENTS, COMPLAINT_CODE_EVENT, CONTRACT_SIGN_EVENT].map((event) => {
    const [name, name_en] = CODE_NAMES[event] ?? [event, event];
    return { template_key: event, name, name_en, content: codeText("zh-cn", event), content_en: codeText("en", event) };
  });
  const complaints = (Object.keys(COMPLAINT_NAMES) as ComplaintEvent[]).map((event) => {
    const [name, name_en] = COMPLAINT_NAMES[event];
    return { template_key: `complaint_${event}`, name, name_en, content: complaintText("zh-cn", event), content_en: complaintText("en", event) };
  });
  const receivedCode = {
    template_key: "complaint_received_code",
    name: "投诉登记回执（含查询码）",
    name_en: "Complaint registered (with code)",
    content: complaintText("zh-cn", "received") + format(COMPLAINT_TEMPLATES["zh-cn"].receivedCode, VARS),
    content_en: `${complaintText("en", "received")} ${format(COMPLAINT_TEMPLATES.en.receivedCode, VARS)}`,
  };
  return [...codes, ...complaints, receivedCode, ...NOTICES];
}

export async function seedSmsTemplates(db: Database): Promise<void> {
  const have = new Set((await db.select({ key: smsTemplate.template_key }).from(smsTemplate)).map((r) => r.key));
  const missing = referenceSmsTemplates()
    .filter((t) => !have.has(t.template_key))
    .map((t) => ({ ...t, variables: smsVariablesOf(t.content).join(",") }));
  if (missing.length > 0) await db.insert(smsTemplate).values(missing);
}
