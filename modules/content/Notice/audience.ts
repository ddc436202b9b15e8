// Who a notice reaches: the enabled accounts in its audience at the moment it is published,
// within the issuing bureau's area (a Sanya bureau's notice reaches Sanya's enterprises and staff;
// a provincial one reaches everyone). Enterprise accounts count by their enterprise (its area and
// category); staff by their own area binding (none: the province). The publisher is left out.
import { and, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { admin, adminGroup, adminGroupAccess, enterprise } from "@db/schema";
import { areaSpan } from "@shared/area-code";
import type { Executor, Row } from "@server/engine/types";

const PROVINCE = 460000;
const idsOf = (value: unknown): number[] =>
  String(value ?? "")
    .split(",")
    .map((s) => Number(s))
    .filter((n) => Number.isInteger(n) && n > 0);

const within = (column: SQL | typeof enterprise.region_code, area: number) => sql`${column} BETWEEN ${area} AND ${areaSpan(area)}`;

/** Admin ids a notice is sent to. */
export async function audienceOf(db: Executor, notice: Row, publisherId: number): Promise<number[]> {
  const region = Number(notice.region_code) || PROVINCE;
  const audience = String(notice.audience);
  const staffArea = sql`(CASE WHEN ${admin.region_code} = 0 THEN ${PROVINCE} ELSE ${admin.region_code} END)`;
  const enabled = and(eq(admin.status, "1"), ne(admin.id, publisherId));

  const enterpriseAccounts = async (extra: SQL | undefined) =>
    (
      await db
        .select({ id: admin.id })
        .from(admin)
        .innerJoin(enterprise, eq(enterprise.id, admin.enterprise_id))
        .where(and(enabled, within(enterprise.region_code, region), extra))
    ).map((r) => r.id);
  const staffAccounts = async () =>
    (
      await db
        .selectDistinct({ id: admin.id })
        .from(admin)
        .innerJoin(adminGroupAccess, eq(adminGroupAccess.uid, admin.id))
        .innerJoin(adminGroup, eq(adminGroup.id, adminGroupAccess.group_id))
        .where(and(enabled, isNull(admin.enterprise_id), or(eq(adminGroup.supervise, true), eq(adminGroup.operations, true)), within(staffArea, region)))
    ).map((r) => r.id);

  switch (audience) {
    case "STAFF":
      return staffAccounts();
    case "ENTERPRISES": {
      const chosen = idsOf(notice.audience_enterprises);
      return enterpriseAccounts(chosen.length ? inArray(enterprise.id, chosen) : undefined);
    }
    case "CATEGORY": {
      const categories = idsOf(notice.audience_categories);
      return categories.length ? enterpriseAccounts(inArray(enterprise.category_id, categories)) : [];
    }
    case "AREA": {
      const area = Number(notice.audience_area) || region;
      return enterpriseAccounts(within(enterprise.region_code, area));
    }
    case "GROUPS": {
      const groups = idsOf(notice.audience_groups);
      if (!groups.length) return [];
      const rows = await db
        .selectDistinct({ id: admin.id, enterprise_id: admin.enterprise_id, region: enterprise.region_code, staffRegion: staffArea })
        .from(admin)
        .innerJoin(adminGroupAccess, eq(adminGroupAccess.uid, admin.id))
        .leftJoin(enterprise, eq(enterprise.id, admin.enterprise_id))
        .where(and(enabled, inArray(adminGroupAccess.group_id, groups)));
      const inside = (code: number) => code >= region && code <= areaSpan(region);
      return rows.filter((r) => (r.enterprise_id ? inside(Number(r.region)) : inside(Number(r.staffRegion)))).map((r) => r.id);
    }
    default: {
      const staff = await staffAccounts();
      const enterprises = await enterpriseAccounts(isNotNull(admin.enterprise_id));
      return [...new Set([...staff, ...enterprises])];
    }
  }
}
