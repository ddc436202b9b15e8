// Admin helpers any signed-in admin may use (reference §7.1): upload, dictionary options, areas
// and file-type icons; clearing the server caches is for super admins.
import { Elysia } from "elysia";
import type { AdminGuard } from "../../auth/admin-guard";
import { ApiError } from "../../kernel/errors";
import type { AppServices } from "../../services";
import { ALL_CACHES } from "../../services/caches";
import { storeUpload } from "../../upload/local-upload";
import { checkedTopic, checkUploadAllowed } from "../../upload/upload-limits";
import { buildSuffixSvg, SUFFIX_SVG_HEADERS } from "../../upload/suffix-svg";
import { areaQuery } from "../area-query";

export function adminAjaxRoutes(services: AppServices, guard: AdminGuard) {
  const { caches, log } = services;
  return new Elysia({ prefix: `/${services.config.adminPrefix}/ajax` })
    .use(guard)
    .post(
      "/upload",
      async ({ body, request, admin, ip, ok }) => {
        const form = body as Record<string, unknown> | undefined;
        const topic = checkedTopic("admin", new URL(request.url).searchParams.get("topic") ?? (typeof form?.topic === "string" ? form.topic : undefined));
        await checkUploadAllowed(services, { area: "admin", id: admin.id, ip, admin }, form?.file instanceof Blob ? form.file.size : 0);
        return ok({ file: await storeUpload(services, form?.file, { adminId: admin.id, topic }) }, "uploadSucceeded");
      },
      { admin: "login" },
    )
    .get(
      "/dictionary",
      async ({ query, ok }) => {
        const names = String(query.names ?? "")
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
          .slice(0, 50);
        return ok(await services.dictionaries.options(names));
      },
      { admin: "login" },
    )
    .get("/area", async ({ query, ok, lang }) => ok(await areaQuery(services, query, lang)), { admin: "login" })
    .get("/buildSuffixSvg", ({ query }) => new Response(buildSuffixSvg(query.suffix, query.background), { headers: SUFFIX_SVG_HEADERS }), { admin: "login" })
    .get("/clearCache", ({ ok }) => ok({ types: [ALL_CACHES, ...caches.types()] }), { admin: "super" })
    .post(
      "/clearCache",
      ({ body, admin, ok }) => {
        const type = (body as { type?: unknown } | undefined)?.type;
        const name = typeof type === "string" && type !== "" ? type : ALL_CACHES;
        if (!caches.has(name)) throw new ApiError("cacheUnknownType", { type: name.slice(0, 40), types: [ALL_CACHES, ...caches.types()].join(", ") });
        const cleared = caches.clear(name);
        log.info("Caches cleared", { types: cleared.join(","), adminId: admin.id });
        return ok({ types: cleared }, "cacheCleared", { types: cleared.join(", ") });
      },
      { admin: "super" },
    );
}
