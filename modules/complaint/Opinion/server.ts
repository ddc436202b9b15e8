// Opinions: a reply records who answered; publishing puts the question and answer on the public
// page, unpublishing takes them off.
import { defineServer } from "@server/engine/define";

export default defineServer({
  transitions: {
    reply: {
      async before(ctx, _row, values) {
        values.replier_name = ctx.mover.name;
      },
    },
    publish: {
      async before(_ctx, _row, values) {
        values.is_public = "1";
      },
    },
    unpublish: {
      async before(_ctx, _row, values) {
        values.is_public = "0";
      },
    },
  },
});
