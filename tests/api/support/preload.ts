// Loaded before every `bun test` file: quiet logs and a fixed language fallback.
process.env.LOG_LEVEL ??= "silent";
process.env.ASTRO_TELEMETRY_DISABLED = "1";
