// The admin init payload (`GET /admin/index/index`, spec §3 admin info): who the admin is,
// the menu tree they may use (directories, menus and buttons), their permission nodes, the
// public site configuration and the terminal settings.
import { pick, type Lang } from "@shared/i18n";
import { formatDateTime } from "@shared/datetime";
import type { AppServices } from "../services";
import { publicSiteConfig } from "../services/public-site";
import { mailStatus } from "../messaging/mail-status";
import type { AdminContext } from "./admin-guard";
import { buildTree, menuNodeBase, type AdminRuleRow } from "./rule-index";

export function adminInfo(who: AdminContext, lang: Lang, timeZone?: string) {
  const { row, access } = who;
  const group = access.groups[0];
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    avatar: row.avatar,
    last_login_time: formatDateTime(row.last_login_time, timeZone),
    super: access.super,
    operations: access.operations,
    supervise: access.supervise,
    group_id: group?.id ?? 0,
    group_name: group ? pick({ "zh-cn": group.name, en: group.name_en || group.name }, lang) : "",
    group_arr: access.groups.map((g) => g.id),
    enterprise_id: row.enterprise_id ?? 0,
    enterprise_info: {} as Record<string, unknown>,
  };
}

export function menuNode(rule: AdminRuleRow) {
  return { ...menuNodeBase(rule), keepalive: rule.keepalive ? rule.name : 0 };
}

export async function adminMenus(services: AppServices, who: AdminContext) {
  const rules = await services.adminRules.enabled();
  const mine = rules.filter((r) => who.access.super || who.access.ruleIds.has(r.id));
  return buildTree(mine.map(menuNode));
}

export async function adminInitPayload(services: AppServices, who: AdminContext, lang: Lang) {
  const timeZone = await services.siteConfig.timeZone();
  const info = adminInfo(who, lang, timeZone);
  const enterprise = await services.enterpriseGate.info(who);
  if (enterprise) info.enterprise_info = { ...enterprise };
  return {
    adminInfo: info,
    menus: await adminMenus(services, who),
    authNode: [...who.access.nodes].sort(),
    siteConfig: await publicSiteConfig(services, lang),
    terminal: { ...services.terminalSettings.get(), show: false },
    /** Declarations of generated modules the console serves with its generic list page. */
    modules: services.modules.declarations().filter((d) => who.access.super || who.access.nodes.has(`${d.menu?.path.toLowerCase()}/index`)),
    /** Outgoing mail: `warning` is set while no SMTP server is configured (mail goes to files). */
    mail: await mailStatus(services, lang),
  };
}
