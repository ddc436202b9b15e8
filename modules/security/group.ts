// Data security: which deletions are kept in the recycle bin and which fields' changes are
// logged, and the logs themselves with restore and rollback.
import { L } from "@shared/module/labels";
import type { MenuDirectory } from "@shared/module/types";

export const directories: readonly MenuDirectory[] = [{ name: "security", title: L("数据安全", "Data security"), icon: "shield-alert", weigh: 70 }];
