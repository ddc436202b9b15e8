// Tencent Cloud SMS (API 2021-01-11) over its JSON API signed with TC3-HMAC-SHA256: a canonical
// request of the method, path, signed headers and the body's SHA-256, a string to sign scoped
// to the day and service, and a key derived from the secret through the date, service and
// `tc3_request`. The endpoint is the public one unless the provider names another.
import { createHash, createHmac } from "node:crypto";
import type { SmsDelivery, SmsDriver, SmsOutgoing } from "./sms-driver";

export const TENCENT_SMS_ENDPOINT = "https://sms.tencentcloudapi.com/";
const SERVICE = "sms";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const hmac = (key: string | Buffer, value: string) => createHmac("sha256", key).update(value).digest();

export interface Tc3Input {
  secretId: string;
  secretKey: string;
  host: string;
  contentType: string;
  payload: string;
  timestamp: number;
  service?: string;
}

/** The Authorization header of a TC3-HMAC-SHA256 request (POST /, headers content-type and host). */
export function tc3Authorization(input: Tc3Input): string {
  const service = input.service ?? SERVICE;
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const canonicalRequest = ["POST", "/", "", `content-type:${input.contentType}\nhost:${input.host}\n`, "content-type;host", sha256(input.payload)].join("\n");
  const scope = `${date}/${service}/tc3_request`;
  const stringToSign = ["TC3-HMAC-SHA256", String(input.timestamp), scope, sha256(canonicalRequest)].join("\n");
  const signingKey = hmac(hmac(hmac(`TC3${input.secretKey}`, date), service), "tc3_request");
  const signature = createHmac("sha256", signingKey).update(stringToSign).digest("hex");
  return `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`;
}

export interface TencentSettings {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  region: string;
  endpoint: string;
}

interface TencentAnswer {
  Response?: {
    Error?: { Code?: string; Message?: string };
    SendStatusSet?: { SerialNo?: string; Code?: string; Message?: string }[];
  };
}

export function tencentSmsDriver(settings: TencentSettings, fetcher: typeof fetch = fetch): SmsDriver {
  return {
    name: "tencent",
    async deliver(message: SmsOutgoing): Promise<SmsDelivery> {
      if (!message.providerTemplate) throw new Error(`template ${message.templateKey} has no Tencent Cloud template id`);
      const url = new URL(settings.endpoint || TENCENT_SMS_ENDPOINT);
      const payload = JSON.stringify({
        PhoneNumberSet: [message.mobile.startsWith("+") ? message.mobile : `+86${message.mobile}`],
        SmsSdkAppId: settings.sdkAppId,
        SignName: settings.signName,
        TemplateId: message.providerTemplate,
        TemplateParamSet: message.variables.map((name) => message.params[name] ?? ""),
      });
      const contentType = "application/json; charset=utf-8";
      const timestamp = Math.floor(Date.now() / 1000);
      const authorization = tc3Authorization({ secretId: settings.secretId, secretKey: settings.secretKey, host: url.host, contentType, payload, timestamp });
      const response = await fetcher(url, {
        method: "POST",
        body: payload,
        signal: AbortSignal.timeout(10_000),
        headers: {
          Authorization: authorization,
          "Content-Type": contentType,
          Host: url.host,
          "X-TC-Action": "SendSms",
          "X-TC-Timestamp": String(timestamp),
          "X-TC-Version": "2021-01-11",
          "X-TC-Region": settings.region || "ap-guangzhou",
        },
      });
      const answer = ((await response.json().catch(() => ({}))) as TencentAnswer).Response;
      if (!answer) throw new Error(`Tencent Cloud HTTP ${response.status}: no answer`);
      if (answer.Error) throw new Error(`Tencent Cloud ${answer.Error.Code ?? ""}: ${answer.Error.Message ?? ""}`);
      const status = answer.SendStatusSet?.[0];
      if (status?.Code !== "Ok") throw new Error(`Tencent Cloud ${status?.Code ?? "no status"}: ${status?.Message ?? ""}`);
      return { messageId: String(status.SerialNo ?? "") };
    },
  };
}
