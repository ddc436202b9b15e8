// Console texts of the common services (cache clearing), kept apart so the chrome dictionaries
// change by one line.
import type { Translation } from "@shared/i18n";

export const servicesConsoleEn = {
  clearCache: "Clear cache",
  clearCacheServer: "Server caches",
  clearCacheAll: "All server caches",
  cache_config: "Site configuration",
  cache_rules: "Menus and permissions",
  cache_dictionary: "Dictionary",
  cache_area: "Areas",
  cache_calendar: "Work calendar",
  cache_security: "Security rules",
  cache_modules: "Module declarations",
  clearCacheBrowser: "This browser's layout and columns",
  clearCacheBrowserDone: "Layout and column choices reset",
} as const;

export const servicesConsoleZhCn: Translation<typeof servicesConsoleEn> = {
  clearCache: "清理缓存",
  clearCacheServer: "服务器缓存",
  clearCacheAll: "全部服务器缓存",
  cache_config: "站点配置",
  cache_rules: "菜单与权限",
  cache_dictionary: "数据字典",
  cache_area: "省市区",
  cache_calendar: "工作日历",
  cache_security: "数据安全规则",
  cache_modules: "模块声明",
  clearCacheBrowser: "本浏览器的布局与列设置",
  clearCacheBrowserDone: "布局与列设置已重置",
};
