// Association members: an association's account manages only its own association's members;
// an enterprise joins an association once.
import { and, count, eq, inArray, ne, sql } from "drizzle-orm";
import { associationMember } from "@db/schema";
import { defineServer } from "@server/engine/define";
import { FieldValidationError } from "@server/kernel/errors";
import { isStaff, ownAssociations } from "../associations";

export default defineServer({
  hooks: {
    async scope(ctx) {
      if (isStaff(ctx)) return undefined;
      const own = await ownAssociations(ctx);
      return own.length ? inArray(associationMember.association_id, own) : sql`0`;
    },
    async beforeSave(ctx, values, _input, existing, tx) {
      const associationId = Number(values.association_id ?? existing?.association_id);
      const enterpriseId = Number(values.enterprise_id ?? existing?.enterprise_id);
      if (!isStaff(ctx) && !(await ownAssociations(ctx)).includes(associationId)) throw new FieldValidationError({ association_id: { key: "associationNotYours" } });
      const conditions = [eq(associationMember.association_id, associationId), eq(associationMember.enterprise_id, enterpriseId)];
      if (existing) conditions.push(ne(associationMember.id, Number(existing.id)));
      const [dup] = await tx.select({ n: count() }).from(associationMember).where(and(...conditions));
      if ((dup?.n ?? 0) > 0) throw new FieldValidationError({ enterprise_id: { key: "alreadyMember" } });
    },
  },
});
