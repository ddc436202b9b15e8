// Travel agencies (reference domain §8): the agencies' own details beside their enterprise
// records, their service outlets, and the travel agency dashboard.
import { L } from "@shared/module/labels";
import type { MenuDirectory } from "@shared/module/types";

export const directories: readonly MenuDirectory[] = [{ name: "agency", title: L("旅行社", "Travel agencies"), icon: "briefcase", weigh: 195 }];
