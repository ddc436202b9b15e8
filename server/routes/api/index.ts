// `GET /api/index/index` (reference §9.3): site config and the member's menus and rules; for
// visitors, the rules offered without login, or 303 "need login" when they ask `requiredLogin=1`.
import { Elysia } from "elysia";
import { needLogin } from "../../auth/admin-guard";
import { memberGuard } from "../../auth/member-guard";
import { buildTree, menuNodeBase, type UserRuleRow } from "../../auth/rule-index";
import { metaOf } from "../../kernel/context";
import { Code } from "../../kernel/envelope";
import { ApiError } from "../../kernel/errors";
import type { AppServices } from "../../services";
import { publicSiteConfig } from "../../services/public-site";
import { memberInfo } from "./member-info";

const isTruthy = (value: string | null) => value !== null && !["", "0", "false"].includes(value);

function ruleNode(rule: UserRuleRow) {
  return { ...menuNodeBase(rule), no_login_valid: rule.no_login_valid };
}

export function memberIndexRoutes(services: AppServices, guard: ReturnType<typeof memberGuard>) {
  return new Elysia({ prefix: "/api/index" }).use(guard).get(
    "/index",
    async ({ member, memberTokenExpired, lang, ok, request }) => {
      // Reference §9.3: a page that needs a login asks with `requiredLogin=1`; a visitor gets
      // 303 "need login" (409 when the token sent has expired, so the client refreshes it).
      if (!member && isTruthy(metaOf(request).url.searchParams.get("requiredLogin"))) {
        if (memberTokenExpired) throw new ApiError("tokenExpired", undefined, Code.tokenExpired);
        throw needLogin();
      }
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
