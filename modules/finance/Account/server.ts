// Merchant accounts: the refund statistics call of the finance page (within the caller's area).
import { rule } from "@shared/validate";
import { action, defineServer } from "@server/engine/define";
import { callerArea } from "@server/engine/jurisdiction";
import { siteToday } from "@modules/guide/Guide/server";
import { refundStats } from "../stats";

export default defineServer({
  actions: {
    refunds: action({
      method: "GET",
      query: { days: rule.integer({ min: 7, max: 90 }) },
      async handle(ctx, { query }) {
        return refundStats(ctx.services.db, await siteToday(ctx.services), callerArea(ctx), query.days ?? 30);
      },
    }),
  },
});
