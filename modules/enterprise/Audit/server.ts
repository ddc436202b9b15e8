// The registration queue: drafts are the enterprise's own business until they are submitted;
// a decision changes what the enterprise may do at once (the 601/602 gate).
import { ne } from "drizzle-orm";
import { enterprise } from "@db/schema";
import { defineServer } from "@server/engine/define";

export default defineServer({
  hooks: {
    scope: () => ne(enterprise.audit_status, "DRAFT"),
    changed(ctx) {
      ctx.services.enterpriseGate.invalidate();
    },
  },
});
