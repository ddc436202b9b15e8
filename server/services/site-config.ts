// Site configuration (the `config` table) cached in memory. Writers call `invalidate()`;
// the next read reloads. `version` changes on every invalidation so page caches follow.
import type { Lang } from "@shared/i18n";
import type { Database } from "@db/client";
import { config } from "@db/schema";
import { DEFAULT_TIME_ZONE } from "@shared/datetime";

export interface ConfigRow {
  name: string;
  group: string;
  type: string;
  value: string;
}

export interface SiteInfo {
  siteName: Record<Lang, string>;
  recordNumber: string;
  version: string;
}

export type ConfigValue = string | number | boolean | unknown[] | Record<string, unknown>;

/** Converts the stored text of a config value to what its input type means. */
export function decodeConfigValue(type: string, value: string): ConfigValue {
  switch (type) {
    case "switch":
      return value === "1" || value === "true";
    case "number":
      return value === "" ? 0 : Number(value);
    case "array":
    case "checkbox":
    case "selects":
    case "json":
      try {
        return value ? (JSON.parse(value) as unknown[]) : [];
      } catch {
        return [];
      }
    default:
      return value;
  }
}

export interface SiteConfigStore {
  /** Raw rows by lower-cased name. */
  rows(): Promise<Map<string, ConfigRow>>;
  get(name: string): Promise<ConfigValue | undefined>;
  getString(name: string, fallback?: string): Promise<string>;
  siteInfo(): Promise<SiteInfo>;
  /** The site's IANA time zone (`time_zone`), for days, deadlines and every time shown. */
  timeZone(): Promise<string>;
  invalidate(): void;
  readonly version: number;
}

export function createSiteConfigStore(db: Database, defaults: { siteName: Record<Lang, string> }): SiteConfigStore {
  let cache: Promise<Map<string, ConfigRow>> | undefined;
  let version = 0;

  const load = async () => {
    const list = await db.select({ name: config.name, group: config.group, type: config.type, value: config.value }).from(config);
    return new Map(list.map((row) => [row.name.toLowerCase(), row]));
  };

  const rows = () => {
    cache ??= load().catch((error: unknown) => {
      cache = undefined;
      throw error;
    });
    return cache;
  };

  const getString = async (name: string, fallback = "") => {
    const row = (await rows()).get(name.toLowerCase());
    return row?.value ?? fallback;
  };

  return {
    rows,
    async get(name) {
      const row = (await rows()).get(name.toLowerCase());
      return row ? decodeConfigValue(row.type, row.value) : undefined;
    },
    getString,
    timeZone: async () => (await getString("time_zone")) || DEFAULT_TIME_ZONE,
    async siteInfo() {
      const zh = (await getString("site_name")) || defaults.siteName["zh-cn"];
      const en = (await getString("site_name_en")) || (await getString("site_name")) || defaults.siteName.en;
      return {
        siteName: { "zh-cn": zh, en },
        recordNumber: await getString("record_number"),
        version: await getString("version"),
      };
    },
    invalidate() {
      cache = undefined;
      version++;
    },
    get version() {
      return version;
    },
  };
}
