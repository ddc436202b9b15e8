import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./db/schema/index.ts",
  out: "./db/migrations",
  // Tables the code generator creates (gen_*) are not the platform's: push/pull must never
  // drop or adopt them (generate never reads the database).
  tablesFilter: ["!gen_*"],
});
