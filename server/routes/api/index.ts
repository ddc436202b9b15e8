// `GET /api/index/index` (reference §9.3): site config and the member's menus and rules; for
// visitors, the rules offered without login.
import { Elysia } from "elysia";
import { memberGuard } from "../../auth/member-guard";
import { buildTree, menuNodeBase, type UserRuleRow } from "../../auth/rule-index";
import type { AppServices } from "../../services";
import { publicSiteConfig } from "../../services/public-site";
import { memberInfo } from "./member-info";

function ruleNode(rule: UserRuleRow) {
  return { ...menuNodeBase(rule), no_login_valid: rule.no_login_valid };
}

export function memberIndexRoutes(services: AppServices, guard: ReturnType<typeof memberGuard>) {
  return new Elysia({ prefix: "/api/index" }).use(guard).get(
    "/index",
    async ({ member, lang, ok }) => {
      const site = await publicSiteConfig(services, lang);
      const openMemberCenter = (await services.siteConfig.get("open_member_center")) !== false;
      const rules = await services.userRules.enabled();
      if (!member) {
        const visible = rules.filter((r) => r.no_login_valid && ["route", "nav", "button"].includes(r.type));
        return ok({ site, openMemberCenter, userInfo: null, rules: buildTree(visible.map(ruleNode)), menus: [] });
      }
      const mine = rules.filter((r) => member.super || member.nodes.has(r.name.toLowerCase()));
      const tree = buildTree(mine.map(ruleNode));
      const timeZone = await services.siteConfig.timeZone();
      return ok({
        site,
        openMemberCenter,
        userInfo: memberInfo(member.row, timeZone),
        menus: tree.filter((n) => n.type === "menu_dir"),
        rules: tree.filter((n) => n.type !== "menu_dir" && n.type !== "menu"),
      });
    },
    { memberOptional: true },
  );
}
