// Scenic-spot ticket prices (reference domain §13): the spots' price filings, reviewed by the
// price and tourism authorities and published on the public price board (/ticket/prices).
import { L } from "@shared/module/labels";
import type { MenuDirectory } from "@shared/module/types";

export const directories: readonly MenuDirectory[] = [{ name: "ticket", title: L("门票价格", "Ticket prices"), icon: "ticket", weigh: 175 }];
