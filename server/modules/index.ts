// The server side of every module: its declaration, its table and its own rules (hooks).
// A module without hooks is pure declaration; the generic engine does everything.
import { getTableName } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "@db/schema";
import { MODULES } from "@/modules";
import type { ModuleHooks, ServerModule } from "../crud/types";
import { adminHooks } from "./auth/admin";
import { adminGroupHooks } from "./auth/group";
import { adminLogHooks } from "./auth/admin-log";
import { adminRuleHooks } from "./auth/rule";
import { memberGroupHooks } from "./member/group";
import { ledgerHooks } from "./member/ledger";
import { memberHooks } from "./member/member";
import { memberRuleHooks } from "./member/rule";
import { attachmentHooks } from "./routine/attachment";
import { dictionaryHooks } from "./routine/dictionary";
import { workCalendarHooks } from "./routine/work-calendar";
import { securityRuleHooks } from "./security/rules";
import { sensitiveLogHooks } from "./security/sensitive-log";
import { associationHooks, associationMemberHooks, categoryHooks, enterpriseHooks } from "./enterprise/hooks";

const HOOKS: Record<string, ModuleHooks> = {
  "auth.Admin": adminHooks,
  "auth.Group": adminGroupHooks,
  "auth.Rule": adminRuleHooks,
  "auth.AdminLog": adminLogHooks,
  "user.User": memberHooks,
  "user.Group": memberGroupHooks,
  "user.Rule": memberRuleHooks,
  "user.MoneyLog": ledgerHooks("money"),
  "user.ScoreLog": ledgerHooks("score"),
  "routine.Dictionary": dictionaryHooks,
  "routine.DictionaryItem": dictionaryHooks,
  "routine.Attachment": attachmentHooks,
  "routine.WorkCalendar": workCalendarHooks,
  "security.DataRecycle": securityRuleHooks,
  "security.SensitiveData": securityRuleHooks,
  "security.SensitiveDataLog": sensitiveLogHooks,
  "enterprise.Category": categoryHooks,
  "enterprise.Enterprise": enterpriseHooks,
  "enterprise.Association": associationHooks,
  "enterprise.AssociationMember": associationMemberHooks,
};

const isTable = (value: unknown): boolean => typeof value === "object" && value !== null && Symbol.for("drizzle:IsDrizzleTable") in value;

const TABLES = new Map<string, SQLiteTable>(
  (Object.values(schema) as unknown[]).filter(isTable).map((table) => [getTableName(table as SQLiteTable), table as SQLiteTable]),
);

export function tableByName(name: string): SQLiteTable | undefined {
  return TABLES.get(name);
}

/** Modules served by the generic engine (bespoke `custom` modules bring their own routes). */
export const SERVER_MODULES: ServerModule[] = MODULES.map((declaration) => {
  const table = TABLES.get(declaration.table);
  if (!table) throw new Error(`module ${declaration.key}: no table named ${declaration.table}`);
  return { declaration, table, hooks: HOOKS[declaration.key] };
});
