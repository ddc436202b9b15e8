// Tour guides (reference domain §6): the guide register with its cards, and the card
// applications guides file in the member centre.
import { L } from "@shared/module/labels";
import type { MenuDirectory } from "@shared/module/types";

export const directories: readonly MenuDirectory[] = [{ name: "guide", title: L("导游管理", "Tour guides"), icon: "id-card", weigh: 190 }];
