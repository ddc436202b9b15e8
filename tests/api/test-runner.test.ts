// The test runner's own rules (scripts/test.ts): a run whose counts cannot be read, that ran no
// test, that skipped one, or in which a test file ran none, is a failure; focused and skipped
// tests are found in the sources. The markers are spelled out at run time here, so this file
// does not trip the source check itself.
import { describe, expect, test } from "bun:test";
import { readApiCounts } from "../../scripts/lib/test-counts";
import { findFocusedOrSkipped } from "../../scripts/lib/test-markers";

const summary = (lines: Record<string, number>, ran = 3) =>
  `${Object.entries(lines)
    .map(([word, n]) => ` ${n} ${word}`)
    .join("\n")}\nRan ${ran} tests across 2 files. [1.00s]\n`;

const junit = (cases: { file: string; name: string; skipped?: boolean }[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="bun test" tests="${cases.length}" failures="0" skipped="${cases.filter((c) => c.skipped).length}">\n${cases
    .map((c) => `<testcase name="${c.name}" classname="" file="${c.file}" line="1"${c.skipped ? `><skipped /></testcase>` : " />"}`)
    .join("\n")}\n</testsuites>`;

describe("counts of a bun test run", () => {
  test("a clean run: passes counted, no problem", () => {
    const counts = readApiCounts(summary({ pass: 3, fail: 0 }), junit([{ file: "tests/api/a.test.ts", name: "x" }, { file: "tests/api/b.test.ts", name: "y" }]), ["a.test.ts", "b.test.ts"]);
    expect(counts).toEqual({ passed: 3, failed: 0, skipped: 0, problems: [] });
  });

  test("a summary that cannot be read, or no report, is a problem, never '0 passed, 0 failed'", () => {
    expect(readApiCounts("something went wrong before any test", junit([]), []).problems).toContain("the summary of bun test could not be read");
    expect(readApiCounts(summary({ pass: 3, fail: 0 }), undefined, []).problems).toContain("bun test wrote no JUnit report");
    expect(readApiCounts(summary({ pass: 3, fail: 0 }), "<garbage/>", []).problems).toContain("the JUnit report could not be read");
  });

  test("a run without tests, and a test file that ran none, are problems", () => {
    expect(readApiCounts(summary({ pass: 0, fail: 0 }, 0), junit([]), []).problems).toContain("no test ran");
    const counts = readApiCounts(summary({ pass: 1, fail: 0 }), junit([{ file: "tests/api/a.test.ts", name: "x" }]), ["a.test.ts", "b.test.ts"]);
    expect(counts.problems).toEqual(["b.test.ts ran no test"]);
  });

  test("skipped and todo tests are counted and named", () => {
    const counts = readApiCounts(
      summary({ pass: 1, skip: 1, todo: 1, fail: 0 }),
      junit([
        { file: "a.test.ts", name: "runs" },
        { file: "a.test.ts", name: "skipped one", skipped: true },
        { file: "a.test.ts", name: "todo one", skipped: true },
      ]),
      ["a.test.ts"],
    );
    expect(counts.skipped).toBe(2);
    expect(counts.problems).toEqual(["skipped or todo: a.test.ts: skipped one", "skipped or todo: a.test.ts: todo one"]);
  });

  test("bun's refusal of a focused test is named", () => {
    const output = `error: ${["", "only"].join(".")} is disabled in CI environments to prevent accidentally skipping tests.\n${summary({ pass: 2, fail: 1 })}`;
    expect(readApiCounts(output, junit([{ file: "a.test.ts", name: "x" }]), ["a.test.ts"]).problems).toEqual(["a focused test (.only) was refused"]);
  });

  test("errors between tests (a file that fails to load) count as failures", () => {
    expect(readApiCounts(summary({ pass: 2, fail: 1, errors: 2 }), junit([{ file: "a.test.ts", name: "x" }]), ["a.test.ts"]).failed).toBe(2);
  });
});

describe("focused and skipped tests in the sources", () => {
  const marker = (...parts: string[]) => `${parts.join(".")}(`;

  test("bun and Playwright spellings are found, with file and line", () => {
    const lines = [
      `${marker("test", "only")}"a", () => {});`,
      `  ${marker("describe", "skip")}"b", () => {});`,
      `${marker("it", "todo")}"c");`,
      `${marker("test", "describe", "only")}"d", () => {});`,
      `  ${marker("test", "fixme")}"e", async () => {});`,
      `${marker("test", "skipIf")}true)("f", () => {});`,
      `${marker("test", "fail")}"g", () => {});`,
    ];
    const found = findFocusedOrSkipped([{ file: "x.test.ts", text: ["// header", ...lines].join("\n") }]);
    expect(found.map((m) => m.line)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(found[0]).toEqual({ file: "x.test.ts", line: 2, text: lines[0] ?? "" });
  });

  test("ordinary tests, comments and look-alike names are not", () => {
    const text = [`test("a", () => {});`, `// ${marker("test", "only")} in a comment`, `latest.${"skip"}(1);`, `const contest = { only: 1 }; contest.only;`, `test.describe.configure({ mode: "serial" });`].join("\n");
    expect(findFocusedOrSkipped([{ file: "y.test.ts", text }])).toEqual([]);
  });
});
