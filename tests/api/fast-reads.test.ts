// Reads on the embedded database go through a second connection with kept statements: they
// must see every committed write at once, never a write still inside a transaction, and give
// rows of the same shape as the client for every way the code reads them.
import { expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { createClient } from "@libsql/client";
import { selectCells } from "@db/select-cells";
import { dictionary, dictionaryItem } from "@db/schema";
import { useDatabase } from "./support/database";

const database = useDatabase();

const titleOf = async (name: string) => (await database.handle.db.select({ title: dictionary.title }).from(dictionary).where(eq(dictionary.name, name)))[0]?.title;

test("a committed write is seen by the very next read, again and again", async () => {
  const { handle } = database;
  await handle.db.insert(dictionary).values({ name: "fresh", title: "v0" });
  expect(await titleOf("fresh")).toBe("v0");
  for (let i = 1; i <= 5; i++) {
    await handle.db.update(dictionary).set({ title: `v${i}` }).where(eq(dictionary.name, "fresh"));
    expect(await titleOf("fresh")).toBe(`v${i}`);
  }
});

test("a transaction's writes are invisible outside it until it commits, and gone after a rollback", async () => {
  const { handle } = database;
  // The outside read happens once the row is written inside the open transaction, and before
  // the transaction may commit: both moments are set by the test, not by timing.
  let written!: () => void;
  let release!: () => void;
  const inserted = new Promise<void>((resolve) => (written = resolve));
  const gate = new Promise<void>((resolve) => (release = resolve));
  const committed = handle.db.transaction(async (tx) => {
    await tx.insert(dictionary).values({ name: "pending", title: "p" });
    expect((await tx.select().from(dictionary).where(eq(dictionary.name, "pending"))).length).toBe(1);
    written();
    await gate;
  });
  await inserted;
  expect(await titleOf("pending")).toBeUndefined();
  release();
  await committed;
  expect(await titleOf("pending")).toBe("p");

  await expect(
    handle.db.transaction(async (tx) => {
      await tx.insert(dictionary).values({ name: "rolled_back", title: "r" });
      throw new Error("changed my mind");
    }),
  ).rejects.toThrow("changed my mind");
  expect(await titleOf("rolled_back")).toBeUndefined();
});

test("rows read by name, by index, as raw SQL objects and through joins with repeated names", async () => {
  const { handle } = database;
  const [parent] = await handle.db.insert(dictionary).values({ name: "shape", title: "Shape" }).returning({ id: dictionary.id });
  // As many items first as the dictionary's id, so the item's id differs from its dictionary's.
  const fillers = Array.from({ length: parent?.id ?? 1 }, (_, i) => ({ dictionary_id: parent?.id ?? 0, value: `filler${i}`, label: "F" }));
  await handle.db.insert(dictionaryItem).values(fillers);
  const [item] = await handle.db.insert(dictionaryItem).values({ dictionary_id: parent?.id ?? 0, value: "a", label: "A" }).returning({ id: dictionaryItem.id });

  const joined = await handle.db
    .select({ dictId: dictionary.id, itemId: dictionaryItem.id, label: dictionaryItem.label })
    .from(dictionaryItem)
    .innerJoin(dictionary, eq(dictionary.id, dictionaryItem.dictionary_id))
    .where(eq(dictionaryItem.value, "a"));
  expect(item?.id).not.toBe(parent?.id);
  expect(joined).toEqual([{ dictId: parent?.id ?? 0, itemId: item?.id ?? 0, label: "A" }]);

  const result = await handle.client.execute({ sql: "select id, name, title from dictionary where name = ?", args: ["shape"] });
  const row = result.rows[0];
  expect(result.columns).toEqual(["id", "name", "title"]);
  expect(row?.name).toBe("shape");
  expect(row?.[1]).toBe("shape");
  expect(row?.length).toBe(3);
  expect(Object.keys(row ?? {})).toEqual(["id", "name", "title"]);
  expect(JSON.parse(JSON.stringify(row))).toEqual({ id: parent?.id, name: "shape", title: "Shape" });

  const plain = await handle.db.all<{ n: number }>(sql`select count(*) as n from dictionary where name = ${"shape"}`);
  expect(plain).toEqual([{ n: 1 }]);
});

test("a bad query fails with the client's error, and the next query still works", async () => {
  const { handle } = database;
  await expect(handle.client.execute("select nope from dictionary")).rejects.toThrow(/no such column/);
  expect((await handle.client.execute("select 1 as one")).rows[0]?.one).toBe(1);
});

test("plain cells (the list path) match the client's rows, on the fast path and on a plain client", async () => {
  const { handle } = database;
  await handle.db.insert(dictionary).values({ name: "cells", title: "Cells", remark: "" });
  const query = { sql: "select id, name, title, remark from dictionary where name = ?", params: ["cells"] };
  const fast = await selectCells(handle.client, query);
  const plain = createClient({ url: handle.url });
  try {
    const fromClient = await selectCells(plain, query);
    const [row] = (await plain.execute({ sql: query.sql, args: query.params })).rows;
    expect(fast).toEqual(fromClient);
    expect(fast).toEqual([[row?.id, "cells", "Cells", ""]]);
  } finally {
    plain.close();
  }
  await handle.db.update(dictionary).set({ title: "Cells 2" }).where(eq(dictionary.name, "cells"));
  expect((await selectCells(handle.client, query))[0]?.[2]).toBe("Cells 2");
});
