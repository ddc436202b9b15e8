// Member groups: a set of member rules, `*` when it covers them all.
import { userRule } from "@db/schema";
import type { Executor, ModuleHooks } from "../../crud/types";
import { encodeRuleSet, showRuleSets } from "../rule-sets";

const allMemberRuleIds = async (db: Executor) => (await db.select({ id: userRule.id }).from(userRule)).map((r) => r.id);

export const memberGroupHooks: ModuleHooks = {
  async decorate(ctx, rows) {
    showRuleSets(rows, await allMemberRuleIds(ctx.services.db));
  },
  async beforeSave(_ctx, values, input, _existing, tx) {
    if (input.rules !== undefined) values.rules = encodeRuleSet(input.rules as (number | string)[], await allMemberRuleIds(tx));
  },
};
