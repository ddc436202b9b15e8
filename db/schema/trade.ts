// Trade (reference domain §11, §13, §18): scenic-spot ticket price filings, orders of every
// type with their tickets and refunds, the refund rules as data, the signed payment notices
// received, and the money: one account per enterprise and one for the platform, each movement
// an immutable ledger row carrying the balance after it, and a daily summary per enterprise
// and order type kept in the same transaction as the writes (statistics never scan orders).
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createTime, emptyText, id, updateTime } from "./columns";

export const ticketPrice = sqliteTable(
  "ticket_price",
  {
    id: id(),
    /** The scenic spot (enterprise of category 12000). */
    enterprise_id: integer().notNull(),
    /** The spot's area (jurisdiction), copied from the enterprise. */
    region_code: integer().notNull().default(0),
    ticket_type: text().notNull(),
    name: text().notNull(),
    /** Cents. */
    price: integer().notNull(),
    pricing_mode: text().notNull().default("MARKET"),
    approval_doc_no: emptyText(),
    /** yyyy-mm-dd: the day the price was announced to the public. */
    announce_date: text().notNull(),
    effective_from: text().notNull(),
    effective_to: emptyText(),
    free_policy: emptyText(),
    /** Combined tickets: the ids of the single tickets it combines, comma-separated. */
    combo_parts: emptyText(),
    status: text().notNull().default("DRAFT"),
    opinion: emptyText(),
    submit_time: integer(),
    decide_time: integer(),
    publish_time: integer(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [index("ticket_price_spot_idx").on(t.enterprise_id, t.ticket_type, t.status), index("ticket_price_status_idx").on(t.status, t.region_code), index("ticket_price_submit_idx").on(t.submit_time)],
);

export const tradeOrder = sqliteTable(
  "trade_order",
  {
    id: id(),
    /** `DD` + yyyyMMdd (site time zone) + a 6-digit sequence of that day. */
    order_no: text().notNull(),
    type: text().notNull(),
    enterprise_id: integer().notNull(),
    region_code: integer().notNull().default(0),
    member_id: integer().notNull().default(0),
    contact_name: text().notNull(),
    contact_phone: text().notNull(),
    /** Cents. */
    total_amount: integer().notNull(),
    discount_amount: integer().notNull().default(0),
    paid_amount: integer().notNull().default(0),
    refunded_amount: integer().notNull().default(0),
    pay_channel: emptyText(),
    pay_txn_no: emptyText(),
    status: text().notNull().default("PENDING_PAYMENT"),
    /** The product: a published ticket price (scenic) or empty. */
    price_id: integer(),
    product_name: text().notNull(),
    quantity: integer().notNull().default(1),
    /** The day of use (visit, check-in, sailing, flight), yyyy-mm-dd. */
    use_date: text().notNull(),
    /** When the service starts (unix seconds): refund rules count hours before it. */
    start_time: integer().notNull(),
    /** Type details (hotel rooms, flight, yacht slot and route) as JSON. */
    detail: emptyText(),
    pay_due_time: integer(),
    paid_time: integer(),
    used_time: integer(),
    close_time: integer(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [
    uniqueIndex("trade_order_no_uq").on(t.order_no),
    index("trade_order_created_idx").on(t.create_time),
    index("trade_order_type_idx").on(t.type, t.status, t.create_time),
    index("trade_order_enterprise_idx").on(t.enterprise_id, t.create_time),
    // The list filtered by merchant, type and state over a creation range, sorted by creation:
    // the count and the page read this index alone (the area, for supervisors, is in it too).
    index("trade_order_enterprise_type_idx").on(t.enterprise_id, t.type, t.status, t.create_time, t.region_code),
    index("trade_order_member_idx").on(t.member_id, t.create_time),
    index("trade_order_due_idx").on(t.status, t.pay_due_time),
  ],
);

export const orderTicket = sqliteTable(
  "order_ticket",
  {
    id: id(),
    order_id: integer()
      .notNull()
      .references(() => tradeOrder.id),
    enterprise_id: integer().notNull(),
    region_code: integer().notNull().default(0),
    /** 12 digits shown at the gate (and in the QR picture). */
    code: text().notNull(),
    visitor_name: text().notNull(),
    visitor_id_no: text().notNull(),
    /** Cents: this ticket's share of what was paid. */
    amount: integer().notNull(),
    use_date: text().notNull(),
    status: text().notNull().default("UNUSED"),
    used_time: integer(),
    used_by: emptyText(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [uniqueIndex("order_ticket_code_uq").on(t.code), index("order_ticket_order_idx").on(t.order_id), index("order_ticket_enterprise_idx").on(t.enterprise_id, t.status)],
);

export const orderRefund = sqliteTable(
  "order_refund",
  {
    id: id(),
    /** `TK` + yyyyMMdd + a 6-digit sequence of that day. */
    refund_no: text().notNull(),
    order_id: integer()
      .notNull()
      .references(() => tradeOrder.id),
    /** The ticket refunded (scenic orders), or empty for the whole order. */
    ticket_id: integer(),
    order_type: text().notNull(),
    enterprise_id: integer().notNull(),
    region_code: integer().notNull().default(0),
    member_id: integer().notNull().default(0),
    reason: text().notNull().default("USER"),
    remark: emptyText(),
    /** Cents: what the buyer paid for what is refunded, the fee kept, and what goes back. */
    base_amount: integer().notNull(),
    fee: integer().notNull().default(0),
    amount: integer().notNull(),
    rule_text: emptyText(),
    complaint_id: integer(),
    status: text().notNull().default("REQUESTED"),
    opinion: emptyText(),
    apply_time: integer().notNull(),
    /** The merchant answers by then, or the refund is deemed approved. */
    reply_due_time: integer(),
    decide_time: integer(),
    refund_time: integer(),
    channel_refund_no: emptyText(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [
    uniqueIndex("order_refund_no_uq").on(t.refund_no),
    index("order_refund_order_idx").on(t.order_id),
    index("order_refund_status_idx").on(t.status, t.reply_due_time),
    index("order_refund_enterprise_idx").on(t.enterprise_id, t.apply_time),
    index("order_refund_ticket_idx").on(t.ticket_id),
    index("order_refund_complaint_idx").on(t.complaint_id),
    // One refund in progress per ticket (or per whole order): a second request waits for the first.
    uniqueIndex("order_refund_open_uq").on(t.order_id, sql`coalesce(ticket_id, 0)`).where(sql`status IN ('REQUESTED', 'APPROVED')`),
  ],
);

export const refundRule = sqliteTable(
  "refund_rule",
  {
    id: id(),
    order_type: text().notNull(),
    /** The enterprise the rule belongs to, or 0 for the default of the order type. */
    enterprise_id: integer().notNull().default(0),
    name: text().notNull(),
    name_en: emptyText(),
    /** Hours before the start up to which the refund is whole (hotel cut-off, yacht 24 h). */
    free_hours: integer().notNull().default(0),
    /** Per cent refunded after that (before the start). */
    late_rate: integer().notNull().default(0),
    /** Whether a used ticket or a started service may still be refunded. */
    after_start: integer({ mode: "boolean" }).notNull().default(false),
    /** A stop ordered by the authority (maritime sailing ban, weather) refunds in full. */
    weather_full: integer({ mode: "boolean" }).notNull().default(true),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [uniqueIndex("refund_rule_uq").on(t.order_type, t.enterprise_id)],
);

export const paymentNotice = sqliteTable(
  "payment_notice",
  {
    id: id(),
    /** The provider's id of the notice (a replayed notice repeats it). */
    notify_id: text().notNull(),
    order_no: emptyText(),
    txn_no: emptyText(),
    amount: integer().notNull().default(0),
    /** ACCEPTED, DUPLICATE (same notice again), FORGED (bad signature), REFUSED (does not match the order). */
    result: text().notNull(),
    ip: emptyText(),
    body: emptyText(),
    create_time: createTime(),
  },
  (t) => [index("payment_notice_id_idx").on(t.notify_id), index("payment_notice_time_idx").on(t.create_time)],
);

export const financeAccount = sqliteTable(
  "finance_account",
  {
    id: id(),
    owner_type: text().notNull(),
    /** The enterprise, or 0 for the platform's account. */
    enterprise_id: integer().notNull().default(0),
    region_code: integer().notNull().default(0),
    name: text().notNull(),
    /** Cents; changed only together with a ledger row. */
    balance: integer().notNull().default(0),
    frozen: integer().notNull().default(0),
    create_time: createTime(),
    update_time: updateTime(),
  },
  // One account per owner: opened inside the paying write transaction (BEGIN IMMEDIATE), so two
  // payments never open two; not a unique index, so test suites may store sample rows freely.
  (t) => [index("finance_account_owner_idx").on(t.owner_type, t.enterprise_id), index("finance_account_balance_idx").on(t.balance)],
);

export const financeLedger = sqliteTable(
  "finance_ledger",
  {
    id: id(),
    account_id: integer()
      .notNull()
      .references(() => financeAccount.id),
    enterprise_id: integer().notNull().default(0),
    region_code: integer().notNull().default(0),
    direction: text().notNull(),
    /** Cents, always positive; `direction` says which way. */
    amount: integer().notNull(),
    balance_after: integer().notNull(),
    biz_type: text().notNull(),
    /** The order or refund number the movement belongs to. */
    biz_no: text().notNull(),
    remark: emptyText(),
    create_time: createTime(),
  },
  (t) => [index("finance_ledger_account_idx").on(t.account_id, t.id), index("finance_ledger_enterprise_idx").on(t.enterprise_id, t.id), index("finance_ledger_biz_idx").on(t.biz_no), index("finance_ledger_time_idx").on(t.create_time)],
);

/** Per enterprise, day and order type: kept in the same transaction as payments and refunds. */
export const tradeDaily = sqliteTable(
  "trade_daily",
  {
    enterprise_id: integer().notNull(),
    region_code: integer().notNull().default(0),
    /** yyyy-mm-dd in the site's time zone. */
    day: text().notNull(),
    order_type: text().notNull(),
    paid_orders: integer().notNull().default(0),
    paid_amount: integer().notNull().default(0),
    refunds: integer().notNull().default(0),
    refund_amount: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex("trade_daily_uq").on(t.enterprise_id, t.day, t.order_type),
    // The statistics over a range of days (within an area) read this index alone.
    index("trade_daily_stats_idx").on(t.day, t.region_code, t.enterprise_id, t.order_type, t.paid_amount, t.refund_amount, t.refunds),
  ],
);

/** A merchant's withdrawal of its balance to its bank account, a declared workflow. */
export const financeWithdrawal = sqliteTable(
  "finance_withdrawal",
  {
    id: id(),
    /** `TX` + yyyyMMdd (site time zone) + a 6-digit sequence of that day. */
    withdrawal_no: text().notNull(),
    enterprise_id: integer().notNull(),
    region_code: integer().notNull().default(0),
    /** Cents; held (the account's `frozen`) from the request until paid or refused. */
    amount: integer().notNull(),
    bank_name: text().notNull(),
    account_name: text().notNull(),
    /** Shown masked (first four and last four digits). */
    bank_account: text().notNull(),
    status: text().notNull().default("REQUESTED"),
    opinion: emptyText(),
    /** The bank's transfer reference, given when paid. */
    payment_ref: emptyText(),
    apply_time: integer(),
    decide_time: integer(),
    pay_time: integer(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [uniqueIndex("finance_withdrawal_no_uq").on(t.withdrawal_no), index("finance_withdrawal_enterprise_idx").on(t.enterprise_id, t.create_time), index("finance_withdrawal_status_idx").on(t.status, t.region_code)],
);

/** One settlement per enterprise and day, worked out from that day's ledger entries. */
export const financeSettlement = sqliteTable(
  "finance_settlement",
  {
    id: id(),
    enterprise_id: integer().notNull(),
    region_code: integer().notNull().default(0),
    /** yyyy-mm-dd in the site's time zone. */
    day: text().notNull(),
    orders: integer().notNull().default(0),
    /** Cents. */
    order_amount: integer().notNull().default(0),
    refunds: integer().notNull().default(0),
    refund_amount: integer().notNull().default(0),
    /** Per cent, as set when the day was settled. */
    commission_rate: text().notNull().default("0"),
    commission: integer().notNull().default(0),
    /** order_amount − refund_amount − commission. */
    net: integer().notNull().default(0),
    create_time: createTime(),
  },
  (t) => [uniqueIndex("finance_settlement_uq").on(t.enterprise_id, t.day), index("finance_settlement_day_idx").on(t.day)],
);

/** A yacht trip an operator (category 17000) sells: the boat, its rated passengers, the marina, route and length. */
export const yachtTrip = sqliteTable(
  "yacht_trip",
  {
    id: id(),
    enterprise_id: integer().notNull(),
    region_code: integer().notNull().default(0),
    yacht_name: text().notNull(),
    /** The passengers the boat's certificate allows (crew not counted). */
    rated_passengers: integer().notNull(),
    marina: text().notNull(),
    route: text().notNull(),
    /** Length of the trip in hours. */
    hours: integer().notNull(),
    /** Cents, for the whole boat. */
    price: integer().notNull(),
    status: text().notNull().default("ON_SALE"),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [index("yacht_trip_enterprise_idx").on(t.enterprise_id, t.status), index("yacht_trip_region_idx").on(t.region_code)],
);
