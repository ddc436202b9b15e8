// Configuration by environment: sane defaults, and one clear line for each mistake.
import { describe, expect, test } from "bun:test";
import { resolve } from "node:path";
import { ConfigError, loadConfig } from "@server/config";

describe("defaults", () => {
  test("an empty environment gives the documented defaults", () => {
    const c = loadConfig({});
    expect(c.port).toBe(8000);
    expect(c.host).toBe("0.0.0.0");
    expect(c.databaseUrl).toBe(`file:${resolve("data/app.db")}`);
    expect(c.adminPrefix).toBe("admin");
    expect(c.adminUsername).toBe("admin");
    expect(c.adminPassword).toBeUndefined();
    expect(c.jwtSecret).toBe("");
    expect(c.storageDir).toBe(resolve("data/storage"));
    expect(c.logLevel).toBe("info");
    expect(c.corsOrigins).toEqual(["localhost", "127.0.0.1"]);
    expect(c.getThrottlePerMinute).toBe(600);
    expect(c.accountThrottlePerMinute).toBe(1200);
    expect(c.trustProxy).toBe(false);
  });

  test("libsql and http URLs are passed to the libSQL client unchanged", () => {
    expect(loadConfig({ DATABASE_URL: "libsql://db.example.com" }).databaseUrl).toBe("libsql://db.example.com");
    expect(loadConfig({ DATABASE_URL: "http://127.0.0.1:8080" }).databaseUrl).toBe("http://127.0.0.1:8080");
  });

  test("relative file URLs are resolved against the working folder", () => {
    expect(loadConfig({ DATABASE_URL: "file:tmp/x.db" }).databaseUrl).toBe(`file:${resolve("tmp/x.db")}`);
  });

  test("the admin prefix accepts surrounding slashes", () => {
    expect(loadConfig({ ADMIN_PREFIX: "/manage/" }).adminPrefix).toBe("manage");
  });
});

describe("bad configuration stops start-up with a line naming the variable", () => {
  const cases: [Record<string, string>, RegExp][] = [
    [{ PORT: "abc" }, /^PORT must be a whole number from 1 to 65535, got "abc"\.$/],
    [{ PORT: "70000" }, /^PORT must be/],
    [{ DATABASE_URL: "postgres://x" }, /^DATABASE_URL must start with file:, libsql:, http: or https:/],
    [{ DATABASE_URL: "file:" }, /^DATABASE_URL "file:" names no file/],
    [{ ADMIN_PREFIX: "api" }, /^ADMIN_PREFIX must be letters and digits/],
    [{ ADMIN_PREFIX: "ad-min" }, /^ADMIN_PREFIX must be/],
    [{ ADMIN_PASSWORD: "a<b>cdef" }, /^ADMIN_PASSWORD must be 6 to 32 characters/],
    [{ ADMIN_PASSWORD: "12345" }, /^ADMIN_PASSWORD must be/],
    [{ ADMIN_USERNAME: "1admin" }, /^ADMIN_USERNAME must be/],
    [{ JWT_SECRET: "short" }, /^JWT_SECRET must be at least 32 characters long \(got 5\)\.$/],
    [{ LOG_LEVEL: "loud" }, /^LOG_LEVEL must be one of debug, info, warn, error, silent, got "loud"\.$/],
    [{ TRUST_PROXY: "maybe" }, /^TRUST_PROXY must be on or off/],
    [{ THROTTLE_GET_PER_MINUTE: "-1" }, /^THROTTLE_GET_PER_MINUTE must be a whole number/],
  ];
  for (const [env, message] of cases) {
    test(JSON.stringify(env), () => {
      let error: unknown;
      try {
        loadConfig(env);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain("\n");
    });
  }
});
