// The server part of a module (`modules/<group>/<Name>/server.ts`, default export): hooks that
// run inside the engine's steps, for what the declaration cannot say.
import type { ModuleHooks } from "./types";

export interface ServerPart {
  hooks?: ModuleHooks;
}

export const defineServer = (part: ServerPart): ServerPart => part;
