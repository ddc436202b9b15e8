// Tour products and the products check (reference domain §12): guidance prices published by the
// supervisor, the agencies' products, and the checks against "unreasonably low prices".
import { L } from "@shared/module/labels";
import type { MenuDirectory } from "@shared/module/types";

export const directories: readonly MenuDirectory[] = [{ name: "product", title: L("旅游产品", "Tour products"), icon: "package", weigh: 192 }];
