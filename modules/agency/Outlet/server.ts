// Outlets belong to travel agencies.
import { eq } from "drizzle-orm";
import { enterprise } from "@db/schema";
import { L } from "@shared/module/labels";
import { defineServer } from "@server/engine/define";
import { FieldValidationError } from "@server/kernel/errors";

export default defineServer({
  hooks: {
    async beforeSave(_ctx, values, _input, existing, tx) {
      const id = Number(values.enterprise_id ?? existing?.enterprise_id);
      const [agency] = await tx.select({ category: enterprise.category_id }).from(enterprise).where(eq(enterprise.id, id));
      if (agency?.category !== 11000) throw new FieldValidationError({ enterprise_id: { text: L("请选择旅行社类企业", "Choose a travel agency") } }, { enterprise_id: L("旅行社", "Travel agency") });
    },
  },
});
