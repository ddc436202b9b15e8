import type en from "./en";

const zhCn: Record<keyof typeof en, string> = {
  intro: "扩展模块以模块包提供：安装时创建其数据表（ext_ 开头）、数据和后台页面，安装后立即可用。",
  empty: "暂无可安装的模块包。请将模块包放入服务器的 module-store 目录。",
  version: "版本 {version}",
  modules: "包含模块：{list}",
  notInstalled: "未安装",
  enabled: "已启用",
  disabled: "已停用",
  uninstalled: "已卸载（保留数据表）",
  install: "安装",
  reinstall: "重新安装",
  disable: "停用",
  enable: "启用",
  uninstall: "卸载",
  purge: "同时删除数据表和数据",
  confirmUninstall: "卸载“{title}”？其菜单和页面将被移除。",
  keepNote: "数据表和数据将保留，重新安装后恢复。",
  purgeNote: "数据表及其中全部数据将被永久删除。",
  cancel: "取消",
};

export default zhCn;
