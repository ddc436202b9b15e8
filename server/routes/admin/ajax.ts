// Admin helpers any signed-in admin may use (reference §7.1): upload, dictionary options and areas.
import { Elysia } from "elysia";
import type { AdminGuard } from "../../auth/admin-guard";
import type { AppServices } from "../../services";
import { storeUpload } from "../../upload/local-upload";
import { areaQuery } from "../area-query";

export function adminAjaxRoutes(services: AppServices, guard: AdminGuard) {
  return new Elysia({ prefix: `/${services.config.adminPrefix}/ajax` })
    .use(guard)
    .post(
      "/upload",
      async ({ body, request, admin, ok }) => {
        const form = body as Record<string, unknown> | undefined;
        const topic = new URL(request.url).searchParams.get("topic") ?? (typeof form?.topic === "string" ? form.topic : undefined);
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
    .get("/area", async ({ query, ok }) => ok(await areaQuery(services, query)), { admin: "login" });
}
