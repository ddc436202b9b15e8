// The WeChat official account (reference §22): its settings, the custom menu and its
// publications, and the automatic replies of the message endpoint (/api/wechat/serve).
import { L } from "@shared/module/labels";
import type { MenuDirectory } from "@shared/module/types";

export const directories: readonly MenuDirectory[] = [{ name: "wechat", title: L("微信公众号", "WeChat account"), icon: "megaphone", weigh: 74 }];
