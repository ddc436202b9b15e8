// Runs the products check with the services' clock and the site's time zone (the day decides
// which guidance price is in force).
import { formatDateTime } from "@shared/datetime";
import type { AppServices } from "@server/services";
import { runProductChecks } from "./checks";

export const today = async (services: Pick<AppServices, "siteConfig">, now: number): Promise<string> => formatDateTime(now, await services.siteConfig.timeZone(), false);

export async function checkProducts(services: Pick<AppServices, "db" | "siteConfig">, now: number, ids?: readonly number[]): Promise<number> {
  return runProductChecks(services.db, now, await today(services, now), ids);
}
