// Concurrent writers in one process (the embedded driver is synchronous): a write that arrives
// while a transaction is open waits its turn instead of freezing the event loop on the lock.
import { expect, test } from "bun:test";
import { count, eq } from "drizzle-orm";
import { dictionary } from "@db/schema";
import { useDatabase } from "./support/database";

const database = useDatabase();

test("a write during an open transaction waits for the commit, without an error or a stall", async () => {
  const { db } = database.handle;
  const [before] = await db.select({ n: count() }).from(dictionary);
  // The transaction stays open until the test lets it go (no timing involved).
  let inside!: () => void;
  let release!: () => void;
  const entered = new Promise<void>((resolve) => (inside = resolve));
  const gate = new Promise<void>((resolve) => (release = resolve));
  const transaction = db.transaction(async (tx) => {
    await tx.insert(dictionary).values({ name: "in_tx", title: "t" });
    inside();
    await gate; // an await inside the transaction lets other requests run
    await tx.insert(dictionary).values({ name: "in_tx_2", title: "t" });
  });
  await entered;
  let outsideDone = false;
  const outside = Promise.resolve(db.insert(dictionary).values({ name: "outside", title: "o" })).then(() => (outsideDone = true));
  const reads = db.select({ n: count() }).from(dictionary);
  // The event loop keeps running while the write waits: a timer set after it fires.
  await new Promise((resolve) => setTimeout(resolve, 1));
  expect(outsideDone).toBe(false);
  expect(await db.select().from(dictionary).where(eq(dictionary.name, "outside"))).toEqual([]);
  release();
  await Promise.all([transaction, outside, reads]);
  expect(outsideDone).toBe(true);
  const [row] = await db.select({ n: count() }).from(dictionary);
  expect(row?.n).toBe((before?.n ?? 0) + 3);
});

test("many concurrent transactions and writes all land", async () => {
  const { db } = database.handle;
  const [before] = await db.select({ n: count() }).from(dictionary);
  await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      i % 2
        ? db.transaction(async (tx) => {
            await tx.insert(dictionary).values({ name: `t${i}`, title: "t" });
            await Bun.sleep(2);
          })
        : db.insert(dictionary).values({ name: `w${i}`, title: "w" }),
    ),
  );
  const [row] = await db.select({ n: count() }).from(dictionary);
  expect(row?.n).toBe((before?.n ?? 0) + 30);
});

test("a failed transaction releases the lock", async () => {
  const { db } = database.handle;
  await expect(
    db.transaction(async (tx) => {
      await tx.insert(dictionary).values({ name: "rolled_back", title: "x" });
      throw new Error("boom");
    }),
  ).rejects.toThrow("boom");
  await db.insert(dictionary).values({ name: "after_failure", title: "x" });
  const names = (await db.select({ name: dictionary.name }).from(dictionary)).map((r) => r.name);
  expect(names).toContain("after_failure");
  expect(names).not.toContain("rolled_back");
});
