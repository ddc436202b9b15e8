// Finds tests that would keep a run green while not running: focused ones (`test.only`,
// `describe.only`), skipped or todo ones, and expected failures, in bun and Playwright spelling.
// The test runner refuses them before running a suite.

export interface Marker {
  file: string;
  line: number;
  text: string;
}

/** `test.only(`, `it.skip(`, `describe.todo(`, `test.describe.only(`, `test.fixme(`, `test.skipIf(…)`, `test.fail(` … */
const MARKER = /\b(?:test|it|describe)(?:\.describe)?\.(?:only|skip|todo|fixme|fail|failing|skipIf|todoIf|failIf|if)\b\s*\(/;

export function findFocusedOrSkipped(files: { file: string; text: string }[]): Marker[] {
  const found: Marker[] = [];
  for (const { file, text } of files) {
    const lines = text.split("\n");
    lines.forEach((content, index) => {
      const code = content.replace(/\/\/.*$/, "");
      if (MARKER.test(code)) found.push({ file, line: index + 1, text: content.trim() });
    });
  }
  return found;
}
