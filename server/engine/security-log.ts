// Data recycle and sensitive-data logging (reference §13, fixed): rules live in the security
// tables (seeded from declarations, editable in the security module); snapshots and change
// logs are written inside the transaction of the delete or edit, only for rows actually
// deleted or changed.
import { eq } from "drizzle-orm";
import type { Database } from "@db/client";
import { securityDataRecycle, securityDataRecycleLog, securitySensitiveData, securitySensitiveDataLog } from "@db/schema";
import type { Row, Transaction } from "./types";

interface RecycleRule {
  id: number;
  data_table: string;
  primary_key: string;
}
interface SensitiveRule {
  id: number;
  data_table: string;
  primary_key: string;
  fields: Record<string, string>;
}

export interface Actor {
  adminId: number;
  ip: string;
  useragent: string;
}

const PASSWORD_FIELD = /pass(word)?$/i;

export function createSecurityLog(db: Database) {
  let recycle: Promise<Map<string, RecycleRule>> | undefined;
  let sensitive: Promise<Map<string, SensitiveRule>> | undefined;

  const recycleRules = () =>
    (recycle ??= db
      .select()
      .from(securityDataRecycle)
      .where(eq(securityDataRecycle.status, "1"))
      .then((rows) => new Map(rows.map((r) => [r.controller_as.toLowerCase(), { id: r.id, data_table: r.data_table, primary_key: r.primary_key }]))));
  const sensitiveRules = () =>
    (sensitive ??= db
      .select()
      .from(securitySensitiveData)
      .where(eq(securitySensitiveData.status, "1"))
      .then(
        (rows) =>
          new Map(
            rows.map((r) => {
              let fields: Record<string, string> = {};
              try {
                fields = JSON.parse(r.data_fields) as Record<string, string>;
              } catch {
                fields = {};
              }
              return [r.controller_as.toLowerCase(), { id: r.id, data_table: r.data_table, primary_key: r.primary_key, fields }];
            }),
          ),
      ));

  return {
    /** Snapshots rows about to be deleted, when a recycle rule covers the controller. */
    async snapshot(tx: Transaction, controller: string, table: string, rows: Row[], actor: Actor): Promise<void> {
      const rule = (await recycleRules()).get(controller.toLowerCase());
      if (!rule || rule.data_table !== table || rows.length === 0) return;
      await tx.insert(securityDataRecycleLog).values(
        rows.map((row) => ({
          admin_id: actor.adminId,
          recycle_id: rule.id,
          data: JSON.stringify(row),
          data_table: table,
          primary_key: rule.primary_key,
          ip: actor.ip.slice(0, 50),
          useragent: actor.useragent.slice(0, 255),
        })),
      );
    },

    /** Logs watched fields whose value really changed (passwords: before = old hash, after masked). */
    async changes(tx: Transaction, controller: string, table: string, before: Row, after: Row, actor: Actor): Promise<number> {
      const rule = (await sensitiveRules()).get(controller.toLowerCase());
      if (!rule || rule.data_table !== table) return 0;
      const entries = Object.entries(rule.fields).filter(([field]) => field in after && String(before[field] ?? "") !== String(after[field] ?? ""));
      if (entries.length === 0) return 0;
      await tx.insert(securitySensitiveDataLog).values(
        entries.map(([field, title]) => ({
          admin_id: actor.adminId,
          sensitive_id: rule.id,
          data_table: table,
          primary_key: rule.primary_key,
          data_field: field,
          data_comment: title,
          id_value: String(before[rule.primary_key] ?? ""),
          before: before[field] === null || before[field] === undefined ? null : String(before[field]),
          after: PASSWORD_FIELD.test(field) ? "******" : after[field] === null || after[field] === undefined ? null : String(after[field]),
          ip: actor.ip.slice(0, 50),
          useragent: actor.useragent.slice(0, 255),
        })),
      );
      return entries.length;
    },

    /** After rule edits in the security module. */
    invalidate() {
      recycle = undefined;
      sensitive = undefined;
    },

    async isRecycled(controller: string): Promise<boolean> {
      return (await recycleRules()).has(controller.toLowerCase());
    },

    async watchedFields(controller: string): Promise<string[]> {
      return Object.keys((await sensitiveRules()).get(controller.toLowerCase())?.fields ?? {});
    },
  };
}

export type SecurityLog = ReturnType<typeof createSecurityLog>;
