// Local stand-ins for Aliyun SMS and Tencent Cloud SMS that check each request the way the
// providers do: Aliyun's RPC signature (HMAC-SHA1 over the canonicalised query, timestamp
// window, nonce used once) and Tencent Cloud's TC3-HMAC-SHA256 (canonical request, scoped
// string to sign, derived key), then the account's signature name, template and parameters.
// The verification is written here from the providers' documentation, independently of the
// product's signing code, so a signing mistake in the product fails the tests.
import { createHash, createHmac, randomUUID } from "node:crypto";

export interface FakeTemplate {
  /** Parameter names (Aliyun) or how many positional parameters (Tencent, by names' count). */
  params: string[];
}

export interface ReceivedSms {
  vendor: "aliyun" | "tencent";
  phone: string;
  signName: string;
  template: string;
  params: Record<string, string> | string[];
  messageId: string;
}

export interface FakeSmsAccount {
  keyId: string;
  secret: string;
  signName: string;
  templates: Record<string, FakeTemplate>;
  /** Tencent Cloud only. */
  sdkAppId?: string;
}

/** Aliyun's percent-encoding: every byte but A-Z a-z 0-9 - _ . ~ as %XX (upper case). */
function popEncode(value: string): string {
  let out = "";
  for (const byte of new TextEncoder().encode(value)) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

function serve(handler: (request: Request) => Promise<Response> | Response) {
  const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: handler });
  return { url: `http://127.0.0.1:${server.port}/`, stop: () => server.stop(true) };
}

export function fakeAliyunSms(account: FakeSmsAccount, clock: () => number = () => Date.now()) {
  const received: ReceivedSms[] = [];
  const nonces = new Set<string>();
  const answer = (status: number, Code: string, Message: string, extra: Record<string, string> = {}) =>
    Response.json({ RequestId: randomUUID(), Code, Message, ...extra }, { status });
  const server = serve((request) => {
    const url = new URL(request.url);
    if (request.method !== "GET" && request.method !== "POST") return answer(400, "InvalidHttpMethod", "method");
    const params = Object.fromEntries(url.searchParams);
    const signature = params.Signature;
    delete params.Signature;
    for (const name of ["AccessKeyId", "Action", "Format", "SignatureMethod", "SignatureNonce", "SignatureVersion", "Timestamp", "Version", "PhoneNumbers", "SignName", "TemplateCode"]) {
      if (!params[name]) return answer(400, "MissingParameter", `${name} is mandatory for this action.`);
    }
    if (params.Action !== "SendSms" || params.Version !== "2017-05-25") return answer(400, "InvalidAction", "Specified api is not found.");
    if (params.SignatureMethod !== "HMAC-SHA1" || params.SignatureVersion !== "1.0") return answer(400, "InvalidSignatureMethod", "unsupported");
    if (params.AccessKeyId !== account.keyId) return answer(404, "InvalidAccessKeyId.NotFound", "Specified access key is not found.");
    const stamp = Date.parse(params.Timestamp ?? "");
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(params.Timestamp ?? "") || Math.abs(clock() - stamp) > 15 * 60_000) return answer(400, "InvalidTimeStamp.Expired", "Specified time stamp or date value is expired.");
    if (nonces.has(params.SignatureNonce ?? "")) return answer(400, "SignatureNonceUsed", "Specified signature nonce was used already.");
    const canonical = Object.keys(params)
      .sort()
      .map((k) => `${popEncode(k)}=${popEncode(params[k] ?? "")}`)
      .join("&");
    const toSign = `${request.method}&${popEncode("/")}&${popEncode(canonical)}`;
    const expected = createHmac("sha1", `${account.secret}&`).update(toSign, "utf8").digest("base64");
    if (signature !== expected) return answer(400, "SignatureDoesNotMatch", "Specified signature is not matched with our calculation.");
    nonces.add(params.SignatureNonce ?? "");
    if (params.SignName !== account.signName) return answer(200, "isv.SMS_SIGNATURE_ILLEGAL", "该账号下找不到对应签名");
    const template = account.templates[params.TemplateCode ?? ""];
    if (!template) return answer(200, "isv.SMS_TEMPLATE_ILLEGAL", "该账号下找不到对应模板");
    let values: Record<string, string>;
    try {
      values = JSON.parse(params.TemplateParam ?? "{}") as Record<string, string>;
    } catch {
      return answer(200, "isv.INVALID_JSON_PARAM", "JSON参数不合法，只接受字符串值");
    }
    const names = Object.keys(values).sort().join(",");
    if (names !== [...template.params].sort().join(",") || Object.values(values).some((v) => typeof v !== "string")) return answer(200, "isv.TEMPLATE_MISSING_PARAMETERS", "模版缺少变量");
    if (!/^1[3-9]\d{9}$/.test(params.PhoneNumbers ?? "")) return answer(200, "isv.MOBILE_NUMBER_ILLEGAL", "非法手机号");
    const messageId = `${Date.now()}^${received.length + 1}`;
    received.push({ vendor: "aliyun", phone: params.PhoneNumbers ?? "", signName: params.SignName ?? "", template: params.TemplateCode ?? "", params: values, messageId });
    return answer(200, "OK", "OK", { BizId: messageId });
  });
  return { ...server, received };
}

