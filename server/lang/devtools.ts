// Server messages of the developer tools (code generator and terminal), kept apart so the
// shared dictionaries only spread them in.
import type { Translation } from "@shared/i18n";
import { generatorMessagesEn, generatorMessagesZhCn } from "@shared/generator/messages";

export const devtoolsEn = {
  ...generatorMessagesEn,
  terminalNotAllowed: "The command was not allowed to be executed",
  terminalNotSuper: "You are not super administrator or not logged in",
  terminalTokenExpired: "Token expiration",
  terminalBusy: "The terminal queue is full ({max} waiting); try again when the running commands have finished",
  terminalQueued: "Waiting for the command that is running on this server to finish…",
  terminalDuplicate: "This task has already run; add it again to run it once more",
  terminalNotInstalled: "{program} is not installed on the server",
  terminalFailed: "Failed to execute: {error}",
  terminalTimeout: "Stopped: the command ran longer than {seconds} seconds",
  terminalOutputCapped: "Output beyond {lines} lines / {kib} KiB is not shown; the command keeps running",
  terminalInteractive: "An interactive command has been detected; it was stopped because the terminal cannot answer questions",
  terminalConfigSaved: "Terminal settings saved",
  terminalConfigFailed: "The terminal settings could not be saved: {error}",
} as const;

export const devtoolsZhCn: Translation<typeof devtoolsEn> = {
  ...generatorMessagesZhCn,
  terminalNotAllowed: "不允许执行该命令",
  terminalNotSuper: "您不是超级管理员或未登录",
  terminalTokenExpired: "令牌已过期",
  terminalBusy: "终端队列已满（{max} 个等待中），请在正在执行的命令完成后重试",
  terminalQueued: "正在等待本服务器上正在执行的命令完成……",
  terminalDuplicate: "该任务已经执行过；如需再次执行，请重新添加",
  terminalNotInstalled: "服务器上未安装 {program}",
  terminalFailed: "执行失败：{error}",
  terminalTimeout: "已停止：命令执行超过 {seconds} 秒",
  terminalOutputCapped: "超过 {lines} 行 / {kib} KiB 的输出不再显示，命令继续执行",
  terminalInteractive: "检测到交互式命令；终端无法回答提问，已停止执行",
  terminalConfigSaved: "终端设置已保存",
  terminalConfigFailed: "无法保存终端设置：{error}",
};
