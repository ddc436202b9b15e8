// `bun run bench`: every benchmark in turn (each prints its own figures). A benchmark reports;
// it never fails the way a test does, except when it cannot run at all or (the mixed load) when
// a call went wrong.
//   mixed   500 connections for 60 s: lists, details, adds, pages and live event streams
//   list    the generic list endpoint at 300 connections beside a bare Bun.serve running its SQL
//   pages   page weight and first contentful paint
export {};

const BENCHES: { script: string; env?: Record<string, string> }[] = [
  { script: "scripts/bench/mixed.ts" },
  { script: "scripts/bench/list.ts", env: { CONNECTIONS: process.env.LIST_CONNECTIONS ?? "300" } },
  { script: "scripts/bench/pages.ts" },
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
