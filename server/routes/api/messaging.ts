// Code sending (spec §7 common calls, reference §8.2): `POST /api/Ems/send {email, event, extras}`
// and `POST /api/Sms/send {mobile, template_code, extras}`. Open to visitors; the change and
// verify events need the member's login, checked inside.
import { Elysia } from "elysia";
import type { MemberGuard } from "../../auth/member-guard";
import { userTokenOf } from "../../auth/request-tokens";
import { sendCode } from "../../messaging/send-code";
import type { AppServices } from "../../services";

export function messagingRoutes(services: AppServices, guard: MemberGuard) {
  const callerOf = async (request: Request, member: Parameters<typeof sendCode>[1]["member"]) => {
    if (member) return member;
    const token = userTokenOf(request);
    return token && (await services.sessions.resolve("user", token)).status === "expired" ? "expired" : null;
  };

  return new Elysia({ prefix: "/api" })
    .use(guard)
    .post(
      "/Ems/send",
      async ({ body, request, member, ip, lang, ok }) => {
        return ok(null, await sendCode(services, { channel: "email", body, member: await callerOf(request, member), ip, lang }));
      },
      { memberOptional: true },
    )
    .post(
      "/Sms/send",
      async ({ body, request, member, ip, lang, ok }) => {
        return ok(null, await sendCode(services, { channel: "mobile", body, member: await callerOf(request, member), ip, lang }));
      },
      { memberOptional: true },
    );
}
