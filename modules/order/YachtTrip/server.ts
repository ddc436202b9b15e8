// Yacht trips: the operator's area taken from the registry; only yacht operators sell them.
import { eq } from "drizzle-orm";
import { enterprise } from "@db/schema";
import { L } from "@shared/module/labels";
import { defineServer } from "@server/engine/define";
import { FieldValidationError } from "@server/kernel/errors";
import { YACHT_CATEGORY } from "../options";

export default defineServer({
  hooks: {
    async beforeSave(_ctx, values, _input, existing, tx) {
      const enterpriseId = Number(values.enterprise_id ?? existing?.enterprise_id);
      const [owner] = Number.isInteger(enterpriseId) && enterpriseId > 0 ? await tx.select({ category: enterprise.category_id, region: enterprise.region_code }).from(enterprise).where(eq(enterprise.id, enterpriseId)) : [];
      if (!owner || owner.category !== YACHT_CATEGORY) throw new FieldValidationError({ enterprise_id: { text: L("请选择游艇经营者", "Choose a yacht operator") } });
      values.region_code = owner.region;
    },
  },
});
