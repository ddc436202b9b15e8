// What the browser tests' servers get from the configuration: free ports, asked from the
// operating system once in the runner (workers inherit them through the environment), and a
// PATH on which some programs are missing for certain (the terminal test needs a package
// manager that is not installed, whatever this machine has).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";

/** `count` ports free right now (port 0, answered by the operating system). */
export function freePortsSync(count: number): number[] {
  const script = `
    const net = require("node:net");
    const ports = [];
    const servers = [];
    const next = () => {
      if (ports.length === ${count}) { for (const s of servers) s.close(); console.log(ports.join(",")); return; }
      const server = net.createServer();
      servers.push(server);
      server.listen(0, "127.0.0.1", () => { ports.push(server.address().port); next(); });
    };
    next();`;
  const result = spawnSync(process.execPath, ["-e", script], { encoding: "utf8" });
  const ports = (result.stdout ?? "").trim().split(",").map(Number).filter((p) => Number.isInteger(p) && p > 0);
  if (ports.length !== count) throw new Error(`could not find ${count} free ports: ${result.stderr}`);
  return ports;
}

/**
 * PATH with `hidden` programs left out: each folder that holds one is replaced by a folder of
 * links to everything else in it (made under `scratch`). Folders without them stay as they are.
 */
export function pathWithout(hidden: readonly string[], scratch: string, path = process.env.PATH ?? ""): string {
  let made = 0;
  return path
    .split(":")
    .filter(Boolean)
    .map((dir) => {
      if (!hidden.some((name) => existsSync(join(dir, name)))) return dir;
      const copy = join(scratch, `bin-${made++}`);
      mkdirSync(copy, { recursive: true });
      for (const name of readdirSync(dir)) {
        if (!hidden.includes(name) && !existsSync(join(copy, name))) symlinkSync(join(dir, name), join(copy, name));
      }
      return copy;
    })
    .join(":");
}
