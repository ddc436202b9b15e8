// One time budget per test, generous enough for a loaded two-core machine (bun's default is
// 5 s: a test hashing a dozen passwords takes longer there). A hung test still fails, two
// minutes on. bun applies setDefaultTimeout to the file being loaded, so each file calls this
// while it loads (the fixtures do it for the files that use them); `npm test` also passes
// --timeout with the same value.
import { setDefaultTimeout } from "bun:test";

export const TEST_TIMEOUT_MS = 120_000;

export function useTimeBudget(): void {
  setDefaultTimeout(TEST_TIMEOUT_MS);
}
