// Reads the counts of a `bun test` run from its summary lines and its JUnit report. Anything
// that cannot be read, a run without tests and a test file that ran none are problems: the
// runner turns them into a failure instead of a green "0 passed, 0 failed".

export interface ApiCounts {
  passed: number;
  failed: number;
  /** Skipped and todo tests (each one fails the run). */
  skipped: number;
  problems: string[];
}

const summaryNumber = (output: string, word: string): number | undefined => {
  const match = new RegExp(`^\\s*(\\d+) ${word}$`, "m").exec(output);
  return match ? Number(match[1]) : undefined;
};

/** Test files with at least one test case in the JUnit report, and its skipped cases. */
function readJunit(xml: string): { files: Map<string, number>; skipped: string[]; tests?: number } {
  const files = new Map<string, number>();
  const skipped: string[] = [];
  const total = /<testsuites\b[^>]*\btests="(\d+)"/.exec(xml)?.[1];
  for (const match of xml.matchAll(/<testcase\b([^>]*?)(\/>|>([\s\S]*?)<\/testcase>)/g)) {
    const attributes = match[1] ?? "";
    const file = /\bfile="([^"]*)"/.exec(attributes)?.[1] ?? "";
    const name = /\bname="([^"]*)"/.exec(attributes)?.[1] ?? "";
    files.set(file, (files.get(file) ?? 0) + 1);
    if (/<skipped\b/.test(match[3] ?? "")) skipped.push(`${file}: ${name}`);
  }
  return { files, skipped, tests: total === undefined ? undefined : Number(total) };
}

export function readApiCounts(output: string, junit: string | undefined, expectedFiles: string[]): ApiCounts {
  const problems: string[] = [];
  const passed = summaryNumber(output, "pass");
  const failed = summaryNumber(output, "fail");
  const skip = summaryNumber(output, "skip") ?? 0;
  const todo = summaryNumber(output, "todo") ?? 0;
  const errors = summaryNumber(output, "errors?") ?? 0;
  const ran = /^Ran (\d+) tests? across (\d+) files?\./m.exec(output);
  if (passed === undefined || failed === undefined || !ran) problems.push("the summary of bun test could not be read");
  if (ran && Number(ran[1]) === 0) problems.push("no test ran");
  // With CI=true bun refuses focused tests, however they are spelled.
  if (/\.only is disabled in CI environments/.test(output)) problems.push("a focused test (.only) was refused");

  let skipped = skip + todo;
  if (junit === undefined) {
    problems.push("bun test wrote no JUnit report");
  } else {
    const report = readJunit(junit);
    if (report.tests === undefined) problems.push("the JUnit report could not be read");
    skipped = Math.max(skipped, report.skipped.length);
    for (const name of report.skipped) problems.push(`skipped or todo: ${name}`);
    for (const file of expectedFiles) {
      if (!report.files.has(file) && ![...report.files.keys()].some((f) => f.endsWith(`/${file}`))) problems.push(`${file} ran no test`);
    }
  }
  if (skipped > 0 && !problems.some((p) => p.startsWith("skipped"))) problems.push(`${skipped} skipped or todo`);
  return { passed: passed ?? 0, failed: Math.max(failed ?? 0, errors), skipped, problems };
}
