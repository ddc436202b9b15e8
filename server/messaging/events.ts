// What a code can be for (reference §8.2 event names), and which channel carries which event.
// Register and retrieve are for visitors; change and verify need a logged-in member.

import type { Lang } from "@shared/i18n";

export type CodeChannel = "email" | "mobile";

/** The channel as a word inside a message ("Registration by {type} …"). */
export function channelName(channel: CodeChannel, lang: Lang): string {
  if (lang === "en") return channel === "email" ? "e-mail" : "mobile";
  return channel === "email" ? "电子邮箱" : "手机号";
}

export const EMAIL_EVENTS = ["user_register", "user_change_email", "user_retrieve_pwd", "user_email_verify"] as const;
export const MOBILE_EVENTS = ["user_register", "user_change_mobile", "user_retrieve_pwd", "user_mobile_verify"] as const;

/** Proves the mobile number of a complaint filed on the public page (sent by the complaint page only). */
export const COMPLAINT_CODE_EVENT = "complaint_verify";

/** Signs a tour contract in the member centre (sent to the signer's mobile by "My contracts" only). */
export const CONTRACT_SIGN_EVENT = "contract_sign";

export type CodeEvent = (typeof EMAIL_EVENTS)[number] | (typeof MOBILE_EVENTS)[number] | typeof COMPLAINT_CODE_EVENT | typeof CONTRACT_SIGN_EVENT;

export function eventsOf(channel: CodeChannel): readonly CodeEvent[] {
  return channel === "email" ? EMAIL_EVENTS : MOBILE_EVENTS;
}

export function isCodeEvent(channel: CodeChannel, value: unknown): value is CodeEvent {
  return typeof value === "string" && (eventsOf(channel) as readonly string[]).includes(value);
}

/** Events that only a logged-in member may ask for. */
export const MEMBER_EVENTS: readonly CodeEvent[] = ["user_change_email", "user_change_mobile", "user_email_verify", "user_mobile_verify"];

export const changeEvent = (channel: CodeChannel): CodeEvent => (channel === "email" ? "user_change_email" : "user_change_mobile");
export const verifyEvent = (channel: CodeChannel): CodeEvent => (channel === "email" ? "user_email_verify" : "user_mobile_verify");
