// Statutory time limits read the work calendar; any change is used by the next deadline set.
import type { ModuleHooks } from "../../crud/types";

export const workCalendarHooks: ModuleHooks = {
  changed(ctx) {
    ctx.services.workCalendar.invalidate();
  },
};
