// What an SMS driver is given and answers: the contract between the SMS service (sms.ts) and
// the provider drivers (sms-aliyun.ts, sms-tencent.ts), in a home of its own so the drivers
// need nothing of the service that picks them.
/** A message as a driver receives it. */
export interface SmsOutgoing {
  mobile: string;
  templateKey: string;
  /** The provider's own template code (Aliyun TemplateCode, Tencent TemplateId). */
  providerTemplate: string;
  /** The text as the recipient reads it (what the log driver keeps). */
  content: string;
  params: Record<string, string>;
  /** The template's variables in order (Tencent Cloud's positional parameters). */
  variables: string[];
}

export interface SmsDelivery {
  messageId?: string;
}

export interface SmsDriver {
  readonly name: string;
  /** Hands the message to the provider; throws when it is refused. */
  deliver(message: SmsOutgoing): Promise<SmsDelivery | void>;
}