const sha256Hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

export function fakeTencentSms(account: FakeSmsAccount, clock: () => number = () => Date.now()) {
  const received: ReceivedSms[] = [];
  const error = (Code: string, Message: string) => Response.json({ Response: { Error: { Code, Message }, RequestId: randomUUID() } });
  const server = serve(async (request) => {
    if (request.method !== "POST") return error("UnsupportedOperation", "POST only");
    const body = await request.text();
    const contentType = request.headers.get("content-type") ?? "";
    const host = request.headers.get("host") ?? "";
    const timestamp = Number(request.headers.get("x-tc-timestamp"));
    if (request.headers.get("x-tc-action") !== "SendSms" || request.headers.get("x-tc-version") !== "2021-01-11") return error("InvalidAction", "action or version");
    if (!request.headers.get("x-tc-region")) return error("MissingParameter", "X-TC-Region");
    if (!Number.isInteger(timestamp) || Math.abs(clock() / 1000 - timestamp) > 300) return error("AuthFailure.SignatureExpire", "signature expired");
    const auth = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d\d-\d\d)\/sms\/tc3_request, SignedHeaders=([a-z;-]+), Signature=([0-9a-f]{64})$/.exec(request.headers.get("authorization") ?? "");
    if (!auth) return error("AuthFailure.InvalidAuthorization", "Authorization is malformed");
    const [, secretId, date, signedHeaders, signature] = auth;
    if (secretId !== account.keyId) return error("AuthFailure.SecretIdNotFound", "The SecretId is not found");
    if (date !== new Date(timestamp * 1000).toISOString().slice(0, 10)) return error("AuthFailure.InvalidAuthorization", "credential date");
    const headerNames = (signedHeaders ?? "").split(";");
    if (!headerNames.includes("content-type") || !headerNames.includes("host")) return error("AuthFailure.InvalidAuthorization", "signed headers");
    const canonicalHeaders = headerNames.map((name) => `${name}:${(request.headers.get(name) ?? "").trim().toLowerCase()}\n`).join("");
    const canonicalRequest = `POST\n/\n\n${canonicalHeaders}\n${signedHeaders}\n${sha256Hex(body)}`;
    const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/sms/tc3_request\n${sha256Hex(canonicalRequest)}`;
    let key: Buffer = createHmac("sha256", `TC3${account.secret}`).update(date ?? "").digest();
    key = createHmac("sha256", key).update("sms").digest();
    key = createHmac("sha256", key).update("tc3_request").digest();
    if (createHmac("sha256", key).update(stringToSign).digest("hex") !== signature) return error("AuthFailure.SignatureFailure", "The provided credentials could not be validated.");
    void host;
    void contentType;
    let payload: { PhoneNumberSet?: string[]; SmsSdkAppId?: string; SignName?: string; TemplateId?: string; TemplateParamSet?: string[] };
    try {
      payload = JSON.parse(body) as typeof payload;
    } catch {
      return error("InvalidParameter", "body is not JSON");
    }
    if (payload.SmsSdkAppId !== account.sdkAppId) return error("FailedOperation.SmsSdkAppIdVerifyFail", "SmsSdkAppId verify fail");
    if (payload.SignName !== account.signName) return error("FailedOperation.SignatureIncorrectOrUnapproved", "signature incorrect or unapproved");
    const template = account.templates[payload.TemplateId ?? ""];
    if (!template) return error("FailedOperation.TemplateIncorrectOrUnapproved", "template incorrect or unapproved");
    const values = payload.TemplateParamSet ?? [];
    if (values.length !== template.params.length || values.some((v) => typeof v !== "string")) return error("InvalidParameterValue.TemplateParameterFormatError", "template parameters do not match");
    const phone = payload.PhoneNumberSet?.[0] ?? "";
    if (!/^\+861[3-9]\d{9}$/.test(phone)) return error("InvalidParameterValue.IncorrectPhoneNumber", "incorrect phone number");
    const messageId = `2433:${randomUUID().replace(/-/g, "").slice(0, 20)}`;
    received.push({ vendor: "tencent", phone, signName: payload.SignName ?? "", template: payload.TemplateId ?? "", params: values, messageId });
    return Response.json({ Response: { SendStatusSet: [{ SerialNo: messageId, PhoneNumber: phone, Fee: 1, SessionContext: "", Code: "Ok", Message: "send success", IsoCode: "CN" }], RequestId: randomUUID() } });
  });
  return { ...server, received };
}
