// Cache clearing (spec §7 clearCache): every server-side cache is registered by type; clearing a
// type really drops it, so a change made behind the app's back (straight in the database) shows
// on the next read. Only super admins may clear.
import { beforeAll, describe, expect, test } from "bun:test";
import { and, desc, eq } from "drizzle-orm";
import { adminGroup, adminRule, area, config, dictionary, dictionaryItem, securityDataRecycle, securityDataRecycleLog } from "@db/schema";
import { compiledModules } from "@server/engine/engine";
import { createAdmin, sessionFor } from "./support/identity";
import { envelopeOf, useTestApp } from "./support/test-app";

const t = useTestApp();
let superToken: string;
beforeAll(async () => {
  superToken = await sessionFor(t, "admin", 1);
});

const headers = (token = superToken) => ({ batoken: token, server: "1", "think-lang": "en" });
const get = async (path: string, token = superToken) => envelopeOf(await t.request(path, { headers: headers(token) }));
const clear = async (type: unknown, token = superToken) => envelopeOf(await t.request("/admin/ajax/clearCache", { method: "POST", json: { type }, headers: headers(token) }));

describe("clearCache", () => {
  test("lists the registered types", async () => {
    const body = await get("/admin/ajax/clearCache");
    expect(body.code, body.msg).toBe(1);
    expect(body.data.types).toEqual(expect.arrayContaining(["all", "config", "rules", "dictionary", "area", "security", "modules"]));
  });

  test("area: a division renamed in the database shows after clearing", async () => {
    const provinces = async () => ((await get("/api/ajax/area?lang=zh-cn")).data as { value: string; label: string }[]).find((p) => String(p.value) === "460000")?.label;
    const before = await provinces();
    expect(before).toBe("海南省");
    await t.database.db.update(area).set({ name: "缓存测试省" }).where(eq(area.id, 460000));
    expect(await provinces()).toBe(before);
    expect((await clear("area")).code).toBe(1);
    expect(await provinces()).toBe("缓存测试省");
  });

  test("config: a setting changed in the database shows after clearing", async () => {
    const before = await get("/api/index/index");
    await t.database.db.update(config).set({ value: "缓存测试站点" }).where(eq(config.name, "site_name_en"));
    expect((await get("/api/index/index")).data.site.siteName).toBe(before.data.site.siteName);
    expect(await clear("config")).toMatchObject({ code: 1, msg: "Cache cleared: config", data: { types: ["config"] } });
    expect((await get("/api/index/index")).data.site.siteName).toBe("缓存测试站点");
  });

  test("rules: menu titles and an admin's rights reload", async () => {
    const staff = await createAdmin(t, { ruleNames: ["dashboard", "dashboard/index", "routine/dictionary", "routine/dictionary/index"] });
    const token = await sessionFor(t, "admin", staff.id);
    expect((await get("/admin/routine.Dictionary/index", token)).code).toBe(1);
    await t.database.db.update(adminRule).set({ title: "改过的控制台" }).where(eq(adminRule.name, "dashboard"));
    await t.database.db.update(adminGroup).set({ rules: "" }).where(eq(adminGroup.id, staff.groupId));
    const menuTitle = async () => ((await get("/admin/index/index")).data.menus as { name: string; title: string }[]).find((m) => m.name === "dashboard")?.title;
    expect(await menuTitle()).not.toBe("改过的控制台");
    expect((await get("/admin/routine.Dictionary/index", token)).code).toBe(1);
    expect((await clear("rules")).code).toBe(1);
    expect(await menuTitle()).toBe("改过的控制台");
    expect((await get("/admin/routine.Dictionary/index", token)).code).toBe(401);
  });

  test("dictionary: options added in the database appear after clearing", async () => {
    const [dict] = await t.database.db.insert(dictionary).values({ name: "cache_dict", title: "缓存" }).returning();
    expect((await get("/admin/ajax/dictionary?names=cache_dict")).data.cache_dict).toEqual([]);
    await t.database.db.insert(dictionaryItem).values({ dictionary_id: dict?.id ?? 0, value: "A", label: "甲" });
    expect((await get("/admin/ajax/dictionary?names=cache_dict")).data.cache_dict).toEqual([]);
    expect((await clear("dictionary")).code).toBe(1);
    expect((await get("/admin/ajax/dictionary?names=cache_dict")).data.cache_dict.map((o: { value: string }) => o.value)).toEqual(["A"]);
  });

  test("security: a recycle rule switched off in the database stops snapshots after clearing", async () => {
    const snapshots = async () => (await t.database.db.select().from(securityDataRecycleLog).where(eq(securityDataRecycleLog.data_table, "dictionary")).orderBy(desc(securityDataRecycleLog.id))).length;
    const add = async (name: string) => (await envelopeOf(await t.request("/admin/routine.Dictionary/add", { method: "POST", json: { name, title: name, weigh: 0, status: "1" }, headers: headers() }))).data.id as number;
    const del = async (id: number) => envelopeOf(await t.request(`/admin/routine.Dictionary/del?ids[]=${id}`, { method: "DELETE", headers: headers() }));
    await del(await add("cache_sec_a"));
    const first = await snapshots();
    await t.database.db.update(securityDataRecycle).set({ status: "0" }).where(and(eq(securityDataRecycle.data_table, "dictionary")));
    await del(await add("cache_sec_b"));
    expect(await snapshots()).toBe(first + 1);
    expect((await clear("security")).code).toBe(1);
    await del(await add("cache_sec_c"));
    expect(await snapshots()).toBe(first + 1);
  });

  test("modules: compiled declarations are dropped and compiled again on the next request", async () => {
    expect((await get("/admin/routine.Dictionary/index")).code).toBe(1);
    expect(compiledModules.size).toBeGreaterThan(0);
    expect((await clear("modules")).code).toBe(1);
    expect(compiledModules.size).toBe(0);
    expect((await get("/admin/routine.Dictionary/index")).code).toBe(1);
    expect(compiledModules.size).toBeGreaterThan(0);
  });

  test("all (also the default) clears every type", async () => {
    await t.database.db.update(config).set({ value: "全部清理" }).where(eq(config.name, "site_name_en"));
    const body = await clear(undefined);
    expect(body.code).toBe(1);
    expect(body.data.types).toEqual(expect.arrayContaining(["config", "rules", "dictionary", "security", "modules"]));
    expect((await get("/api/index/index")).data.site.siteName).toBe("全部清理");
  });

  test("an unknown type is refused by name; other admins and visitors may not clear", async () => {
    expect((await clear("everything<script>")).msg).toStartWith('Unknown cache type "everything<script>"; known types: all, config');
    expect((await clear(42)).code).toBe(1);
    const staff = await createAdmin(t, { ruleNames: ["dashboard"] });
    const token = await sessionFor(t, "admin", staff.id);
    expect((await clear("config", token)).code).toBe(401);
    expect((await get("/admin/ajax/clearCache", token)).code).toBe(401);
    expect((await envelopeOf(await t.request("/admin/ajax/clearCache", { method: "POST", json: { type: "config" }, headers: { server: "1" } }))).code).toBe(303);
  });
});
