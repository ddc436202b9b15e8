// The module store (issue 17 §3): the sample package under module-store/ installs (checked,
// migrated and seeded in one go) and serves a working CRUD module at once; disabling switches
// its menus off, uninstalling keeps its tables and rows for a reinstall unless purged; broken
// and malicious archives (paths outside the folder, oversized, bad checksums, foreign tables,
// migrations touching platform tables, missing dependencies) are refused.
import { describe, expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { strToU8, unzipSync, zipSync } from "fflate";
import { adminRule, storeModule } from "@db/schema";
import { offeredArchive } from "@server/module-store/store";
import { adminLogin, withAdmin } from "./support/identity";
import { envelopeOf, type TestApp, useTestApp } from "./support/test-app";

const t = useTestApp();

async function call(app: TestApp, token: string, path: string, json?: unknown) {
  return envelopeOf(await app.request(`/admin/${path}${path.includes("?") ? "&" : "?"}lang=en`, json === undefined ? withAdmin(token) : { method: "POST", json, ...withAdmin(token) }));
}

/** The sample package's files, to build altered archives from. */
function sampleFiles(): Record<string, Uint8Array> {
  const archive = offeredArchive("scenic-capacity");
  if (!archive) throw new Error("the sample package is missing");
  return unzipSync(archive);
}

const b64 = (files: Record<string, Uint8Array>) => Buffer.from(zipSync(files)).toString("base64");

function withManifest(change: (m: Record<string, any>) => void, files = sampleFiles()) {
  const manifest = JSON.parse(new TextDecoder().decode(files["scenic-capacity/manifest.json"]));
  change(manifest);
  files["scenic-capacity/manifest.json"] = strToU8(JSON.stringify(manifest));
  return files;
}

const tableExists = async (app: TestApp, name: string) => (await app.database.client.execute({ sql: "SELECT name FROM sqlite_master WHERE type='table' AND name=?", args: [name] })).rows.length > 0;

describe("the sample package", () => {
  test("is offered, installs, serves its CRUD module at once, disables, uninstalls keeping data, reinstalls and purges", async () => {
    const { token } = await adminLogin(t);
    const offered = await call(t, token, "module.Store/index");
    expect(offered.data.list).toContainEqual(expect.objectContaining({ name: "scenic-capacity", version: "1.0.0", installed: "", title: "Scenic capacity" }));

    const installed = await call(t, token, "module.Store/install", { package: "scenic-capacity" });
    expect(installed.code).toBe(1);
    expect(installed.data).toMatchObject({ name: "scenic-capacity", modules: ["ext.ScenicCapacity"], menuPaths: ["ext/sceniccapacity"] });
    const [row] = await t.database.db.select().from(storeModule).where(eq(storeModule.name, "scenic-capacity"));
    expect(row?.checksum).toMatch(/^[0-9a-f]{64}$/);

    const list = await call(t, token, "ext.ScenicCapacity/index?quickSearch=" + encodeURIComponent("蜈支洲岛"));
    expect(list.code).toBe(1);
    expect(list.data.list[0]).toMatchObject({ spot_name: "三亚蜈支洲岛旅游区", max_instant: 12000 });
    const added = await call(t, token, "ext.ScenicCapacity/add", { spot_name: "万宁日月湾", region_code: 469006, max_instant: 5000, max_daily: 15000, current_count: 100, alert_percent: 80, status: "1" });
    expect(added.code).toBe(1);
    expect((await call(t, token, "ext.ScenicCapacity/add", { spot_name: "", max_instant: -1 })).code).toBe(0);
    expect((await call(t, token, "module.Store/install", { package: "scenic-capacity" })).code).toBe(0);

    expect((await call(t, token, "module.Store/disable", { name: "scenic-capacity" })).code).toBe(1);
    const [menu] = await t.database.db.select().from(adminRule).where(eq(adminRule.name, "ext/scenicCapacity"));
    expect(menu?.status).toBe("0");
    expect((await call(t, token, "module.Store/enable", { name: "scenic-capacity" })).code).toBe(1);

    expect((await call(t, token, "module.Store/uninstall", { name: "scenic-capacity" })).code).toBe(1);
    expect((await t.request("/admin/ext.ScenicCapacity/index", withAdmin(token))).status).toBe(404);
    expect(await tableExists(t, "ext_scenic_capacity")).toBe(true);

    expect((await call(t, token, "module.Store/install", { package: "scenic-capacity" })).data).toMatchObject({ reused: true });
    const again = await call(t, token, "ext.ScenicCapacity/index?quickSearch=" + encodeURIComponent("日月湾"));
    expect(again.data.total).toBe(1);

    expect((await call(t, token, "module.Store/uninstall", { name: "scenic-capacity", purge: true })).code).toBe(1);
    expect(await tableExists(t, "ext_scenic_capacity")).toBe(false);
    expect(await t.database.db.select().from(storeModule).where(eq(storeModule.name, "scenic-capacity"))).toEqual([]);
  });
});

describe("refused packages", () => {
  const refused = async (files: Record<string, Uint8Array>, says: string) => {
    const { token } = await adminLogin(t);
    const answer = await call(t, token, "module.Store/install", { archive: b64(files) });
    expect(answer.code).toBe(0);
    expect(answer.msg).toContain(says);
    expect(await tableExists(t, "ext_scenic_capacity")).toBe(false);
  };

  test("a path outside the package folder (zip slip)", async () => {
    await refused({ ...sampleFiles(), "scenic-capacity/../../server/evil.ts": strToU8("x") }, "leaves the package folder");
    await refused({ ...sampleFiles(), "/etc/passwd": strToU8("x") }, "leaves the package folder");
    await refused({ ...sampleFiles(), "other/readme.txt": strToU8("x") }, "leaves the package folder");
  });

  test("oversized archives and ones that unpack to too much", async () => {
    const { token } = await adminLogin(t);
    const big = await call(t, token, "module.Store/install", { archive: Buffer.alloc(3 * 1024 * 1024, 1).toString("base64") });
    expect(big.code).toBe(0);
    await refused({ ...sampleFiles(), "scenic-capacity/filler.bin": new Uint8Array(9 * 1024 * 1024) }, "unpacks to too much");
    await refused({ "x.zip": strToU8("not a zip") } as never, "leaves the package folder");
  });

  test("checksums, table names, migrations and dependencies", async () => {
    const files = sampleFiles();
    files["scenic-capacity/seed.json"] = strToU8('{"ext_scenic_capacity":[]}');
    await refused(files, "checksum of seed.json does not match");
    await refused(withManifest((m) => (m.tables = ["scenic_capacity"])), "must start with ext_");
    const evil = withManifest((m) => {
      m.files["migrations/0001_capacity.sql"] = "8f43ac7d2f7bd0e1b38d7b1fdc3bd0a3a3b5e1e3b1c4e0f5b7a1b2c3d4e5f6a7";
    });
    await refused(evil, "checksum");
    const dropper = sampleFiles();
    const sqlText = "CREATE TABLE ext_scenic_capacity (id INTEGER PRIMARY KEY);\nDROP TABLE admin;\n";
    dropper["scenic-capacity/migrations/0001_capacity.sql"] = strToU8(sqlText);
    const sum = new Bun.CryptoHasher("sha256").update(sqlText).digest("hex");
    await refused(withManifest((m) => (m.files["migrations/0001_capacity.sql"] = sum), dropper), "may only create the package's ext_ tables");
    await refused(withManifest((m) => (m.dependencies = [{ name: "ticket-booking" }])), "Install and enable ticket-booking first");
    await refused(withManifest((m) => (m.modules[0].key = "auth.Admin")), "ext.<Name>");
    const { token } = await adminLogin(t);
    expect((await call(t, token, "module.Store/install", {})).code).toBe(0);
    expect((await call(t, token, "module.Store/install", { package: "../server" })).code).toBe(0);
    expect((await call(t, token, "module.Store/uninstall", { name: "scenic-capacity" })).code).toBe(0);
    expect(await t.database.db.run(sql`SELECT 1`)).toBeDefined();
  });
});
