// Builds the Astro site only when its sources changed since the last build: a hash of every
// input is kept in dist/.build-stamp.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const INPUTS = ["src", "public", "astro.config.mjs", "package.json", "bun.lock", "tsconfig.json", "scripts/dev-page-routing.mjs", "scripts/lib/post-build.ts", "scripts/lib/modulepreload.ts", "scripts/lib/precompress.ts"];
const STAMP = "dist/.build-stamp";

function collect(path: string, out: string[]): void {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) collect(join(path, name), out);
  } else {
    out.push(path);
  }
}

export function sourceHash(root = "."): string {
  const files: string[] = [];
  for (const input of INPUTS) collect(join(root, input), files);
  const hasher = new Bun.CryptoHasher("sha256");
  for (const file of files) {
    hasher.update(file);
    hasher.update(readFileSync(file));
  }
  return hasher.digest("hex");
}

export function isBuildCurrent(root = "."): boolean {
  const stamp = join(root, STAMP);
  return existsSync(stamp) && readFileSync(stamp, "utf8").trim() === sourceHash(root);
}

/** Runs `astro build` when needed; returns whether it built. Throws when the build fails. */
export async function buildSiteIfStale(root = ".", log: (line: string) => void = console.log): Promise<boolean> {
  if (isBuildCurrent(root)) return false;
  const hash = sourceHash(root);
  log("Building the site (sources changed since the last build) ...");
  const started = performance.now();
  const proc = Bun.spawn(["bun", "--bun", "astro", "build", "--silent"], {
    cwd: root,
    stdout: "inherit",
    stderr: "inherit",
    // NODE_ENV from the caller (bun test sets "test") would give React's development build.
    env: { ...process.env, NODE_ENV: "production", ASTRO_TELEMETRY_DISABLED: "1" },
  });
  const code = await proc.exited;
  if (code !== 0) throw new Error(`astro build failed with exit code ${code}`);
  writeFileSync(join(root, STAMP), `${hash}\n`);
  log(`Site built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}
