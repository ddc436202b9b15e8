// The public ticket price board's call: GET /api/ticket/prices (page /ticket/prices). Public,
// throttled per network address like the other public checks; no personal data.
import { Elysia } from "elysia";
import { priceBoard } from "@modules/ticket/board";
import { siteToday } from "@modules/guide/Guide/server";
import type { MemberGuard } from "../../auth/member-guard";
import type { AppServices } from "../../services";

export function ticketRoutes(services: AppServices, guard: MemberGuard) {
  return new Elysia({ prefix: "/api/ticket" }).use(guard).get(
    "/prices",
    async ({ ip, ok }) => {
      await services.ipLimits.take("verify", ip);
      const today = await siteToday(services);
      return ok({ today, spots: await priceBoard(services.db, today) });
    },
    { public: true },
  );
}
