// Dictionary options for selects (`dict` fields), cached until a dictionary changes.
import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "@db/client";
import { dictionary, dictionaryItem } from "@db/schema";

export interface DictionaryOption {
  value: string;
  label: { "zh-cn": string; en: string };
  color: string;
}

export function createDictionaries(db: Database) {
  let cache: Promise<Map<string, DictionaryOption[]>> | undefined;
  const load = async () => {
    const rows = await db
      .select({ name: dictionary.name, value: dictionaryItem.value, label: dictionaryItem.label, label_en: dictionaryItem.label_en, color: dictionaryItem.color })
      .from(dictionaryItem)
      .innerJoin(dictionary, eq(dictionary.id, dictionaryItem.dictionary_id))
      .where(and(eq(dictionary.status, "1"), eq(dictionaryItem.status, "1")))
      .orderBy(asc(dictionary.id), desc(dictionaryItem.weigh), asc(dictionaryItem.id));
    const map = new Map<string, DictionaryOption[]>();
    for (const row of rows) {
      const key = row.name.toLowerCase();
      const list = map.get(key) ?? [];
      list.push({ value: row.value, label: { "zh-cn": row.label, en: row.label_en || row.label }, color: row.color });
      map.set(key, list);
    }
    return map;
  };
  return {
    async options(names: string[]): Promise<Record<string, DictionaryOption[]>> {
      cache ??= load().catch((error: unknown) => {
        cache = undefined;
        throw error;
      });
      const map = await cache;
      return Object.fromEntries(names.map((name) => [name, map.get(name.toLowerCase()) ?? []]));
    },
    invalidate() {
      cache = undefined;
    },
  };
}
