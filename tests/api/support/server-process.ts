// A real server process (`bun server/main.ts`) on a real port and data folder, for tests that
// need what only a process shows: start-up output, raw HTTP, several nodes, SIGKILL.
import { connect } from "node:net";
import { join } from "node:path";

export interface ServerProcess {
  proc: ReturnType<typeof Bun.spawn>;
  port: number;
  base: string;
  /** Everything the process printed on stdout so far. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number>;
}

let nextPort = 21000 + Math.floor(Math.random() * 15000);
export const freePort = () => (nextPort += 1 + Math.floor(Math.random() * 7));

/** Starts a server on `dataDir` and waits for its banner (or fails after 30 s). */
export async function startServer(dataDir: string, env: Record<string, string> = {}, args: string[] = []): Promise<ServerProcess> {
  const port = freePort();
  const proc = Bun.spawn(["bun", "server/main.ts", ...args], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DIST_DIR: join(dataDir, "no-dist"),
      LOG_LEVEL: "warn",
      ...env,
    },
    stdout: "pipe",
    stderr: "pipe",
  });
  let out = "";
  const decoder = new TextDecoder();
  let ready = false;
  void (async () => {
    for await (const chunk of proc.stdout as ReadableStream<Uint8Array>) {
      out += decoder.decode(chunk, { stream: true });
      if (out.includes("Member login")) ready = true;
    }
  })();
  let err = "";
  void (async () => {
    for await (const chunk of proc.stderr as ReadableStream<Uint8Array>) err += decoder.decode(chunk, { stream: true });
  })();
  const deadline = Date.now() + 30_000;
  while (!ready) {
    if (proc.exitCode !== null || Date.now() > deadline) {
      proc.kill("SIGKILL");
      throw new Error(`server did not start (exit ${proc.exitCode}): ${out}\n${err}`);
    }
    await Bun.sleep(50);
  }
  await Bun.sleep(100);
  return {
    proc,
    port,
    base: `http://127.0.0.1:${port}`,
    output: () => out,
    async stop(signal: NodeJS.Signals = "SIGTERM") {
      if (proc.exitCode === null) proc.kill(signal);
      return proc.exited;
    },
  };
}

/** Sends raw bytes to the port and answers the whole reply (the server closes or 5 s pass). */
export function rawHttp(port: number, request: string, timeoutMs = 5000): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let reply = "";
    const done = () => {
      socket.destroy();
      resolve(reply);
    };
    const timer = setTimeout(done, timeoutMs);
    socket.on("data", (chunk) => {
      reply += chunk.toString("utf8");
      // One response is enough when it says how long it is.
      const head = reply.indexOf("\r\n\r\n");
      const length = /content-length: *(\d+)/i.exec(reply.slice(0, head))?.[1];
      if (head >= 0 && length !== undefined && reply.length >= head + 4 + Number(length)) {
        clearTimeout(timer);
        done();
      }
    });
    socket.on("end", () => {
      clearTimeout(timer);
      done();
    });
    socket.on("error", () => {
      clearTimeout(timer);
      done();
    });
    socket.write(request);
  });
}

/** Status code and body of a raw reply. */
export function parseReply(reply: string): { status: number; head: string; body: string } {
  const head = reply.slice(0, Math.max(0, reply.indexOf("\r\n\r\n")));
  return { status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(reply)?.[1] ?? 0), head, body: reply.slice(head.length + 4) };
}

/** What an answer must never contain: Bun's development page, source paths, stack frames. */
export const STACK_SIGNS = /__bunfallback|BunError|node_modules\/|\/server\/[\w/-]+\.ts|\.ts:\d+:\d+|\bat [\w.<>]+ \(|"stack"\s*:/i;
