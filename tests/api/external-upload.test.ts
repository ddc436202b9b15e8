// External storage (spec §7): the whole browser flow against an S3-compatible receiver that
// checks the policy itself — signed params, direct post, callback — and every way a callback
// can lie: forged or altered policy, another uploader's policy, a key outside the prefix or with
// `..`, content that differs from the claim, an object never uploaded, an expired policy; plus
// the limits (forbidden type, size) and who may call.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { Resvg } from "@resvg/resvg-js";
import { attachment, config, userRule } from "@db/schema";
import type { UploadPolicy } from "@shared/contracts/upload";
import { externalCallbackBody, externalUploadForm, sha1Hex } from "@shared/upload-key";
import { policySignature } from "@server/upload/s3-signer";
import { createAccessTokens } from "@server/auth/access-token";
import { startS3Receiver, type S3Receiver } from "../support/s3-receiver";
import { createAdmin, createMember, sessionFor } from "./support/identity";
import { createTestApp, envelopeOf, type TestApp } from "./support/test-app";

let t: TestApp;
let s3: S3Receiver;
let superToken: string;
const png = new Uint8Array(new Resvg('<svg xmlns="http://www.w3.org/2000/svg" width="24" height="16"><rect width="24" height="16" fill="#f60"/></svg>').render().asPng());

async function setConfig(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await t.database.db.update(config).set({ value }).where(eq(config.name, name));
  await envelopeOf(await t.request("/admin/ajax/clearCache", { method: "POST", json: { type: "config" }, headers: { batoken: superToken } }));
}

beforeAll(async () => {
  t = await createTestApp();
  s3 = startS3Receiver();
  superToken = await sessionFor(t, "admin", 1);
  await setConfig({
    upload_mode: "s3",
    upload_url: s3.url,
    upload_s3_bucket: s3.bucket,
    upload_s3_region: s3.region,
    upload_s3_access_key: s3.accessKey,
    upload_s3_secret_key: s3.secretKey,
  });
});
afterAll(() => {
  s3.stop();
  t.close();
});

type Headers = Record<string, string>;
const admin = (token = superToken): Headers => ({ batoken: token, "think-lang": "en", server: "1" });

async function params(file: File, headers: Headers = admin(), area = "/admin", topic?: string) {
  return envelopeOf(
    await t.request(`${area}/Alioss/params${topic ? `?topic=${topic}` : ""}`, { method: "POST", json: { name: file.name, size: file.size, type: file.type }, headers }),
  );
}

async function callback(body: unknown, headers: Headers = admin(), area = "/admin") {
  return envelopeOf(await t.request(`${area}/Alioss/callback`, { method: "POST", json: body, headers }));
}

/** What the browser does: ask, post straight to the storage, call back. */
async function uploadExternally(file: File, headers: Headers = admin(), area = "/admin", topic?: string) {
  const issued = await params(file, headers, area, topic);
  expect(issued.code, issued.msg).toBe(1);
  const policy = issued.data as UploadPolicy;
  const sha1 = await sha1Hex(await file.arrayBuffer());
  const { key, form } = externalUploadForm(policy, file, sha1);
  const posted = await fetch(policy.url, { method: "POST", body: form });
  expect(posted.status, await posted.clone().text()).toBe(204);
  return { policy, key, sha1, answer: await callback(externalCallbackBody(policy, key, file, sha1), headers, area) };
}

