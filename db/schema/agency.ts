// Travel agencies' own details beside their enterprise record (reference domain §8): the
// travel agency business licence, business scope, head office or branch, quality deposit,
// registered capital and online flag; and their service outlets (服务网点). No FOREIGN KEY to
// the enterprise, for the reason given in practitioners.ts.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createTime, emptyText, flag, id, status01, updateTime } from "./columns";

export const AGENCY_SCOPES = ["DOMESTIC", "INBOUND", "OUTBOUND", "BORDER", "TAIWAN"] as const;
export const DEPOSIT_FORMS = ["CASH", "BANK_GUARANTEE", "INSURANCE"] as const;

export const travelAgency = sqliteTable(
  "travel_agency",
  {
    id: id(),
    /** The enterprise (category 11000) these details belong to; one row each. */
    enterprise_id: integer().notNull(),
    /** `L-HAN-00231`; outbound business `L-HAN-CJ00012`. */
    license_no: emptyText(),
    license_issue_date: emptyText(),
    /** The day the licence was cancelled (注销), when it was. */
    cancel_date: emptyText(),
    /** Scope codes, comma-separated. */
    scopes: emptyText(),
    office_type: text({ enum: ["HEAD", "BRANCH"] }).notNull().default("HEAD"),
    /** A branch's head office (an enterprise). */
    parent_id: integer(),
    /** Quality deposit, cents. */
    deposit_amount: integer().notNull().default(0),
    deposit_bank: emptyText(),
    deposit_form: text({ enum: DEPOSIT_FORMS }).notNull().default("CASH"),
    /** A bank guarantee or a guarantee insurance ends on this day. */
    deposit_expire_date: emptyText(),
    /** Registered capital, cents. */
    registered_capital: integer().notNull().default(0),
    online: flag(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [
    uniqueIndex("travel_agency_enterprise_uq").on(t.enterprise_id),
    index("travel_agency_licence_idx").on(t.license_no),
    index("travel_agency_issue_idx").on(t.license_issue_date),
    index("travel_agency_deposit_expire_idx").on(t.deposit_expire_date),
    index("travel_agency_parent_idx").on(t.parent_id),
  ],
);

export const agencyOutlet = sqliteTable(
  "agency_outlet",
  {
    id: id(),
    /** The travel agency (enterprise) the outlet belongs to. */
    enterprise_id: integer().notNull(),
    name: text().notNull(),
    address: emptyText(),
    filing_no: emptyText(),
    /** Where the outlet is (GB/T 2260): outlets are supervised where they trade. */
    region_code: integer().notNull().default(0),
    status: status01(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [index("agency_outlet_enterprise_idx").on(t.enterprise_id), index("agency_outlet_region_idx").on(t.region_code)],
);
