// Aliyun SMS (dysmsapi, API version 2017-05-25) over its RPC protocol: every parameter in the
// query string, signed with HMAC-SHA1 over the canonicalised query (signature version 1.0).
// The endpoint is the public one unless the provider names another (tests point it at a local
// server that checks the signature exactly as Aliyun does).
import { createHmac, randomUUID } from "node:crypto";
import type { SmsDelivery, SmsDriver, SmsOutgoing } from "./sms-driver";

export const ALIYUN_SMS_ENDPOINT = "https://dysmsapi.aliyuncs.com/";

/** RFC 3986 encoding as Aliyun's RPC signature wants it (space %20, `*` %2A, `~` kept). */
export function aliyunEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The canonical query (sorted keys) and the string that is signed for `method`. */
export function aliyunStringToSign(method: string, params: Record<string, string>): { canonical: string; stringToSign: string } {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${aliyunEncode(key)}=${aliyunEncode(params[key] ?? "")}`)
    .join("&");
  return { canonical, stringToSign: `${method}&${aliyunEncode("/")}&${aliyunEncode(canonical)}` };
}

export function aliyunSign(secret: string, stringToSign: string): string {
  return createHmac("sha1", `${secret}&`).update(stringToSign).digest("base64");
}

export interface AliyunSettings {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  region: string;
  endpoint: string;
}

export function aliyunSmsDriver(settings: AliyunSettings, fetcher: typeof fetch = fetch): SmsDriver {
  return {
    name: "aliyun",
    async deliver(message: SmsOutgoing): Promise<SmsDelivery> {
      if (!message.providerTemplate) throw new Error(`template ${message.templateKey} has no Aliyun template code`);
      const params: Record<string, string> = {
        AccessKeyId: settings.accessKeyId,
        Action: "SendSms",
        Format: "JSON",
        PhoneNumbers: message.mobile,
        RegionId: settings.region || "cn-hangzhou",
        SignName: settings.signName,
        SignatureMethod: "HMAC-SHA1",
        SignatureNonce: randomUUID(),
        SignatureVersion: "1.0",
        TemplateCode: message.providerTemplate,
        TemplateParam: JSON.stringify(message.params),
        Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, "Z"),
        Version: "2017-05-25",
      };
      const { canonical, stringToSign } = aliyunStringToSign("GET", params);
      const url = `${(settings.endpoint || ALIYUN_SMS_ENDPOINT).replace(/\/?$/, "/")}?Signature=${aliyunEncode(aliyunSign(settings.accessKeySecret, stringToSign))}&${canonical}`;
      const response = await fetcher(url, { method: "GET", signal: AbortSignal.timeout(10_000) });
      const answer = (await response.json().catch(() => ({}))) as { Code?: string; Message?: string; BizId?: string };
      if (answer.Code !== "OK") throw new Error(`Aliyun ${answer.Code ?? `HTTP ${response.status}`}: ${answer.Message ?? "no answer"}`);
      return { messageId: String(answer.BizId ?? "") };
    },
  };
}
