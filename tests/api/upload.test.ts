// Local upload (spec §5, §7): the spec's checks again on the server, content sniffing, storage
// by content hash, de-duplication, and files served inert.
import { beforeAll, describe, expect, test } from "bun:test";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { Resvg } from "@resvg/resvg-js";
import { attachment, config } from "@db/schema";
import { createMember, sessionFor } from "./support/identity";
import { createTestApp, envelopeOf, useTestApp } from "./support/test-app";

const t = useTestApp();
let token: string;
/** A 40 × 30 PNG; each colour is content of its own (uploads are de-duplicated by content). */
const pngOf = (colour: string) =>
  new Uint8Array(new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="${colour}"/></svg>`).render().asPng());
const png = pngOf("#0af");

beforeAll(async () => {
  token = await sessionFor(t, "admin", 1);
});

function upload(file: File, headers: Record<string, string> = { batoken: token }, path = "/admin/ajax/upload") {
  const form = new FormData();
  form.append("file", file);
  return t.request(path, { method: "POST", body: form, headers: { "think-lang": "en", ...headers } }).then(envelopeOf);
}

describe("admin upload", () => {
  test("stores an image under its SHA-1 and answers the uploaded-file record", async () => {
    const png = pngOf("#1b6");
    const body = await upload(new File([png], "海南 photo.png", { type: "image/png" }));
    expect(body.code, body.msg).toBe(1);
    expect(body.msg).toBe("File uploaded successfully");
    const sha1 = new Bun.CryptoHasher("sha1").update(png).digest("hex");
    const file = body.data.file;
    expect(file).toMatchObject({ name: "海南 photo.png", size: png.length, type: "image/png", sha1, width: 40, height: 30, suffix: "png" });
    expect(file.url).toMatch(new RegExp(`^/storage/default/\\d{8}/${sha1}\\.png$`));
    expect(file.full_url).toBe(file.url);
    expect(readFileSync(join(t.config.storageDir, file.url.replace("/storage/", ""))).equals(Buffer.from(png))).toBe(true);
    const served = await t.request(file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
  });

  test("the same content uploaded again is the same attachment, counted", async () => {
    const png = pngOf("#2c7");
    const first = await upload(new File([png], "again.png", { type: "image/png" }));
    const second = await upload(new File([png], "again-renamed.png", { type: "image/png" }));
    expect(second.data.file.url).toBe(first.data.file.url);
    const [row] = await t.database.db.select().from(attachment).where(eq(attachment.id, second.data.file.id));
    expect(row?.quote).toBeGreaterThanOrEqual(2);
    expect(row?.quote).toBe(2);
  });

  test("a topic puts the file in its own folder", async () => {
    const form = new FormData();
    form.append("file", new File([png], "t.png", { type: "image/png" }));
    const body = await envelopeOf(await t.request("/admin/ajax/upload?topic=avatar", { method: "POST", body: form, headers: { batoken: token } }));
    expect(body.data.file.url).toStartWith("/storage/avatar/");
  });

  test("a text file named .png is not an image", async () => {
    const body = await upload(new File(["<?php echo 1; ?>"], "shell.png", { type: "image/png" }));
    expect(body).toMatchObject({ code: 0, msg: "The uploaded image file is not a valid image" });
  });

  test("types outside the allowed list are refused with the spec's message", async () => {
    expect((await upload(new File(["x"], "notes.exe"))).msg).toBe("The type of uploaded file is not allowed!");
    expect((await upload(new File(["x"], "no-suffix"))).msg).toBe("The type of uploaded file is not allowed!");
  });

  test("scripts are never stored, even when every type is allowed", async () => {
    const app = await createTestApp();
    try {
      await app.database.db.update(config).set({ value: "*" }).where(eq(config.name, "upload_allowed_suffixes"));
      const admin = await sessionFor(app, "admin", 1);
      for (const name of ["page.html", "icon.svg", "run.php", "x.js"]) {
        const form = new FormData();
        form.append("file", new File(["<script>alert(1)</script>"], name));
        const body = await envelopeOf(await app.request("/admin/ajax/upload", { method: "POST", body: form, headers: { batoken: admin, "think-lang": "en" } }));
        expect(body.msg, name).toBe("The type of uploaded file is not allowed!");
      }
      const form = new FormData();
      form.append("file", new File(["plain text"], "readme.md"));
      expect((await envelopeOf(await app.request("/admin/ajax/upload", { method: "POST", body: form, headers: { batoken: admin } }))).code).toBe(1);
    } finally {
      app.close();
    }
  });

  test("a file over the configured size is refused", async () => {
    const app = await createTestApp();
    try {
      await app.database.db.update(config).set({ value: "1kb" }).where(eq(config.name, "upload_max_size"));
      const admin = await sessionFor(app, "admin", 1);
      const form = new FormData();
      form.append("file", new File([new Uint8Array(2048)], "big.zip"));
      const body = await envelopeOf(await app.request("/admin/ajax/upload", { method: "POST", body: form, headers: { batoken: admin, "think-lang": "en" } }));
      expect(body.msg).toBe("The size of the uploaded file exceeds the allowed range!");
    } finally {
      app.close();
    }
  });

  test("an empty file is incomplete, and no file at all is named", async () => {
    expect((await upload(new File([], "empty.png"))).msg).toBe("The data of the uploaded file is incomplete!");
    const body = await envelopeOf(await t.request("/admin/ajax/upload", { method: "POST", body: new FormData(), headers: { batoken: token, "think-lang": "en" } }));
    expect(body.msg).toBe('No file was uploaded; send it in the field "file"');
  });

  test("uploading needs an admin login", async () => {
    expect((await upload(new File([png], "a.png"), { server: "1" })).code).toBe(303);
  });
});

describe("member upload", () => {
  test("a logged-in member uploads to the member topic; visitors cannot", async () => {
    const member = await createMember(t);
    const memberToken = await sessionFor(t, "user", member.id);
    const body = await upload(new File([png], "me.png", { type: "image/png" }), { "ba-user-token": memberToken }, "/api/ajax/upload");
    expect(body.code, body.msg).toBe(1);
    expect(body.data.file.url).toStartWith("/storage/member/");
    const [row] = await t.database.db.select().from(attachment).where(eq(attachment.id, body.data.file.id));
    expect(row).toMatchObject({ user_id: member.id, admin_id: 0 });
    expect((await upload(new File([png], "me.png"), {}, "/api/ajax/upload")).code).toBe(303);
  });
});

test("the stored file exists where the record says", async () => {
  // Uploads of its own (an admin's and a member's), so the check never runs over nothing.
  const mine = await upload(new File([png], "where.png", { type: "image/png" }));
  const member = await createMember(t);
  const theirs = await upload(new File([new Uint8Array([...png, 0])], "theirs.png", { type: "image/png" }), { "ba-user-token": await sessionFor(t, "user", member.id) }, "/api/ajax/upload");
  expect([mine.code, theirs.code]).toEqual([1, 1]);
  const rows = await t.database.db.select().from(attachment);
  expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([mine.data.file.id, theirs.data.file.id]));
  for (const row of rows) expect(existsSync(join(t.config.storageDir, row.url.replace("/storage/", ""))), row.url).toBe(true);
});
