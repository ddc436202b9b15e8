// Every module of the platform and the menu directories they hang under. The server builds
// routes and seeds from this list; the console loads a module's declaration by its key.
import { adminGroupModule, adminLogModule, adminModule, adminRuleModule, authDirectory } from "./system/auth";
import { attachmentModule } from "./system/attachment";
import { crudDirectory, crudLogModule, crudModule } from "./system/crud";
import { smsLogModule } from "./system/messaging";
import { memberDirectory, memberGroupModule, memberModule, memberRuleModule, moneyLogModule, scoreLogModule } from "./system/member";
import { adminInfoModule, configModule, dictionaryItemModule, dictionaryModule, routineDirectory, workCalendarModule } from "./system/routine";
import { dataRecycleLogModule, dataRecycleModule, securityDirectory, sensitiveDataLogModule, sensitiveDataModule } from "./system/security";
import { categoryModule, cultureListDirectory, enterpriseDirectory, enterpriseModule, tourismListDirectory } from "./enterprise/registry";
import { associationMemberModule, associationModule, auditModule, staffModule } from "./enterprise/people";
import type { MenuDirectory, ModuleDeclaration } from "./types";

export const MENU_DIRECTORIES: readonly MenuDirectory[] = [
  authDirectory,
  memberDirectory,
  routineDirectory,
  securityDirectory,
  crudDirectory,
  enterpriseDirectory,
  tourismListDirectory,
  cultureListDirectory,
];

export const MODULES: readonly ModuleDeclaration[] = [
  adminModule,
  adminGroupModule,
  adminRuleModule,
  adminLogModule,
  memberModule,
  memberGroupModule,
  memberRuleModule,
  moneyLogModule,
  scoreLogModule,
  configModule,
  adminInfoModule,
  dictionaryModule,
  dictionaryItemModule,
  workCalendarModule,
  attachmentModule,
  dataRecycleModule,
  dataRecycleLogModule,
  sensitiveDataModule,
  sensitiveDataLogModule,
  smsLogModule,
  enterpriseModule,
  auditModule,
  categoryModule,
  staffModule,
  associationModule,
  associationMemberModule,
  crudModule,
  crudLogModule,
];

export function findModule(key: string): ModuleDeclaration | undefined {
  const lower = key.toLowerCase();
  return MODULES.find((m) => m.key.toLowerCase() === lower);
}
