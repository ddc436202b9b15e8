// A guide card's validity as SQL, for the supervision rules over other records (a contract's
// guide, a tour group's guides): the same reading as `validNow` in ./card.ts, in one home.
import { sql, type SQL } from "drizzle-orm";

/**
 * Whether the card of the guide row `alias` is not valid through `day` (yyyy-mm-dd): suspended,
 * revoked, cancelled or expired, or it ends before that day.
 */
export const guideCardNotValidBy = (alias: string, day: SQL): SQL => {
  const guide = sql.raw(alias);
  return sql`(${guide}.card_status NOT IN ('VALID', 'EXPIRING') OR (${guide}.card_expire_date <> '' AND ${guide}.card_expire_date < ${day}))`;
};
