// Member helpers (reference §7.2): upload needs a login and the member rule `ajax/upload`;
// areas and file-type icons are open to everyone.
import { Elysia } from "elysia";
import type { MemberGuard } from "../../auth/member-guard";
import type { AppServices } from "../../services";
import { storeUpload } from "../../upload/local-upload";
import { checkedTopic, checkUploadAllowed } from "../../upload/upload-limits";
import { buildSuffixSvg, SUFFIX_SVG_HEADERS } from "../../upload/suffix-svg";
import { areaQuery } from "../area-query";

export function memberAjaxRoutes(services: AppServices, guard: MemberGuard) {
  return new Elysia({ prefix: "/api/ajax" })
    .use(guard)
    .post(
      "/upload",
      async ({ body, request, member, ip, ok }) => {
        const form = body as Record<string, unknown> | undefined;
        const topic = checkedTopic("user", new URL(request.url).searchParams.get("topic"));
        await checkUploadAllowed(services, { area: "user", id: member.id, ip }, form?.file instanceof Blob ? form.file.size : 0);
        return ok({ file: await storeUpload(services, form?.file, { userId: member.id, topic }) }, "uploadSucceeded");
      },
      { member: true },
    )
    // Areas need no login (reference §7.2).
    .get("/area", async ({ query, ok, lang }) => ok(await areaQuery(services, query, lang)), { public: true })
    .get("/buildSuffixSvg", ({ query }) => new Response(buildSuffixSvg(query.suffix, query.background), { headers: SUFFIX_SVG_HEADERS }), { public: true });
}
