// The words of every code message, per event and language (the language of the request that
// asked for it). E-mails get a subject, a plain-text body and a small HTML body; SMS the text.
import { format, type Lang, type Translation } from "@shared/i18n";
import type { CodeEvent } from "./events";

const en = {
  user_register: "Your registration code",
  user_change_email: "Confirm your new e-mail address",
  user_change_mobile: "Confirm your new mobile number",
  user_retrieve_pwd: "Reset your password",
  user_email_verify: "Confirm it is you",
  user_mobile_verify: "Confirm it is you",
  complaint_verify: "Confirm your mobile number",
  contract_sign: "Sign your tour contract",
  intro_user_register: "Welcome to {site}. Use this code to finish creating your account:",
  intro_user_change_email: "Use this code to make this address the e-mail of your {site} account:",
  intro_user_change_mobile: "Use this code to make this number the mobile of your {site} account:",
  intro_user_retrieve_pwd: "Someone (hopefully you) asked to reset the password of your {site} account. Your code:",
  intro_user_email_verify: "Use this code to confirm this e-mail address of your {site} account:",
  intro_user_mobile_verify: "Use this code to confirm this mobile number of your {site} account:",
  intro_complaint_verify: "Use this code to confirm your mobile number for your complaint to {site}:",
  intro_contract_sign: "You are signing a tour contract on {site}. Your signing code:",
  validity: "The code is valid for {minutes} minutes and can be used once.",
  ignore: "If you did not ask for it, ignore this message; nothing changes on your account.",
  sms: "[{site}] {intro} {code}. Valid for {minutes} minutes; do not share it.",
  testSubject: "Test mail from {site}",
  testBody: "This is a test mail from {site}. If you can read it, the mail settings work.",
} as const;

const zhCn: Translation<typeof en> = {
  user_register: "您的注册验证码",
  user_change_email: "确认新的电子邮箱",
  user_change_mobile: "确认新的手机号",
  user_retrieve_pwd: "重置密码",
  user_email_verify: "身份验证",
  user_mobile_verify: "身份验证",
  complaint_verify: "确认手机号",
  contract_sign: "签署旅游合同",
  intro_user_register: "欢迎注册{site}。请使用以下验证码完成注册：",
  intro_user_change_email: "请使用以下验证码将此邮箱绑定到您的{site}账户：",
  intro_user_change_mobile: "请使用以下验证码将此手机号绑定到您的{site}账户：",
  intro_user_retrieve_pwd: "有人（希望是您本人）申请重置您在{site}的账户密码。验证码：",
  intro_user_email_verify: "请使用以下验证码确认您{site}账户的电子邮箱：",
  intro_user_mobile_verify: "请使用以下验证码确认您{site}账户的手机号：",
  intro_complaint_verify: "您正在向{site}提交投诉，手机号验证码：",
  intro_contract_sign: "您正在{site}签署旅游合同，签署验证码：",
  validity: "验证码 {minutes} 分钟内有效，仅可使用一次。",
  ignore: "如果这不是您本人的操作，请忽略本消息，您的账户不会有任何变化。",
  sms: "【{site}】{intro}{code}，{minutes} 分钟内有效，请勿泄露。",
  testSubject: "来自{site}的测试邮件",
  testBody: "这是来自{site}的测试邮件。能看到这封邮件，说明邮件配置正确。",
};

const dictionaries: Record<Lang, Translation<typeof en>> = { en, "zh-cn": zhCn };

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function htmlMail(paragraphs: string[], code?: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`);
  if (code) body.splice(1, 0, `<p style="margin:16px 0;font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(code)}</p>`);
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.6;color:#1f2937">${body.join("")}</body></html>`;
}

export function codeMail(lang: Lang, event: CodeEvent, vars: { site: string; code: string; minutes: number }): ComposedMail {
  const d = dictionaries[lang];
  const intro = format(d[`intro_${event}`], vars);
  const validity = format(d.validity, vars);
  return {
    subject: `${d[event]} - ${vars.site}`,
    text: [intro, "", vars.code, "", validity, d.ignore].join("\n"),
    html: htmlMail([intro, validity, d.ignore], vars.code),
  };
}

export function codeSms(lang: Lang, event: CodeEvent, vars: { site: string; code: string; minutes: number }): string {
  const d = dictionaries[lang];
  return format(d.sms, { ...vars, intro: format(d[`intro_${event}`], vars) });
}

export function testMail(lang: Lang, site: string): ComposedMail {
  const d = dictionaries[lang];
  const text = format(d.testBody, { site });
  return { subject: format(d.testSubject, { site }), text, html: htmlMail([text]) };
}
