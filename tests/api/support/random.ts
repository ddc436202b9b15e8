// Reproducible test data: one seed per run (TEST_SEED, else a fresh one), printed by the preload
// and by the test runner when a run fails, so the same sample values can be made again with
// `TEST_SEED=<seed> bun test`. Values that must be unique within a run come from a counter, never
// from chance.

function seedFromEnv(): number {
  const raw = process.env.TEST_SEED;
  if (raw && /^\d+$/.test(raw)) return Number(raw) >>> 0;
  const fresh = Math.floor(Math.random() * 2 ** 31);
  process.env.TEST_SEED = String(fresh);
  return fresh;
}

export const TEST_SEED = seedFromEnv();

// mulberry32: small, fast and good enough to spread sample values.
let state = TEST_SEED;
export function random(): number {
  state = (state + 0x6d2b79f5) >>> 0;
  let x = state;
  x = Math.imul(x ^ (x >>> 15), x | 1);
  x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
}

/** A whole number from `min` to `max`, both included. */
export function randomInt(min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** `digits` random decimal digits. */
export function randomDigits(digits: number): string {
  let out = "";
  for (let i = 0; i < digits; i++) out += String(Math.floor(random() * 10));
  return out;
}

let counter = 0;
/** 1, 2, 3 … for this test process: unique within the run. */
export function nextNumber(): number {
  return ++counter;
}

/** A short text unique within the run (base 36 of the counter, led by a letter). */
export function uniqueText(prefix = "s"): string {
  return `${prefix}${nextNumber().toString(36)}`;
}
