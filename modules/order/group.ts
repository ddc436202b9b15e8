// Orders (reference domain §11): scenic tickets, hotel rooms, flights and yacht trips bought
// through the platform, their tickets checked at the gate, and refunds with the rules as data.
import { L } from "@shared/module/labels";
import type { MenuDirectory } from "@shared/module/types";

export const directories: readonly MenuDirectory[] = [{ name: "order", title: L("订单管理", "Orders"), icon: "receipt", weigh: 170 }];
