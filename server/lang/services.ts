// Messages of the common services (external storage, attachments, cache clearing) and of the
// security module's purge and conflict checks, kept apart so the main dictionaries change by
// one line.
import type { Translation } from "@shared/i18n";

export const servicesEn = {
  uploadModeLocal: "Uploads are stored on this server; send the file to ajax/upload",
  uploadStorageNotConfigured: "External storage is not fully configured: the bucket URL, bucket name, access key ID and secret key are all needed",
  uploadKeyTemplateInvalid: "The external storage key template is not valid: use only the listed placeholders and include {fileSha1}",
  uploadCallbackInvalid: "The upload callback is not valid: its policy or signature was not issued by this server",
  uploadPolicyExpired: "The upload permission has expired; please upload the file again",
  uploadKeyNotIssued: "The stored file is not one this upload permission allowed",
  uploadNotInStorage: "The uploaded file was not found in the storage",
  uploadStorageFailed: "The storage could not be read (HTTP {status}); please try again later",
  uploadContentMismatch: "The stored file does not match the upload (size or SHA-1 differ)",
  attachmentsDeleted: "Deleted {count} records; {removed} files removed, {kept} kept because other records still use them",
  cacheCleared: "Cache cleared: {types}",
  cacheUnknownType: "Unknown cache type \"{type}\"; known types: {types}",
  purgeSucceeded: "Removed {count} log entries for good",
  purgeNothing: "There is nothing to remove",
  restoreUniqueConflict: "Cannot restore: {table} already has a row with the same {columns}",
  restoreParentMissing: "Cannot restore: a record this row belongs to no longer exists ({table})",
  rollbackChanged: "Cannot roll back: {field} of record {id} in {table} has changed since this entry; roll back the newer change first",
  rollbackUniqueConflict: "Cannot roll back: another record of {table} already has this {field}",
  workflowNotAllowed: "Not possible while the {subject} is {status}",
  outsideJurisdiction: "Outside your jurisdiction",
  workflowTimeLimitPassed: "Time limit passed: {limit}",
} as const;

export const servicesZhCn: Translation<typeof servicesEn> = {
  uploadModeLocal: "当前为本地存储，请把文件发送到 ajax/upload",
  uploadStorageNotConfigured: "外部存储未配置完整：需要存储桶地址、存储桶名称、Access Key ID 和 Secret Access Key",
  uploadKeyTemplateInvalid: "外部存储文件名规则无效：只能使用列出的占位符，且必须包含 {fileSha1}",
  uploadCallbackInvalid: "上传回调无效：其上传策略或签名不是本服务器签发的",
  uploadPolicyExpired: "上传授权已过期，请重新上传文件",
  uploadKeyNotIssued: "存储中的文件不在本次上传授权允许的范围内",
  uploadNotInStorage: "在存储中找不到上传的文件",
  uploadStorageFailed: "无法读取存储（HTTP {status}），请稍后再试",
  uploadContentMismatch: "存储中的文件与上传的文件不一致（大小或 SHA-1 不同）",
  attachmentsDeleted: "已删除 {count} 条记录；删除文件 {removed} 个，{kept} 个文件仍被其他记录使用而保留",
  cacheCleared: "缓存已清理：{types}",
  cacheUnknownType: "未知的缓存类型“{type}”；可用类型：{types}",
  purgeSucceeded: "已彻底删除 {count} 条记录",
  workflowNotAllowed: "{subject}处于“{status}”状态，不能进行此操作",
  outsideJurisdiction: "不在您的管辖区域内",
  workflowTimeLimitPassed: "已超过时限：{limit}",
  purgeNothing: "没有可删除的记录",
  restoreUniqueConflict: "无法还原：{table} 中已有相同 {columns} 的记录",
  restoreParentMissing: "无法还原：这条数据所属的记录已不存在（{table}）",
  rollbackChanged: "无法回滚：{table} 中记录 {id} 的 {field} 在此之后又被修改过，请先回滚较新的修改",
  rollbackUniqueConflict: "无法回滚：{table} 中已有其他记录使用这个 {field}",
};
