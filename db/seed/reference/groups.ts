// The admin groups a new installation starts with. Rules of the non-super groups are filled
// by the features that declare their menus (see reference/index.ts).
import type { adminGroup } from "@db/schema";

type GroupInsert = typeof adminGroup.$inferInsert;

export const SUPER_GROUP_ID = 1;

export const referenceGroups: GroupInsert[] = [
  { id: SUPER_GROUP_ID, pid: 0, name: "超级管理组", name_en: "Super administrators", rules: "*" },
  { id: 2, pid: 1, name: "监管人员", name_en: "Supervisors", rules: "", supervise: true },
  { id: 3, pid: 1, name: "运营人员", name_en: "Operators", rules: "", operations: true },
  { id: 4, pid: 1, name: "企业账号", name_en: "Enterprise accounts", rules: "", enterprise: true },
  { id: 5, pid: 1, name: "协会账号", name_en: "Association accounts", rules: "" },
];
