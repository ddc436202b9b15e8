// Access control: administrators, their groups, menu and permission rules, the admin log.
import { L } from "@shared/module/labels";
import type { MenuDirectory } from "@shared/module/types";

export const directories: readonly MenuDirectory[] = [{ name: "auth", title: L("权限管理", "Access control"), icon: "shield-check", weigh: 100 }];
