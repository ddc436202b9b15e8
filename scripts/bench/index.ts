// `bun run bench`: every benchmark in turn (each prints its own figures with the machine's
// load): list calls against a bare handler, the page budget (bytes on the wire, FCP) and the
// console's time to its first data, before and now. A benchmark reports; it never fails the
// way a test does, except when it cannot run at all.
export {};

const BENCHES = ["scripts/bench/list.ts", "scripts/bench/pages.ts", "scripts/bench/console.ts"];

for (const script of BENCHES) {
  console.log(`\n=== ${script} ===`);
  const proc = Bun.spawn(["bun", script], { stdout: "inherit", stderr: "inherit", env: process.env });
  const code = await proc.exited;
  if (code !== 0) {
    console.error(`${script} could not run (exit ${code}).`);
    process.exit(code);
  }
}