describe("the whole flow", () => {
  test("an admin's image goes straight to the storage and is recorded after the server read it back", async () => {
    const file = new File([png], "海南 <b>椰林</b> 风光 photo.png", { type: "image/png" });
    const { policy, key, sha1, answer } = await uploadExternally(file);
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.msg).toBe("File uploaded successfully");
    expect(policy.url).toBe(s3.url);
    expect(policy.prefix).toMatch(/^storage\/default\/\d{8}\/$/);
    expect(key).toBe(`${policy.prefix}海南椰林风光photo${sha1}.png`);
    expect(s3.objects.get(key)?.meta["x-amz-meta-uploader"]).toBe("admin:1");
    expect(answer.data.file).toMatchObject({ name: "海南 椰林 风光 photo.png", size: png.length, type: "image/png", sha1, width: 24, height: 16, suffix: "png", topic: "default" });
    expect(answer.data.file.url).toBe(`${s3.url}/${key.split("/").map(encodeURIComponent).join("/")}`);
    const [row] = await t.database.db.select().from(attachment).where(eq(attachment.id, answer.data.file.id));
    expect(row).toMatchObject({ storage: "s3", admin_id: 1, user_id: 0, quote: 1 });
    expect(s3.events.some((e) => e.method === "GET" && e.key === key && e.status === 200)).toBe(true);
  });

  test("the same content again is the same attachment, counted", async () => {
    const content = [png, new Uint8Array([9, 9])];
    const first = await uploadExternally(new File(content, "again.png", { type: "image/png" }));
    const second = await uploadExternally(new File(content, "again-renamed.png", { type: "image/png" }));
    expect(second.answer.data.file.id).toBe(first.answer.data.file.id);
    const [row] = await t.database.db.select().from(attachment).where(eq(attachment.id, first.answer.data.file.id));
    expect(row?.quote).toBe(2);
  });

  test("a topic becomes part of the key prefix", async () => {
    const { policy, answer } = await uploadExternally(new File(["id,name\n1,海口\n"], "cities.csv", { type: "text/csv" }), admin(), "/admin", "editor");
    expect(policy.prefix).toStartWith("storage/editor/");
    expect(answer.data.file.topic).toBe("editor");
  });

  test("members upload through /api with their own policy", async () => {
    const member = await createMember(t);
    const headers = { "ba-user-token": await sessionFor(t, "user", member.id), "think-lang": "en" };
    const { answer, policy } = await uploadExternally(new File([png], "me.png", { type: "image/png" }), headers, "/api");
    expect(answer.code, answer.msg).toBe(1);
    expect(policy.prefix).toStartWith("storage/member/");
    const [row] = await t.database.db.select().from(attachment).where(eq(attachment.id, answer.data.file.id));
    expect(row).toMatchObject({ user_id: member.id, admin_id: 0, storage: "s3" });
  });

  test("the storage secret never reaches a client", async () => {
    const issued = await params(new File([png], "x.png", { type: "image/png" }));
    expect(JSON.stringify(issued)).not.toContain(s3.secretKey);
    const init = await envelopeOf(await t.request("/admin/index/index", { headers: admin() }));
    expect(JSON.stringify(init)).not.toContain(s3.secretKey);
    const settings = await envelopeOf(await t.request("/admin/routine.Config/index", { headers: admin() }));
    expect(JSON.stringify(settings)).not.toContain(s3.secretKey);
    const site = await envelopeOf(await t.request("/api/index/index", { headers: { server: "1" } }));
    expect(JSON.stringify(site)).not.toContain(s3.secretKey);
  });
});

describe("the storage enforces the policy", () => {
  test("a file over the size limit is refused by the storage; a key outside the prefix too", async () => {
    await setConfig({ upload_max_size: "1kb" });
    try {
      const small = new File([new Uint8Array(100)], "a.zip", { type: "application/zip" });
      const issued = (await params(small)).data as UploadPolicy;
      const big = new File([new Uint8Array(2048)], "a.zip", { type: "application/zip" });
      const { form } = externalUploadForm(issued, big, "0".repeat(40));
      expect((await fetch(issued.url, { method: "POST", body: form })).status).toBe(400);
      const outside = externalUploadForm({ ...issued, key: "elsewhere/{fileSha1}{.suffix}" }, small, "0".repeat(40));
      expect((await fetch(issued.url, { method: "POST", body: outside.form })).status).toBe(403);
    } finally {
      await setConfig({ upload_max_size: "10mb" });
    }
  });
});

