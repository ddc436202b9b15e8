// Complaints and opinions (reference domain §14): complaints with their statutory time limits,
// and opinions (suggestions) answered by the bureau.
import { L } from "@shared/module/labels";
import type { MenuDirectory } from "@shared/module/types";

export const directories: readonly MenuDirectory[] = [{ name: "complaint", title: L("投诉与建议", "Complaints and opinions"), icon: "message-square-warning", weigh: 190 }];
