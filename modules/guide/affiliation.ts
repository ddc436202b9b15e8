// A guide's affiliation (server side): an operating travel agency (category 11000, registered)
// or an enabled association / guide service centre. The affiliation decides where the guide is
// supervised (its area), so every write takes the area from here, never from the form.
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { association, enterprise } from "@db/schema";
import type { LocalizedText } from "@shared/i18n";
import { L } from "@shared/module/labels";
import type { CrudContext, Executor } from "@server/engine/types";
import { FieldValidationError } from "@server/kernel/errors";
import { isStaff, ownAssociations } from "../enterprise/associations";

export interface Affiliation {
  affiliation_type: "AGENCY" | "ASSOCIATION";
  agency_id: number | null;
  association_id: number | null;
  region_code: number;
  name: string;
}

const LABELS: Record<string, LocalizedText> = { agency_id: L("所属旅行社", "Travel agency"), association_id: L("所属行业组织", "Association") };

const unknown = (field: "agency_id" | "association_id") => new FieldValidationError({ [field]: { text: L("请选择正常经营的旅行社或已启用的行业组织", "Choose an operating travel agency or an enabled association") } }, LABELS);

/** The affiliation named by a form's values, checked; throws a field error when it is not one a guide may have. */
export async function resolveAffiliation(db: Executor, type: unknown, agencyId: unknown, associationId: unknown): Promise<Affiliation> {
  if (type === "ASSOCIATION") {
    const id = Number(associationId);
    const [row] = Number.isInteger(id) && id > 0 ? await db.select().from(association).where(and(eq(association.id, id), eq(association.status, "1"))) : [];
    if (!row) throw unknown("association_id");
    return { affiliation_type: "ASSOCIATION", agency_id: null, association_id: row.id, region_code: row.region_code, name: row.name };
  }
  const id = Number(agencyId);
  const [row] =
    Number.isInteger(id) && id > 0
      ? await db
          .select()
          .from(enterprise)
          .where(and(eq(enterprise.id, id), eq(enterprise.category_id, 11000), eq(enterprise.audit_status, "APPROVED"), inArray(enterprise.status, ["NORMAL", "EXPIRED"])))
      : [];
  if (!row || row.status !== "NORMAL") throw unknown("agency_id");
  return { affiliation_type: "AGENCY", agency_id: row.id, association_id: null, region_code: row.region_code, name: row.name };
}

/** The display name of a row's affiliation (both languages when the agency has an English name). */
export async function affiliationName(db: Executor, agencyId: unknown, associationId: unknown): Promise<{ name: string; name_en: string }> {
  if (agencyId) {
    const [row] = await db.select({ name: enterprise.name, name_en: enterprise.name_en }).from(enterprise).where(eq(enterprise.id, Number(agencyId)));
    if (row) return row;
  }
  if (associationId) {
    const [row] = await db.select({ name: association.name, name_en: association.name_en }).from(association).where(eq(association.id, Number(associationId)));
    if (row) return row;
  }
  return { name: "", name_en: "" };
}

/**
 * What an association's account may see of guide rows: those registered with its associations.
 * Staff see everything (within their area); enterprise accounts are limited by the data scope.
 */
export async function associationScope(ctx: CrudContext, column: SQLiteColumn): Promise<SQL | undefined> {
  if (isStaff(ctx) || ctx.admin.row.enterprise_id || ctx.admin.access.enterprise) return undefined;
  const own = await ownAssociations(ctx);
  return own.length ? inArray(column, own) : sql`0`;
}
