// Spec §8 codes 601/602 as one guard step: an enterprise account (a member of a group flagged
// `enterprise`, or an admin linked to an enterprise; never a super admin or supervisor) gets
// 601 from every business call while it has no enterprise and 602 while its enterprise is not
// approved. The admin guard runs it for every call that needs a permission node, so business
// modules get it without code of their own; registration calls only need a login.
import { eq } from "drizzle-orm";
import type { Database } from "@db/client";
import { enterprise } from "@db/schema";
import { Code } from "../kernel/envelope";
import { ApiError } from "../kernel/errors";
import type { AdminContext } from "./admin-guard";

const CACHE_MS = 10_000;

export interface EnterpriseInfo {
  id: number;
  name: string;
  category_id: number;
  audit_status: string;
}

export const isEnterpriseAccount = (who: Pick<AdminContext, "access" | "row">) =>
  !who.access.super && !who.access.supervise && (who.access.enterprise || Boolean(who.row.enterprise_id));

export function createEnterpriseGate(db: Database) {
  const cache = new Map<number, { at: number; info: Promise<EnterpriseInfo | undefined> }>();
  const infoOf = (id: number): Promise<EnterpriseInfo | undefined> => {
    const hit = cache.get(id);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.info;
    const info = db
      .select({ id: enterprise.id, name: enterprise.name, category_id: enterprise.category_id, audit_status: enterprise.audit_status })
      .from(enterprise)
      .where(eq(enterprise.id, id))
      .limit(1)
      .then((rows) => rows[0]);
    info.catch(() => cache.delete(id));
    if (cache.size > 10_000) cache.clear();
    cache.set(id, { at: Date.now(), info });
    return info;
  };

  return {
    /** The caller's enterprise (for the init payload), when it is an enterprise account that has one. */
    async info(who: AdminContext): Promise<EnterpriseInfo | undefined> {
      return who.row.enterprise_id ? infoOf(who.row.enterprise_id) : undefined;
    },
    /** Throws 601 / 602 for an enterprise account whose enterprise is missing / not approved. */
    async check(who: AdminContext): Promise<void> {
      if (!isEnterpriseAccount(who)) return;
      const id = who.row.enterprise_id;
      const found = id ? await infoOf(id) : undefined;
      if (!id || !found) throw new ApiError("enterpriseRequired", undefined, Code.enterpriseMissing, { active: 2 });
      if (found.audit_status !== "APPROVED") {
        throw new ApiError("enterpriseNotApproved", undefined, Code.enterpriseIncomplete, { active: 1, enterprise_id: id, audit_status: found.audit_status });
      }
    },
    /** After a registration changes state (one enterprise) or enterprises are deleted (all). */
    invalidate(id?: number) {
      if (id === undefined) cache.clear();
      else cache.delete(id);
    },
  };
}

export type EnterpriseGate = ReturnType<typeof createEnterpriseGate>;
