// The shared validator: the rules of spec §5, identity numbers, coercion and messages.
import { describe, expect, test } from "bun:test";
import { rule, validate } from "@shared/validate";
import { creditCodeCheckChar, creditCodeFrom, isResidentIdNumber, isUnifiedSocialCreditCode, organisationCodeCheckChar } from "@shared/validate/patterns";

const account = { username: rule.string({ required: true, pattern: "account" }) };
const password = { password: rule.string({ required: true, pattern: "password", raw: true }) };

describe("spec §5 account rule: 3 to 15 characters, starting with a letter, letters digits underscore", () => {
  for (const ok of ["abc", "a_1", "Admin2026", "a12345678901234"]) {
    test(`accepts ${ok}`, () => expect(validate(account, { username: ok }).ok).toBe(true));
  }
  for (const bad of ["ab", "1abc", "_abc", "a-b-c", "a123456789012345", "张三丰", "a b c"]) {
    test(`refuses ${bad}`, () => {
      const r = validate(account, { username: bad });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.errors.username?.key).toBe("accountRule");
    });
  }
});

describe("spec §5 password rule: 6 to 32 characters without & < > \" '", () => {
  for (const ok of ["123456", "pa ss word", "x".repeat(32), "中文密码abc"]) {
    test(`accepts ${JSON.stringify(ok)}`, () => expect(validate(password, { password: ok }).ok).toBe(true));
  }
  for (const bad of ["12345", "x".repeat(33), "abc&def", "abc<def", "abc>def", 'abc"def', "abc'def", "abc\ndef"]) {
    test(`refuses ${JSON.stringify(bad)}`, () => expect(validate(password, { password: bad }).ok).toBe(false));
  }
});

describe("required and coercion", () => {
  const rules = {
    name: rule.string({ required: true, max: 5 }),
    count: rule.integer({ min: 1, max: 10 }),
    price: rule.number(),
    enabled: rule.boolean(),
    kind: rule.string({ in: ["a", "b"] }),
    tags: rule.array({ items: rule.string({ max: 3 }), max: 2 }),
  };

  test("missing, empty and blank required values read 'Required'", () => {
    for (const value of [undefined, null, "", "   "]) {
      const r = validate(rules, { name: value });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.errors.name).toEqual({ key: "required" });
    }
  });

  test("strings are trimmed, numbers and booleans coerced from form and query text", () => {
    const r = validate(rules, { name: " ab ", count: "3", price: "9.5", enabled: "1", kind: "b", tags: ["x"] });
    expect(r).toEqual({ ok: true, value: { name: "ab", count: 3, price: 9.5, enabled: true, kind: "b", tags: ["x"] } });
  });

  test("each broken rule reports its own message key with parameters", () => {
    const r = validate(rules, { name: "abcdef", count: "2.5", price: "x", enabled: "maybe", kind: "c", tags: ["a", "b", "c"] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual({
      name: { key: "tooLong", params: { max: 5 } },
      count: { key: "mustBeInteger" },
      price: { key: "mustBeNumber" },
      enabled: { key: "mustBeBoolean" },
      kind: { key: "notAllowedValue" },
      tags: { key: "tooManyItems", params: { max: 2 } },
    });
  });

  test("strict mode refuses unknown fields; partial mode checks only what was sent", () => {
    const strict = validate(rules, { name: "a", hacker: 1 }, { strict: true });
    expect(!strict.ok && strict.errors.hacker).toEqual({ key: "unknownField" });
    const partial = validate(rules, { count: "4" }, { partial: true });
    expect(partial).toEqual({ ok: true, value: { count: 4 } });
  });

  test("lengths count characters, not bytes", () => {
    expect(validate({ s: rule.string({ max: 2 }) }, { s: "海南" }).ok).toBe(true);
  });
});

describe("identity numbers", () => {
  test("resident ID numbers need a valid birth date and check character", () => {
    expect(isResidentIdNumber("11010519491231002X")).toBe(true);
    expect(isResidentIdNumber("110105194912310021")).toBe(false);
    expect(isResidentIdNumber("110105194913310029")).toBe(false);
    expect(isResidentIdNumber("11010519491231002")).toBe(false);
  });

  test("unified social credit codes need the GB 32100 check character and a GB 11714 organisation code", () => {
    expect(isUnifiedSocialCreditCode("91350100M000100Y43")).toBe(true);
    expect(isUnifiedSocialCreditCode("91350100M000100Y44")).toBe(false);
    const body = "91460000MA5T00002";
    expect(organisationCodeCheckChar("MA5T0000")).toBe("2");
    expect(isUnifiedSocialCreditCode(body + creditCodeCheckChar(body))).toBe(true);
    // A right overall check character does not save a wrong organisation-code check character.
    const forged = "91460000MA5T00003";
    expect(isUnifiedSocialCreditCode(forged + creditCodeCheckChar(forged))).toBe(false);
    expect(isUnifiedSocialCreditCode(creditCodeFrom("92460200", "L0A9Q3C7"))).toBe(true);
    expect(isUnifiedSocialCreditCode("91460000IA5T000001")).toBe(false);
  });

  test("mobile numbers follow the mainland format", () => {
    const rules = { m: rule.string({ pattern: "mobile" }) };
    expect(validate(rules, { m: "13800138000" }).ok).toBe(true);
    expect(validate(rules, { m: "12800138000" }).ok).toBe(false);
    expect(validate(rules, { m: "1380013800" }).ok).toBe(false);
  });
});
