// Routine: site configuration, own profile, the data dictionary, the work calendar, uploads and
// the SMS log.
import { L } from "@shared/module/labels";
import type { MenuDirectory } from "@shared/module/types";

export const directories: readonly MenuDirectory[] = [{ name: "routine", title: L("常规管理", "Routine"), icon: "settings", weigh: 80 }];
