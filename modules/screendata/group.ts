// The data big-screen (reference domain §23): the wall display of the province and the scenic
// gates that feed its flow panels.
import { L } from "@shared/module/labels";
import type { MenuDirectory } from "@shared/module/types";

export const directories: readonly MenuDirectory[] = [{ name: "screendata", title: L("数据大屏", "Data screen"), icon: "monitor-play", weigh: 60 }];
