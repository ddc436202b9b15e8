// The module store: add-on modules installed from packages (module-store/ and uploads).
import { L } from "@shared/module/labels";
import type { MenuDirectory } from "@shared/module/types";

export const directories: readonly MenuDirectory[] = [{ name: "module", title: L("模块市场", "Module store"), icon: "store", weigh: 60 }];
