// The server side of a price filing's rules: the spot must be a scenic spot of the registry,
// a rise over the price in force needs six months' notice, a combined ticket names published
// single tickets of the same spot and costs no more than they do together. Field errors go
// back by field name, so the form shows them where they belong.
import { and, desc, eq, inArray, lte, ne } from "drizzle-orm";
import { enterprise, ticketPrice } from "@db/schema";
import { centsToYuan } from "@shared/money";
import { L } from "@shared/module/labels";
import type { Executor, Row } from "@server/engine/types";
import { ApiError, FieldValidationError } from "@server/kernel/errors";
import { SCENIC_CATEGORY } from "./options";
import { comboTooDear, earliestRise, riseTooSoon } from "./rules";

const partsOf = (value: unknown): number[] =>
  (Array.isArray(value) ? value : String(value ?? "").split(","))
    .map((v) => Number(v))
    .filter((v) => Number.isInteger(v) && v > 0);

/** The published price in force for the same ticket of the spot on `date` (other than `id`). */
export async function priceInForce(db: Executor, enterpriseId: number, ticketType: string, date: string, id?: number): Promise<number | undefined> {
  const [row] = await db
    .select({ price: ticketPrice.price })
    .from(ticketPrice)
    .where(and(eq(ticketPrice.enterprise_id, enterpriseId), eq(ticketPrice.ticket_type, ticketType), eq(ticketPrice.status, "PUBLISHED"), lte(ticketPrice.effective_from, date), id ? ne(ticketPrice.id, id) : undefined))
    .orderBy(desc(ticketPrice.effective_from), desc(ticketPrice.id))
    .limit(1);
  return row?.price;
}

/** Checks a filing's values (database values: cents, yyyy-mm-dd) and answers the spot's area. */
export async function checkFiling(db: Executor, v: Row, id?: number): Promise<{ region_code: number }> {
  const enterpriseId = Number(v.enterprise_id);
  const [spot] = await db.select({ category: enterprise.category_id, region: enterprise.region_code, audit: enterprise.audit_status }).from(enterprise).where(eq(enterprise.id, enterpriseId));
  if (!spot || spot.category !== SCENIC_CATEGORY || spot.audit !== "APPROVED") {
    throw new FieldValidationError({ enterprise_id: { text: L("请选择已登记的 A 级旅游景区", "Choose a registered A-level scenic spot") } });
  }
  const price = Number(v.price);
  const type = String(v.ticket_type);
  const announced = String(v.announce_date);
  const from = String(v.effective_from);
  if (from < announced) throw new FieldValidationError({ effective_from: { text: L("执行日期不能早于公布日期", "The price cannot take effect before it is announced") } });
  if (v.effective_to && String(v.effective_to) < from) throw new FieldValidationError({ effective_to: { text: L("截止日期不能早于执行日期", "The end date cannot be before the start") } });
  if ((v.pricing_mode === "GOVERNMENT" || v.pricing_mode === "GUIDED") && !String(v.approval_doc_no ?? "").trim()) {
    throw new FieldValidationError({ approval_doc_no: { text: L("政府定价、政府指导价须填写价格批复文号", "Government-set and guided prices name the approval document") } });
  }
  const current = await priceInForce(db, enterpriseId, type, from, id);
  if (riseTooSoon(price, current, announced, from)) {
    const earliest = earliestRise(announced);
    const was = centsToYuan(current ?? 0);
    throw new FieldValidationError({
      effective_from: {
        text: L(
          `提价须提前六个月公布：现行价格 ${was} 元，${announced} 公布的提价最早于 ${earliest} 执行`,
          `A rise is announced six months ahead: the price in force is ${was} yuan, so a rise announced on ${announced} takes effect on ${earliest} at the earliest`,
        ),
      },
    });
  }
  if (type === "COMBO") {
    const ids = partsOf(v.combo_parts);
    if (ids.length < 2) throw new FieldValidationError({ combo_parts: { text: L("联票须包含至少两个已公示的单项门票", "A combined ticket names at least two published single tickets") } });
    const parts = await db
      .select({ id: ticketPrice.id, price: ticketPrice.price, type: ticketPrice.ticket_type })
      .from(ticketPrice)
      .where(and(inArray(ticketPrice.id, ids), eq(ticketPrice.enterprise_id, enterpriseId), eq(ticketPrice.status, "PUBLISHED")));
    if (parts.length !== ids.length || parts.some((p) => p.type === "COMBO")) {
      throw new FieldValidationError({ combo_parts: { text: L("联票只能包含本景区已公示的单项门票", "A combined ticket combines published single tickets of the same spot") } });
    }
    const sum = parts.reduce((s, p) => s + p.price, 0);
    if (comboTooDear(price, parts.map((p) => p.price))) {
      throw new FieldValidationError({ price: { text: L(`联票价格不得高于各单项门票价格之和（${centsToYuan(sum)} 元）`, `A combined ticket may not cost more than its single tickets together (${centsToYuan(sum)} yuan)`) } });
    }
  } else if (partsOf(v.combo_parts).length > 0) {
    v.combo_parts = "";
  }
  return { region_code: spot.region };
}

export const notEditable = () => new ApiError(L("只有草稿或退回修改的备案可以修改或删除", "Only drafts and returned filings can be changed or deleted"));
