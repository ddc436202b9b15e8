// Tickets of a scenic order: one per visitor (real name, 实名制), each with a 12-digit
// verification code shown at the gate and drawn as a QR picture. Issued when the order is paid;
// checked in once at the gate (a second check-in of the same code is refused).
import { and, eq, inArray } from "drizzle-orm";
import { orderTicket, tradeOrder } from "@db/schema";
import type { Executor } from "@server/engine/types";

export interface Visitor {
  name: string;
  id_no: string;
}

export const visitorsOf = (detail: string): Visitor[] => {
  try {
    const parsed = JSON.parse(detail || "{}") as { visitors?: Visitor[] };
    return Array.isArray(parsed.visitors) ? parsed.visitors : [];
  } catch {
    return [];
  }
};

/** 12 random digits (not guessable from the order number). */
export const ticketCode = (): string => Array.from(crypto.getRandomValues(new Uint32Array(12)), (v) => String(v % 10)).join("");

/** Splits what was paid over the tickets: equal shares, the remainder on the first. */
export function shares(total: number, count: number): number[] {
  const each = Math.floor(total / count);
  return Array.from({ length: count }, (_, i) => each + (i === 0 ? total - each * count : 0));
}

export async function issueTickets(tx: Executor, order: typeof tradeOrder.$inferSelect, now: number): Promise<void> {
  const visitors = visitorsOf(order.detail);
  if (visitors.length === 0) return;
  const amounts = shares(order.total_amount - order.discount_amount, visitors.length);
  await tx.insert(orderTicket).values(
    visitors.map((v, i) => ({
      order_id: order.id,
      enterprise_id: order.enterprise_id,
      region_code: order.region_code,
      code: ticketCode(),
      visitor_name: v.name,
      visitor_id_no: v.id_no,
      amount: amounts[i] ?? 0,
      use_date: order.use_date,
      create_time: now,
      update_time: now,
    })),
  );
}

/**
 * The order's state from its tickets once one changes: all refunded -> REFUNDED; a refund open
 * -> REFUNDING; none unused left -> USED; otherwise PAID.
 */
export async function settleOrderState(tx: Executor, orderId: number, now: number): Promise<void> {
  const [order] = await tx.select({ type: tradeOrder.type, status: tradeOrder.status, paid: tradeOrder.paid_amount, refunded: tradeOrder.refunded_amount }).from(tradeOrder).where(eq(tradeOrder.id, orderId));
  if (!order || !["PAID", "USED", "REFUNDING"].includes(order.status)) return;
  const tickets = await tx.select({ status: orderTicket.status }).from(orderTicket).where(eq(orderTicket.order_id, orderId));
  let next: string;
  if (tickets.length === 0) {
    next = order.refunded >= order.paid && order.paid > 0 ? "REFUNDED" : order.status === "REFUNDING" ? "PAID" : order.status;
  } else if (tickets.every((t) => t.status === "REFUNDED")) next = "REFUNDED";
  else if (tickets.some((t) => t.status === "REFUNDING")) next = "REFUNDING";
  else if (tickets.some((t) => t.status === "UNUSED")) next = "PAID";
  else next = "USED";
  if (next !== order.status) await tx.update(tradeOrder).set({ status: next, used_time: next === "USED" ? now : undefined }).where(eq(tradeOrder.id, orderId));
}

/** Checks in a ticket by its code; answers the ticket, or why not. */
export async function checkIn(tx: Executor, code: string, enterpriseIds: number[] | null, by: string, now: number, today: string) {
  const [ticket] = await tx.select().from(orderTicket).where(eq(orderTicket.code, code));
  if (!ticket || (enterpriseIds && !enterpriseIds.includes(ticket.enterprise_id))) return { outcome: "unknown" as const };
  if (ticket.status === "USED") return { outcome: "used" as const, ticket };
  if (ticket.status !== "UNUSED") return { outcome: "refunded" as const, ticket };
  if (ticket.use_date !== today) return { outcome: "wrongDay" as const, ticket };
  const done = await tx
    .update(orderTicket)
    .set({ status: "USED", used_time: now, used_by: by.slice(0, 50), update_time: now })
    .where(and(eq(orderTicket.id, ticket.id), inArray(orderTicket.status, ["UNUSED"])))
    .returning({ id: orderTicket.id });
  if (done.length === 0) return { outcome: "used" as const, ticket };
  await settleOrderState(tx, ticket.order_id, now);
  return { outcome: "checkedIn" as const, ticket: { ...ticket, status: "USED", used_time: now } };
}
