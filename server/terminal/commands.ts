// The terminal's allow-list (reference §10.1, DESIGN §7): a request names a key, never a
// command. Each entry is a program with its arguments (no shell), a working directory inside
// the project or the data folder, and a time limit. Keys follow the reference: `<command>` or
// `<command>.<package manager>`; the console adds the package manager chosen in the settings.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

export const PACKAGE_MANAGERS = ["pnpm", "npm", "yarn", "bun"] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

export interface TerminalCommand {
  /** Program and arguments, passed to the operating system as they are. */
  argv: readonly string[];
  /** Absolute working directory. */
  cwd: string;
  /** Longest run in seconds; the process group is stopped after it. */
  timeoutSeconds: number;
  /** Runs before the command (e.g. prepares the install-test folder). */
  prepare?: () => void;
}

export type CommandTable = Readonly<Record<string, TerminalCommand>>;

/** The repository root (where package.json is). */
export const PROJECT_ROOT = resolve(import.meta.dir, "../..");

const bun = process.execPath;

function installArgs(pm: PackageManager): string[] {
  return pm === "bun" ? [bun, "install", "--frozen-lockfile"] : pm === "npm" ? ["npm", "install", "--no-audit", "--no-fund"] : [pm, "install"];
}

function runScriptArgs(pm: PackageManager, script: string): string[] {
  return pm === "bun" ? [bun, "run", script] : pm === "yarn" ? ["yarn", script] : [pm, "run", script];
}

/** The allow-list of a node; `dataDir` holds the package-manager install test folder. */
export function terminalCommands(dataDir: string): CommandTable {
  const installTest = join(dataDir, "terminal", "install-test");
  const commands: Record<string, TerminalCommand> = {
    "version.node": { argv: ["node", "--version"], cwd: PROJECT_ROOT, timeoutSeconds: 30 },
    migrate: { argv: [bun, "scripts/migrate.ts"], cwd: PROJECT_ROOT, timeoutSeconds: 300 },
    seed: { argv: [bun, "scripts/seed.ts", "demo"], cwd: PROJECT_ROOT, timeoutSeconds: 600 },
  };
  for (const pm of PACKAGE_MANAGERS) {
    commands[`version.${pm}`] = { argv: [pm === "bun" ? bun : pm, "--version"], cwd: PROJECT_ROOT, timeoutSeconds: 30 };
    commands[`install.${pm}`] = { argv: installArgs(pm), cwd: PROJECT_ROOT, timeoutSeconds: 900 };
    commands[`build.${pm}`] = { argv: runScriptArgs(pm, "build"), cwd: PROJECT_ROOT, timeoutSeconds: 900 };
    // reference `test.<pm>`: can this package manager install at all? (an empty package, no network needed)
    commands[`test.${pm}`] = {
      argv: installArgs(pm).filter((a) => a !== "--frozen-lockfile"),
      cwd: installTest,
      timeoutSeconds: 300,
      prepare: () => {
        mkdirSync(installTest, { recursive: true });
        writeFileSync(join(installTest, "package.json"), `${JSON.stringify({ name: "npm-install-test", version: "1.0.0", private: true }, null, 2)}\n`);
      },
    };
  }
  return commands;
}

/** What the stream shows as the command line (display only; nothing is run through a shell). */
export function commandLine(command: TerminalCommand): string {
  return command.argv.map((part, i) => (i === 0 && part === bun ? "bun" : /[\s"'\\$`]/.test(part) ? JSON.stringify(part) : part)).join(" ");
}
