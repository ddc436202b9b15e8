// `npm start` after dependencies are in place: build the site when stale, then run the server
// (which migrates, seeds reference data, adds demo data to a new database and listens).
import { buildSiteIfStale } from "./lib/site-build";

try {
  await buildSiteIfStale();
} catch (error) {
  console.error(`Start-up stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const server = Bun.spawn(["bun", "server/main.ts", "--seed-demo-if-fresh", ...process.argv.slice(2)], {
  stdio: ["inherit", "inherit", "inherit"],
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
process.exit(await server.exited);
