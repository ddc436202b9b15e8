// The check's server part: a rectification is accepted only when the product passes the rule
// again (re-checked in the move's transaction); every move refreshes the product's standing;
// the scope rule's finding reads in the caller's language;
// the rules run over all products on the tick (from the product module).
import { L } from "@shared/module/labels";
import { defineServer } from "@server/engine/define";
import type { TransitionHooks } from "@server/engine/workflow/machine";
import { ApiError } from "@server/kernel/errors";
import { productHits, refreshStanding } from "../checks";
import { findingText } from "../options";
import { today } from "../run";

const standing = (): TransitionHooks => ({
  async after(_ctx, row, _input, tx) {
    await refreshStanding(tx, [Number(row.product_id)]);
  },
});

export default defineServer({
  hooks: {
    // The scope rule's finding in the reader's language.
    async decorate(ctx, rows) {
      for (const row of rows) row.finding = findingText(String(row.rule_code), String(row.finding ?? ""), ctx.lang);
    },
  },
  transitions: {
    confirm: standing(),
    clear: standing(),
    transfer: standing(),
    rectify: {
      async before(ctx, row, _values, _input, tx) {
        if (await productHits(tx, Number(row.product_id), String(row.rule_code), await today(ctx.services, ctx.services.clock.now()))) {
          throw new ApiError(L("产品复核仍未通过，请先修改或下架产品再提交整改", "The product still fails the check; change it or take it off the shelf first"));
        }
      },
      ...standing(),
    },
  },
});
