// The generic features the market-entity modules brought to declarations and the console,
// tested on their own: preset list filters, fields shown by condition, area spans, the map
// rule, registration rules, and what the seeded roles are granted.
import { describe, expect, test } from "bun:test";
import { eq, inArray } from "drizzle-orm";
import { adminGroup, adminRule } from "@db/schema";
import { parsePreset } from "@/admin/headless/list-state";
import { isMapPoint } from "@/lib/map-point";
import { creditCodeCheckChar, creditCodeFrom, isUnifiedSocialCreditCode } from "@shared/validate/patterns";
import { validate } from "@shared/validate";
import { shownFor } from "@shared/module/field-kinds";
import enterpriseModule, { registrationRules } from "@modules/enterprise/Enterprise/module";
import { areaSpan } from "@shared/area-code";
import { useTestApp } from "./support/test-app";

describe("declaration helpers", () => {
  test("a preset from a menu rule: one value compares with eq, several with IN", () => {
    expect(parsePreset("category_id=11000&audit_status=APPROVED")).toEqual([
      { field: "category_id", operator: "eq", val: "11000" },
      { field: "audit_status", operator: "eq", val: "APPROVED" },
    ]);
    expect(parsePreset("category_id=24000,24066")).toEqual([{ field: "category_id", operator: "IN", val: ["24000", "24066"] }]);
    expect(parsePreset(undefined)).toEqual([]);
    expect(parsePreset("=x&y=")).toEqual([]);
  });

  test("category-specific fields show only for their categories", () => {
    const fields = enterpriseModule.fields;
    expect(shownFor(fields.capacity_daily, { category_id: 12000 })).toBe(true);
    expect(shownFor(fields.capacity_daily, { category_id: "11000" })).toBe(false);
    expect(shownFor(fields.outbound, { category_id: "11000" })).toBe(true);
    expect(shownFor(fields.name, {})).toBe(true);
  });

  test("a GB/T 2260 code spans its division", () => {
    expect(areaSpan(460000)).toBe(469999);
    expect(areaSpan(460200)).toBe(460299);
    expect(areaSpan(460203)).toBe(460203);
  });

  test("spec §5 map rule", () => {
    expect(isMapPoint({ lng: 109.5, lat: 18.25, zoom: 15 })).toBe(true);
    expect(isMapPoint({ lng: 181, lat: 0 })).toBe(false);
    expect(isMapPoint({ lng: 0, lat: 74.1 })).toBe(false);
    expect(isMapPoint({ lng: 0, lat: -74, zoom: 3 })).toBe(true);
    expect(isMapPoint({ lng: 0, lat: 0, zoom: 20 })).toBe(false);
  });

  test("GB 32100 check characters of real and made-up codes", () => {
    for (const code of ["91350100M000100Y43", "91110000600037341L", "911100001000079554"]) expect(isUnifiedSocialCreditCode(code)).toBe(true);
    expect(isUnifiedSocialCreditCode("91350100M000100Y44")).toBe(false);
    expect(isUnifiedSocialCreditCode("91350100M000100Y4")).toBe(false);
    expect(isUnifiedSocialCreditCode("9135010OM000100Y43")).toBe(false);
    expect(isUnifiedSocialCreditCode(creditCodeFrom("91460200", "MA5T0X8Q"))).toBe(true);
    const wrongOrgCheck = "91460200MA5T0X8Q3";
    expect(isUnifiedSocialCreditCode(wrongOrgCheck + creditCodeCheckChar(wrongOrgCheck))).toBe(false);
  });

  test("a draft needs the category and the name; a submission the whole application", () => {
    expect(validate(registrationRules("draft"), { category_id: 11000, name: "x" }).ok).toBe(true);
    const draft = validate(registrationRules("draft"), { name: "x" });
    expect(draft.ok ? [] : Object.keys(draft.errors)).toEqual(["category_id"]);
    const submit = validate(registrationRules("submit"), { category_id: 11000, name: "x" });
    expect(submit.ok ? [] : Object.keys(submit.errors)).toEqual(
      expect.arrayContaining(["uscc", "legal_person", "contact_name", "contact_phone", "region_code", "address", "business_license_image"]),
    );
  });
});

describe("seeded grants", () => {
  const t = useTestApp();

  const namesOf = async (groupId: number) => {
    const [group] = await t.database.db.select().from(adminGroup).where(eq(adminGroup.id, groupId));
    const ids = (group?.rules ?? "").split(",").filter(Boolean).map(Number);
    return new Set((await t.database.db.select({ name: adminRule.name }).from(adminRule).where(inArray(adminRule.id, ids.length ? ids : [0]))).map((r) => r.name));
  };

  test("enterprise accounts get their own enterprise, its staff and change requests, nothing of the audit", async () => {
    const names = await namesOf(4);
    for (const name of ["enterprise/mine", "enterprise/detail", "enterprise/enterprise/index", "enterprise/enterprise/detail", "enterprise/enterprise/change", "enterprise/staff", "enterprise/staff/add"]) expect(names.has(name), name).toBe(true);
    for (const name of ["enterprise/enterprise", "enterprise/enterprise/edit", "enterprise/enterprise/add", "enterprise/audit", "enterprise/audit/approve", "enterprise/list/11000"]) expect(names.has(name), name).toBe(false);
  });

  test("supervisors get the registry, the audit workbench and the 24 category lists", async () => {
    const names = await namesOf(2);
    for (const name of ["enterprise/enterprise", "enterprise/enterprise/edit", "enterprise/audit", "enterprise/audit/approve", "enterprise/audit/reject", "enterprise/category/index", "enterprise/tourism", "enterprise/culture"]) expect(names.has(name), name).toBe(true);
    expect([...names].filter((n) => n.startsWith("enterprise/list/")).length).toBe(24);
    expect(names.has("enterprise/mine")).toBe(false);
    expect(names.has("enterprise/category/add")).toBe(false);
  });

  test("association accounts see their association and manage its members", async () => {
    const names = await namesOf(5);
    for (const name of ["enterprise/association", "enterprise/association/index", "enterprise/associationMember", "enterprise/associationMember/add"]) expect(names.has(name), name).toBe(true);
    for (const name of ["enterprise/association/add", "enterprise/association/edit", "enterprise/enterprise"]) expect(names.has(name), name).toBe(false);
  });

  test("the registration page's route rules exist: detail pages are reachable by route only", async () => {
    const [detail] = await t.database.db.select().from(adminRule).where(eq(adminRule.name, "enterprise/detail"));
    expect(detail).toMatchObject({ type: "menu", extend: "add_rules_only", component: "enterprise/detail" });
    const [group] = await t.database.db.select().from(adminGroup).where(eq(adminGroup.id, 4));
    expect(group?.enterprise).toBe(true);
  });
});
