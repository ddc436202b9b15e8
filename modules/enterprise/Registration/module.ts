// Self-registration of enterprises (spec §2 adminRegister, domain §4.2): an enterprise account
// is created from /admin/newLogin, then fills in, submits, withdraws and completes its own
// application. It has no console menu: its calls need a login only (an unregistered enterprise
// must reach them), and the application is always the caller's own. Supervisors work the same
// workflow from the audit desk (enterprise.Audit).
import { idField, L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export default defineModule({
  key: "enterprise.Registration",
  title: L("企业注册", "Enterprise registration"),
  table: "enterprise",
  custom: true,
  fields: { id: idField },
});
