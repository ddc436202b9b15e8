// `bun run seed:demo` (`bun scripts/seed.ts demo`): applies migrations and reference data, then the demo data sets that
// have not run on this database yet.
import { prepareDatabase } from "../server/bootstrap";
import { ConfigError, loadConfig } from "../server/config";
import { seedDemo } from "../db/seed/demo";

try {
  const config = loadConfig();
  const { database, reference, passwordFile } = await prepareDatabase(config, { seedDemoIfFresh: false });
  if (reference.createdAdmin) {
    console.log(`Created super admin "${reference.createdAdmin.username}" with password ${reference.createdAdmin.password}`);
    if (passwordFile) console.log(`(saved to ${passwordFile})`);
  }
  const result = await seedDemo(database.db, { dataDir: config.dataDir });
  console.log(result.ran.length ? `Demo data added: ${result.ran.join(", ")}` : "Demo data already present; nothing added.");
  if (result.accountsFile) console.log(`Demo account passwords: ${result.accountsFile}`);
  database.close();
} catch (error) {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
}
