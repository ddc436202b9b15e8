// Astro builds every page as static HTML, once per language (dist/zh-cn, dist/en); the Bun
// server picks the variant by the visitor's language cookie. In `bun dev`, the dev server
// proxies API calls to Elysia and rewrites page paths the same way the server does.
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { devPageRouting } from "./scripts/dev-page-routing.mjs";
import { postBuild } from "./scripts/lib/post-build.ts";

const api = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 8000}`;

export default defineConfig({
  output: "static",
  trailingSlash: "ignore",
  build: { format: "directory", inlineStylesheets: "auto" },
  // After the build: module preload hints, assets compressed once (never per request).
  integrations: [react(), postBuild()],
  devToolbar: { enabled: false },
  server: { port: 4321 },
  vite: {
    plugins: [tailwindcss(), devPageRouting({ api })],
    build: { chunkSizeWarningLimit: 1500 },
  },
});
