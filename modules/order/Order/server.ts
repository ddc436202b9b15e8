// Orders: the scheduler's tick closes orders left unpaid for 15 minutes (on the injectable
// clock, so tests move time).
import { defineServer } from "@server/engine/define";
import { closeUnpaid } from "../orders";

export default defineServer({
  tick: (services, now) => closeUnpaid(services, now),
});
