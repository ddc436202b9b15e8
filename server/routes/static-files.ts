// Built assets (hashed, cached for a year), public files and uploaded files. Uploads are
// served as inert downloads: no sniffing, and a sandbox CSP so an uploaded SVG or HTML file
// can never run script in our origin.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { staticPlugin } from "@elysiajs/static";
import { Elysia } from "elysia";

export async function staticFiles(options: { distDir: string; storageDir: string }) {
  const app = new Elysia({ name: "routes:static-files" });
  const assets = join(options.distDir, "_astro");
  if (existsSync(assets)) {
    app.use(
      await staticPlugin({
        assets,
        prefix: "/_astro",
        alwaysStatic: true,
        indexHTML: false,
        directive: "immutable",
        maxAge: 31_536_000,
        silent: true,
        headers: { "x-content-type-options": "nosniff" },
      }),
    );
  }
  const publicDir = join(options.distDir, "static");
  if (existsSync(publicDir)) {
    app.use(
      await staticPlugin({
        assets: publicDir,
        prefix: "/static",
        alwaysStatic: true,
        indexHTML: false,
        maxAge: 86_400,
        silent: true,
        headers: { "x-content-type-options": "nosniff" },
      }),
    );
  }
  app.use(
    await staticPlugin({
      assets: options.storageDir,
      prefix: "/storage",
      alwaysStatic: false,
      indexHTML: false,
      maxAge: 86_400,
      silent: true,
      headers: {
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
      },
    }),
  );
  return app;
}
