// Coach drivers and vehicles of the tourist coach operators (reference domain §7), and the
// driver filings the operators send for review.
import { L } from "@shared/module/labels";
import type { MenuDirectory } from "@shared/module/types";

export const directories: readonly MenuDirectory[] = [{ name: "driver", title: L("司机与车辆", "Drivers and vehicles"), icon: "bus", weigh: 185 }];
