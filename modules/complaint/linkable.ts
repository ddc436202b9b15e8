// What a member may name in a complaint (the member centre's form): their own contracts — those
// that name their mobile as the signer's, as "My contracts" lists them — and their own orders,
// the latest first. The intake checks the same ownership when the complaint is filed.
import { and, desc, eq, ne } from "drizzle-orm";
import { tourContract, tradeOrder } from "@db/schema";
import { formatDateTime } from "@shared/datetime";
import type { AppServices } from "@server/services";

/** How many of each the form offers. */
export const LINKABLE_LIMIT = 50;

export interface Linkable {
  id: number;
  no: string;
  /** The route or the product. */
  title: string;
  /** Departure (contracts) or the day it was placed (orders), yyyy-mm-dd in the site's time zone. */
  date: string;
}

export async function linkableRecords(services: Pick<AppServices, "db" | "siteConfig">, member: { id: number; mobile: string }) {
  const timeZone = await services.siteConfig.timeZone();
  const contracts = member.mobile
    ? await services.db
        .select({ id: tourContract.id, no: tourContract.contract_no, title: tourContract.route_name, at: tourContract.depart_at })
        .from(tourContract)
        .where(and(eq(tourContract.signer_mobile, member.mobile), ne(tourContract.status, "DRAFT")))
        .orderBy(desc(tourContract.depart_at), desc(tourContract.id))
        .limit(LINKABLE_LIMIT)
    : [];
  const orders = await services.db
    .select({ id: tradeOrder.id, no: tradeOrder.order_no, title: tradeOrder.product_name, at: tradeOrder.create_time })
    .from(tradeOrder)
    .where(eq(tradeOrder.member_id, member.id))
    .orderBy(desc(tradeOrder.id))
    .limit(LINKABLE_LIMIT);
  const shape = (r: { id: number; no: string; title: string; at: number }): Linkable => ({ id: r.id, no: r.no, title: r.title, date: formatDateTime(r.at, timeZone, false) });
  return { contracts: contracts.map(shape), orders: orders.map(shape) };
}
