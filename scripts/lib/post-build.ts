// What runs after every `astro build` (an Astro integration, so `bun run build`, `npm start`'s
// build and the benchmarks all get it): module preload hints in the pages, then the assets
// pre-compressed (DESIGN §9: once at build, never per request).
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { addModulePreloads, fillRouteChunks } from "./modulepreload";
import { describeReport, precompress } from "./precompress";

export function postBuild() {
  return {
    name: "post-build",
    hooks: {
      "astro:build:done": async ({ dir, logger }: { dir: URL; logger: { info(message: string): void } }) => {
        const root = fileURLToPath(dir);
        logger.info(`Module preload hints added to ${addModulePreloads(root)} pages; route chunks named in ${fillRouteChunks(root)}`);
        logger.info(describeReport(await precompress([join(root, "_astro"), join(root, "static")])));
      },
    },
  };
}
