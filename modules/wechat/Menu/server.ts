// The menu editor's calls: `index` the saved menu (WeChat's button shape), whether the account
// is set up and the last publication; `save` checks WeChat's rules and replaces the rows;
// `publish` saves, then sends the menu to menu/create with the cached access token and logs
// the answer (errors in plain words).
import { asc, desc } from "drizzle-orm";
import { wechatMenu, wechatMenuPublish } from "@db/schema";
import type { Database } from "@db/client";
import { L } from "@shared/module/labels";
import { pick } from "@shared/i18n";
import { action, defineServer, reply } from "@server/engine/define";
import { ApiError } from "@server/kernel/errors";
import { wechatSettings, WechatApiError } from "@server/wechat/account";
import { checkMenu, wechatErrorText, wireButton, type MenuButton } from "@shared/wechat-menu";

type Row = typeof wechatMenu.$inferSelect;
const FIELDS = ["type", "key", "url", "appid", "pagepath", "media_id"] as const;

function toButton(row: Row, subs: Row[]): MenuButton {
  const button: MenuButton = { name: row.name, type: row.type, key: row.menu_key, url: row.url, appid: row.appid, pagepath: row.pagepath, media_id: row.media_id };
  if (subs.length) button.sub_button = subs.map((s) => toButton(s, []));
  return button;
}

async function savedMenu(db: Database): Promise<MenuButton[]> {
  const rows = await db.select().from(wechatMenu).orderBy(asc(wechatMenu.weigh), asc(wechatMenu.id));
  return rows.filter((r) => r.parent_id === 0).map((top) => toButton(top, rows.filter((r) => r.parent_id === top.id)));
}

/** The posted menu in a known shape (strings only, bounded sizes); anything else is refused. */
function readButtons(raw: unknown): MenuButton[] {
  const list = raw && typeof raw === "object" ? (raw as { buttons?: unknown }).buttons : undefined;
  if (!Array.isArray(list) || list.length > 10) throw new ApiError(L("菜单格式不正确", "The menu is malformed"));
  const one = (value: unknown, depth: number): MenuButton => {
    if (!value || typeof value !== "object") throw new ApiError(L("菜单格式不正确", "The menu is malformed"));
    const v = value as Record<string, unknown>;
    const str = (name: string, max: number) => {
      const s = v[name] ?? "";
      if (typeof s !== "string" || s.length > max) throw new ApiError(L("菜单格式不正确", "The menu is malformed"));
      return s.trim();
    };
    const button: MenuButton = { name: str("name", 60) };
    for (const field of FIELDS) button[field] = str(field, 1024);
    const subs = v.sub_button;
    if (depth === 0 && Array.isArray(subs) && subs.length) {
      if (subs.length > 10) throw new ApiError(L("菜单格式不正确", "The menu is malformed"));
      button.sub_button = subs.map((s) => one(s, 1));
    }
    return button;
  };
  return list.map((b) => one(b, 0));
}

async function store(db: Database, buttons: MenuButton[]) {
  await db.transaction(async (tx) => {
    await tx.delete(wechatMenu);
    for (const [i, top] of buttons.entries()) {
      const subs = top.sub_button ?? [];
      const values = (b: MenuButton, parent: number, weigh: number) => ({
        parent_id: parent,
        name: b.name,
        weigh,
        type: b.sub_button?.length ? "" : (b.type ?? ""),
        menu_key: b.key ?? "",
        url: b.url ?? "",
        appid: b.appid ?? "",
        pagepath: b.pagepath ?? "",
        media_id: b.media_id ?? "",
      });
      const [made] = await tx.insert(wechatMenu).values(values(top, 0, i)).returning({ id: wechatMenu.id });
      for (const [j, sub] of subs.entries()) await tx.insert(wechatMenu).values(values(sub, made?.id ?? 0, j));
    }
  });
}

function refuseProblems(buttons: MenuButton[], lang: "zh-cn" | "en") {
  const problems = checkMenu(buttons);
  if (problems.length) {
    const first = problems[0];
    throw new ApiError(L("菜单不符合微信的要求：{problem}", "The menu breaks WeChat's rules: {problem}"), { problem: first ? pick(first.message, lang) : "" }, 0, { problems: problems.map((p) => ({ at: p.at, message: pick(p.message, lang) })) });
  }
}

export default defineServer({
  actions: {
    index: action({
      method: "GET",
      async handle({ services }) {
        const settings = await wechatSettings(services);
        const [last] = await services.db.select().from(wechatMenuPublish).orderBy(desc(wechatMenuPublish.id)).limit(1);
        return { buttons: await savedMenu(services.db), configured: Boolean(settings.app_id && settings.app_secret), last: last ?? null };
      },
    }),
    save: action({
      async handle({ services, rawBody, lang }) {
        const buttons = readButtons(rawBody);
        refuseProblems(buttons, lang);
        await store(services.db, buttons);
        return reply({ buttons: await savedMenu(services.db) }, L("菜单已保存", "The menu has been saved"));
      },
    }),
    publish: action({
      async handle({ services, rawBody, lang, admin }) {
        const buttons = readButtons(rawBody);
        refuseProblems(buttons, lang);
        await store(services.db, buttons);
        const menu = { button: buttons.map(wireButton) };
        let errcode = 0;
        let errmsg = "ok";
        try {
          ({ errcode, errmsg } = await services.wechat.post("/cgi-bin/menu/create", menu));
        } catch (error) {
          errcode = error instanceof WechatApiError ? error.errcode : -1;
          errmsg = error instanceof Error ? error.message.slice(0, 200) : String(error);
        }
        await services.db.insert(wechatMenuPublish).values({ admin_id: admin.id, menu: JSON.stringify(menu), status: errcode === 0 ? "success" : "failed", errcode, errmsg, create_time: services.clock.now() });
        if (errcode !== 0) {
          const words = errcode === -2 ? L("请先在公众号配置中填写 AppID 和 AppSecret", "Set the AppID and AppSecret in the account settings first") : wechatErrorText(errcode, errmsg);
          throw new ApiError(L("发布失败：{reason}", "Publishing failed: {reason}"), { reason: pick(words, lang) });
        }
        return reply({ published: true }, L("菜单已发布，微信客户端约 5 分钟内更新", "The menu is published; WeChat apps show it within about 5 minutes"));
      },
    }),
  },
});
