// Which groups and admins a non-super admin may manage (reference §4.4, §5.6): groups whose
// rules are a strict subset of the admin's own ("allAuthAndOthers"), and the admins in them.
import { eq, inArray } from "drizzle-orm";
import { adminGroup, adminGroupAccess } from "@db/schema";
import { parseRuleIds, type AdminAccess } from "@server/auth/admin-access";
import type { Executor } from "@server/engine/types";

/** Groups (enabled, not `*`) whose every rule the admin holds, and which lack at least one of theirs. */
export async function manageableGroupIds(db: Executor, access: AdminAccess): Promise<number[]> {
  const groups = await db.select({ id: adminGroup.id, rules: adminGroup.rules }).from(adminGroup).where(eq(adminGroup.status, "1"));
  const mine = access.ruleIds;
  return groups
    .filter((g) => {
      const parsed = parseRuleIds(g.rules);
      if (parsed.all) return false;
      if (access.super) return true;
      const theirs = new Set(parsed.ids);
      return parsed.ids.every((id) => mine.has(id)) && [...mine].some((id) => !theirs.has(id));
    })
    .map((g) => g.id);
}

/** Admin ids in the given groups. */
export async function adminsInGroups(db: Executor, groupIds: number[]): Promise<number[]> {
  if (groupIds.length === 0) return [];
  const rows = await db.selectDistinct({ uid: adminGroupAccess.uid }).from(adminGroupAccess).where(inArray(adminGroupAccess.group_id, groupIds));
  return rows.map((r) => r.uid);
}
