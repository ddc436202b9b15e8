// Server messages in Simplified Chinese; the type makes a missing translation a compile error.
import type { Translation } from "@/lib/i18n";
import { validationZhCn } from "@/lib/validate/messages";
import type { en } from "./en";

export const zhCn: Translation<typeof en> = {
  ...validationZhCn,
  ok: "成功",
  notFound: "请求地址出错：{url}",
  serverError: "服务器内部错误！（请求编号 {requestId}）",
  incorrectParameter: "参数不正确！",
  malformedBody: "无法读取请求体。",
  bodyTooLarge: "请求体过大，上限为 {limit}。",
  throttled: "请不要频繁请求，请在 {seconds} 秒后重试。",
  fieldInvalid: "{field}：{message}",
  databaseUnreachable: "无法连接数据库。",
  methodNotAllowed: "该地址不接受 {method} 请求。",
};
