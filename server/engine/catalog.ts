// Every declared module and menu directory, found by folder (Bun side: server, scripts, tests).
// A module is the folder `modules/<group>/<Name>/`: its declaration is `module.ts` (default
// export, plain data the console imports too) and its key is `<group>.<Name>`; a group's menu
// directories are in `modules/<group>/group.ts`. Nothing is registered by hand. The console
// finds the same files with Vite's import.meta.glob (src/admin/crud/modules.ts). The server,
// scripts and tests import this; the reference seed is handed it (CATALOG).
import { Glob } from "bun";
import { join } from "node:path";
import type { MenuDirectory, ModuleDeclaration } from "@shared/module/types";

const ROOT = join(import.meta.dir, "../../modules");

/** `auth/Admin/module.ts` -> `auth.Admin` */
export const keyOfFolder = (path: string): string => path.split("/").slice(0, 2).join(".");

async function load() {
  const modules: ModuleDeclaration[] = [];
  for (const path of [...new Glob("*/*/module.ts").scanSync({ cwd: ROOT })].sort()) {
    const declared = ((await import(join(ROOT, path))) as { default?: ModuleDeclaration }).default;
    const key = keyOfFolder(path);
    if (!declared || declared.key !== key) throw new Error(`modules/${path}: the default export must declare key "${key}" (the folder names it)`);
    modules.push(declared);
  }
  const directories: MenuDirectory[] = [];
  for (const path of [...new Glob("*/group.ts").scanSync({ cwd: ROOT })].sort()) {
    const group = (await import(join(ROOT, path))) as { directories?: readonly MenuDirectory[] };
    directories.push(...(group.directories ?? []));
  }
  return { modules, directories };
}

const loaded = await load();

/** Every declared module, in folder order. */
export const DECLARED_MODULES: readonly ModuleDeclaration[] = loaded.modules;
/** The menu directories the modules hang under. */
export const MENU_DIRECTORIES: readonly MenuDirectory[] = loaded.directories;

/** What the reference seed writes menu and permission rules for. */
export const CATALOG = { modules: DECLARED_MODULES, directories: MENU_DIRECTORIES } as const;

const byKey = new Map(DECLARED_MODULES.map((m) => [m.key.toLowerCase(), m]));

/** A declared module by key (case-insensitive, as paths are). */
export function findDeclared(key: string): ModuleDeclaration | undefined {
  return byKey.get(key.toLowerCase());
}

/** The folder of a declared module, for its server part and other files. */
export const folderOf = (key: string): string => join(ROOT, ...key.split("."));
