import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./db/schema/index.ts",
  out: "./db/migrations",
  // Tables the code generator (gen_*) and installed add-on modules (ext_*) create are not the platform's: push/pull must never
  // drop or adopt them (generate never reads the database).
  tablesFilter: ["!gen_*", "!ext_*"],
});
