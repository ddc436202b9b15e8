// Tour contracts (reference domain §9): the model contract texts and their cancellation
// schedules, the contracts agencies make with tourists, their travellers, and the
// user-contract-supervision alerts.
import { L } from "@shared/module/labels";
import type { MenuDirectory } from "@shared/module/types";

export const directories: readonly MenuDirectory[] = [{ name: "contract", title: L("旅游合同", "Tour contracts"), icon: "scroll-text", weigh: 193 }];
