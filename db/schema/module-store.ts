// The module store (module.Store): add-on modules installed from zip packages. A row keeps the
// manifest as installed, the package's checksum and the tables (`ext_` prefixed) it created.
import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createTime, emptyText, id, updateTime } from "./columns";

export const storeModule = sqliteTable(
  "store_module",
  {
    id: id(),
    /** The package name, e.g. `scenic-capacity`. */
    name: text().notNull(),
    title: text().notNull(),
    title_en: emptyText(),
    version: text().notNull(),
    /** The manifest as installed (JSON). */
    manifest: text().notNull(),
    /** SHA-256 of the package file. */
    checksum: text().notNull(),
    /** uninstalled: its modules are gone, its tables and rows kept (purging drops them and the row). */
    status: text({ enum: ["enabled", "disabled", "uninstalled"] }).notNull().default("enabled"),
    installed_by: integer().notNull().default(0),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [uniqueIndex("store_module_name_unique").on(t.name)],
);
