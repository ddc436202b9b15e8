// SMS configuration (reference §17): the providers that carry messages and the templates every
// message is sent through. The log of what was sent stays under Routine (routine.SmsLog).
import { L } from "@shared/module/labels";
import type { MenuDirectory } from "@shared/module/types";

export const directories: readonly MenuDirectory[] = [{ name: "sms", title: L("短信配置", "SMS"), icon: "message-square", weigh: 75 }];
