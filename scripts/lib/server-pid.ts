// Where `npm start` keeps the background server's PID and output (DATA_DIR/server.pid and
// server.log), and whether the server it names is still running.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export function serverFiles() {
  const dataDir = process.env.DATA_DIR ?? "data";
  return { dataDir, pidFile: join(dataDir, "server.pid"), logFile: join(dataDir, "server.log") };
}

function isOurServer(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const cmdline = `/proc/${pid}/cmdline`;
  // Where /proc exists, make sure the PID was not reused by another program.
  return !existsSync("/proc") || (existsSync(cmdline) && readFileSync(cmdline, "utf8").includes("server/main.ts"));
}

/** The running server started by `npm start`, if any. */
export function readServerPid(): { pid: number; port: number } | undefined {
  const { pidFile } = serverFiles();
  if (!existsSync(pidFile)) return undefined;
  try {
    const entry = JSON.parse(readFileSync(pidFile, "utf8")) as { pid: number; port: number };
    return Number.isInteger(entry.pid) && isOurServer(entry.pid) ? entry : undefined;
  } catch {
    return undefined;
  }
}
