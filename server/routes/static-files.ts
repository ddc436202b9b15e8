// Built assets (hashed, cached for a year), public files and uploaded files. Uploads are
// served as inert downloads: no sniffing, and a sandbox CSP so an uploaded SVG or HTML file
// can never run script in our origin.
import { existsSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import { staticPlugin } from "@elysiajs/static";
import { Elysia, NotFoundError } from "elysia";

const UPLOAD_HEADERS = {
  "cache-control": "public, max-age=86400",
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
};

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
  // Uploads are read from disk on every request (not through the static plugin, which keeps
  // answering for a file it has served once and fails with 500 after the file is deleted).
  const storageRoot = resolve(options.storageDir);
  const serveUpload = async ({ params }: { params: { "*": string } }) => {
    let relative: string;
    try {
      relative = decodeURIComponent(params["*"]);
    } catch {
      throw new NotFoundError();
    }
    const path = resolve(storageRoot, relative);
    if (!path.startsWith(`${storageRoot}${sep}`) || relative.includes("\0")) throw new NotFoundError();
    const file = Bun.file(path);
    if (!(await file.exists())) throw new NotFoundError();
    return new Response(file, { headers: UPLOAD_HEADERS });
  };
  app.get("/storage/*", serveUpload).head("/storage/*", serveUpload);
  return app;
}
