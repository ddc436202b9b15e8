// `bun run bench`: every benchmark in turn (each prints its own figures with the machine's
// load): list calls against a bare handler (1, 50 and 300 connections), generic adds against
// the same writes replayed raw, a mixed load of 500
// connections (lists, details, adds, pages, live event streams), the page budget (bytes on the
// wire, FCP), the console's time to its first data, before and now, and the data big-screen
// (first render, script, panel calls, 200 live screens). A benchmark reports; it
// never fails the way a test does, except when it cannot run at all or (the mixed load) when a
// call went wrong.
export {};

const BENCHES: { script: string; env?: Record<string, string> }[] = [
  { script: "scripts/bench/list.ts", env: { CONNECTIONS: process.env.CONNECTIONS ?? "1,50,300" } },
  { script: "scripts/bench/write.ts" },
  { script: "scripts/bench/mixed.ts" },
  { script: "scripts/bench/pages.ts" },
  { script: "scripts/bench/console.ts" },
  { script: "scripts/bench/screen.ts" },
];

for (const { script, env } of BENCHES) {
  console.log(`\n=== ${script}${env ? ` (${Object.entries(env).map(([k, v]) => `${k}=${v}`).join(" ")})` : ""} ===`);
  const proc = Bun.spawn(["bun", script], { stdout: "inherit", stderr: "inherit", env: { ...process.env, ...env } });
  const code = await proc.exited;
  if (code !== 0) {
    console.error(`${script} could not run or a call went wrong (exit ${code}).`);
    process.exit(code);
  }
}
