// What a real server process shows to anyone who connects or reads its output (issue 19,
// findings 1 and 7): a missing or malformed Host header never produces Bun's development page
// or a 5xx with a stack; ADMIN_PASSWORD is never printed; the database file is private (0600).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseReply, rawHttp, STACK_SIGNS, startServer, type ServerProcess } from "./support/server-process";

const dir = mkdtempSync(join(tmpdir(), "tsp-hard-"));
const PASSWORD = "Chosen-secret-77";
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer(dir, { ADMIN_PASSWORD: PASSWORD });
}, 40_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("requests with a broken Host header", () => {
  const requests: [string, string][] = [
    ["empty Host", "GET /api/health HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n"],
    ["Host with a space", "GET /api/health HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n"],
    ["Host with a space, admin call", "POST /admin/index/login HTTP/1.1\r\nHost: a b\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}"],
    ["Host with a space, a page", "GET /admin/login HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n"],
    ["Host with a bracket", "GET /api/index/index HTTP/1.1\r\nHost: [::1\r\nConnection: close\r\n\r\n"],
    ["Host with a path", "GET /api/health HTTP/1.1\r\nHost: x/y?z\r\nConnection: close\r\n\r\n"],
    ["Host with a NUL-like escape", "GET /api/health HTTP/1.1\r\nHost: %00\r\nConnection: close\r\n\r\n"],
    ["no Host at all (HTTP/1.0)", "GET /api/health HTTP/1.0\r\n\r\n"],
    ["two Host headers", "GET /api/health HTTP/1.1\r\nHost: a\r\nHost: b c\r\nConnection: close\r\n\r\n"],
    ["absolute-form target with a bad host", "GET http://[x/api/health HTTP/1.1\r\nHost: [x\r\nConnection: close\r\n\r\n"],
  ];
  for (const [name, raw] of requests) {
    test(`${name}: a plain answer below 500, no stack`, async () => {
      const reply = parseReply(await rawHttp(server.port, raw));
      expect(reply.status, reply.head).toBeGreaterThan(0);
      expect(reply.status, reply.head).toBeLessThan(500);
      expect(reply.body).not.toMatch(STACK_SIGNS);
    });
  }

  test("a request line Bun's parser cannot read is answered by Bun itself: no page, no stack", async () => {
    // The space ends the target, so "b/api/health" is read as the HTTP version (505).
    const reply = parseReply(await rawHttp(server.port, "GET http://a b/api/health HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n"));
    expect([400, 505]).toContain(reply.status);
    expect(reply.body).not.toMatch(STACK_SIGNS);
  });

  test("a Host that names no host gets the envelope with HTTP 400", async () => {
    const reply = parseReply(await rawHttp(server.port, "GET /api/health HTTP/1.1\r\nHost: a b\r\nthink-lang: en\r\nConnection: close\r\n\r\n"));
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body)).toMatchObject({ code: 0, msg: "Bad request: the Host header does not name a host." });
  });
});

describe("secrets", () => {
  test("a password chosen through ADMIN_PASSWORD is never printed", () => {
    expect(server.output()).toContain("Super admin   admin (password from ADMIN_PASSWORD)");
    expect(server.output()).not.toContain(PASSWORD);
  });

  test("the database file and its WAL are readable by the owner only", () => {
    for (const file of ["app.db", "app.db-wal", "app.db-shm"]) expect((statSync(join(dir, file)).mode & 0o777).toString(8)).toBe("600");
    expect((statSync(join(dir, "jwt-secret")).mode & 0o777).toString(8)).toBe("600");
  });
});
