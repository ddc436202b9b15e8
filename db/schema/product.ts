// Tour products (reference domain §12): what travel agencies publish for sale (group tours, day
// tours, free travel, ticket bundles) and the products check — each automatic finding (a price
// below 70 % of the guidance price, a product outside the agency's business scope, shopping not
// disclosed) is a check row a supervisor confirms or clears. Agencies are enterprises (category
// 11000); no FOREIGN KEY to them, for the reason given in practitioners.ts. Money in cents.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createTime, emptyText, id, updateTime } from "./columns";

export const PRODUCT_TYPES = ["GROUP", "DAY_TOUR", "FREE_TRAVEL", "TICKET_BUNDLE"] as const;
export const PRODUCT_SCOPES = ["DOMESTIC", "INBOUND", "OUTBOUND", "BORDER", "TAIWAN"] as const;
export const SALE_STATES = ["ON_SALE", "OFF_SHELF"] as const;
/** The product's standing in the check: the weightiest undecided or decided finding, else PASS. */
export const PRODUCT_CHECK_STANDINGS = ["PASS", "SUSPECTED", "VIOLATION", "TRANSFERRED"] as const;
export const PRODUCT_CHECK_RULES = ["LOW_PRICE", "SCOPE", "SHOPPING"] as const;
export const PRODUCT_CHECK_STATES = ["SUSPECTED", "VIOLATION", "TRANSFERRED", "CLEARED", "RECTIFIED", "RESOLVED"] as const;

export const tourProduct = sqliteTable(
  "tour_product",
  {
    id: id(),
    agency_id: integer().notNull(),
    /** The agency's area, copied on every save (jurisdiction). */
    region_code: integer().notNull().default(0),
    name: text().notNull(),
    type: text({ enum: PRODUCT_TYPES }).notNull().default("GROUP"),
    /** The business scope the product belongs to (outbound tours need the outbound scope). */
    scope: text({ enum: PRODUCT_SCOPES }).notNull().default("DOMESTIC"),
    /** The route as the guidance prices name it. */
    route_name: text().notNull(),
    days: integer().notNull().default(1),
    nights: integer().notNull().default(0),
    /** Cents per adult / per child. */
    adult_price: integer().notNull(),
    child_price: integer().notNull().default(0),
    /** Shopping stops declared, and their list (one place a line). */
    shopping_stops: integer().notNull().default(0),
    shopping_list: emptyText(),
    /** The itinerary, one item a line; shopping items start with 购物：. */
    itinerary: emptyText(),
    paid_extras: emptyText(),
    channel_url: emptyText(),
    sale_status: text({ enum: SALE_STATES }).notNull().default("ON_SALE"),
    /** What the shopping disclosure check found at the last save ('' when nothing). */
    shopping_gap: emptyText(),
    check_status: text({ enum: PRODUCT_CHECK_STANDINGS }).notNull().default("PASS"),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [
    index("tour_product_agency_idx").on(t.agency_id),
    index("tour_product_region_idx").on(t.region_code),
    index("tour_product_route_idx").on(t.route_name, t.days),
    index("tour_product_check_idx").on(t.check_status),
  ],
);

/** One finding of the products check on one product, and what became of it. */
export const productCheck = sqliteTable(
  "product_check",
  {
    id: id(),
    product_id: integer().notNull(),
    agency_id: integer().notNull().default(0),
    region_code: integer().notNull().default(0),
    rule_code: text({ enum: PRODUCT_CHECK_RULES }).notNull(),
    level: text({ enum: ["INFO", "WARN", "SEVERE"] }).notNull().default("WARN"),
    /** The figures behind the finding (prices, counts, places), language-neutral; equal findings are the same cause. */
    finding: emptyText(),
    status: text({ enum: PRODUCT_CHECK_STATES }).notNull().default("SUSPECTED"),
    raised_time: integer().notNull(),
    closed_time: integer(),
    opinion: emptyText(),
    /** The enforcement case it was transferred to (立案编号). */
    case_no: emptyText(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [
    index("product_check_product_idx").on(t.product_id, t.rule_code, t.status),
    index("product_check_status_idx").on(t.status, t.raised_time),
    index("product_check_region_idx").on(t.region_code),
    index("product_check_agency_idx").on(t.agency_id),
  ],
);
