// Messages of the hardening work (issue 19): request shape, ids, login protection, uploads,
// maintenance and the recycle bin's child rows. Kept apart so the main dictionaries change by
// one line.
import type { Translation } from "@/lib/i18n";

export const hardeningEn = {
  badHostHeader: "Bad request: the Host header does not name a host.",
  idInvalid: "{field} must be a whole number written plainly (e.g. 12), got {value}",
  idsInvalid: "Every id must be a whole number written plainly (e.g. 12); refused: {value}",
  accountLockedHere: "Too many failed logins from your network address: this account is locked for you until {time}. Sign in from a device you used before, or wait.",
  loginCaptchaNeeded: "There have been failed logins on this account: please complete the click captcha.",
  failedLoginsMailSubject: "Failed sign-in attempts on your account",
  failedLoginsMailText: "There have been {count} failed sign-in attempts on your account {account} at {site} since {since}, most recently from {ip}. If this was not you, nothing needs to be done: the account is only locked for the addresses the attempts came from. If you often see this message, change your password.",
  failedLoginsNotice: "Since your last sign-in there have been {count} failed sign-in attempts on your account, the last at {time} from {ip}.",
  codeSentIfRegistered: "If an account is registered with this address, a code has been sent to it",
  uploadTopicUnknown: "Unknown upload topic \"{topic}\"; allowed: {topics}",
  uploadRateLimited: "Too many uploads; try again in {seconds} seconds.",
  uploadQuotaReached: "Your registration is not approved yet: uploads are limited to {files} files and {size} until it is",
  maintenanceOn: "The platform is under maintenance. Please try again later.",
  maintenanceMessage: "{message}",
  deleteStillReferenced: "Cannot delete: {count} rows of {table} still refer to this record",
  restoreParentFirst: "Cannot restore yet: {child} rows refer to {table} {id}, which is in the recycle bin; restore that first",
  restoreChildTaken: "Cannot restore: {table} already has a row with {key} {id} (it went with the record)",
} as const;

export const hardeningZhCn: Translation<typeof hardeningEn> = {
  badHostHeader: "错误的请求：Host 请求头不是有效的主机名。",
  idInvalid: "{field}必须是直接书写的整数（例如 12），收到的是 {value}",
  idsInvalid: "每个 id 都必须是直接书写的整数（例如 12）；不接受：{value}",
  accountLockedHere: "您所在网络地址登录失败次数过多：该账户对您锁定至 {time}。请在曾经登录过的设备上登录，或稍后再试。",
  loginCaptchaNeeded: "该账户有登录失败记录：请先完成点选验证码。",
  failedLoginsMailSubject: "您的账户有登录失败记录",
  failedLoginsMailText: "自 {since} 以来，您在{site}的账户 {account} 有 {count} 次登录失败，最近一次来自 {ip}。如果不是您本人操作，无需处理：账户只对这些地址锁定。如经常收到此邮件，请修改密码。",
  failedLoginsNotice: "自您上次登录以来，您的账户有 {count} 次登录失败，最近一次在 {time}，来自 {ip}。",
  codeSentIfRegistered: "如果该地址已注册账户，验证码已发送",
  uploadTopicUnknown: "未知的上传分类“{topic}”；允许的分类：{topics}",
  uploadRateLimited: "上传过于频繁，请在 {seconds} 秒后重试。",
  uploadQuotaReached: "您的注册尚未审核通过：通过前最多上传 {files} 个文件、共 {size}",
  maintenanceOn: "平台正在维护，请稍后再试。",
  maintenanceMessage: "{message}",
  deleteStillReferenced: "无法删除：{table} 中仍有 {count} 条记录引用该记录",
  restoreParentFirst: "暂时无法还原：{child} 的记录引用了 {table} {id}，它在回收站中，请先还原它",
  restoreChildTaken: "无法还原：{table} 中已有 {key} 为 {id} 的记录（它随该记录一同删除）",
};
