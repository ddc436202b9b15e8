// The supervision figures of the dashboard, for those who hold the screens they point to:
// applications waiting to be accepted and under review (with how many are past their statutory
// time limit) for the audit desk; expired and soon-expiring licences of registered enterprises
// for the registry. Enterprise accounts see their own enterprise elsewhere, not these.
import { and, count, eq, gte, lt, lte, ne, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { enterprise, enterpriseChangeRequest } from "@db/schema";
import { formatDateTime } from "@shared/datetime";
import type { AdminContext } from "../../auth/admin-guard";
import type { AppServices } from "../../services";

export interface WorkItem {
  key: "waitingAccept" | "underReview" | "licencesExpired" | "licencesExpiring";
  value: number;
  /** How many of them are past their statutory time limit. */
  overdue?: number;
  /** Console path that lists them. */
  link: string;
}

const EXPIRING_DAYS = 30;

export async function dashboardWork(services: AppServices, who: AdminContext, now = Math.floor(Date.now() / 1000)): Promise<WorkItem[]> {
  if (who.row.enterprise_id || who.access.enterprise) return [];
  const { db } = services;
  const holds = (node: string) => who.access.super || who.access.nodes.has(node);
  const items: WorkItem[] = [];

  if (holds("enterprise/audit/index")) {
    const waiting = async (status: "SUBMITTED" | "UNDER_REVIEW", due: "notify" | "decide") => {
      const late = (column: SQLiteColumn) => sql<number>`coalesce(sum(case when ${column} < ${now} then 1 else 0 end), 0)`.mapWith(Number);
      const [registrations, changes] = await Promise.all([
        db
          .select({ n: count(), late: late(due === "notify" ? enterprise.notify_due_time : enterprise.decide_due_time) })
          .from(enterprise)
          .where(eq(enterprise.audit_status, status)),
        db
          .select({ n: count(), late: late(due === "notify" ? enterpriseChangeRequest.notify_due_time : enterpriseChangeRequest.decide_due_time) })
          .from(enterpriseChangeRequest)
          .where(eq(enterpriseChangeRequest.status, status)),
      ]);
      return { value: (registrations[0]?.n ?? 0) + (changes[0]?.n ?? 0), overdue: (registrations[0]?.late ?? 0) + (changes[0]?.late ?? 0) };
    };
    items.push({ key: "waitingAccept", ...(await waiting("SUBMITTED", "notify")), link: "enterprise/audit?status=SUBMITTED" });
    items.push({ key: "underReview", ...(await waiting("UNDER_REVIEW", "decide")), link: "enterprise/audit?status=UNDER_REVIEW" });
  }

  if (holds("enterprise/enterprise/index")) {
    const timeZone = await services.siteConfig.timeZone();
    const today = formatDateTime(now, timeZone, false);
    const soon = formatDateTime(now + EXPIRING_DAYS * 86_400, timeZone, false);
    const licensed = (range: SQL | undefined) =>
      db
        .select({ n: count() })
        .from(enterprise)
        .where(and(eq(enterprise.audit_status, "APPROVED"), ne(enterprise.license_expire_date, ""), range));
    const [[expired], [expiring]] = await Promise.all([
      licensed(lt(enterprise.license_expire_date, today)),
      licensed(and(gte(enterprise.license_expire_date, today), lte(enterprise.license_expire_date, soon))),
    ]);
    items.push({ key: "licencesExpired", value: expired?.n ?? 0, link: `enterprise/enterprise?order=license_expire_date%2Casc` });
    items.push({ key: "licencesExpiring", value: expiring?.n ?? 0, link: `enterprise/enterprise?order=license_expire_date%2Casc` });
  }
  return items;
}