describe("bad input", () => {
  test("params refuse forbidden types, oversize and incomplete files with the spec's messages", async () => {
    expect((await params(new File(["<?php ?>"], "shell.php", { type: "text/plain" }))).msg).toBe("The type of uploaded file is not allowed!");
    expect((await params(new File(["x"], "evil.svg", { type: "image/svg+xml" }))).msg).toBe("The type of uploaded file is not allowed!");
    const big = await envelopeOf(await t.request("/admin/Alioss/params", { method: "POST", json: { name: "big.zip", size: 50 * 1024 * 1024, type: "application/zip" }, headers: admin() }));
    expect(big.msg).toBe("The size of the uploaded file exceeds the allowed range!");
    const empty = await envelopeOf(await t.request("/admin/Alioss/params", { method: "POST", json: { name: "", size: 0 }, headers: admin() }));
    expect(empty.msg).toBe("The data of the uploaded file is incomplete!");
  });

  test("a policy altered by the client, or a made-up signature, is not ours", async () => {
    const file = new File([png], "alter.png", { type: "image/png" });
    const issued = (await params(file)).data as UploadPolicy;
    const sha1 = await sha1Hex(await file.arrayBuffer());
    const { key, form } = externalUploadForm(issued, file, sha1);
    await fetch(issued.url, { method: "POST", body: form });
    const honest = externalCallbackBody(issued, key, file, sha1);
    const decoded = JSON.parse(Buffer.from(issued.fields.policy ?? "", "base64").toString()) as { conditions: unknown[] };
    decoded.conditions = decoded.conditions.map((c) => (Array.isArray(c) && c[0] === "content-length-range" ? ["content-length-range", 1, 10 ** 12] : c));
    const widened = Buffer.from(JSON.stringify(decoded)).toString("base64");
    expect((await callback({ ...honest, policy: widened })).msg).toBe("The upload callback is not valid: its policy or signature was not issued by this server");
    expect((await callback({ ...honest, signature: "f".repeat(64) })).code).toBe(0);
    expect((await callback({ ...honest, signature: undefined })).code).toBe(0);
    expect((await callback({ url: key, name: file.name, size: file.size, type: file.type, sha1 })).code).toBe(0);
    expect((await callback(honest)).code).toBe(1);
  });

  test("another admin's policy cannot be used, nor another admin's object", async () => {
    const other = await createAdmin(t, { ruleNames: [] });
    const otherHeaders = admin(await sessionFor(t, "admin", other.id));
    const file = new File([png.slice(0, png.length - 1), new Uint8Array([7])], "theirs.png", { type: "image/png" });
    const issued = (await params(file, otherHeaders)).data as UploadPolicy;
    const sha1 = await sha1Hex(await file.arrayBuffer());
    const { key, form } = externalUploadForm(issued, file, sha1);
    await fetch(issued.url, { method: "POST", body: form });
    const body = externalCallbackBody(issued, key, file, sha1);
    expect((await callback(body)).msg).toBe("The upload callback is not valid: its policy or signature was not issued by this server");
    // With a policy of the caller's own, the other admin's object is still not theirs to claim.
    const mine = (await params(file)).data as UploadPolicy;
    expect((await callback({ ...body, policy: mine.fields.policy, signature: mine.fields["x-amz-signature"] })).msg).toBe("The stored file is not one this upload permission allowed");
    expect(s3.objects.has(key)).toBe(true);
  });

  test("keys outside the issued prefix, with `..`, or not fitting the template are refused", async () => {
    const file = new File([png], "keys.png", { type: "image/png" });
    const issued = (await params(file)).data as UploadPolicy;
    const sha1 = await sha1Hex(await file.arrayBuffer());
    const honest = externalCallbackBody(issued, `${issued.prefix}keys${sha1}.png`, file, sha1);
    const notIssued = "The stored file is not one this upload permission allowed";
    expect((await callback({ ...honest, url: `storage/other/20260101/keys${sha1}.png` })).msg).toBe(notIssued);
    expect((await callback({ ...honest, url: `${issued.prefix}../../../etc/keys${sha1}.png` })).msg).toBe(notIssued);
    expect((await callback({ ...honest, url: `${issued.prefix}..%2F..%2Fkeys${sha1}.png` })).msg).toBe(notIssued);
    expect((await callback({ ...honest, url: `${issued.prefix}other${sha1}.png` })).msg).toBe(notIssued);
    expect((await callback({ ...honest, url: `https://evil.example/${issued.prefix}keys${sha1}.png` })).msg).toBe(notIssued);
    expect((await callback({ ...honest, sha1: "not-a-sha1" })).code).toBe(0);
  });

  test("path traversal in the file name never reaches the key or the record", async () => {
    const file = new File([png], "../../../etc/passwd.png", { type: "image/png" });
    const { key, answer } = await uploadExternally(file);
    expect(key).not.toContain("..");
    expect(key.split("/").length).toBe(4);
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data.file.name).not.toContain("/");
  });

  test("content that differs from the claim is refused and removed from the storage", async () => {
    const file = new File([png], "claim.png", { type: "image/png" });
    const issued = (await params(file)).data as UploadPolicy;
    const realSha1 = await sha1Hex(await file.arrayBuffer());
    const fakeSha1 = "0123456789abcdef0123456789abcdef01234567";
    const { key, form } = externalUploadForm(issued, file, fakeSha1);
    expect((await fetch(issued.url, { method: "POST", body: form })).status).toBe(204);
    expect(realSha1).not.toBe(fakeSha1);
    const answer = await callback(externalCallbackBody(issued, key, file, fakeSha1));
    expect(answer.msg).toBe("The stored file does not match the upload (size or SHA-1 differ)");
    expect(s3.objects.has(key)).toBe(false);
  });

  test("a text file posted as an image is refused and removed", async () => {
    const file = new File(["<script>alert(1)</script>"], "fake.png", { type: "image/png" });
    const { key, answer } = await uploadExternally(file);
    expect(answer.msg).toBe("The uploaded image file is not a valid image");
    expect(s3.objects.has(key)).toBe(false);
  });

  test("a callback for a file that never reached the storage is refused", async () => {
    const file = new File([png, new Uint8Array([1, 2])], "never.png", { type: "image/png" });
    const issued = (await params(file)).data as UploadPolicy;
    const sha1 = await sha1Hex(await file.arrayBuffer());
    const answer = await callback(externalCallbackBody(issued, `${issued.prefix}never${sha1}.png`, file, sha1));
    expect(answer.msg).toBe("The uploaded file was not found in the storage");
  });

  test("an expired policy is refused, even with a valid signature", async () => {
    const file = new File([png], "late.png", { type: "image/png" });
    const issued = (await params(file)).data as UploadPolicy;
    const decoded = JSON.parse(Buffer.from(issued.fields.policy ?? "", "base64").toString()) as { expiration: string };
    decoded.expiration = new Date(Date.now() - 3600_000).toISOString();
    const old = Buffer.from(JSON.stringify(decoded)).toString("base64");
    const day = (issued.fields["x-amz-credential"] ?? "").split("/")[1] ?? "";
    const signature = policySignature({ accessKey: s3.accessKey, secretKey: s3.secretKey, region: s3.region }, day, old);
    const sha1 = await sha1Hex(await file.arrayBuffer());
    const answer = await callback({ ...externalCallbackBody(issued, `${issued.prefix}late${sha1}.png`, file, sha1), policy: old, signature });
    expect(answer.msg).toBe("The upload permission has expired; please upload the file again");
  });

  test("without the storage settings, or in local mode, the calls say why", async () => {
    await setConfig({ upload_s3_secret_key: "" });
    expect((await params(new File([png], "x.png", { type: "image/png" }))).msg).toStartWith("External storage is not fully configured");
    await setConfig({ upload_s3_secret_key: s3.secretKey, upload_save_name: "storage/{topic}/{nope}.png" });
    expect((await params(new File([png], "x.png", { type: "image/png" }))).msg).toStartWith("The external storage key template is not valid");
    await setConfig({ upload_save_name: "storage/{topic}/{year}{mon}{day}/{fileName}{fileSha1}{.suffix}", upload_mode: "local" });
    expect((await params(new File([png], "x.png", { type: "image/png" }))).msg).toBe("Uploads are stored on this server; send the file to ajax/upload");
    expect((await callback({})).msg).toBe("Uploads are stored on this server; send the file to ajax/upload");
    await setConfig({ upload_mode: "s3" });
  });
});

