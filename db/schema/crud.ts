// Modules made by the code generator. Each row is one live module: its design (the data the
// declaration is derived from) and the table it serves. Tables the generator created are
// named `gen_*`, a prefix no platform table may use, so migrations never touch them
// (docs/architecture.md, "Generated modules").
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createTime, flag, id, nocaseText, updateTime } from "./columns";

export const crudModule = sqliteTable(
  "crud_module",
  {
    id: id(),
    /** Controller key, e.g. `gen.ScenicNote`; URLs `/admin/<key>/<action>`. */
    key: nocaseText().notNull().unique(),
    table_name: text().notNull(),
    /** The generator created the table (only such tables may be dropped with the module). */
    created_table: flag(),
    /** The module design as JSON (src/modules/generator/design.ts). */
    design: text().notNull(),
    /** The crud_log row of the generation that made it. */
    log_id: integer().notNull().default(0),
    admin_id: integer().notNull().default(0),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [index("crud_module_table_idx").on(t.table_name)],
);
