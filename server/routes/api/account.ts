// The member account calls (spec §7, reference §9.2): thin routes over server/account. Each
// names who may call it: a member rule (`{ member: true }` -> node from the path), any logged-in
// member (verification, changeBind), or everyone (retrievePassword).
import { Elysia } from "elysia";
import { changeContact, verifyCurrentContact } from "../../account/contact-change";
import { checkIn, checkInStatus } from "../../account/check-in";
import { listLedger } from "../../account/ledger-list";
import { accountOverview } from "../../account/overview";
import { changePassword, retrievePassword } from "../../account/passwords";
import { profileView, saveProfile } from "../../account/profile";
import type { MemberGuard } from "../../auth/member-guard";
import type { AppServices } from "../../services";

export function accountRoutes(services: AppServices, guard: MemberGuard) {
  return new Elysia({ prefix: "/api/account" })
    .use(guard)
    .get("/overview", async ({ member, ok }) => ok(await accountOverview(services, member.row)), { member: true })
    .get("/profile", async ({ member, ok }) => ok(await profileView(services, member.row)), { member: true })
    .post("/profile", async ({ member, body, ok }) => ok(await saveProfile(services, member.row, body), "profileSaved"), { member: true })
    .post("/verification", async ({ member, body, ok }) => ok(await verifyCurrentContact(services, member, body), "accountVerified"), { member: "login" })
    .post(
      "/changeBind",
      async ({ member, body, ok }) => {
        const { userInfo, messageKey } = await changeContact(services, member, body);
        return ok({ userInfo }, messageKey);
      },
      { member: "login" },
    )
    .post(
      "/changePassword",
      async ({ member, body, ok }) => {
        await changePassword(services, member, body);
        return ok(null, "passwordChanged");
      },
      { member: true },
    )
    .post(
      "/retrievePassword",
      async ({ body, ip, lang, ok }) => {
        await services.ipLimits.take("login", ip);
        await retrievePassword(services, body, lang);
        return ok(null, "passwordReset");
      },
      { public: true },
    )
    .get("/balance", async ({ member, query, ok }) => ok(await listLedger(services, "money", member.id, query)), { member: true })
    .get("/integral", async ({ member, query, ok }) => ok(await listLedger(services, "score", member.id, query)), { member: true })
    .get("/checkIn", async ({ member, ok }) => ok(await checkInStatus(services, member.id)), { member: true })
    .post(
      "/checkIn",
      async ({ member, lang, ok }) => {
        const done = await checkIn(services, member.id, lang);
        return ok({ ...done, status: await checkInStatus(services, member.id) }, "checkInSucceeded", { score: done.score });
      },
      { member: true },
    );
}
