// The maintenance switch (spec §8 code 410): while the site setting `maintenance_mode` is on,
// every call of anyone but a super admin — admins, enterprise accounts, members — answers 410
// with the maintenance message, and the request module sends the browser to
// /admin/maintenance?msg=…. Super admins keep working (they switch it off again); logging in
// and out, the health check, captchas and token refresh stay open.
import { Code } from "../kernel/envelope";
import { ApiError } from "../kernel/errors";
import type { SiteConfigStore } from "./site-config";

export function createMaintenance(site: SiteConfigStore) {
  return {
    async on(): Promise<boolean> {
      return (await site.get("maintenance_mode")) === true;
    },
    /** Throws 410 while maintenance is on, unless the caller is a super admin. */
    async check(superAdmin: boolean): Promise<void> {
      if (superAdmin || !(await this.on())) return;
      const message = (await site.getString("maintenance_message")).trim();
      throw message
        ? new ApiError("maintenanceMessage", { message: message.slice(0, 500) }, Code.maintenance)
        : new ApiError("maintenanceOn", undefined, Code.maintenance);
    },
  };
}

export type Maintenance = ReturnType<typeof createMaintenance>;
