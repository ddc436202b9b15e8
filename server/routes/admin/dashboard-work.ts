// The supervision figures of the dashboard, for those who hold the screens they point to: every
// declared workflow's "work waiting" (its dashboard states, with how many are past their time
// limit), and the expired and soon-expiring licences of registered enterprises. Enterprise
// accounts see their own enterprise elsewhere, not these. Each card opens exactly its list, and
// its number is that list's total (counted by the list, in the caller's jurisdiction).
import { formatDateTime } from "@shared/datetime";
import { pick } from "@shared/i18n";
import { listLink } from "@shared/list-url";
import { moduleNodeBase } from "@shared/module/field-kinds";
import { stateOf } from "@shared/module/workflow";
import type { AdminContext } from "../../auth/admin-guard";
import type { CrudEngine } from "../../engine/engine";
import type { AppServices } from "../../services";

export interface WorkItem {
  key: string;
  /** The card's name when it is not one of the console's own keys (a workflow's state). */
  title?: string;
  value: number;
  /** How many of them are past their time limit. */
  overdue?: number;
  /** Console path that lists exactly them. */
  link: string;
}

const EXPIRING_DAYS = 30;

export async function dashboardWork(services: AppServices, engine: CrudEngine, who: AdminContext, lang: "zh-cn" | "en"): Promise<WorkItem[]> {
  if (who.row.enterprise_id || who.access.enterprise) return [];
  const holds = (node: string) => who.access.super || who.access.nodes.has(node);
  const items: WorkItem[] = [];
  const ctx = { services, admin: who, lang, ip: "", useragent: "", query: new URLSearchParams() };

  for (const entry of services.modules.all()) {
    const { declaration } = entry;
    const workflow = declaration.workflow;
    if (!workflow?.dashboard?.length || !declaration.menu || !holds(`${moduleNodeBase(declaration)}/index`)) continue;
    const counts = await engine.workflowCounts(entry, ctx);
    for (const state of workflow.dashboard) {
      const label = stateOf(workflow, state)?.label;
      items.push({
        key: `${declaration.key}:${state}`,
        title: `${pick(declaration.title, lang)} · ${label ? pick(label, lang) : state}`,
        value: counts?.states[state] ?? 0,
        overdue: counts?.overdueByState[state] ?? 0,
        link: listLink(declaration.menu.path, [[workflow.field, "eq", state]]),
      });
    }
  }

  const registry = services.modules.find("enterprise.Enterprise");
  if (registry && holds("enterprise/enterprise/index")) {
    const now = services.clock.now();
    const timeZone = await services.siteConfig.timeZone();
    const today = formatDateTime(now, timeZone, false);
    const yesterday = formatDateTime(now - 86_400, timeZone, false);
    const soon = formatDateTime(now + EXPIRING_DAYS * 86_400, timeZone, false);
    const approved: [string, string, string] = ["audit_status", "eq", "APPROVED"];
    // Just expired first, and soonest to expire first.
    const expired = listLink("enterprise/enterprise", [approved, ["license_expire_date", "RANGE", `1900-01-01,${yesterday}`]], "license_expire_date,desc");
    const expiring = listLink("enterprise/enterprise", [approved, ["license_expire_date", "RANGE", `${today},${soon}`]], "license_expire_date,asc");
    // Counted by the list itself, with the caller's jurisdiction and scope: the number on the
    // card is the total the list it opens shows.
    const total = async (link: string) => {
      const query = new URLSearchParams(link.slice(link.indexOf("?") + 1));
      query.set("limit", "1");
      return (await engine.list(registry, { ...ctx, query }, query)).total;
    };
    const [expiredCount, expiringCount] = await Promise.all([total(expired), total(expiring)]);
    items.push({ key: "licencesExpired", value: expiredCount, link: expired });
    items.push({ key: "licencesExpiring", value: expiringCount, link: expiring });
  }
  return items;
}
