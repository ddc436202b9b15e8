// Runs one allow-listed command for the terminal: in its own process group (so stopping it
// stops everything it started, and nothing else), stdin closed, output split into lines with
// colour codes removed, capped in size and time. Events are pulled one at a time by the
// stream; `stop()` ends the whole group (client gone, time limit, interactive prompt).
import type { TerminalCommand } from "./commands";

/** Caps (documented in docs/architecture.md, "Built-in terminal"). */
export const TERMINAL_CAPS = {
  /** Output lines sent per run; later lines are counted but not sent. */
  maxLines: 5000,
  /** Output bytes sent per run. */
  maxBytes: 1024 * 1024,
  /** Longest single line; longer ones are cut. */
  maxLineLength: 4096,
  /** Grace between SIGTERM and SIGKILL when stopping a process group. */
  killGraceMs: 2000,
} as const;

/** ANSI/VT escape sequences (CSI, OSC, two-character escapes) and other control characters. */
const ANSI = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)|[@-Z\\-_])|\u009b[0-?]*[ -/]*[@-~]/g;
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** One output line as the terminal shows it: the text after the last carriage return, no colours. */
export function cleanLine(raw: string): string {
  const afterReturn = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
  const visible = afterReturn.slice(afterReturn.lastIndexOf("\r") + 1);
  return visible.replace(ANSI, "").replace(CONTROL, "").trimEnd();
}

const INTERACTIVE = /\((?:y\/n|Y\/n|y\/N)\)|\[(?:y\/n|Y\/n|y\/N)\]/;

export type RunEvent =
  | { type: "line"; text: string }
  | { type: "capped" }
  | { type: "interactive" }
  | { type: "timeout"; seconds: number }
  | { type: "spawnError"; program: string; missing: boolean; message: string }
  | { type: "exit"; code: number };

export interface RunningCommand {
  readonly pid: number | undefined;
  /** Next event; resolves `undefined` once the run is over and every event was taken. */
  next(): Promise<RunEvent | undefined>;
  /** Stops the process group (SIGTERM, then SIGKILL after the grace). */
  stop(): void;
  /** Resolves when the process has exited (or never started). */
  readonly done: Promise<void>;
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    // A negative pid signals the whole group the child leads (it was spawned detached).
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

/**
 * PATH without the `node` shim that `bun --bun` puts in front (a link to bun that does not
 * answer `node --version`), so programs are the machine's own.
 */
export function cleanPath(path: string | undefined): string {
  return (path ?? "")
    .split(":")
    .filter((dir) => dir !== "" && !/\/bun-node-[^/]*$/.test(dir))
    .join(":");
}

/** Secrets of the server that no terminal command needs. */
const WITHHELD = ["JWT_SECRET", "ADMIN_PASSWORD"];

export function startCommand(command: TerminalCommand, env: Record<string, string | undefined>): RunningCommand {
  const queue: RunEvent[] = [];
  let waiter: ((event: RunEvent | undefined) => void) | undefined;
  let finished = false;
  let lines = 0;
  let bytes = 0;
  let capped = false;
  let stopping = false;

  const push = (event: RunEvent) => {
    if (waiter) {
      const resolve = waiter;
      waiter = undefined;
      resolve(event);
    } else queue.push(event);
  };
  const finish = () => {
    finished = true;
    if (waiter && queue.length === 0) {
      const resolve = waiter;
      waiter = undefined;
      resolve(undefined);
    }
  };

  let proc: ReturnType<typeof Bun.spawn> | undefined;
  try {
    const PATH = cleanPath(env.PATH);
    const [program = "", ...args] = command.argv;
    const resolved = program.includes("/") ? program : Bun.which(program, { PATH });
    if (!resolved) throw new Error(`ENOENT: ${program} not found`);
    command.prepare?.();
    const childEnv: Record<string, string | undefined> = { ...env, PATH, FORCE_COLOR: "0", NO_COLOR: "1", CI: "1", TERM: "dumb" };
    for (const name of WITHHELD) delete childEnv[name];
    proc = Bun.spawn([resolved, ...args], {
      cwd: command.cwd,
      env: childEnv,
      stdin: "ignore",
      stdout: "pipe",
      stderr: "pipe",
      detached: true,
    });
  } catch (error) {
    const program = command.argv[0] ?? "";
    const message = error instanceof Error ? error.message : String(error);
    push({ type: "spawnError", program: program.split("/").pop() ?? program, missing: /ENOENT|not found|No such file/i.test(message), message });
    finish();
    return { pid: undefined, next: () => (queue.length ? Promise.resolve(queue.shift()) : Promise.resolve(undefined)), stop: () => undefined, done: Promise.resolve() };
  }
  const child = proc;
  const pid = child.pid;

  let graceTimer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    killGroup(pid, "SIGTERM");
    graceTimer = setTimeout(() => killGroup(pid, "SIGKILL"), TERMINAL_CAPS.killGraceMs);
  };

  const timeout = setTimeout(() => {
    push({ type: "timeout", seconds: command.timeoutSeconds });
    stop();
  }, command.timeoutSeconds * 1000);

  const emit = (raw: string) => {
    const text = cleanLine(raw);
    if (text === "" || stopping) return;
    if (INTERACTIVE.test(text)) {
      push({ type: "line", text: text.slice(0, TERMINAL_CAPS.maxLineLength) });
      push({ type: "interactive" });
      stop();
      return;
    }
    const line = text.length > TERMINAL_CAPS.maxLineLength ? `${text.slice(0, TERMINAL_CAPS.maxLineLength)}…` : text;
    lines++;
    bytes += Buffer.byteLength(line) + 1;
    if (lines > TERMINAL_CAPS.maxLines || bytes > TERMINAL_CAPS.maxBytes) {
      if (!capped) push({ type: "capped" });
      capped = true;
      return;
    }
    push({ type: "line", text: line });
  };

  const pump = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    let rest = "";
    for await (const chunk of stream) {
      rest += decoder.decode(chunk, { stream: true });
      const parts = rest.split("\n");
      rest = parts.pop() ?? "";
      // A line longer than any we would show is cut here, so memory stays bounded.
      if (rest.length > TERMINAL_CAPS.maxLineLength * 4) rest = rest.slice(-TERMINAL_CAPS.maxLineLength * 2);
      for (const part of parts) emit(part);
    }
    rest += decoder.decode();
    if (rest) emit(rest);
  };

  const done = (async () => {
    const output = Promise.all([pump(child.stdout as ReadableStream<Uint8Array>), pump(child.stderr as ReadableStream<Uint8Array>)]).catch(() => undefined);
    const code = await child.exited;
    clearTimeout(timeout);
    // The leader is gone; nothing it started may linger in its group (or hold the pipes open).
    killGroup(pid, "SIGKILL");
    if (graceTimer) clearTimeout(graceTimer);
    await output;
    push({ type: "exit", code });
    finish();
  })();

  return {
    pid,
    next() {
      if (queue.length) return Promise.resolve(queue.shift());
      if (finished) return Promise.resolve(undefined);
      return new Promise((resolve) => {
        waiter = resolve;
      });
    },
    stop,
    done,
  };
}
