// GB/T 2260 area codes: six digits, province (46xxxx: 460000), city (4602xx: 460200) and county
// or district (460203). A code stands for its division and everything inside it, and the codes
// inside share its leading digits, so "inside 460200" is the range 460200..460299.

/** The last code inside the division `code` (460000 -> 469999, 460200 -> 460299, 460203 -> 460203). */
export function areaSpan(code: number): number {
  if (code % 10000 === 0) return code + 9999;
  if (code % 100 === 0) return code + 99;
  return code;
}

/** Whether `code` lies inside the division `division` (itself included). */
export const isInsideArea = (code: number, division: number): boolean => code >= division && code <= areaSpan(division);
