// Finance and balance (reference domain §18): each merchant's account, its immutable ledger, and
// the refund statistics supervisors read (from the daily summaries, never from orders).
import { L } from "@shared/module/labels";
import type { MenuDirectory } from "@shared/module/types";

export const directories: readonly MenuDirectory[] = [{ name: "finance", title: L("财务与余额", "Finance"), icon: "wallet", weigh: 165 }];
