// The public price board (/ticket/prices): every published price in force today, by spot —
// what a tourist sees before buying. Read by GET /api/ticket/prices (public, no personal data).
import { and, asc, eq, lte, or } from "drizzle-orm";
import { enterprise, ticketPrice } from "@db/schema";
import { centsToYuan } from "@shared/money";
import type { Executor } from "@server/engine/types";
import { TICKET_TYPES } from "./options";

/** A spot's prices read in the vocabulary's order (adult first, extras last), then by price. */
const TYPE_RANK = new Map(TICKET_TYPES.map((option, index) => [String(option.value), index]));

export interface BoardSpot {
  id: number;
  name: string;
  name_en: string;
  rating: string;
  region_code: number;
  prices: { id: number; ticket_type: string; name: string; price: string; pricing_mode: string; approval_doc_no: string; effective_from: string; effective_to: string; free_policy: string }[];
}

export async function priceBoard(db: Executor, today: string): Promise<BoardSpot[]> {
  const rows = await db
    .select({ price: ticketPrice, spot: { id: enterprise.id, name: enterprise.name, name_en: enterprise.name_en, rating: enterprise.rating, region_code: enterprise.region_code } })
    .from(ticketPrice)
    .innerJoin(enterprise, eq(enterprise.id, ticketPrice.enterprise_id))
    .where(and(eq(ticketPrice.status, "PUBLISHED"), lte(ticketPrice.effective_from, today), or(eq(ticketPrice.effective_to, ""), lte(ticketPrice.effective_from, ticketPrice.effective_to))))
    .orderBy(asc(enterprise.region_code), asc(enterprise.id), asc(ticketPrice.price));
  const spots = new Map<number, BoardSpot>();
  for (const { price: p, spot } of rows) {
    if (p.effective_to && p.effective_to < today) continue;
    let entry = spots.get(spot.id);
    if (!entry) spots.set(spot.id, (entry = { ...spot, prices: [] }));
    entry.prices.push({
      id: p.id,
      ticket_type: p.ticket_type,
      name: p.name,
      price: centsToYuan(p.price),
      pricing_mode: p.pricing_mode,
      approval_doc_no: p.approval_doc_no,
      effective_from: p.effective_from,
      effective_to: p.effective_to,
      free_policy: p.free_policy,
    });
  }
  const rank = (type: string) => TYPE_RANK.get(type) ?? TYPE_RANK.size;
  for (const spot of spots.values()) spot.prices.sort((a, b) => rank(a.ticket_type) - rank(b.ticket_type));
  return [...spots.values()];
}
