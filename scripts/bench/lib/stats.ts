// Figures a benchmark may print: medians with their range over repeats, and the machine's load
// at the time (a shared machine makes every figure noisy; the load says how noisy).
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";

export const median = (values: number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** `median (min-max)` with `digits` decimals. */
export function spread(values: number[], digits = 0): string {
  if (values.length === 0) return "-";
  const f = (n: number) => n.toFixed(digits);
  return `${f(median(values))} (${f(Math.min(...values))}-${f(Math.max(...values))})`;
}

/** One line: the 1/5/15-minute load averages and the core count. */
export function machineLoad(): string {
  const [one, five, fifteen] = loadavg().map((n) => n.toFixed(2));
  return `load ${one} / ${five} / ${fifteen} (1/5/15 min) on ${cpus().length} cores`;
}

/** Load averages sampled around a run, so a figure can be printed with the load it met. */
export class LoadSampler {
  private readonly samples: number[] = [];
  private timer: ReturnType<typeof setInterval> | undefined;
  start(everyMs = 1000): this {
    this.sample();
    this.timer = setInterval(() => this.sample(), everyMs);
    return this;
  }
  sample(): void {
    this.samples.push(loadavg()[0] ?? 0);
  }
  stop(): string {
    if (this.timer) clearInterval(this.timer);
    this.sample();
    return `1-min load during the run ${spread(this.samples, 2)} on ${cpus().length} cores`;
  }
}

/**
 * Runs every case once per round, in alternating order (A B, B A, A B, ...), for `rounds`
 * rounds, so that drift in the machine's load hits every case alike. Returns each case's
 * results in round order.
 */
export async function interleave<K extends string, R>(cases: readonly K[], rounds: number, run: (name: K, round: number) => Promise<R>): Promise<Record<K, R[]>> {
  const out = Object.fromEntries(cases.map((c) => [c, [] as R[]])) as Record<K, R[]>;
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? cases : [...cases].reverse();
    for (const name of order) out[name].push(await run(name, round));
  }
  return out;
}

/** A plain text table: first column left-aligned, the others right-aligned. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

/** The same table as Markdown, for pasting into the README. */
export function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map((_, i) => (i === 0 ? "---" : "---:"))), ...rows.map(line)].join("\n");
}

/**
 * CPU time (user + system, µs) another process has used so far, from /proc (Linux); undefined
 * elsewhere. A server's CPU per call is far steadier than its calls per second on a shared or
 * virtual machine: time the machine spends elsewhere slows the calls, not their CPU.
 */
export function processCpuMicros(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1_000_000) / CLOCK_TICKS : undefined;
  } catch {
    return undefined;
  }
}

/** Linux counts process time in clock ticks of 1/100 s (USER_HZ, the same on every architecture). */
const CLOCK_TICKS = 100;
