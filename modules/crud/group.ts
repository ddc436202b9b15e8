// Dev tools: the code generator and the log of every generation.
import { L } from "@shared/module/labels";
import type { MenuDirectory } from "@shared/module/types";

export const directories: readonly MenuDirectory[] = [{ name: "crud", title: L("开发工具", "Dev tools"), icon: "code-2", weigh: 60 }];
