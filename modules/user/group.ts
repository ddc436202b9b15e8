// Members (front-end users), member groups and rules, balance and points ledgers.
import { L } from "@shared/module/labels";
import type { MenuDirectory } from "@shared/module/types";

export const directories: readonly MenuDirectory[] = [{ name: "user", title: L("会员管理", "Members"), icon: "users", weigh: 90 }];
