// Real server processes for the tests of start-up (`bun server/main.ts`, `npm start`): started
// with their own environment, read until the start-up banner is complete, stopped with SIGTERM.
import { freePort } from "../../support/free-port";

export interface RunningProcess {
  proc: ReturnType<typeof Bun.spawn>;
  /** Everything written to stdout up to the end of the banner. */
  out: string;
  /** Sends SIGTERM and waits for the exit code. */
  stop(): Promise<number>;
}

export { freePort };

/** Whether process `pid` is still running (signal 0 checks without sending anything). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts `cmd` and reads its stdout until `readyText` has appeared and the write that carried it
 * is complete (the banner is one write ending in a newline). Fails with the output so far when
 * the process exits first or the generous budget runs out.
 */
export async function startProcess(cmd: string[], options: { env: Record<string, string | undefined>; cwd?: string; readyText: string; timeoutMs?: number }): Promise<RunningProcess> {
  const proc = Bun.spawn(cmd, { cwd: options.cwd, env: options.env, stdout: "pipe", stderr: "pipe" });
  const decoder = new TextDecoder();
  const reader = proc.stdout.getReader();
  let out = "";
  const budget = options.timeoutMs ?? 60_000;
  const timer = setTimeout(() => proc.kill("SIGKILL"), budget);
  try {
    while (!(out.includes(options.readyText) && out.endsWith("\n"))) {
      const { value, done } = await reader.read();
      if (done) {
        const err = await new Response(proc.stderr).text();
        throw new Error(`${cmd.join(" ")} ended before "${options.readyText}" (exit ${await proc.exited}):\n${out}\n${err}`);
      }
      out += decoder.decode(value, { stream: true });
    }
  } finally {
    clearTimeout(timer);
    reader.releaseLock();
  }
  return {
    proc,
    out,
    async stop() {
      proc.kill("SIGTERM");
      return proc.exited;
    },
  };
}
