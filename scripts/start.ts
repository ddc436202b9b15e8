// `npm start` after dependencies are in place: build the site when stale, then start the server
// (which migrates, seeds reference data, adds demo data to a new database and listens) as a
// process of its own, wait until it is ready, show its start-up lines and leave it running.
// Nothing else stays resident: this script, the shell and npm all exit (issue 20). The server's
// output goes to DATA_DIR/server.log (mode 600: the first start prints the generated password);
// `npm stop` ends it (its PID is in DATA_DIR/server.pid). `bun run serve` runs it in the
// foreground instead.
import { closeSync, mkdirSync, openSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import { buildSiteIfStale } from "./lib/site-build";
import { readServerPid, serverFiles } from "./lib/server-pid";

const READY_LINE = /listening on .* \(ready in \d+ ms/;
const START_TIMEOUT_MS = 180_000;

try {
  await buildSiteIfStale();
} catch (error) {
  console.error(`Start-up stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const { dataDir, pidFile, logFile } = serverFiles();
mkdirSync(dataDir, { recursive: true });
const running = readServerPid();
if (running) {
  console.log(`The server is already running (PID ${running.pid}, http://localhost:${running.port}/); \`npm stop\` stops it.`);
  process.exit(0);
}

const log = openSync(logFile, "a", 0o600);
const from = statSync(logFile).size;
const server = Bun.spawn(["bun", "server/main.ts", "--seed-demo-if-fresh", ...process.argv.slice(2)], {
  stdin: "ignore",
  stdout: log,
  stderr: log,
  // Its own session: it outlives this script and npm, and a Ctrl-C here does not reach it.
  detached: true,
});
closeSync(log);

const output = () => {
  const text = readFileSync(logFile, "utf8");
  return Buffer.from(text).subarray(from).toString("utf8");
};
const exited = server.exited.then((code) => ({ code }));
const started = Date.now();
for (;;) {
  const done = await Promise.race([exited, Bun.sleep(50).then(() => undefined)]);
  const text = output();
  if (done) {
    process.stderr.write(text);
    console.error(`The server stopped during start-up (exit code ${done.code}); its output is above and in ${relative(process.cwd(), logFile)}.`);
    process.exit(done.code || 1);
  }
  if (READY_LINE.test(text)) {
    process.stdout.write(text.endsWith("\n") ? text : `${text}\n`);
    break;
  }
  if (Date.now() - started > START_TIMEOUT_MS) {
    process.stderr.write(text);
    console.error(`The server was not ready after ${START_TIMEOUT_MS / 1000} s; it keeps running as PID ${server.pid}.`);
    process.exit(1);
  }
}

const port = Number(process.env.PORT ?? 8000);
writeFileSync(pidFile, `${JSON.stringify({ pid: server.pid, port })}\n`);
console.log(`Running in the background as PID ${server.pid}; output in ${relative(process.cwd(), logFile)}; \`npm stop\` stops it.`);
server.unref();
process.exit(0);
