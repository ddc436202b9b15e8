// Drivers and vehicles belong to a registered tourist coach operator (category 16000).
import { and, eq } from "drizzle-orm";
import { enterprise } from "@db/schema";
import { L } from "@shared/module/labels";
import type { Executor } from "@server/engine/types";
import { FieldValidationError } from "@server/kernel/errors";

export async function checkCoachCompany(db: Executor, id: unknown): Promise<void> {
  const companyId = Number(id);
  const [row] =
    Number.isInteger(companyId) && companyId > 0
      ? await db.select({ id: enterprise.id }).from(enterprise).where(and(eq(enterprise.id, companyId), eq(enterprise.category_id, 16000), eq(enterprise.audit_status, "APPROVED")))
      : [];
  if (!row) throw new FieldValidationError({ company_id: { text: L("请选择已登记的旅游客运企业", "Choose a registered tourist coach operator") } }, { company_id: L("所属客运企业", "Coach operator") });
}
