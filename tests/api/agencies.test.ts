// Travel agency details and the agency dashboard: licence numbers L-HAN-00231 / L-HAN-CJ00012,
// the outbound scope only with a CJ licence, a branch names its head office, a guarantee says
// when it ends; each agency counts its licensed guides. Every bar of the dashboard opens a list
// whose total is the bar's value (contracts, travellers and complaints per 1,000 travellers over the last
// 12 months too), and a city supervisor's dashboard counts their city only.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { admin, complaint, enterprise, guide, tourContract, travelAgency } from "@db/schema";
import { patterns } from "@shared/validate";
import { caller, seededRoleAdmin } from "./support/enterprise";
import { createTestApp, type TestApp } from "./support/test-app";

/** 2026-11-16 10:00 in Shanghai. */
const now = Date.UTC(2026, 10, 16, 2) / 1000;

let t: TestApp;
let province: ReturnType<typeof caller>;
let sanya: ReturnType<typeof caller>;
let agencyAccount: ReturnType<typeof caller>;
const ids = { sanya: 0, haikou: 0, qionghai: 0, hotel: 0 };

const details = (enterpriseId: number, overrides: Record<string, unknown> = {}) => ({
  enterprise_id: enterpriseId,
  license_no: "L-HAN-00231",
  license_issue_date: "2019-04-01",
  scopes: ["DOMESTIC", "INBOUND"],
  office_type: "HEAD",
  deposit_amount: "200000.00",
  deposit_form: "CASH",
  deposit_bank: "中国银行三亚分行",
  registered_capital: "300000.00",
  online: "0",
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({}, { clock: { now: () => now } });
  const db = t.database.db;
  const rows = await db
    .insert(enterprise)
    .values([
      { category_id: 11000, name: "三亚鹿城假期旅行社有限公司", region_code: 460203, audit_status: "APPROVED", credit_level: "GOOD", license_expire_date: "2027-01-10" },
      { category_id: 11000, name: "海南椰风国际旅行社有限公司", region_code: 460106, audit_status: "APPROVED", credit_level: "NORMAL", license_expire_date: "2026-10-01" },
      { category_id: 11000, name: "琼海博鳌之旅旅行社有限公司", region_code: 469002, audit_status: "APPROVED", credit_level: "MINOR", license_expire_date: "2030-01-01" },
      { category_id: 13000, name: "三亚湾椰林度假酒店", region_code: 460203, audit_status: "APPROVED" },
    ])
    .returning({ id: enterprise.id });
  [ids.sanya, ids.haikou, ids.qionghai, ids.hotel] = rows.map((r) => r.id) as [number, number, number, number];
  province = caller(t, (await seededRoleAdmin(t, 2)).token);
  const bound = await seededRoleAdmin(t, 2);
  await db.update(admin).set({ region_code: 460200 }).where(eq(admin.id, bound.id));
  t.app.services.adminAccess.invalidate(bound.id);
  sanya = caller(t, bound.token);
  agencyAccount = caller(t, (await seededRoleAdmin(t, 4, ids.sanya)).token);
  await db.insert(guide).values([
    { name: "吉小梅", card_no: "D-4602-000001", agency_id: ids.sanya, region_code: 460203, card_status: "VALID", card_expire_date: "2028-01-01" },
    { name: "符海燕", card_no: "D-4602-000002", agency_id: ids.sanya, region_code: 460203, card_status: "EXPIRING", card_expire_date: "2027-01-01" },
    { name: "王明辉", card_no: "D-4602-000003", agency_id: ids.sanya, region_code: 460203, card_status: "SUSPENDED", card_expire_date: "2028-01-01" },
    { name: "陈志强", card_no: "D-4601-000001", agency_id: ids.haikou, region_code: 460106, card_status: "VALID", card_expire_date: "2028-01-01" },
  ]);
});
afterAll(() => t.close());

