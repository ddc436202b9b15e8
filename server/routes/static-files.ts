// Built assets (hashed, cached for a year), public files and uploaded files. Built and public
// files go out pre-compressed (static-assets.ts). Uploads are served as inert downloads: no
// sniffing, and a sandbox CSP so an uploaded SVG or HTML file can never run script in our origin.
import { join, resolve, sep } from "node:path";
import { Elysia, NotFoundError } from "elysia";
import { assetRoutes } from "./static-assets";

const UPLOAD_HEADERS = {
  "cache-control": "public, max-age=86400",
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
};

export async function staticFiles(options: { distDir: string; storageDir: string }) {
  const app = new Elysia({ name: "routes:static-files" });
  // Hashed names change with their content: cached for a year and never revalidated.
  app.use(assetRoutes({ dir: join(options.distDir, "_astro"), prefix: "/_astro", cacheControl: "public, max-age=31536000, immutable" }));
  // Public files keep their names: a day, then revalidated by ETag.
  app.use(assetRoutes({ dir: join(options.distDir, "static"), prefix: "/static", cacheControl: "public, max-age=86400" }));
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
