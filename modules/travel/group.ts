// Travel supervision (团队/行程监管, reference domain §10): tour groups with their planned
// itinerary, the check-ins on the road, and the alerts the travel rules raise.
import { L } from "@shared/module/labels";
import type { MenuDirectory } from "@shared/module/types";

export const directories: readonly MenuDirectory[] = [{ name: "travel", title: L("行程监管", "Travel supervision"), icon: "route", weigh: 192 }];