describe("agency details", () => {
  test("licence numbers: L-HAN-00231, outbound L-HAN-CJ00012", () => {
    for (const good of ["L-HAN-00231", "L-HAN-CJ00012", "L-BJ-CJ00144"]) expect(patterns.agencyLicence.test(good), good).toBe(true);
    for (const bad of ["L-HAN-0231", "L-HAN-CK00012", "HAN-00231", "L-han-00231", "L-HAN-CJ0012"]) expect(patterns.agencyLicence.test(bad), bad).toBe(false);
  });

  test("the outbound scope needs a CJ licence; the details belong to a travel agency", async () => {
    const outbound = await province.post("agency.Agency/add", details(ids.sanya, { scopes: ["DOMESTIC", "OUTBOUND"] }));
    expect(outbound.data.fields.scopes).toBe("Outbound tours need a licence numbered L-…-CJ…");
    expect((await province.post("agency.Agency/add", details(ids.hotel, { license_no: "L-HAN-00777" }))).data.fields.enterprise_id).toBe("Choose a travel agency");
    const sanyaAdded = await province.post("agency.Agency/add", details(ids.sanya));
    expect(sanyaAdded.code, sanyaAdded.msg).toBe(1);
    const cj = await province.post("agency.Agency/add", details(ids.haikou, { license_no: "L-HAN-CJ00012", scopes: ["DOMESTIC", "INBOUND", "OUTBOUND"], deposit_amount: "1400000.00", deposit_form: "BANK_GUARANTEE" }));
    expect(cj.data.fields.deposit_expire_date).toBe("Required");
    const haikouAdded = await province.post("agency.Agency/add", details(ids.haikou, { license_no: "L-HAN-CJ00012", scopes: ["DOMESTIC", "INBOUND", "OUTBOUND"], deposit_amount: "1400000.00", deposit_form: "BANK_GUARANTEE", deposit_expire_date: "2026-12-31", license_issue_date: "2026-11-03", online: "1" }));
    expect(haikouAdded.code, haikouAdded.msg).toBe(1);
    const branch = await province.post("agency.Agency/add", details(ids.qionghai, { license_no: "L-HAN-00415", office_type: "BRANCH" }));
    expect(branch.data.fields.parent_id).toBe("Required");
    expect((await province.post("agency.Agency/add", details(ids.qionghai, { license_no: "L-HAN-00415", office_type: "BRANCH", parent_id: ids.haikou, cancel_date: "2026-11-10" }))).code).toBe(1);
  });

  test("each agency counts its guides with a card they may work with; an agency sees its own details only", async () => {
    const list = await province.get("agency.Agency/index?limit=50");
    const count = (id: number) => list.data.list.find((r: { enterprise_id: number }) => r.enterprise_id === id)?.guide_count;
    expect([count(ids.sanya), count(ids.haikou), count(ids.qionghai)]).toEqual([2, 1, 0]);
    const own = await agencyAccount.get("agency.Agency/index");
    expect(own.data.list.map((r: { enterprise_id: number }) => r.enterprise_id)).toEqual([ids.sanya]);
  });
});

