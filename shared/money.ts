// Money is integer cents (fen) in the database and yuan with two decimals ("12.34") on the wire
// and on screen (DESIGN §5). The only place the two meet.

/** The largest amount, in yuan, a money field takes (its cents stay exact whole numbers). */
export const MONEY_LIMIT_YUAN = 100_000_000_000;

/** 1234 -> "12.34", -5 -> "-0.05" */
export function centsToYuan(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** "12.34" or 12.34 -> 1234 (rounded to the cent). */
export function yuanToCents(yuan: number | string): number {
  return Math.round(Number(yuan) * 100);
}
