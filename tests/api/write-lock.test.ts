// Concurrent writers in one process (the embedded driver is synchronous): a write that arrives
// while a transaction is open waits its turn instead of freezing the event loop on the lock.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count } from "drizzle-orm";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "@db/client";
import { dictionary } from "@db/schema";

let dir: string;
let handle: DatabaseHandle;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "tsp-lock-"));
  handle = await openDatabase(`file:${join(dir, "app.db")}`);
  await migrateDatabase(handle);
});
afterAll(() => {
  handle.close();
  rmSync(dir, { recursive: true, force: true });
});

test("a write during an open transaction waits for the commit, without an error or a stall", async () => {
  const started = performance.now();
  const transaction = handle.db.transaction(async (tx) => {
    await tx.insert(dictionary).values({ name: "in_tx", title: "t" });
    await Bun.sleep(200); // an await inside the transaction lets other requests run
    await tx.insert(dictionary).values({ name: "in_tx_2", title: "t" });
  });
  await Bun.sleep(20);
  const outside = handle.db.insert(dictionary).values({ name: "outside", title: "o" });
  const reads = handle.db.select({ n: count() }).from(dictionary);
  await Promise.all([transaction, outside, reads]);
  expect(performance.now() - started).toBeLessThan(2000);
  const [row] = await handle.db.select({ n: count() }).from(dictionary);
  expect(row?.n).toBe(3);
});

test("many concurrent transactions and writes all land", async () => {
  await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      i % 2
        ? handle.db.transaction(async (tx) => {
            await tx.insert(dictionary).values({ name: `t${i}`, title: "t" });
            await Bun.sleep(2);
          })
        : handle.db.insert(dictionary).values({ name: `w${i}`, title: "w" }),
    ),
  );
  const [row] = await handle.db.select({ n: count() }).from(dictionary);
  expect(row?.n).toBe(33);
});

test("a failed transaction releases the lock", async () => {
  await expect(
    handle.db.transaction(async (tx) => {
      await tx.insert(dictionary).values({ name: "rolled_back", title: "x" });
      throw new Error("boom");
    }),
  ).rejects.toThrow("boom");
  await handle.db.insert(dictionary).values({ name: "after_failure", title: "x" });
  const names = (await handle.db.select({ name: dictionary.name }).from(dictionary)).map((r) => r.name);
  expect(names).toContain("after_failure");
  expect(names).not.toContain("rolled_back");
});
