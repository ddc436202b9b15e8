// Loaded before every `bun test` file: quiet logs, and the seed of this run's sample data
// (printed once, so a failing run can be repeated with the same values).
import { TEST_SEED } from "./random";

process.env.LOG_LEVEL ??= "silent";
process.env.ASTRO_TELEMETRY_DISABLED = "1";

console.log(`sample data seed: TEST_SEED=${TEST_SEED} (set it to make this run's sample data again)`);
