// Market entities (reference domain §3-§5): the enterprise registry with its categories,
// registration and audit, change requests, staff and associations. The 24 per-category lists
// are menu rules generated from the category table, under the two family directories.
import { L } from "@shared/module/labels";
import type { MenuDirectory } from "@shared/module/types";

export const directories: readonly MenuDirectory[] = [
  { name: "enterprise", title: L("市场主体", "Market entities"), icon: "building-2", weigh: 200 },
  { name: "enterprise/tourism", title: L("旅游企业", "Tourism businesses"), icon: "palmtree", weigh: 90, parent: "enterprise" },
  { name: "enterprise/culture", title: L("文化经营单位", "Culture businesses"), icon: "drama", weigh: 89, parent: "enterprise" },
];
