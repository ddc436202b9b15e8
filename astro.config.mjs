// Astro builds every page as static HTML, once per language (dist/zh-cn, dist/en); the Bun
// server picks the variant by the visitor's language cookie. In `bun dev`, the dev server
// proxies API calls to Elysia and rewrites page paths the same way the server does.
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { devPageRouting } from "./scripts/dev-page-routing.mjs";
import { precompressAssets } from "./scripts/lib/precompress.ts";

const api = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 8000}`;

export default defineConfig({
  output: "static",
  trailingSlash: "ignore",
  build: { format: "directory", inlineStylesheets: "auto" },
  // Assets are compressed once here, never per request (DESIGN §9).
  integrations: [react(), precompressAssets()],
  devToolbar: { enabled: false },
  server: { port: 4321 },
  vite: {
    plugins: [tailwindcss(), devPageRouting({ api })],
    build: { chunkSizeWarningLimit: 1500 },
  },
});
