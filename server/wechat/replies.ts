// Which automatic reply answers a message: a subscribe event gets the subscribe reply; a text
// message (or a menu click, by its key) the keyword rules — exact matches first, then
// "contains", each by priority —, else the default reply. Replies are written as WeChat's
// passive-reply XML; a mini-program card cannot be a passive reply, so it goes out through the
// customer-service message API and the passive answer is empty.
import { desc, eq } from "drizzle-orm";
import { wechatAutoReply } from "@db/schema";
import type { Database } from "@db/client";
import { buildWechatXml } from "./xml";

type Rule = typeof wechatAutoReply.$inferSelect;

export async function matchReply(db: Database, message: Record<string, string>): Promise<Rule | undefined> {
  const rules = await db.select().from(wechatAutoReply).where(eq(wechatAutoReply.status, "1")).orderBy(desc(wechatAutoReply.priority), wechatAutoReply.id);
  const of = (kind: Rule["kind"]) => rules.filter((r) => r.kind === kind);
  const type = message.MsgType;
  const event = (message.Event ?? "").toLowerCase();
  if (type === "event" && event === "subscribe") return of("subscribe")[0];
  const said = type === "text" ? (message.Content ?? "").trim() : type === "event" && event === "click" ? (message.EventKey ?? "") : undefined;
  if (said !== undefined && said !== "") {
    const words = (rule: Rule) => rule.keywords.split(",").map((w) => w.trim()).filter(Boolean);
    const keyword = of("keyword");
    const exact = keyword.find((r) => r.match_mode === "exact" && words(r).includes(said));
    if (exact) return exact;
    const contains = keyword.find((r) => r.match_mode === "contains" && words(r).some((w) => said.includes(w)));
    if (contains) return contains;
  }
  if (type === "event") return undefined;
  return of("default")[0];
}

/** The passive reply XML (empty for a mini-program card, sent by the customer-service API instead). */
export function replyXml(rule: Rule, message: Record<string, string>, now: number): string {
  const head = { ToUserName: message.FromUserName ?? "", FromUserName: message.ToUserName ?? "", CreateTime: now };
  switch (rule.reply_type) {
    case "text":
      return buildWechatXml({ ...head, MsgType: "text", Content: rule.content });
    case "image":
      return buildWechatXml({ ...head, MsgType: "image", Image: { MediaId: rule.media_id } });
    case "news":
      return buildWechatXml({ ...head, MsgType: "news", ArticleCount: 1, Articles: [{ Title: rule.title, Description: rule.description, PicUrl: rule.pic_url, Url: rule.url }] });
    default:
      return "";
  }
}

/** The customer-service message of a mini-program card reply. */
export function miniProgramMessage(rule: Rule, openId: string) {
  return { touser: openId, msgtype: "miniprogrampage", miniprogrampage: { title: rule.title, appid: rule.appid, pagepath: rule.pagepath, thumb_media_id: rule.media_id } };
}

