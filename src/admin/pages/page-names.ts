// How console pages are named by convention (pages/registry.ts), apart from the registry so the
// build's route-chunk map (scripts/lib/modulepreload.ts) follows the very same rules.

/** `./routine/config.page.tsx` (a key of the registry's glob) -> `routine/config`. */
export const componentOf = (file: string) => file.slice(2, -".page.tsx".length);

/** `routine/config` -> `routine.config`, the name of its texts. */
export const textsOf = (component: string) => component.replace(/\//g, ".");
