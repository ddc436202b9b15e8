// Malformed inputs for the fuzz suite, drawn from a seeded generator so a failure can be
// replayed (FUZZ_SEED): bad JSON, wrong types, huge and odd unicode strings, negative and huge
// paging, injection in search/order/quickSearch, traversal in names and topics, odd headers.

/** mulberry32: small, fast, good enough to spread requests; the same seed gives the same run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}

export type Random = ReturnType<typeof seededRandom>;

export const ODD_STRINGS = [
  "",
  " ",
  "\t\n",
  "0",
  "-1",
  "1e309",
  "NaN",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "2.0",
  "+8",
  " 4",
  "05",
  "0x10",
  "9007199254740993",
  "-9223372036854775809",
  "'; DROP TABLE admin; --",
  "' OR '1'='1",
  "%' OR 1=1 --",
  "\\",
  "%_%",
  "\" onmouseover=alert(1) x=\"",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%2e%2e%2f%2e%2e%2f",
  "....//....//",
  "/storage/../app.db",
  "file:///etc/passwd",
  "javascript:alert(1)",
  "海南🏝️\u200b\u202eabc\u0301",
  "\ud800",
  "\udfff\ud800",
  "\u0000nul",
  "a\u0000b",
  "${7*7}{{7*7}}",
  "admin'--",
  "id desc; select 1",
  "1) OR (1=1",
  "((((((((((",
  "\u3000\u00a0",
  "Ａｄｍｉｎ",
  "🀄".repeat(50),
];

export function oddString(random: Random): string {
  const roll = random.int(10);
  if (roll === 0) return "x".repeat(1000 + random.int(60_000));
  if (roll === 1) return "海".repeat(500 + random.int(5000));
  if (roll === 2) return Array.from({ length: 1 + random.int(40) }, () => String.fromCharCode(random.int(0xffff))).join("");
  return random.pick(ODD_STRINGS);
}

/** A value of any JSON type, often the wrong one. */
export function oddValue(random: Random, depth = 0): unknown {
  switch (random.int(depth > 2 ? 7 : 10)) {
    case 0:
      return oddString(random);
    case 1:
      return random.pick([0, -1, 1, 2 ** 31, -(2 ** 53), 2 ** 53 + 1, 1.5, 1e308, -0]);
    case 2:
      return random.pick([true, false, null]);
    case 3:
      return random.pick(["1", "0", "abc", "2026-13-45", "9999-99-99 99:99:99", "12.345", "-0.01", "1,2,3"]);
    case 4:
      return String(random.int(1000));
    case 5:
      return random.int(50) + 1;
    case 6:
      return "";
    case 7:
      return Array.from({ length: random.int(5) }, () => oddValue(random, depth + 1));
    case 8:
      return Object.fromEntries(Array.from({ length: random.int(4) }, () => [random.pick(["id", "a", "__proto__", "constructor", "0", ""]), oddValue(random, depth + 1)]));
    default:
      return random.pick([[1], {}, [[]], { id: 1 }, [null]]);
  }
}

/** A body for a write: the route's fields (when known) and others, with odd values. */
export function oddBody(random: Random, fields: string[]): Record<string, unknown> {
  const names = [...fields, "id", "ids", "pid", "targetId", "kind", "field", "topic", "type", "status", "password", "username", "name", "event", "template_code", "email", "mobile", "captcha", "tab", "refreshToken"];
  const body: Record<string, unknown> = {};
  for (let i = random.int(8); i >= 0; i--) body[random.pick(names)] = oddValue(random);
  if (random.chance(0.1)) body.__proto__ = { polluted: true };
  return body;
}

/** Raw bodies that are not valid JSON (sent as application/json). */
export const BAD_JSON = ["{", "[", '"', "{'a':1}", '{"a":}', "nul", "{\"a\":1}}", "\u0000", "[1,2", '{"id":1,"id":2', "﻿{}", "{\"a\":\"\\ud800\"}"];