describe("who may call", () => {
  test("visitors get 303, members without the upload rule 401, an expired admin token 409", async () => {
    const file = new File([png], "x.png", { type: "image/png" });
    expect((await params(file, { "think-lang": "en" })).code).toBe(303);
    expect((await callback({}, { "think-lang": "en" })).code).toBe(303);
    expect((await params(file, { "think-lang": "en" }, "/api")).code).toBe(303);
    const member = await createMember(t);
    const memberToken = await sessionFor(t, "user", member.id);
    const [rule] = await t.database.db.select().from(userRule).where(eq(userRule.name, "ajax/upload"));
    const { userGroup } = await import("@db/schema");
    const [group] = await t.database.db.insert(userGroup).values({ name: "无上传", name_en: "No uploads", rules: "" }).returning();
    const { user } = await import("@db/schema");
    await t.database.db.update(user).set({ group_id: group?.id ?? 0 }).where(eq(user.id, member.id));
    expect(rule).toBeDefined();
    expect((await params(file, { "ba-user-token": memberToken }, "/api")).code).toBe(401);
    expect((await callback({}, { "ba-user-token": memberToken }, "/api")).code).toBe(401);
    const signer = createAccessTokens(t.config.jwtSecret);
    const read = await signer.read(superToken);
    if (read.state !== "valid") throw new Error("expected a valid token");
    const expired = await signer.sign("admin", 1, read.claims.sid, 60, Math.floor(Date.now() / 1000) - 3600);
    expect((await params(file, { batoken: expired })).code).toBe(409);
    expect((await callback({}, { batoken: expired })).code).toBe(409);
  });
});
