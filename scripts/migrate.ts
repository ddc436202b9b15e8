// `bun scripts/migrate.ts` (the terminal's `migrate`): applies pending migrations and the
// reference data to the configured database, without demo data.
import { prepareDatabase } from "../server/bootstrap";
import { ConfigError, loadConfig } from "../server/config";

try {
  const config = loadConfig();
  const { database, reference } = await prepareDatabase(config, { seedDemoIfFresh: false });
  console.log("Migrations applied; reference data is in place.");
  if (reference.createdAdmin) console.log(`Created super admin "${reference.createdAdmin.username}".`);
  database.close();
} catch (error) {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
}