describe("the agency dashboard", () => {
  type Bar = { key: string; value: number; link: string };

  /** The total of the list a bar opens, as the same caller. */
  async function totalBehind(who: ReturnType<typeof caller>, link: string): Promise<number> {
    const [path, query] = link.split("?");
    const key = { "agency/agency": "agency.Agency", "enterprise/enterprise": "enterprise.Enterprise", "guide/guide": "guide.Guide", "contract/contract": "contract.Contract", "complaint/complaint": "complaint.Complaint" }[path ?? ""];
    expect(key, path).toBeDefined();
    const list = await who.get(`${key}/index?${query}&limit=1`);
    expect(list.code, `${link}: ${list.msg}`).toBe(1);
    return list.data.total;
  }

  test("every bar opens the list behind it: the list's total is the bar's value", async () => {
    const board = await province.get("agency.Agency/dashboard");
    expect(board.code, board.msg).toBe(1);
    const panels = board.data.panels as Record<string, Bar[]>;
    expect(Object.keys(panels).sort()).toEqual(["city", "complaintRate", "contracts", "credit", "expiry", "guides", "month", "scope", "tourists"]);
    for (const [name, bars] of Object.entries(panels)) {
      if (["complaintRate", "tourists"].includes(name)) continue; // their bars count travellers: the next test
      for (const bar of bars) expect(await totalBehind(province, bar.link), `${bar.key} ${bar.link}`).toBe(bar.value);
    }
    const value = (panel: string, key: string) => panels[panel]?.find((b) => b.key === key)?.value;
    expect([value("scope", "DOMESTIC"), value("scope", "OUTBOUND")]).toEqual([2, 1]);
    expect([value("month", "new"), value("month", "cancelled")]).toEqual([1, 1]);
    expect([value("city", "460200"), value("city", "460100"), value("city", "469002")]).toEqual([1, 1, 1]);
    expect([value("credit", "GOOD"), value("credit", "MINOR")]).toEqual([1, 1]);
    expect([value("expiry", "licenceExpired"), value("expiry", "licenceExpiring"), value("expiry", "depositExpiring")]).toEqual([1, 1, 1]);
    expect(panels.guides?.map((b) => [b.key, b.value])).toEqual([
      [String(ids.sanya), 2],
      [String(ids.haikou), 1],
    ]);
    expect(board.data.total).toBe(2);
  });

  test("a Sanya supervisor's dashboard counts Sanya only; agencies and operators without the page are refused", async () => {
    const board = await sanya.get("agency.Agency/dashboard");
    const panels = board.data.panels as Record<string, Bar[]>;
    expect(panels.city?.map((b) => b.key)).toEqual(["460200"]);
    expect(panels.guides?.map((b) => b.key)).toEqual([String(ids.sanya)]);
    expect(panels.scope?.find((b) => b.key === "OUTBOUND")?.value).toBe(0);
    for (const bars of Object.values(panels)) for (const bar of bars) expect(await totalBehind(sanya, bar.link), bar.link).toBe(bar.value);
    expect((await agencyAccount.get("agency.Agency/dashboard")).code).toBe(401);
  });

  test("contracts, travellers and complaints per 1,000 travellers count the last 12 months, and open what they count", async () => {
    const db = t.database.db;
    const day = 86_400;
    let sequence = 0;
    const contract = (agency: number, region: number, signedDaysAgo: number, travellers: number, status: "SIGNED" | "COMPLETED" | "VOID" | "CANCELLED_BY_TOURIST" = "COMPLETED") => ({
      contract_no: `HT20261116${String(++sequence).padStart(4, "0")}`,
      check_code: `C${sequence}`,
      template_id: 1,
      agency_id: agency,
      region_code: region,
      route_name: "海口-文昌-琼海-三亚 5天4晚",
      depart_at: now - signedDaysAgo * day + 7 * day,
      return_at: now - signedDaysAgo * day + 11 * day,
      adult_count: travellers - 1,
      child_count: 1,
      status,
      signed_time: status === "VOID" ? null : now - signedDaysAgo * day,
    });
    await db.insert(tourContract).values([
      contract(ids.sanya, 460203, 10, 20),
      contract(ids.sanya, 460203, 100, 20),
      contract(ids.sanya, 460203, 300, 20, "SIGNED"),
      contract(ids.sanya, 460203, 400, 30), // signed before the 12 months
      contract(ids.sanya, 460203, 20, 15, "CANCELLED_BY_TOURIST"), // undone before the trip
      contract(ids.haikou, 460106, 5, 10),
      contract(ids.haikou, 460106, 6, 12, "VOID"),
    ]);
    const against = (agency: number, region: number, receivedDaysAgo: number, status: string, type = "COMPLAINT") => ({
      complaint_no: `TS20261116${String(++sequence).padStart(4, "0")}`,
      type,
      complainant_name: "李娜",
      respondent_type: "ENTERPRISE",
      respondent_id: agency,
      respondent_name: "旅行社",
      region_code: region,
      description: "行程中被安排额外购物点。",
      received_time: now - receivedDaysAgo * day,
      status,
    });
    await db.insert(complaint).values([
      against(ids.sanya, 460203, 30, "CLOSED"),
      against(ids.sanya, 460203, 3, "ACCEPTED"),
      against(ids.sanya, 460203, 4, "REFUSED"), // refused: not held against it
      against(ids.sanya, 460203, 5, "RECEIVED", "OPINION"), // an opinion, not a complaint
      against(ids.sanya, 460203, 380, "CLOSED"), // before the 12 months
      against(ids.haikou, 460106, 2, "ACCEPTED"),
    ]);

    const board = await province.get("agency.Agency/dashboard");
    expect(board.code, board.msg).toBe(1);
    expect(board.data.window_start).toBe("2025-11-17");
    const panels = board.data.panels as Record<string, (Bar & { complaints?: number; tourists?: number })[]>;
    const pairs = (name: string) => panels[name]?.map((b) => [b.key, b.value]);
    expect(pairs("contracts")).toEqual([
      [String(ids.sanya), 3],
      [String(ids.haikou), 1],
    ]);
    expect(pairs("tourists")).toEqual([
      [String(ids.sanya), 60],
      [String(ids.haikou), 10],
    ]);
    // Haikou has 10 travellers, under the 50 a rate needs: only Sanya is rated, 2 / 60 x 1,000.
    expect(board.data.rate_min_tourists).toBe(50);
    expect(panels.complaintRate?.map((b) => [b.key, b.value, b.complaints, b.tourists])).toEqual([[String(ids.sanya), 33.3, 2, 60]]);

    for (const bar of panels.contracts ?? []) expect(await totalBehind(province, bar.link), bar.link).toBe(bar.value);
    for (const bar of panels.complaintRate ?? []) expect(await totalBehind(province, bar.link), bar.link).toBe(bar.complaints ?? -1);
    for (const bar of panels.tourists ?? []) {
      const [path, query] = bar.link.split("?");
      expect(path).toBe("contract/contract");
      const list = await province.get(`contract.Contract/index?${query}&limit=50`);
      const rows = list.data.list as { adult_count: number; child_count: number }[];
      expect(rows.reduce((sum, r) => sum + r.adult_count + r.child_count, 0), bar.link).toBe(bar.value);
    }

    // The Sanya supervisor sees Sanya's contracts and complaints only.
    const own = await sanya.get("agency.Agency/dashboard");
    expect(own.data.panels.contracts.map((b: Bar) => b.key)).toEqual([String(ids.sanya)]);
    expect(own.data.panels.tourists.map((b: Bar) => b.value)).toEqual([60]);
    const [row] = await db.select().from(travelAgency).where(eq(travelAgency.enterprise_id, ids.haikou));
    expect(row?.deposit_amount).toBe(140_000_000);
  });
});
