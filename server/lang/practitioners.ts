// Server messages of the guide, driver and travel-agency modules, spread into en.ts / zh-cn.ts.
// (Module rules speak through their declarations' bilingual texts; these are the route replies.)
import type { Translation } from "@shared/i18n";

export const practitionerMessagesEn = {
  guideApplicationSubmitted: "Submitted; the application now waits for the next step",
  guideApplicationWithdrawn: "Application withdrawn",
} as const;

export const practitionerMessagesZhCn: Translation<typeof practitionerMessagesEn> = {
  guideApplicationSubmitted: "已提交，申请进入下一办理环节",
  guideApplicationWithdrawn: "申请已撤回",
};
