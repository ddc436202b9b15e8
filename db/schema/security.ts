// Data-recycle and sensitive-data rules and their logs, plus the code generator's log.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createTime, emptyText, flag, id, nocaseText, status01, updateTime } from "./columns";

export const securityDataRecycle = sqliteTable(
  "security_data_recycle",
  {
    id: id(),
    name: text().notNull(),
    controller: emptyText(),
    /** Lower-cased controller path, e.g. `auth/admin`. */
    controller_as: nocaseText().notNull(),
    data_table: text().notNull(),
    connection: emptyText(),
    primary_key: text().notNull().default("id"),
    status: status01(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [index("security_data_recycle_controller_idx").on(t.controller_as)],
);

export const securityDataRecycleLog = sqliteTable(
  "security_data_recycle_log",
  {
    id: id(),
    admin_id: integer().notNull().default(0),
    recycle_id: integer().notNull().default(0),
    /** The whole deleted row as JSON. */
    data: text().notNull(),
    data_table: text().notNull(),
    connection: emptyText(),
    primary_key: text().notNull().default("id"),
    is_restore: flag(),
    restore_time: integer(),
    ip: emptyText(),
    useragent: emptyText(),
    create_time: createTime(),
  },
  (t) => [
    index("security_data_recycle_log_table_idx").on(t.data_table, t.create_time),
    index("security_data_recycle_log_time_idx").on(t.create_time),
    index("security_data_recycle_log_rule_idx").on(t.recycle_id),
    index("security_data_recycle_log_admin_idx").on(t.admin_id),
  ],
);

export const securitySensitiveData = sqliteTable(
  "security_sensitive_data",
  {
    id: id(),
    name: text().notNull(),
    controller: emptyText(),
    controller_as: nocaseText().notNull(),
    data_table: text().notNull(),
    connection: emptyText(),
    primary_key: text().notNull().default("id"),
    /** JSON object {field: title}. */
    data_fields: text().notNull().default("{}"),
    status: status01(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [index("security_sensitive_data_controller_idx").on(t.controller_as)],
);

export const securitySensitiveDataLog = sqliteTable(
  "security_sensitive_data_log",
  {
    id: id(),
    admin_id: integer().notNull().default(0),
    sensitive_id: integer().notNull().default(0),
    data_table: text().notNull(),
    connection: emptyText(),
    primary_key: text().notNull().default("id"),
    data_field: text().notNull(),
    data_comment: emptyText(),
    /** Primary-key value of the changed row, as text so any key type fits. */
    id_value: text().notNull(),
    before: text(),
    after: text(),
    is_rollback: flag(),
    rollback_time: integer(),
    ip: emptyText(),
    useragent: emptyText(),
    create_time: createTime(),
  },
  (t) => [
    index("security_sensitive_data_log_table_idx").on(t.data_table, t.create_time),
    index("security_sensitive_data_log_time_idx").on(t.create_time),
    index("security_sensitive_data_log_rule_idx").on(t.sensitive_id),
    index("security_sensitive_data_log_admin_idx").on(t.admin_id),
  ],
);

export const crudLog = sqliteTable(
  "crud_log",
  {
    id: id(),
    table_name: text().notNull(),
    /** Table design as JSON. */
    table: emptyText(),
    /** Field designs as JSON. */
    fields: emptyText(),
    status: text({ enum: ["delete", "success", "error", "start"] }).notNull().default("start"),
    connection: emptyText(),
    /** Controller key of the generated module. */
    module: emptyText(),
    admin_id: integer().notNull().default(0),
    /** Why the generation failed, or what the removal did. */
    message: emptyText(),
    create_time: createTime(),
  },
  (t) => [index("crud_log_table_idx").on(t.table_name)],
);
