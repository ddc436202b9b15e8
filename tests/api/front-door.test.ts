// The server's fetch is the kernel's front door (kernel/serve.ts): what the kernel decides itself
// (refusals, pages, direct GET routes) is answered without Elysia, and every other call is
// handed to the app. Every API test goes through it in-process (support/test-app.ts); these
// go through a real socket, where the peer address and the server's life cycle are real too.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { admin } from "@db/schema";
import { serve } from "@server/kernel/serve";
import { adminLogin } from "./support/identity";
import { envelopeOf, TEST_ADMIN_PASSWORD, useTestApp } from "./support/test-app";

const t = useTestApp({ CORS_ORIGINS: "https://console.example" });
let base = "";
let server: ReturnType<typeof serve> | undefined;

beforeAll(() => {
  server = serve(t.app, { port: 0, hostname: "127.0.0.1" });
  base = `http://127.0.0.1:${server.port}`;
});
// Stopped by the last test; after a failure, here (the app itself is closed by then).
afterAll(() => server?.stop(true));

const LIST = "/admin/enterprise.Category/index?isTree=false&limit=50&order=id,asc";

describe("on the wire", () => {
  test("a direct list answers as it does in-process, with its request id and CORS headers", async () => {
    const { token } = await adminLogin(t);
    const headers = { server: "1", batoken: token, origin: "https://console.example" };
    const wire = await fetch(`${base}${LIST}`, { headers });
    expect(wire.status).toBe(200);
    expect(wire.headers.get("x-request-id")).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
    expect(wire.headers.get("access-control-allow-origin")).toBe("https://console.example");
    const local = await envelopeOf(await t.request(LIST, { headers }));
    expect((await envelopeOf(wire)).data).toEqual(local.data);
  });

  test("a call handed to the app (a login) records the caller's real address", async () => {
    const res = await fetch(`${base}/admin/index/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://console.example" },
      body: JSON.stringify({ username: "admin", password: TEST_ADMIN_PASSWORD, keep: false }),
    });
    expect((await envelopeOf(res)).code).toBe(1);
    expect(res.headers.get("x-request-id")).toBeTruthy();
    expect(res.headers.get("access-control-allow-origin")).toBe("https://console.example");
    const [row] = await t.database.db.select({ ip: admin.last_login_ip }).from(admin).where(eq(admin.username, "admin"));
    expect(row?.ip).toBe("127.0.0.1");
  });

  test("a refusal the kernel gives itself (a POST to a page address) is an envelope in the caller's language", async () => {
    const res = await fetch(`${base}/no-such-page`, { method: "POST", headers: { "think-lang": "en" } });
    expect(res.status).toBe(404);
    expect(res.headers.get("x-request-id")).toBeTruthy();
    const body = await envelopeOf(res);
    expect(body.code).toBe(0);
    expect(body.msg).toContain("/no-such-page");
  });

  test("stopping the app closes the socket", async () => {
    const { token } = await adminLogin(t);
    expect((await fetch(`${base}${LIST}`, { headers: { server: "1", batoken: token } })).status).toBe(200);
    await t.app.stop();
    expect(t.app.server).toBeNull();
    await expect(fetch(`${base}${LIST}`, { headers: { server: "1", batoken: token } })).rejects.toThrow();
  });
});
