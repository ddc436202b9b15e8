// Prepares a data folder for `probe.ts add`: migrations and the reference seed.
import { migrateDatabase, openDatabase } from "@db/client";
import { seedReference } from "@db/seed/reference";
import { CATALOG } from "@server/engine/catalog";
const database = await openDatabase(`file:${process.argv[2]}/app.db`);
await migrateDatabase(database);
await seedReference(database.db, { catalog: CATALOG, adminUsername: "admin", adminPassword: "Bench-pass1" });
database.close();
