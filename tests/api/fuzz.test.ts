// The fuzz suite (issue 19 part 5): at least 10,000 malformed requests spread over every route
// of the app — bad JSON, wrong types, huge and unicode strings, negative and huge paging,
// injection in search/order/quickSearch, traversal in names and topics, oversized bodies, odd
// headers and tokens, wrong methods — from every kind of caller. No answer may be a 5xx or show
// a stack; no refused write may leave a row behind (business row counts before and after each
// one), and the database passes its integrity and foreign-key checks before and after.
// Seeded: FUZZ_SEED=<n> replays a run; the seed is printed with every failure.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { seedDemo } from "@db/seed/demo";
import { DECLARED_MODULES as MODULES, findDeclared as findModule } from "@server/engine/catalog";
import { adminLogin, createMember, memberLogin, sessionFor } from "./support/identity";
import { caller, registrationForm, seededRoleAdmin } from "./support/enterprise";
import { BAD_JSON, oddBody, oddHeaders, oddQuery, oddString, oddToken, oddValue, seededRandom, type Random } from "./support/fuzz-inputs";
import { generateSample, SAMPLE_DESIGN } from "./support/generated";
import { insertSampleRow, relationTargets, sampleForm } from "./support/samples";
import { parseReply, rawHttp, STACK_SIGNS, startServer } from "./support/server-process";
import { createTestApp, NO_PEER, type TestApp } from "./support/test-app";

const SEED = Number(process.env.FUZZ_SEED ?? 19_2026);
const MIN_REQUESTS = 10_000;
/** Routes whose every call costs a password hash: a few calls each are enough. */
const EXPENSIVE = /\/(login|checkIn|logout|account\/changePassword|retrievePassword|changeBind|Registration\/account|verification)$/;
/** Bookkeeping that every call may write (logs, limits, sessions): not part of the row check. */
const BOOKKEEPING = new Set(["admin_log", "captcha", "rate_counter", "login_failure", "change_counter", "live_event", "login_session", "token", "verification_code", "sms_log", "known_device", "crud_log", "__drizzle_migrations", "sqlite_sequence"]);

let t: TestApp;
let random: Random;
let identities: { name: string; headers: Record<string, string> }[] = [];
const failures: string[] = [];
let requests = 0;
/** How the answers spread (printed): HTTP status and envelope code. */
const outcomes = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp({ MAX_BODY_MB: "1", TRUST_PROXY: "on", THROTTLE_GET_PER_MINUTE: "0", THROTTLE_ACCOUNT_GET_PER_MINUTE: "0" });
  await seedDemo(t.database.db, { dataDir: t.dir });
  const superToken = await sessionFor(t, "admin", 1);
  await generateSample(t, superToken);
  const supervisor = await seededRoleAdmin(t, 2);
  const operator = await seededRoleAdmin(t, 3);
  const added = await caller(t, supervisor.token).post("enterprise.Enterprise/add", { ...registrationForm(), status: "NORMAL", credit_level: "GOOD" });
  const enterprise = await seededRoleAdmin(t, 4, added.data.id);
  const unregistered = await seededRoleAdmin(t, 4);
  const member = await createMember(t);
  const memberToken = (await memberLogin(t, member.username, member.password)).token;
  // Rows the forms' remote fields point at, stored directly where the test database has none.
  const relations = await relationTargets(t, [...MODULES], (module, known, overrides) => insertSampleRow(t, module, known, overrides));
  for (const module of MODULES) {
    try {
      samples.set(module.key, await sampleForm(t, module, relations));
    } catch {
      // a module whose form needs rows the demo data lacks: odd bodies only
    }
  }
  identities = [
    { name: "anonymous", headers: {} },
    { name: "super", headers: { batoken: superToken } },
    { name: "super (logged in)", headers: { batoken: (await adminLogin(t)).token } },
    { name: "supervisor", headers: { batoken: supervisor.token } },
    { name: "operator", headers: { batoken: operator.token } },
    { name: "enterprise", headers: { batoken: enterprise.token } },
    { name: "unregistered enterprise", headers: { batoken: unregistered.token } },
    { name: "member", headers: { "ba-user-token": memberToken } },
  ];
}, 120_000);
afterAll(() => t.close());

async function rowCounts(): Promise<Record<string, number>> {
  // Tables come and go (the generator makes and drops them), so the list is read each time.
  const tables = ((await t.database.client.execute("SELECT name FROM sqlite_master WHERE type = 'table'")).rows as unknown as { name: string }[]).map((r) => String(r.name));
  const countSql = `SELECT ${tables
    .filter((name) => !BOOKKEEPING.has(name))
    .map((name) => `(SELECT count(*) FROM "${name}") AS "${name}"`)
    .join(", ")}`;
  const result = await t.database.client.execute(countSql);
  const row = result.rows[0] as unknown as Record<string, number>;
  return Object.fromEntries(result.columns.map((c) => [c, Number(row[c])]));
}

