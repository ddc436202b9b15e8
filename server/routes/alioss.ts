// Direct uploads to external storage (spec §7): `params` signs a POST policy for one file,
// `callback` records the file once the server has checked it (server/upload/external-upload.ts).
// Admins need a login; members the rule `ajax/upload`, as for local uploads.
import { Elysia } from "elysia";
import type { AdminGuard } from "../auth/admin-guard";
import type { MemberGuard } from "../auth/member-guard";
import type { AppServices } from "../services";
import { checkedTopic, checkUploadAllowed } from "../upload/upload-limits";
import { acceptCallback, issuePolicy, type CallbackInput, type PolicyRequest } from "../upload/external-upload";

const asObject = (body: unknown) => (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
const topicOf = (request: Request, body: Record<string, unknown>) =>
  new URL(request.url).searchParams.get("topic") ?? (typeof body.topic === "string" ? body.topic : undefined);

export function adminAliossRoutes(services: AppServices, guard: AdminGuard) {
  return new Elysia({ prefix: `/${services.config.adminPrefix}/Alioss` })
    .use(guard)
    .post(
      "/params",
      async ({ body, request, admin, ip, ok }) => {
        const input = asObject(body);
        const topic = checkedTopic("admin", topicOf(request, input));
        await checkUploadAllowed(services, { area: "admin", id: admin.id, ip, admin }, Number(input.size) || 0);
        return ok(await issuePolicy(services, { kind: "admin", id: admin.id }, { ...(input as PolicyRequest), topic }));
      },
      { admin: "login" },
    )
    .post(
      "/callback",
      async ({ body, admin, ok }) => ok({ file: await acceptCallback(services, { kind: "admin", id: admin.id }, asObject(body) as CallbackInput) }, "uploadSucceeded"),
      { admin: "login" },
    );
}

export function memberAliossRoutes(services: AppServices, guard: MemberGuard) {
  return new Elysia({ prefix: "/api/Alioss" })
    .use(guard)
    .post(
      "/params",
      async ({ body, request, member, ip, ok }) => {
        const input = asObject(body);
        const topic = checkedTopic("user", topicOf(request, input));
        await checkUploadAllowed(services, { area: "user", id: member.id, ip }, Number(input.size) || 0);
        return ok(await issuePolicy(services, { kind: "user", id: member.id }, { ...(input as PolicyRequest), topic }));
      },
      { member: "ajax/upload" },
    )
    .post(
      "/callback",
      async ({ body, member, ok }) => ok({ file: await acceptCallback(services, { kind: "user", id: member.id }, asObject(body) as CallbackInput) }, "uploadSucceeded"),
      { member: "ajax/upload" },
    );
}
