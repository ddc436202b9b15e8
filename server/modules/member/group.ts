// Member groups: a set of member rules, `*` when it covers them all.
import { userRule } from "@db/schema";
import type { Executor, ModuleHooks } from "../../crud/types";
import { encodeRuleSet, expandRuleSet } from "../rule-sets";

const allMemberRuleIds = async (db: Executor) => (await db.select({ id: userRule.id }).from(userRule)).map((r) => r.id);

export const memberGroupHooks: ModuleHooks = {
  async decorate(ctx, rows) {
    const all = await allMemberRuleIds(ctx.services.db);
    for (const row of rows) {
      row.all_rules = Array.isArray(row.rules) && row.rules.includes("*");
      row.rules = expandRuleSet(row.rules, all);
    }
  },
  async beforeSave(_ctx, values, input, _existing, tx) {
    if (input.rules !== undefined) values.rules = encodeRuleSet(input.rules as (number | string)[], await allMemberRuleIds(tx));
  },
};
