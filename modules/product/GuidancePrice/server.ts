// A guidance price's validity ends after it starts; a change re-runs the contract rules (the
// low-price rule compares with the prices in force) and the products check.
import { L } from "@shared/module/labels";
import { defineServer } from "@server/engine/define";
import { FieldValidationError } from "@server/kernel/errors";
import { runContractRules } from "../../contract/alerts";
import { checkProducts } from "../run";

export default defineServer({
  hooks: {
    async beforeSave(_ctx, values, _input, existing) {
      const from = String(values.valid_from ?? existing?.valid_from ?? "");
      const to = String(values.valid_to ?? existing?.valid_to ?? "");
      if (from && to && to < from) throw new FieldValidationError({ valid_to: { text: L("须晚于开始日期", "Must be after the start") } }, { valid_to: L("有效期至", "Valid until") });
    },
    async afterCommit(ctx) {
      await runContractRules(ctx.services.db, ctx.services.clock.now());
      await checkProducts(ctx.services, ctx.services.clock.now());
    },
  },
});
