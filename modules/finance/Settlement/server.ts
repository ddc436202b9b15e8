// Daily settlements: the scheduler's tick settles the day before (idempotent).
import { defineServer } from "@server/engine/define";
import { settleYesterday } from "../settlements";

export default defineServer({
  tick: (services) => settleYesterday(services),
});
