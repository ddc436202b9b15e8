// Module declarations as the console knows them: the platform's, found by folder
// (`modules/<group>/<Name>/module.ts`, loaded when a page first needs one), and the generated
// ones the init payload brings (data made by the code generator).
import { useEffect, useState } from "react";
import { useStore } from "@nanostores/react";
import type { ModuleDeclaration } from "@shared/module/types";
import { $init } from "../stores/init";

const loaders = import.meta.glob<ModuleDeclaration>("/modules/*/*/module.ts", { import: "default" });

/** `/modules/auth/Admin/module.ts` -> `auth.admin` (lower-cased, as paths compare). */
const keyOf = (path: string) => path.split("/").slice(2, 4).join(".").toLowerCase();

const LOADERS = new Map(Object.entries(loaders).map(([path, load]) => [keyOf(path), load]));
const loaded = new Map<string, ModuleDeclaration>();

/** The console paths of the declared modules (`auth/admin` for `auth.Admin`), lower-cased. */
export const declaredModulePaths = (): Set<string> => new Set([...LOADERS.keys()].map((key) => key.replace(/\./g, "/")));

/** Whether a console path is a declared module's page (`auth/admin` for `auth.Admin`). */
export const isModulePath = (path: string): boolean => LOADERS.has(path.toLowerCase().replace(/\//g, "."));

function generatedModule(lower: string): ModuleDeclaration | undefined {
  const state = $init.get();
  return state.status === "ready" ? state.data.modules?.find((m) => m.key.toLowerCase() === lower) : undefined;
}

/** A declaration already at hand (loaded before, or generated). */
export function consoleModule(key: string): ModuleDeclaration | undefined {
  const lower = key.toLowerCase();
  return loaded.get(lower) ?? generatedModule(lower);
}

/** Loads a declared module's declaration (generated ones come with the init payload). */
export async function loadModule(key: string): Promise<ModuleDeclaration | undefined> {
  const lower = key.toLowerCase();
  const load = LOADERS.get(lower);
  if (!load) return generatedModule(lower);
  let declaration = loaded.get(lower);
  if (!declaration) {
    declaration = await load();
    loaded.set(lower, declaration);
  }
  return declaration;
}

/** The declaration of `key`, following the init payload (generated modules appear on refresh). */
export function useConsoleModule(key: string | undefined): { module?: ModuleDeclaration; ready: boolean } {
  const init = useStore($init);
  const [, setVersion] = useState(0);
  const known = key ? consoleModule(key) : undefined;
  useEffect(() => {
    if (!key || known || !LOADERS.has(key.toLowerCase())) return;
    let live = true;
    void loadModule(key).then(() => live && setVersion((v) => v + 1));
    return () => {
      live = false;
    };
  }, [key, known]);
  const pending = Boolean(key && !known && LOADERS.has(key.toLowerCase()));
  return { module: known, ready: init.status === "ready" && !pending };
}
