// Module declarations as the console knows them: the platform's (imported with the code) and
// the generated ones the init payload brings (data made by the code generator).
import { useStore } from "@nanostores/react";
import { findModule } from "@/modules";
import type { ModuleDeclaration } from "@/modules/types";
import { $init } from "../stores/init";

export function consoleModule(key: string): ModuleDeclaration | undefined {
  const declared = findModule(key);
  if (declared) return declared;
  const state = $init.get();
  const lower = key.toLowerCase();
  return state.status === "ready" ? state.data.modules?.find((m) => m.key.toLowerCase() === lower) : undefined;
}

/** The declaration of `key`, following the init payload (generated modules appear on refresh). */
export function useConsoleModule(key: string | undefined): { module?: ModuleDeclaration; ready: boolean } {
  const init = useStore($init);
  if (!key) return { ready: init.status === "ready" };
  return { module: consoleModule(key), ready: init.status === "ready" };
}
