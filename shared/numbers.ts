// Counts as the console shows them: thousands grouped with "," (the same in zh-cn and en).
// Written out rather than through Intl: the first Intl formatter a page makes loads locale data
// (15-30 ms on the test machines), and the dashboard's figures are the first thing drawn.

/** 1234567 -> "1,234,567"; -1234.5 -> "-1,234.5"; anything not finite as String() gives it. */
export function groupThousands(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const text = String(Math.abs(value));
  if (text.includes("e")) return String(value);
  const [whole = "", fraction] = text.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return `${value < 0 ? "-" : ""}${grouped}${fraction === undefined ? "" : `.${fraction}`}`;
}
