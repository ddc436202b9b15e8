// Terminal settings of this node (spec §3: package manager, default pnpm; port, default
// 8000), kept in DATA_DIR/terminal.json like the reference keeps config/terminal.php: the
// terminal runs commands on this machine, so its settings belong to it. Written atomically.
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PACKAGE_MANAGERS, type PackageManager } from "./commands";

export interface TerminalSettings {
  packageManager: PackageManager;
  port: number;
}

export const DEFAULT_TERMINAL_SETTINGS: TerminalSettings = { packageManager: "pnpm", port: 8000 };

export const isPackageManager = (value: unknown): value is PackageManager => PACKAGE_MANAGERS.includes(value as PackageManager);
export const isPort = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 65535;

export function createTerminalSettings(dataDir: string) {
  const file = join(dataDir, "terminal.json");
  let cached: TerminalSettings | undefined;

  const read = (): TerminalSettings => {
    if (cached) return cached;
    let stored: Partial<TerminalSettings> = {};
    if (existsSync(file)) {
      try {
        stored = JSON.parse(readFileSync(file, "utf8")) as Partial<TerminalSettings>;
      } catch {
        stored = {};
      }
    }
    cached = {
      packageManager: isPackageManager(stored.packageManager) ? stored.packageManager : DEFAULT_TERMINAL_SETTINGS.packageManager,
      port: isPort(stored.port) ? stored.port : DEFAULT_TERMINAL_SETTINGS.port,
    };
    return cached;
  };

  return {
    get: read,
    save(next: TerminalSettings): TerminalSettings {
      const temp = `${file}.${process.pid}.tmp`;
      writeFileSync(temp, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600 });
      renameSync(temp, file);
      cached = { ...next };
      return cached;
    },
  };
}

export type TerminalSettingsStore = ReturnType<typeof createTerminalSettings>;
