// The attachments module and file-type icons: the list shows what was uploaded by whom and
// filters by type, topic and uploader; deleting removes the stored file only when nothing else
// uses it (another record's image field, a site setting, another attachment row); icons are
// safe SVG whatever the query says.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { eq } from "drizzle-orm";
import { Resvg } from "@resvg/resvg-js";
import { admin, attachment, config } from "@db/schema";
import { localPathOf } from "@server/upload/local-upload";
import { buildSuffixSvg } from "@server/upload/suffix-svg";
import { generateSample } from "./support/generated";
import { createAdmin, createMember, sessionFor } from "./support/identity";
import { createTestApp, envelopeOf, type TestApp } from "./support/test-app";

let t: TestApp;
let superToken: string;

beforeAll(async () => {
  t = await createTestApp();
  superToken = await sessionFor(t, "admin", 1);
});
afterAll(() => t.close());

const headers = (token = superToken) => ({ batoken: token, server: "1", "think-lang": "en" });
const image = (colour: string) =>
  new Uint8Array(new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="${colour}"/></svg>`).render().asPng());

async function upload(file: File, path = "/admin/ajax/upload", auth: Record<string, string> = headers()) {
  const form = new FormData();
  form.append("file", file);
  const body = await envelopeOf(await t.request(path, { method: "POST", body: form, headers: auth }));
  expect(body.code, body.msg).toBe(1);
  return body.data.file as { id: number; url: string };
}

const list = async (query: string, token = superToken) => envelopeOf(await t.request(`/admin/routine.Attachment/index?${query}`, { headers: headers(token) }));
const remove = async (ids: number[]) => envelopeOf(await t.request(`/admin/routine.Attachment/del?${ids.map((id) => `ids[]=${id}`).join("&")}`, { method: "DELETE", headers: headers() }));
const fileOf = (url: string) => localPathOf(t.config.storageDir, url) ?? "";

describe("attachment list", () => {
  test("shows uploads with suffix and uploader, filters by type, topic and uploader", async () => {
    const picture = await upload(new File([image("#0a8")], "beach.png", { type: "image/png" }));
    const sheet = await upload(new File(["a,b\n1,2\n"], "report.csv", { type: "text/csv" }));
    const member = await createMember(t);
    const memberFile = await upload(new File([image("#a80")], "me.png", { type: "image/png" }), "/api/ajax/upload", { "ba-user-token": await sessionFor(t, "user", member.id) });

    const all = await list("limit=50");
    expect(all.code, all.msg).toBe(1);
    const rows = all.data.list as Record<string, unknown>[];
    expect(rows.find((r) => r.id === picture.id)).toMatchObject({ suffix: "png", mimetype: "image/png", admin_id: 1, storage: "local", topic: "default" });
    expect(rows.find((r) => r.id === sheet.id)).toMatchObject({ suffix: "csv" });

    const images = await list("search[0][field]=mimetype&search[0][operator]=LIKE&search[0][val]=image/");
    expect((images.data.list as { id: number }[]).map((r) => r.id).sort()).toEqual([picture.id, memberFile.id].sort());
    const members = await list(`search[0][field]=user_id&search[0][operator]=eq&search[0][val]=${member.id}`);
    expect((members.data.list as { id: number }[]).map((r) => r.id)).toEqual([memberFile.id]);
    const topic = await list("search[0][field]=topic&search[0][operator]=eq&search[0][val]=member");
    expect((topic.data.list as { id: number }[]).map((r) => r.id)).toEqual([memberFile.id]);
    const byAdmin = await list("search[0][field]=admin_id&search[0][operator]=eq&search[0][val]=1");
    expect((byAdmin.data.list as { id: number }[]).map((r) => r.id)).not.toContain(memberFile.id);
  });

  test("an admin without the node cannot list or delete", async () => {
    const outsider = await createAdmin(t, { ruleNames: ["dashboard"] });
    const token = await sessionFor(t, "admin", outsider.id);
    expect((await list("", token)).code).toBe(401);
    expect((await envelopeOf(await t.request("/admin/routine.Attachment/del?ids[]=1", { method: "DELETE", headers: headers(token) }))).code).toBe(401);
  });
});

describe("deleting attachments", () => {
  test("removes the stored file and its empty folders when nothing uses it", async () => {
    const file = await upload(new File([image("#123")], "alone.png", { type: "image/png" }), "/admin/ajax/upload?topic=editor");
    expect(existsSync(fileOf(file.url))).toBe(true);
    expect((await t.request(file.url)).status).toBe(200);
    const answer = await remove([file.id]);
    expect(answer).toMatchObject({ code: 1, msg: "Deleted 1 records; 1 files removed, 0 kept because other records still use them" });
    expect(existsSync(fileOf(file.url))).toBe(false);
    expect(existsSync(`${t.config.storageDir}/editor`)).toBe(false);
    expect((await t.request(file.url)).status).toBe(404);
    expect(existsSync(t.config.storageDir)).toBe(true);
  });

  test("keeps the file while an admin's avatar, a setting or another attachment row still uses it", async () => {
    const avatar = await upload(new File([image("#456")], "avatar.png", { type: "image/png" }));
    const staff = await createAdmin(t, { ruleNames: [] });
    await t.database.db.update(admin).set({ avatar: avatar.url }).where(eq(admin.id, staff.id));
    expect((await remove([avatar.id])).data).toMatchObject({ count: 1, removed: 0, kept: 1 });
    expect(existsSync(fileOf(avatar.url))).toBe(true);

    const logo = await upload(new File([image("#789")], "logo.png", { type: "image/png" }));
    await t.database.db.insert(config).values({ name: "site_logo_test", group: "basics", title: "标志", type: "image", value: logo.url });
    expect((await remove([logo.id])).data).toMatchObject({ removed: 0, kept: 1 });
    expect(existsSync(fileOf(logo.url))).toBe(true);

    const shared = await upload(new File([image("#9ab")], "shared.png", { type: "image/png" }));
    const [copy] = await t.database.db
      .insert(attachment)
      .values({ topic: "copy", url: shared.url, name: "shared.png", size: 1, mimetype: "image/png", storage: "local", sha1: "f".repeat(40) })
      .returning();
    expect((await remove([shared.id])).data).toMatchObject({ removed: 0, kept: 1 });
    expect(existsSync(fileOf(shared.url))).toBe(true);
    expect((await remove([copy?.id ?? 0])).data).toMatchObject({ removed: 1, kept: 0 });
    expect(existsSync(fileOf(shared.url))).toBe(false);
  });

  test("keeps the file while a generated module's image or file-list field uses it, like a declared one's", async () => {
    await generateSample(t, superToken);
    const cover = await upload(new File([image("#a1b")], "cover.png", { type: "image/png" }));
    const page = await upload(new File([image("#b2c")], "page.png", { type: "image/png" }));
    const added = await envelopeOf(await t.request("/admin/gen.RegistrySample/add", { method: "POST", json: { title: "封面与图集", cover: cover.url, gallery: [page.url] }, headers: headers() }));
    expect(added.code, added.msg).toBe(1);
    expect((await remove([cover.id])).data).toMatchObject({ count: 1, removed: 0, kept: 1 });
    expect((await remove([page.id])).data).toMatchObject({ count: 1, removed: 0, kept: 1 });
    expect(existsSync(fileOf(cover.url))).toBe(true);
    expect(existsSync(fileOf(page.url))).toBe(true);
  });

  test("a row whose URL points outside the storage folder never removes anything there", async () => {
    const [row] = await t.database.db
      .insert(attachment)
      .values({ url: "/storage/../../etc/hosts", name: "hosts", size: 1, mimetype: "text/plain", storage: "local", sha1: "e".repeat(40) })
      .returning();
    expect((await remove([row?.id ?? 0])).data).toMatchObject({ removed: 0, kept: 1 });
    expect(existsSync("/etc/hosts")).toBe(true);
  });

  test("stored files are served only from inside the storage folder", async () => {
    for (const path of ["/storage/..%2F..%2F..%2Fetc%2Fhosts", "/storage/%2e%2e/%2e%2e/etc/hosts", "/storage/../../etc/hosts", "/storage/%E0%A4%A"]) {
      expect((await t.request(path)).status, path).toBe(404);
    }
  });

  test("attachments are not kept in the recycle bin (their files go)", async () => {
    const file = await upload(new File([image("#bcd")], "bin.png", { type: "image/png" }));
    await remove([file.id]);
    const bin = await envelopeOf(await t.request("/admin/security.DataRecycleLog/index?search[0][field]=data_table&search[0][operator]=eq&search[0][val]=attachment", { headers: headers() }));
    expect(bin.data.total).toBe(0);
  });
});

describe("file-type icons", () => {
  test("GET buildSuffixSvg answers an SVG with the suffix, for admins (token in the query) and anyone on /api", async () => {
    const admin = await t.request(`/admin/ajax/buildSuffixSvg?suffix=pdf&batoken=${superToken}&server=1`);
    expect(admin.status).toBe(200);
    expect(admin.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(admin.headers.get("content-security-policy")).toContain("default-src 'none'");
    const svg = await admin.text();
    expect(svg).toStartWith("<svg");
    expect(svg).toContain(">PDF</text>");
    const open = await t.request("/api/ajax/buildSuffixSvg?suffix=docx&background=%23336699");
    expect(await open.text()).toContain('fill="#336699"');
    // It renders: a real image, 512 × 512.
    const png = new Resvg(svg).render();
    expect([png.width, png.height]).toEqual([512, 512]);
  });

  test("the admin variant needs a login", async () => {
    const body = await envelopeOf(await t.request("/admin/ajax/buildSuffixSvg?suffix=pdf&server=1"));
    expect(body.code).toBe(303);
  });

  test("markup, long suffixes and bad colours never reach the SVG", () => {
    const evil = buildSuffixSvg('"><script>alert(1)</script>', 'red" onload="alert(1)');
    expect(evil).not.toContain("<script");
    expect(evil).not.toContain("onload");
    expect(evil).toContain(">SCRI</text>");
    expect(buildSuffixSvg("verylongsuffix")).toContain(">VERY</text>");
    expect(buildSuffixSvg("")).toContain(">FILE</text>");
    expect(buildSuffixSvg(undefined, "#12345")).not.toContain("#12345");
    expect(buildSuffixSvg("zip")).toBe(buildSuffixSvg("ZIP"));
    expect(buildSuffixSvg("zip")).not.toBe(buildSuffixSvg("pdf"));
  });
});
