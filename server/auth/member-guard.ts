// Login and permission gate for member calls (`/api/...`), the member twin of admin-guard:
//   { member: true }        logged in, holding the user_rule named by the path
//                           (`/api/account/overview` -> `account/overview`)
//   { member: "login" }     logged in, no rule
//   { memberOptional: true } the member when a valid token is sent, else null (and whether
//                           the token sent had expired)
import { Elysia } from "elysia";
import { eq, getTableColumns } from "drizzle-orm";
import { user, userGroup } from "@db/schema";
import { ApiError } from "../kernel/errors";
import { Code } from "../kernel/envelope";
import { httpKernelContext } from "../kernel/context";
import type { AppServices } from "../services";
import { parseRuleIds } from "./admin-access";
import { accessTag, needLogin } from "./admin-guard";
import { userTokenOf } from "./request-tokens";

const { password: _password, ...publicColumns } = getTableColumns(user);
export type MemberRow = Omit<typeof user.$inferSelect, "password">;

export interface MemberContext {
  id: number;
  row: MemberRow;
  sessionId: string;
  /** Lower-cased user_rule names the member's group holds (all when `*`). */
  nodes: Set<string>;
  super: boolean;
}

export function memberNodeFromPath(path: string): string {
  return path.replace(/^\/api\//, "").replace(/\/+$/, "").replace(/\./g, "/").toLowerCase();
}

export function memberGuard(services: AppServices) {
  const { sessions, db, userRules } = services;

  const nodesOf = async (groupId: number) => {
    const [group] = await db.select().from(userGroup).where(eq(userGroup.id, groupId)).limit(1);
    const parsed = group && group.status === "1" ? parseRuleIds(group.rules) : { all: false, ids: [] as number[] };
    const ids = new Set(parsed.ids);
    const enabled = await userRules.enabled();
    return { super: parsed.all, nodes: new Set(enabled.filter((r) => parsed.all || ids.has(r.id)).map((r) => r.name.toLowerCase())) };
  };

  const lookup = async (request: Request): Promise<MemberContext | "expired" | undefined> => {
    const resolved = await sessions.resolve("user", userTokenOf(request));
    if (resolved.status === "expired") return "expired";
    if (resolved.status === "none") return undefined;
    const [row] = await db.select(publicColumns).from(user).where(eq(user.id, resolved.userId)).limit(1);
    if (!row || row.status !== "enable") return undefined;
    return { id: row.id, row, sessionId: resolved.sessionId, ...(await nodesOf(row.group_id)) };
  };

  return new Elysia({ name: "member-guard" }).use(httpKernelContext).macro({
    member: (level: true | "login" | (string & {})) => ({
      detail: { tags: [accessTag(level)] },
      async resolve({ request, path }) {
        await services.maintenance.check(false);
        const found = await lookup(request);
        if (found === "expired") throw new ApiError("tokenExpired", undefined, Code.tokenExpired);
        if (!found) throw needLogin();
        if (level !== "login") {
          const node = level === true ? memberNodeFromPath(path) : level.toLowerCase();
          if (!found.super && !found.nodes.has(node)) throw new ApiError("noPermission", undefined, Code.noPermission, []);
        }
        return { member: found };
      },
    }),
    memberOptional: {
      detail: { tags: ["access:optional"] },
      async resolve({ request }) {
        await services.maintenance.check(false);
        const found = await lookup(request);
        return { member: typeof found === "object" ? found : null, memberTokenExpired: found === "expired" };
      },
    },
  });
}

export type MemberGuard = ReturnType<typeof memberGuard>;
