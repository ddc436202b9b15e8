// A local stand-in for api.weixin.qq.com: cgi-bin/token checks the AppID and AppSecret and
// issues tokens that expire after `expires_in` (by the process clock, which tests may pin);
// menu/create and message/custom/send refuse a missing, unknown or expired token (40001/42001)
// and check the menu the way WeChat does (40016 counts, 40017 types, 40018 name bytes, 40019
// key bytes, 40020/40027 URLs, mini-program fields). Written from WeChat's documentation,
// apart from the product's own checks.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeWechatOptions {
  appId: string;
  appSecret: string;
  tokenLifetime?: number;
}

const bytes = (s: unknown) => new TextEncoder().encode(String(s ?? "")).length;
const KEYED = new Set(["click", "scancode_push", "scancode_waitmsg", "pic_sysphoto", "pic_photo_or_album", "pic_weixin", "location_select"]);

type Button = Record<string, unknown> & { sub_button?: Button[] };

function menuError(menu: unknown): [number, string] | undefined {
  const buttons = (menu as { button?: Button[] })?.button;
  if (!Array.isArray(buttons) || buttons.length < 1 || buttons.length > 3) return [40016, "invalid button size"];
  const leaf = (b: Button, sub: boolean): [number, string] | undefined => {
    if (bytes(b.name) < 1 || bytes(b.name) > (sub ? 60 : 16)) return [sub ? 40018 : 40018, "invalid button name size"];
    const type = String(b.type ?? "");
    if (KEYED.has(type)) return bytes(b.key) < 1 || bytes(b.key) > 128 ? [40019, "invalid button key size"] : undefined;
    if (type === "view") return /^https?:\/\//.test(String(b.url ?? "")) && bytes(b.url) <= 1024 ? undefined : [sub ? 40027 : 40020, "invalid button url"];
    if (type === "miniprogram") return /^wx[0-9a-f]{16}$/.test(String(b.appid ?? "")) && b.pagepath && /^https?:\/\//.test(String(b.url ?? "")) ? undefined : [40027, "invalid miniprogram button"];
    if (type === "media_id" || type === "view_limited") return b.media_id ? undefined : [40017, "invalid media_id"];
    return [40017, "invalid button type"];
  };
  for (const top of buttons) {
    const subs = top.sub_button;
    if (Array.isArray(subs) && subs.length) {
      if (subs.length > 5) return [40016, "invalid sub button size"];
      if (bytes(top.name) > 16) return [40018, "invalid button name size"];
      for (const sub of subs) {
        const problem = leaf(sub, true);
        if (problem) return problem;
      }
    } else {
      const problem = leaf(top, false);
      if (problem) return problem;
    }
  }
  return undefined;
}

/** Starts the stand-in (node:http, so Playwright's Node runner can use it as well as bun test). */
export async function fakeWechatApi(options: FakeWechatOptions) {
  const tokens = new Map<string, number>();
  const state = { tokenCalls: 0, menus: [] as unknown[], customMessages: [] as unknown[], lifetime: options.tokenLifetime ?? 7200 };
  const now = () => Math.floor(Date.now() / 1000);
  const json = (body: unknown) => Response.json(body);
  const tokenProblem = (token: string | null): Response | undefined => {
    const expires = token ? tokens.get(token) : undefined;
    if (expires === undefined) return json({ errcode: 40001, errmsg: "invalid credential, access_token is invalid or not latest" });
    if (expires <= now()) return json({ errcode: 42001, errmsg: "access_token expired" });
    return undefined;
  };
  const handle = async (request: Request): Promise<Response> => {
      const url = new URL(request.url);
      if (url.pathname === "/cgi-bin/token" && request.method === "GET") {
        state.tokenCalls++;
        if (url.searchParams.get("grant_type") !== "client_credential") return json({ errcode: 40002, errmsg: "invalid grant_type" });
        if (url.searchParams.get("appid") !== options.appId) return json({ errcode: 40013, errmsg: "invalid appid" });
        if (url.searchParams.get("secret") !== options.appSecret) return json({ errcode: 40125, errmsg: "invalid appsecret" });
        const token = `ACCESS_TOKEN_${crypto.randomUUID().replace(/-/g, "")}`;
        tokens.set(token, now() + state.lifetime);
        await new Promise((done) => setTimeout(done, 30));
        return json({ access_token: token, expires_in: state.lifetime });
      }
      if (request.method !== "POST") return json({ errcode: 43002, errmsg: "require POST method" });
      const refused = tokenProblem(url.searchParams.get("access_token"));
      if (refused) return refused;
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        return json({ errcode: 47001, errmsg: "data format error" });
      }
      if (url.pathname === "/cgi-bin/menu/create") {
        const problem = menuError(body);
        if (problem) return json({ errcode: problem[0], errmsg: problem[1] });
        state.menus.push(body);
        return json({ errcode: 0, errmsg: "ok" });
      }
      if (url.pathname === "/cgi-bin/message/custom/send") {
        const problem = customMessageError(body);
        if (problem) return json({ errcode: problem[0], errmsg: problem[1] });
        state.customMessages.push(body);
        return json({ errcode: 0, errmsg: "ok" });
      }
      return json({ errcode: 40066, errmsg: "invalid url" });
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      void handle(new Request(`http://127.0.0.1${req.url ?? "/"}`, { method: req.method, body: req.method === "GET" ? undefined : body }))
        .then(async (response) => {
          res.writeHead(response.status, { "content-type": response.headers.get("content-type") ?? "application/json" });
          res.end(Buffer.from(await response.arrayBuffer()));
        })
        .catch(() => {
          res.writeHead(500);
          res.end();
        });
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    /** WeChat drops every token (e.g. the AppSecret was reset elsewhere). */
    revokeTokens: () => tokens.clear(),
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** WeChat's checks of a customer-service message (the kinds the platform sends). */
function customMessageError(body: unknown): [number, string] | undefined {
  const message = body as { touser?: unknown; msgtype?: unknown; [kind: string]: unknown };
  if (typeof message.touser !== "string" || !/^[A-Za-z0-9_-]{20,64}$/.test(message.touser)) return [40003, "invalid openid"];
  if (message.msgtype !== "miniprogrampage" && message.msgtype !== "text") return [40008, "invalid message type"];
  if (message.msgtype === "text") return typeof (message.text as { content?: unknown } | undefined)?.content === "string" ? undefined : [47001, "data format error"];
  const card = message.miniprogrampage as Record<string, unknown> | undefined;
  if (!card || typeof card.appid !== "string" || !/^wx[0-9a-f]{16}$/.test(card.appid)) return [47001, "data format error"];
  if (typeof card.pagepath !== "string" || typeof card.thumb_media_id !== "string" || !card.thumb_media_id) return [47001, "data format error"];
  if (card.title !== undefined && typeof card.title !== "string") return [47001, "data format error"];
  return undefined;
}