async function integrity(): Promise<string> {
  // Checked on a connection of its own: the file is what must be sound. (After full-text writes the
  // app's long-lived client connection reports a false "malformed inverted index" from
  // integrity_check under libsql 0.5, while a fresh connection and FTS5's own check find it sound.)
  const file = String((await t.database.client.execute("PRAGMA database_list")).rows[0]?.[2]);
  const fresh = createClient({ url: `file:${file}` });
  try {
    const check = await fresh.execute("PRAGMA integrity_check");
    const foreign = await fresh.execute("PRAGMA foreign_key_check");
    const fullText = await fresh.execute("INSERT INTO search_index(search_index) VALUES ('integrity-check')").then(
      () => "",
      (error: unknown) => ` / full-text index: ${String(error)}`,
    );
    return `${check.rows.map((r) => String(r[0])).join(";")} / ${foreign.rows.length} foreign-key problems${fullText}`;
  } finally {
    fresh.close();
  }
}

interface Route {
  method: string;
  path: string;
  fields: string[];
  /** A valid form of the route's module (add/edit), mutated field by field. */
  sample?: Record<string, unknown>;
}

/** Valid forms per module key, made once (tests/api/support/samples.ts). */
const samples = new Map<string, Record<string, unknown>>();

function routesOf(app: TestApp): Route[] {
  const seen = new Set<string>();
  const out: Route[] = [];
  for (const r of app.app.routes) {
    const key = `${r.method} ${r.path}`;
    if (seen.has(key) || r.method === "ALL") continue;
    seen.add(key);
    const controller = /^\/admin\/([\w.]+)\//.exec(r.path)?.[1];
    const module = controller ? findModule(controller) : undefined;
    out.push({ method: r.method, path: r.path, fields: module ? Object.keys(module.fields) : [], sample: module ? samples.get(module.key) : undefined });
  }
  return out;
}

/** Percent-encodes any string, lone surrogates included (as a browser would send U+FFFD). */
const encodeSegment = (text: string) => encodeURIComponent(text.toWellFormed()) || "x";

/** A concrete path for a route: parameters and wildcards filled, sometimes with something odd. */
function concretePath(route: Route): string {
  let path = route.path.replace(/:controller/, () => (random.chance(0.6) ? SAMPLE_DESIGN.key : encodeSegment(oddString(random).slice(0, 60))));
  path = path.replace(/\*/, () => random.pick(["..%2f..%2fapp.db", "default/20260101/x.png", "%00", "a/../../b", encodeSegment(oddString(random).slice(0, 80)), "....//x"]));
  return path.replace(/:(\w+)/g, () => encodeSegment(oddString(random).slice(0, 40)));
}

function describeRequest(method: string, url: string, who: string, body: unknown): string {
  const shown = typeof body === "string" ? body.slice(0, 120) : body instanceof FormData ? "[form]" : JSON.stringify(body)?.slice(0, 200);
  return `${method} ${url.slice(0, 200)} as ${who} body ${shown}`;
}

