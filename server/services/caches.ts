// The named server-side caches that `POST /admin/ajax/clearCache {type}` can drop. Every cache
// the platform keeps registers here once (services/index.ts) under a type; clearing a type calls
// `invalidate()` on each of its caches, so the next read reloads from the database.
export interface Invalidatable {
  invalidate(): void;
}

export interface CacheRegistry {
  /** Adds a cache under a type (several caches may share one type, e.g. menus and access). */
  register(type: string, cache: Invalidatable): void;
  /** Registered types, in registration order. */
  types(): string[];
  has(type: string): boolean;
  /** Drops every cache of the type (`all`: of every type); answers the types cleared. */
  clear(type: string): string[];
}

export const ALL_CACHES = "all";

export function createCacheRegistry(): CacheRegistry {
  const entries = new Map<string, Invalidatable[]>();
  const clearType = (type: string) => {
    for (const cache of entries.get(type) ?? []) cache.invalidate();
  };
  return {
    register(type, cache) {
      if (!/^[a-z][a-zA-Z0-9_-]{0,29}$/.test(type) || type === ALL_CACHES) throw new Error(`invalid cache type "${type}"`);
      const list = entries.get(type) ?? [];
      list.push(cache);
      entries.set(type, list);
    },
    types: () => [...entries.keys()],
    has: (type) => type === ALL_CACHES || entries.has(type),
    clear(type) {
      const types = type === ALL_CACHES ? [...entries.keys()] : entries.has(type) ? [type] : [];
      for (const name of types) clearType(name);
      return types;
    },
  };
}