/** A query string of list parameters gone wrong. */
export function oddQuery(random: Random, fields: string[]): string {
  const params = new URLSearchParams();
  const field = () => (random.chance(0.5) && fields.length ? random.pick(fields) : oddString(random).slice(0, 200));
  const operators = ["eq", "ne", "gt", "egt", "lt", "elt", "LIKE", "NOT LIKE", "IN", "NOT IN", "RANGE", "NOT RANGE", "NULL", "NOT NULL", "FIND_IN_SET", "OR 1=1", "", "like; drop", "range"];
  for (let i = random.int(6); i >= 0; i--) {
    switch (random.int(9)) {
      case 0:
        params.append("page", random.pick(["-1", "0", "1e9", "abc", "99999999999999999999", "1.5", ""]));
        break;
      case 1:
        params.append("limit", random.pick(["-5", "0", "100000", "abc", "1e3", "201"]));
        break;
      case 2:
        params.append("order", `${field()},${random.pick(["asc", "desc", "DESC;", "", "up"])}`);
        break;
      case 3:
        params.append("quickSearch", oddString(random).slice(0, 5000));
        break;
      case 4: {
        const index = random.pick(["0", "1", "-1", "999999", "a", ""]);
        params.append(`search[${index}][field]`, field());
        params.append(`search[${index}][operator]`, random.pick(operators));
        if (random.chance(0.5)) params.append(`search[${index}][val]`, oddString(random).slice(0, 2000));
        else for (let j = random.int(4); j >= 0; j--) params.append(`search[${index}][val][]`, oddString(random).slice(0, 200));
        if (random.chance(0.3)) params.append(`search[${index}][render]`, random.pick(["datetime", "tags", "x"]));
        break;
      }
      case 5:
        params.append(random.pick(["initValue", "initValue[]", "initKey", "initOperator"]), oddString(random).slice(0, 200));
        break;
      case 6:
        params.append(random.pick(["id", "ids[]", "ids", "kind", "names", "topic", "table", "clean", "code", "province", "city", "suffix", "background", "command", "uuid", "extend"]), oddString(random).slice(0, 500));
        break;
      case 7:
        params.append(random.pick(["select", "isTree", "server", "lang", "batoken"]), random.pick(["1", "0", "true", "x", ""]));
        break;
      default:
        params.append(oddString(random).slice(0, 50), oddString(random).slice(0, 50));
    }
  }
  return params.toString();
}

/** Headers a client may send wrong. */
export function oddHeaders(random: Random): Record<string, string> {
  const headers: Record<string, string> = {};
  if (random.chance(0.2)) headers["think-lang"] = random.pick(["xx", "", "en;q=abc", "zh-cn,en", "../../en"]);
  if (random.chance(0.2)) headers["accept-language"] = random.pick(["*", "en-US,en;q=0.9", "zz", ";;;,,,"]);
  if (random.chance(0.2)) headers["x-forwarded-for"] = random.pick(["1.2.3.4", "not-an-ip", "1.1.1.1, 2.2.2.2", "", "::1", "a".repeat(300)]);
  if (random.chance(0.1)) headers.cookie = random.pick(["think_lang=%zz", "a=b; think_lang=en", "=;;=", "x".repeat(4000)]);
  if (random.chance(0.1)) headers.origin = random.pick(["null", "http://evil.example", "javascript:alert(1)", "http://localhost"]);
  if (random.chance(0.02)) headers["content-length"] = random.pick(["-1", "abc", "99999999999999999999"]);
  return headers;
}

/** Tokens that are not ours: garbage, forged JWTs, an `alg: none` token. */
export function oddToken(random: Random): string {
  const none = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${Buffer.from(JSON.stringify({ sub: "1", sid: "x", kind: "admin" })).toString("base64url")}.`;
  return random.pick(["", "x", "Bearer abc", none, "a.b.c", "eyJ.eyJ.sig", oddString(random).slice(0, 300)]);
}