async function fire(route: Route): Promise<void> {
  // Half the calls come from a super admin, so they get past the gates into the code behind.
  const identity = random.chance(0.5) ? (identities[1] as (typeof identities)[number]) : random.pick(identities);
  // Logging out would end the shared logins: those routes get throwaway tokens only.
  const headers: Record<string, string> = route.path.endsWith("/logout")
    ? { batoken: oddToken(random), "ba-user-token": oddToken(random) }
    : { ...identity.headers };
  if (random.chance(0.1)) headers[random.chance(0.5) ? "batoken" : "ba-user-token"] = oddToken(random);
  if (random.chance(0.85)) headers.server = "1";
  Object.assign(headers, oddHeaders(random));

  let method = route.method;
  if (random.chance(0.05)) method = random.pick(["GET", "POST", "PUT", "DELETE", "PATCH"]);
  const query = random.chance(0.7) ? oddQuery(random, route.fields) : "";
  const url = `http://localhost${concretePath(route)}${query ? `?${query}` : ""}`;

  let body: BodyInit | undefined;
  let shownBody: unknown;
  if (method !== "GET" && method !== "HEAD") {
    const kind = random.int(10);
    if (kind === 0) {
      headers["content-type"] = "application/json";
      body = shownBody = random.pick(BAD_JSON);
    } else if (kind === 1) {
      const form = new FormData();
      const size = random.chance(0.1) ? 1024 * 1024 + 10 : random.int(3000);
      form.append(random.pick(["file", "x", "file[]"]), new File([new Uint8Array(size).fill(random.int(255))], random.pick(["a.png", "../../x.php", "a.svg", "海南.txt", "", "x.exe", "a.png.php"]), { type: random.pick(["image/png", "text/html", "application/x-msdownload", ""]) }));
      form.append(random.pick(["topic", "name", "id"]), oddString(random).slice(0, 200));
      body = form;
      shownBody = form;
    } else if (kind === 2) {
      headers["content-type"] = random.pick(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data", "application/json; charset=utf-99", "application/xml"]);
      body = shownBody = oddString(random).slice(0, 20_000);
    } else if (kind === 3 && random.chance(0.2)) {
      headers["content-type"] = "application/json";
      body = shownBody = JSON.stringify({ data: "x".repeat(1024 * 1024 + 100) });
    } else if (route.sample && random.chance(0.6)) {
      // Nearly valid: a form that would pass, with one to three fields gone wrong, so the call
      // gets past validation into the module's own rules.
      const form: Record<string, unknown> = { ...route.sample, id: random.chance(0.5) ? 1 + random.int(5) : oddValue(random) };
      for (let i = random.int(3); i >= 0; i--) form[random.pick(Object.keys(form))] = oddValue(random);
      headers["content-type"] = "application/json";
      shownBody = form;
      body = JSON.stringify(form);
    } else {
      headers["content-type"] = "application/json";
      shownBody = random.chance(0.1) ? oddValue(random) : oddBody(random, route.fields);
      body = JSON.stringify(shownBody);
    }
  }

  const write = method !== "GET" && method !== "HEAD" && method !== "OPTIONS";
  const before = write ? await rowCounts() : undefined;
  let request: Request;
  try {
    request = new Request(url, { method, headers, body });
  } catch {
    return; // a request no client could send (the runtime refuses to build it)
  }
  requests++;
  const label = describeRequest(method, url, identity.name, shownBody);
  const response = await t.app.frontDoor(request, NO_PEER);
  const type = response.headers.get("content-type") ?? "";
  let text = "";
  if (type.startsWith("text/event-stream")) {
    // Streams (terminal, live events) are read until they end or for a moment.
    const reader = response.body?.getReader();
    const deadline = Date.now() + 300;
    while (reader && Date.now() < deadline) {
      const next = await Promise.race([reader.read(), Bun.sleep(50).then(() => undefined)]);
      if (!next) continue;
      if (next.done) break;
      // Some streams hand out text chunks, others bytes.
      const chunk: unknown = next.value;
      text += typeof chunk === "string" ? chunk : new TextDecoder().decode(chunk as Uint8Array);
    }
    await reader?.cancel().catch(() => undefined);
  } else {
    text = await response.text();
  }
  if (response.status >= 500) failures.push(`HTTP ${response.status}: ${label} -> ${text.slice(0, 300)}`);
  if (STACK_SIGNS.test(text)) failures.push(`stack in the answer: ${label} -> ${text.slice(0, 300)}`);
  if (type.includes("application/json") && method !== "HEAD") {
    let envelope: { code?: unknown } | undefined;
    try {
      envelope = JSON.parse(text) as { code?: unknown };
    } catch {
      failures.push(`unreadable JSON: ${label} -> ${text.slice(0, 200)}`);
    }
    const outcome = `${response.status}/${String(envelope?.code)}`;
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    if (before && envelope && envelope.code !== 1) {
      const after = await rowCounts();
      const changed = [...new Set([...Object.keys(after), ...Object.keys(before)])].filter((table) => after[table] !== before[table]);
      if (changed.length) failures.push(`refused write left rows behind (${changed.join(", ")}): ${label} -> ${text.slice(0, 200)}`);
    }
  }
}

describe("fuzz", () => {
  test(`${MIN_REQUESTS}+ malformed requests over every route: no 5xx, no stack, no partial write (seed ${SEED})`, { timeout: 170_000 }, async () => {
    random = seededRandom(SEED);
    const started = performance.now();
    const integrityBefore = await integrity();
    expect(integrityBefore).toBe("ok / 0 foreign-key problems");
    const routes = routesOf(t);
    const cheap = routes.filter((r) => !EXPENSIVE.test(r.path));
    const expensive = routes.filter((r) => EXPENSIVE.test(r.path));
    const perRoute = Math.ceil(MIN_REQUESTS / cheap.length) + 2;
    const plan: Route[] = [];
    for (let round = 0; round < perRoute; round++) plan.push(...cheap);
    for (let round = 0; round < 6; round++) plan.push(...expensive);
    // Shuffled, so state one call leaves behind meets every other route.
    for (let i = plan.length - 1; i > 0; i--) {
      const j = random.int(i + 1);
      [plan[i], plan[j]] = [plan[j] as Route, plan[i] as Route];
    }
    for (const route of plan) await fire(route);
    const integrityAfter = await integrity();
    const seconds = (performance.now() - started) / 1000;
    console.log(`fuzz: ${requests} requests over ${routes.length} routes in ${seconds.toFixed(1)} s (seed ${SEED}); ${failures.length} failures`);
    console.log(`fuzz answers (HTTP/code): ${[...outcomes].sort((x, y) => y[1] - x[1]).map(([k, n]) => `${k} ${n}`).join(", ")}`);
    if (failures.length) console.log(`FUZZ_SEED=${SEED}\n${failures.slice(0, 40).join("\n")}`);
    expect(failures.slice(0, 40), `seed ${SEED}`).toEqual([]);
    expect(integrityAfter).toBe("ok / 0 foreign-key problems");
    expect(requests).toBeGreaterThanOrEqual(MIN_REQUESTS);
    expect(seconds).toBeLessThan(120);
  });
});

describe("fuzz over the wire", () => {
  test(`header tricks against a real server process: no 5xx, no stack (seed ${SEED})`, { timeout: 90_000 }, async () => {
    const wire = seededRandom(SEED + 1);
    const server = await startServer(join(t.dir, "wire"), { CAPTCHA: "off", ADMIN_PASSWORD: "Wire-pass-1", MAX_BODY_MB: "1" });
    const problems: string[] = [];
    try {
      const targets = ["/api/health", "/api/index/index", "/admin/index/login", "/admin/auth.Admin/index", "/admin/login", "/user/x", "/storage/..%2f..%2fapp.db", "/api/ajax/area", "/%00", "/api/%ff%fe", "//api//health", "/admin/.%2e/x", `/api/${"a".repeat(5000)}`];
      const hosts = ["", "a b", "[::1", "x/y?z", "%00", "localhost:99999", "localhost:-1", "ünïcode.example", "a".repeat(3000), "127.0.0.1", "[::1]:8080", "evil.example, good.example", "@evil"];
      for (let i = 0; i < 400; i++) {
        const method = wire.pick(["GET", "POST", "PUT", "DELETE", "HEAD", "OPTIONS", "PATCH", "TRACE", "PROPFIND"]);
        const lines = [`${method} ${wire.pick(targets)} HTTP/1.1`];
        if (wire.chance(0.9)) lines.push(`Host: ${wire.pick(hosts)}`);
        if (wire.chance(0.2)) lines.push(`Host: ${wire.pick(hosts)}`);
        if (wire.chance(0.5)) lines.push("server: 1");
        if (wire.chance(0.3)) lines.push(`batoken: ${wire.pick(["x", "a.b.c", "Bearer", "\u00ff"])}`);
        if (wire.chance(0.2)) lines.push(`X-Forwarded-For: ${wire.pick(["1.2.3.4", "junk", ""])}`);
        if (wire.chance(0.2)) lines.push(`Cookie: ${wire.pick(["think_lang=%zz", "a".repeat(6000), "=;="])}`);
        if (wire.chance(0.1)) lines.push(`X-Big: ${"b".repeat(wire.pick([100, 9000, 70_000]))}`);
        let body = "";
        const framing = wire.int(6);
        if (method !== "GET" && method !== "HEAD") {
          body = wire.pick(['{"username":"admin","password":"x"}', "{", "a=b", "\u0000", "x".repeat(2000)]);
          if (framing === 0) lines.push(`Content-Length: ${body.length}`, "Content-Type: application/json");
          if (framing === 1) lines.push(`Content-Length: ${body.length + 10}`, "Content-Type: application/json");
          if (framing === 2) lines.push("Content-Length: 5", "Content-Length: 7");
          if (framing === 3) {
            lines.push("Transfer-Encoding: chunked", "Content-Type: application/json");
            body = `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`;
          }
          if (framing === 4) lines.push("Transfer-Encoding: chunked", "Content-Length: 3");
          if (framing === 5) lines.push(`Content-Length: ${2 * 1024 * 1024}`);
        }
        lines.push("Connection: close");
        const raw = `${lines.join("\r\n")}\r\n\r\n${body}`;
        const reply = parseReply(await rawHttp(server.port, raw, 3000));
        if (reply.status >= 500) problems.push(`HTTP ${reply.status}: ${raw.slice(0, 200).replace(/\r\n/g, " | ")} -> ${reply.body.slice(0, 200)}`);
        if (STACK_SIGNS.test(reply.body)) problems.push(`stack: ${raw.slice(0, 200)} -> ${reply.body.slice(0, 200)}`);
      }
      const health = await fetch(`${server.base}/api/health`);
      expect(health.status).toBe(200);
    } finally {
      await server.stop();
    }
    if (problems.length) console.log(`FUZZ_SEED=${SEED}\n${problems.slice(0, 30).join("\n")}`);
    expect(problems.slice(0, 30), `seed ${SEED}`).toEqual([]);
  });
});
