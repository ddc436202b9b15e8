// A migrated libSQL file in a fresh temp folder, for tests of the data layer alone (no app).
import { afterAll, beforeAll } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "@db/client";
import { useTimeBudget } from "./budget";

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The temp folder holding the database (removed after the file's tests). */
  dir: string;
}

/** Opens and migrates a database before the file's tests; closes and removes it after. */
export function useDatabase(): TestDatabase {
  useTimeBudget();
  const state = {} as TestDatabase;
  beforeAll(async () => {
    state.dir = mkdtempSync(join(tmpdir(), "tsp-db-"));
    state.handle = await openDatabase(`file:${join(state.dir, "app.db")}`);
    await migrateDatabase(state.handle);
  });
  afterAll(() => {
    state.handle?.close();
    if (state.dir) rmSync(state.dir, { recursive: true, force: true });
  });
  return state;
}
