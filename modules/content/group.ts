// Content (reference domain §15): articles in categories with their review workflow and
// scheduled publishing ("information edit" is the article form), and notices to an audience
// with read receipts.
import { L } from "@shared/module/labels";
import type { MenuDirectory } from "@shared/module/types";

export const directories: readonly MenuDirectory[] = [{ name: "content", title: L("信息发布", "Content"), icon: "newspaper", weigh: 160 }];
