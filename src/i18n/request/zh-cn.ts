import type { Translation } from "@shared/i18n";
import type { requestEn } from "./en";

export const requestZhCn: Translation<typeof requestEn> = {
  status302: "接口重定向了！",
  status400: "参数不正确！",
  status401: "您没有权限操作！",
  status404: "请求地址出错：{url}",
  status408: "请求超时！",
  status409: "系统已存在相同数据！",
  status500: "服务器内部错误！",
  status501: "服务未实现！",
  status502: "网关错误！",
  status503: "服务不可用！",
  status504: "服务暂时无法访问，请稍后再试！",
  status505: "HTTP 版本不受支持！",
  statusOther: "异常问题，请联系网站管理员！",
  throttledRetry: "服务器繁忙，{seconds} 秒后自动重试…",
  timeout: "网络请求超时！",
  serverException: "服务端异常！",
  offline: "您断网了！",
  duplicateCancelled: "因重复请求已自动取消：",
  operationSuccessful: "操作成功",
};
