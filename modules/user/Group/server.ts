// Member groups: a set of member rules, `*` when it covers them all.
import { userRule } from "@db/schema";
import type { Executor, ModuleHooks } from "@server/engine/types";
import { encodeRuleSet, showRuleSets } from "@server/auth/rule-sets";
import { defineServer } from "@server/engine/define";

const allMemberRuleIds = async (db: Executor) => (await db.select({ id: userRule.id }).from(userRule)).map((r) => r.id);

const hooks: ModuleHooks = {
  async decorate(ctx, rows) {
    showRuleSets(rows, await allMemberRuleIds(ctx.services.db));
  },
  async beforeSave(_ctx, values, input, _existing, tx) {
    if (input.rules !== undefined) values.rules = encodeRuleSet(input.rules as (number | string)[], await allMemberRuleIds(tx));
  },
};

export default defineServer({ hooks });
