// The custom menu (自定义菜单): rows to WeChat's button JSON and WeChat's rules checked before
// publishing — at most 3 top buttons of at most 16 bytes, at most 5 sub-buttons of at most 60
// bytes each, and per type the fields WeChat wants (click key ≤ 128 bytes, view URL ≤ 1024
// bytes over http(s), mini programs with AppID, page path and fallback URL, media ids).
import type { LocalizedText } from "@shared/i18n";
import { L } from "@shared/module/labels";

export const MENU_TYPES = ["click", "view", "miniprogram", "scancode_push", "scancode_waitmsg", "pic_sysphoto", "pic_photo_or_album", "pic_weixin", "location_select", "media_id", "view_limited"] as const;
export type MenuType = (typeof MENU_TYPES)[number];

export interface MenuButton {
  name: string;
  type?: string;
  key?: string;
  url?: string;
  appid?: string;
  pagepath?: string;
  media_id?: string;
  sub_button?: MenuButton[];
}

export interface MenuProblem {
  /** Where: "0" for the first top button, "0.2" for its third sub-button. */
  at: string;
  message: LocalizedText;
}

const bytes = (text: string) => new TextEncoder().encode(text).length;
const KEY_TYPES = new Set(["click", "scancode_push", "scancode_waitmsg", "pic_sysphoto", "pic_photo_or_album", "pic_weixin", "location_select"]);
const isWebUrl = (url: string) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(url);

function checkAction(button: MenuButton, at: string, problems: MenuProblem[]) {
  const type = button.type ?? "";
  if (!(MENU_TYPES as readonly string[]).includes(type)) {
    problems.push({ at, message: L("请选择菜单类型", "Choose what the button does") });
    return;
  }
  if (KEY_TYPES.has(type)) {
    if (!button.key) problems.push({ at, message: L("请填写菜单 KEY", "Give the button a key") });
    else if (bytes(button.key) > 128) problems.push({ at, message: L("菜单 KEY 不能超过 128 字节", "The key is longer than 128 bytes") });
  }
  if (type === "view" || type === "miniprogram") {
    if (!button.url || !isWebUrl(button.url)) problems.push({ at, message: L("请填写以 http:// 或 https:// 开头的网页链接", "Give a web address starting with http:// or https://") });
    else if (bytes(button.url) > 1024) problems.push({ at, message: L("网页链接不能超过 1024 字节", "The web address is longer than 1024 bytes") });
  }
  if (type === "miniprogram") {
    if (!/^wx[0-9a-f]{16}$/.test(button.appid ?? "")) problems.push({ at, message: L("请填写小程序 AppID（wx 开头的 18 位）", "Give the mini program's AppID (18 characters starting with wx)") });
    if (!button.pagepath) problems.push({ at, message: L("请填写小程序页面路径", "Give the mini program page path") });
  }
  if ((type === "media_id" || type === "view_limited") && !button.media_id) problems.push({ at, message: L("请填写素材 media_id", "Give the media_id of the material") });
}

export function checkMenu(buttons: MenuButton[]): MenuProblem[] {
  const problems: MenuProblem[] = [];
  if (buttons.length === 0) problems.push({ at: "", message: L("菜单至少需要一个按钮", "The menu needs at least one button") });
  if (buttons.length > 3) problems.push({ at: "", message: L("一级菜单最多 3 个", "At most 3 top buttons") });
  buttons.forEach((top, i) => {
    const at = String(i);
    if (!top.name.trim()) problems.push({ at, message: L("请填写菜单名称", "Give the button a name") });
    else if (bytes(top.name) > 16) problems.push({ at, message: L("一级菜单名称不能超过 16 字节（约 5 个汉字）", "A top button's name is at most 16 bytes (5 Chinese characters)") });
    const subs = top.sub_button ?? [];
    if (subs.length > 5) problems.push({ at, message: L("每个一级菜单最多 5 个子菜单", "At most 5 sub-buttons per top button") });
    if (subs.length === 0) checkAction(top, at, problems);
    subs.forEach((sub, j) => {
      const subAt = `${i}.${j}`;
      if (!sub.name.trim()) problems.push({ at: subAt, message: L("请填写菜单名称", "Give the button a name") });
      else if (bytes(sub.name) > 60) problems.push({ at: subAt, message: L("子菜单名称不能超过 60 字节", "A sub-button's name is at most 60 bytes") });
      checkAction(sub, subAt, problems);
    });
  });
  return problems;
}

/** WeChat's JSON for one button: only the fields its type uses. */
export function wireButton(button: MenuButton): MenuButton {
  if (button.sub_button?.length) return { name: button.name, sub_button: button.sub_button.map(wireButton) };
  const type = button.type as MenuType;
  const out: MenuButton = { type, name: button.name };
  if (KEY_TYPES.has(type)) out.key = button.key;
  if (type === "view" || type === "miniprogram") out.url = button.url;
  if (type === "miniprogram") Object.assign(out, { appid: button.appid, pagepath: button.pagepath });
  if (type === "media_id" || type === "view_limited") out.media_id = button.media_id;
  return out;
}

/** What WeChat's error codes of menu/create mean, in plain words. */
export function wechatErrorText(errcode: number, errmsg: string): LocalizedText {
  const known: Record<number, LocalizedText> = {
    40001: L("AppSecret 错误或 access_token 无效", "The AppSecret is wrong or the access token is invalid"),
    40013: L("AppID 无效", "The AppID is invalid"),
    40125: L("AppSecret 无效", "The AppSecret is invalid"),
    40164: L("调用接口的 IP 地址不在公众号白名单中", "This server's IP address is not on the account's allow-list"),
    40016: L("按钮数量不符合要求", "The number of buttons is wrong"),
    40017: L("按钮类型不符合要求", "A button type is wrong"),
    40018: L("按钮名称长度不符合要求", "A button name is too long"),
    40019: L("按钮 KEY 长度不符合要求", "A button key is too long"),
    40020: L("按钮链接长度不符合要求", "A button URL is too long"),
    40027: L("子菜单按钮链接不符合要求", "A sub-button URL is invalid"),
    40054: L("子菜单按钮域名不符合要求", "A sub-button URL's domain is not allowed"),
    40055: L("按钮域名不符合要求", "A button URL's domain is not allowed"),
    45064: L("未绑定小程序，不能使用小程序菜单", "No mini program is linked to the account"),
    48001: L("公众号没有该接口权限（需认证）", "The account may not use this API (verification needed)"),
    "-1": L("微信系统繁忙，请稍后再试", "WeChat is busy; try again later"),
  } as Record<number, LocalizedText>;
  const hit = known[errcode];
  return hit ? L(`${hit["zh-cn"]}（${errcode}）`, `${hit.en} (${errcode})`) : L(`微信返回错误 ${errcode}：${errmsg}`, `WeChat answered error ${errcode}: ${errmsg}`);
}
