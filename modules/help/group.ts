// Help (reference domain §16): the library of laws, regulations and standards the bureau works
// with, and help articles tied to console pages.
import { L } from "@shared/module/labels";
import type { MenuDirectory } from "@shared/module/types";

export const directories: readonly MenuDirectory[] = [{ name: "help", title: L("帮助中心", "Help"), icon: "book-open", weigh: 150 }];
