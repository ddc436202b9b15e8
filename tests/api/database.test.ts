// The data layer on a real libSQL file: migrations, pragmas, case-insensitive names, and
// seeds that are safe to run again.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { migrateDatabase, MIGRATIONS_DIR, openDatabase, type DatabaseHandle } from "@db/client";
import { admin, adminGroup, adminGroupAccess, config, dictionary, user, userMoneyLog, userScoreLog } from "@db/schema";
import { seedDemo } from "@db/seed/demo";
import { ALERT_RULES } from "@modules/contract/alerts";
import { TRAVEL_ALERT_RULES } from "@modules/travel/alerts";
import { patterns } from "@shared/validate";
import { idNumberFacts, isUnifiedSocialCreditCode } from "@shared/validate/patterns";
import { isFreshDatabase, seedReference } from "@db/seed/reference";
import { CATALOG } from "@server/engine/catalog";
import { useTimeBudget } from "./support/budget";

useTimeBudget();

// Each test opens its own database in this folder, so none depends on another having run.
let dir: string;
const opened: DatabaseHandle[] = [];
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "tsp-db-"));
});
afterAll(() => {
  for (const handle of opened) handle.close();
  rmSync(dir, { recursive: true, force: true });
});

let files = 0;
async function freshDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase(`file:${join(dir, `db-${++files}`, "app.db")}`);
  opened.push(handle);
  await migrateDatabase(handle);
  return handle;
}

async function seededDatabase(options: { adminUsername?: string; adminPassword?: string } = {}): Promise<DatabaseHandle> {
  const handle = await freshDatabase();
  await seedReference(handle.db, { catalog: CATALOG, adminUsername: options.adminUsername ?? "admin", adminPassword: options.adminPassword });
  return handle;
}

const migrationCount = () => (JSON.parse(readFileSync(join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as { entries: unknown[] }).entries.length;

describe("database", () => {
  test("file databases run in WAL mode with foreign keys on", async () => {
    const handle = await freshDatabase();
    const mode = await handle.client.execute("PRAGMA journal_mode");
    expect(String(mode.rows[0]?.[0])).toBe("wal");
    const fk = await handle.client.execute("PRAGMA foreign_keys");
    expect(Number(fk.rows[0]?.[0])).toBe(1);
  });

  test("every system table exists after migration", async () => {
    const handle = await freshDatabase();
    const rows = await handle.client.execute("SELECT name FROM sqlite_master WHERE type = 'table'");
    const names = rows.rows.map((r) => String(r[0]));
    for (const table of [
      "admin", "admin_group", "admin_group_access", "admin_rule", "admin_log", "user", "user_group", "user_rule",
      "user_money_log", "user_score_log", "config", "attachment", "area", "captcha", "token",
      "security_data_recycle", "security_data_recycle_log", "security_sensitive_data", "security_sensitive_data_log",
      "crud_log", "dictionary", "dictionary_item",
    ]) {
      expect(names).toContain(table);
    }
  });

  test("migrating twice is harmless: every migration is recorded once, the schema and the rows stay", async () => {
    const handle = await freshDatabase();
    const applied = async () => Number((await handle.client.execute("SELECT count(*) FROM __drizzle_migrations")).rows[0]?.[0]);
    const schema = async () => (await handle.client.execute("SELECT type, name, sql FROM sqlite_master ORDER BY type, name")).rows.map((r) => `${r[0]} ${r[1]} ${r[2]}`);
    expect(await applied()).toBe(migrationCount());
    const before = await schema();
    await handle.db.insert(dictionary).values({ name: "kept", title: "Kept" });
    await migrateDatabase(handle);
    expect(await applied()).toBe(migrationCount());
    expect(await schema()).toEqual(before);
    expect((await handle.db.select().from(dictionary).where(eq(dictionary.name, "kept"))).map((r) => r.title)).toEqual(["Kept"]);
  });
});

describe("reference seed", () => {
  test("a new database is fresh until the first seed", async () => {
    const handle = await freshDatabase();
    expect(await isFreshDatabase(handle.db)).toBe(true);
    await seedReference(handle.db, { catalog: CATALOG, adminUsername: "admin" });
    expect(await isFreshDatabase(handle.db)).toBe(false);
  });

  test("creates the super admin with a generated password that verifies, once", async () => {
    const handle = await freshDatabase();
    const first = await seedReference(handle.db, { catalog: CATALOG, adminUsername: "admin" });
    expect(first.createdAdmin?.generated).toBe(true);
    const password = first.createdAdmin?.password ?? "";
    expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
    const [row] = await handle.db.select().from(admin).where(eq(admin.username, "admin"));
    expect(row?.password.startsWith("$argon2id$")).toBe(true);
    expect(await Bun.password.verify(password, row?.password ?? "")).toBe(true);
    const groups = await handle.db.select().from(adminGroupAccess).where(eq(adminGroupAccess.uid, row?.id ?? 0));
    const [group] = await handle.db.select().from(adminGroup).where(eq(adminGroup.id, groups[0]?.group_id ?? 0));
    expect(group?.rules).toBe("*");
    expect(await isFreshDatabase(handle.db)).toBe(false);

    const second = await seedReference(handle.db, { catalog: CATALOG, adminUsername: "admin", adminPassword: "ignored-now" });
    expect(second.createdAdmin).toBeUndefined();
  });

  test("running it again keeps admins' edits and adds nothing twice", async () => {
    const handle = await seededDatabase();
    await handle.db.update(config).set({ value: "我的平台" }).where(eq(config.name, "site_name"));
    const before = (await handle.db.select({ n: count() }).from(config))[0]?.n;
    await seedReference(handle.db, { catalog: CATALOG, adminUsername: "admin" });
    const after = (await handle.db.select({ n: count() }).from(config))[0]?.n;
    expect(after).toBe(before);
    const [name] = await handle.db.select().from(config).where(eq(config.name, "site_name"));
    expect(name?.value).toBe("我的平台");
  });

  test("user names are unique regardless of case", async () => {
    const handle = await seededDatabase();
    await expect(Promise.resolve(handle.db.insert(admin).values({ username: "ADMIN" }))).rejects.toThrow();
    const [row] = await handle.db.select().from(admin).where(eq(admin.username, "AdMiN"));
    expect(row?.username).toBe("admin");
  });

  test("empty e-mails do not collide, equal ones do", async () => {
    const handle = await freshDatabase();
    await handle.db.insert(user).values({ username: "m1" });
    await handle.db.insert(user).values({ username: "m2" });
    await handle.db.insert(user).values({ username: "m3", email: "a@example.com" });
    await expect(Promise.resolve(handle.db.insert(user).values({ username: "m4", email: "A@example.com" }))).rejects.toThrow();
  });

  test("ADMIN_PASSWORD sets the first password instead of a random one", async () => {
    const other = await freshDatabase();
    const result = await seedReference(other.db, { catalog: CATALOG, adminUsername: "chief", adminPassword: "Chosen-pass1" });
    expect(result.createdAdmin).toEqual({ username: "chief", password: "Chosen-pass1", generated: false });
    const [row] = await other.db.select().from(admin);
    expect(await Bun.password.verify("Chosen-pass1", row?.password ?? "")).toBe(true);
  });
});

describe("demo seed", () => {
  // One demo-seeded database for these tests (the seed takes a while); they only read it, and
  // running the seed again must change nothing.
  let handle: DatabaseHandle;
  let demoDir: string;
  let ran: string[];
  beforeAll(async () => {
    handle = await seededDatabase();
    demoDir = join(dir, "demo");
    mkdirSync(demoDir);
    ran = (await seedDemo(handle.db, { dataDir: demoDir, now: 1_795_000_000 })).ran;
  });

  test("adds members whose balance and score equal the sum of their ledgers", async () => {
    expect(ran).toEqual(["demo:staff", "demo:city-supervisors", "demo:members", "demo:enterprises", "demo:agencies", "demo:guides", "demo:fleet", "demo:complaints", "demo:opinions", "demo:trade", "demo:contracts", "demo:content", "demo:products", "demo:travel", "demo:screen"]);
    const members = await handle.db.select().from(user).where(sql`${user.email} LIKE '%@example.com' AND ${user.username} NOT LIKE 'm_'`);
    expect(members.length).toBeGreaterThanOrEqual(40);
    for (const member of members) {
      const money = await handle.db.select().from(userMoneyLog).where(eq(userMoneyLog.user_id, member.id)).orderBy(userMoneyLog.id);
      const score = await handle.db.select().from(userScoreLog).where(eq(userScoreLog.user_id, member.id)).orderBy(userScoreLog.id);
      expect(money.reduce((s, r) => s + r.money, 0)).toBe(member.money);
      expect(score.reduce((s, r) => s + r.score, 0)).toBe(member.score);
      for (const r of money) expect(r.after - r.before).toBe(r.money);
      expect(member.money).toBeGreaterThanOrEqual(0);
    }
  });

  test("adds a year of orders whose merchant accounts equal the sum of their ledgers, refunds within what was paid, prices for every scenic spot", async () => {
    const one = async (query: string) => Number((await handle.client.execute(query)).rows[0]?.[0]);
    expect(await one("SELECT count(*) FROM trade_order")).toBe(3000);
    expect(await one("SELECT count(*) FROM finance_account a WHERE balance <> (SELECT coalesce(sum(CASE WHEN direction = 'IN' THEN amount ELSE -amount END), 0) FROM finance_ledger l WHERE l.account_id = a.id)")).toBe(0);
    expect(await one("SELECT count(*) FROM trade_order WHERE refunded_amount > paid_amount")).toBe(0);
    expect(await one("SELECT count(DISTINCT status) FROM order_refund")).toBeGreaterThanOrEqual(3);
    expect(await one("SELECT count(*) FROM enterprise e WHERE e.category_id = 12000 AND e.audit_status = 'APPROVED' AND e.status = 'NORMAL' AND NOT EXISTS (SELECT 1 FROM ticket_price p WHERE p.enterprise_id = e.id AND p.status = 'PUBLISHED')")).toBe(0);
    expect(await one("SELECT count(*) FROM trade_order WHERE order_no NOT GLOB 'DD[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'")).toBe(0);
    // Every yacht operator sells trips within the rated passengers Hainan allows.
    expect(await one("SELECT count(*) FROM enterprise e WHERE e.category_id = 17000 AND e.audit_status = 'APPROVED' AND e.status = 'NORMAL' AND NOT EXISTS (SELECT 1 FROM yacht_trip y WHERE y.enterprise_id = e.id)")).toBe(0);
    expect(await one("SELECT count(*) FROM yacht_trip WHERE rated_passengers > 26 OR rated_passengers < 1")).toBe(0);
  });

  test("settles the demo's past days as the tick does: one row per merchant and day with movements, totals from the ledger, 3 % commission in both ledgers, nothing for today", async () => {
    const one = async (query: string) => Number((await handle.client.execute(query)).rows[0]?.[0]);
    const today = new Date((1_795_000_000 + 8 * 3600) * 1000).toISOString().slice(0, 10);
    const ledgerDays = `SELECT enterprise_id, date(create_time, 'unixepoch', '+8 hours') AS day,
        sum(biz_type = 'ORDER_INCOME') AS orders, sum(CASE WHEN biz_type = 'ORDER_INCOME' THEN amount ELSE 0 END) AS order_amount,
        sum(biz_type = 'REFUND') AS refunds, sum(CASE WHEN biz_type = 'REFUND' THEN amount ELSE 0 END) AS refund_amount
      FROM finance_ledger WHERE enterprise_id <> 0 AND biz_type IN ('ORDER_INCOME', 'REFUND') GROUP BY 1, 2`;
    expect(await one(`SELECT count(*) FROM (${ledgerDays}) WHERE day < '${today}'`)).toBeGreaterThan(300);
    expect(await one(`SELECT count(*) FROM (${ledgerDays}) l LEFT JOIN finance_settlement s ON s.enterprise_id = l.enterprise_id AND s.day = l.day WHERE l.day < '${today}' AND (s.id IS NULL OR s.orders <> l.orders OR s.order_amount <> l.order_amount OR s.refunds <> l.refunds OR s.refund_amount <> l.refund_amount)`)).toBe(0);
    expect(await one(`SELECT count(*) FROM finance_settlement WHERE day >= '${today}'`)).toBe(0);
    expect(await one("SELECT count(*) FROM finance_settlement WHERE commission_rate <> '3' OR commission <> max(0, CAST(round((order_amount - refund_amount) * 300 / 10000.0) AS INTEGER)) OR net <> order_amount - refund_amount - commission")).toBe(0);
    // Each commission is out of the merchant's account and into the platform's, the next day just after midnight.
    expect(await one("SELECT count(*) FROM finance_settlement s WHERE s.commission > 0 AND (SELECT count(*) FROM finance_ledger l WHERE l.biz_type = 'COMMISSION' AND l.biz_no = 'JS' || replace(s.day, '-', '') || substr('000000' || s.enterprise_id, -6) AND l.amount = s.commission AND date(l.create_time, 'unixepoch', '+8 hours') > s.day) <> 2")).toBe(0);
    expect(await one("SELECT balance FROM finance_account WHERE owner_type = 'PLATFORM'")).toBe(await one("SELECT sum(commission) FROM finance_settlement"));
  });

  test("adds a year of tour contracts played through their workflow, with travellers, trails and alerts of every rule", async () => {
    const one = async (query: string) => Number((await handle.client.execute(query)).rows[0]?.[0]);
    expect(await one("SELECT count(*) FROM tour_contract")).toBe(5000);
    expect(await one("SELECT count(*) FROM tour_contract WHERE create_time > 1795000000")).toBe(0);
    expect(await one("SELECT count(DISTINCT status) FROM tour_contract")).toBe(9);
    expect(await one("SELECT count(*) FROM tour_contract WHERE contract_no NOT GLOB 'HT[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'")).toBe(0);
    expect(await one("SELECT count(*) FROM tour_contract c WHERE (SELECT count(*) FROM contract_tourist t WHERE t.contract_id = c.id) <> c.adult_count + c.child_count")).toBe(0);
    expect(await one("SELECT count(*) FROM tour_contract c WHERE c.status <> 'DRAFT' AND NOT EXISTS (SELECT 1 FROM audit_record r WHERE r.entity_type = 'tour_contract' AND r.entity_id = c.id)")).toBe(0);
    expect(await one("SELECT count(*) FROM tour_contract c JOIN enterprise e ON e.id = c.agency_id WHERE c.region_code <> e.region_code")).toBe(0);
    expect(await one("SELECT count(*) FROM tour_contract WHERE status = 'IN_PROGRESS' AND (depart_at > 1795000000 OR return_at <= 1795000000)")).toBe(0);
    expect(await one("SELECT count(*) FROM tour_contract WHERE status = 'IN_PROGRESS'")).toBeGreaterThanOrEqual(5);
    expect(await one("SELECT count(*) FROM tour_contract WHERE status = 'CANCELLED_BY_TOURIST' AND refund_amount + deduction_amount <> paid_amount")).toBe(0);
    // Every rule the contracts alone can break (shopping beyond the contract needs its group's check-ins).
    const rules = (await handle.client.execute("SELECT DISTINCT rule_code FROM contract_alert ORDER BY 1")).rows.map((r) => String(r[0]));
    expect(rules).toEqual(["DEPARTED_UNSIGNED", "DUPLICATE_ID", "GUIDE_CARD_INVALID", "LOW_PRICE", "NO_GUIDE", "NO_ID_NUMBERS", "OUTBOUND_SCOPE"]);
    // Outbound without the scope: a signed outbound trip of an agency whose outbound business was suspended since; its licence number is kept as signed.
    const abroad = (await handle.client.execute("SELECT c.status, c.agency_license_no, a.scopes, x.status FROM contract_alert x JOIN tour_contract c ON c.id = x.contract_id JOIN travel_agency a ON a.enterprise_id = c.agency_id WHERE x.rule_code = 'OUTBOUND_SCOPE'")).rows;
    expect(abroad.map((r) => [r[0], String(r[1]).startsWith("L-HAN-CJ"), String(r[2]).includes("OUTBOUND"), r[3]])).toEqual([["SIGNED", true, false, "OPEN"]]);
    expect(await one("SELECT count(DISTINCT status) FROM contract_alert")).toBeGreaterThanOrEqual(3);
  });

  test("adds 150 tour products on guided routes with checks of every rule in every state, each decision in the trail", async () => {
    const one = async (query: string) => Number((await handle.client.execute(query)).rows[0]?.[0]);
    expect(await one("SELECT count(*) FROM tour_product")).toBe(150);
    expect(await one("SELECT count(DISTINCT type) FROM tour_product")).toBe(4);
    expect(await one("SELECT count(*) FROM tour_product p JOIN enterprise e ON e.id = p.agency_id WHERE p.region_code <> e.region_code")).toBe(0);
    expect(await one("SELECT count(DISTINCT rule_code) FROM product_check")).toBe(3);
    expect(await one("SELECT count(DISTINCT status) FROM product_check")).toBe(6);
    expect(await one("SELECT count(DISTINCT check_status) FROM tour_product")).toBe(4);
    expect(await one("SELECT count(*) FROM product_check k WHERE k.status NOT IN ('SUSPECTED', 'RESOLVED') AND NOT EXISTS (SELECT 1 FROM audit_record r WHERE r.entity_type = 'product_check' AND r.entity_id = k.id)")).toBe(0);
    expect(await one("SELECT count(*) FROM product_check WHERE status = 'TRANSFERRED' AND case_no = ''")).toBe(0);
    // A rectified finding's product passes its rule now.
    expect(await one("SELECT count(*) FROM product_check k WHERE k.status = 'RECTIFIED' AND EXISTS (SELECT 1 FROM product_check o WHERE o.product_id = k.product_id AND o.rule_code = k.rule_code AND o.id > k.id)")).toBe(0);
  });

  test("adds tour groups with itineraries and check-ins, some on the road, and travel alerts of every rule in every state", async () => {
    const one = async (query: string) => Number((await handle.client.execute(query)).rows[0]?.[0]);
    expect(await one("SELECT count(*) FROM tour_group")).toBeGreaterThanOrEqual(700);
    expect(await one("SELECT count(*) FROM tour_group WHERE status = 'ON_ROAD'")).toBeGreaterThanOrEqual(10);
    expect(await one("SELECT count(*) FROM tour_group WHERE status = 'ON_ROAD' AND (start_at > 1795000000 OR end_at <= 1795000000)")).toBe(0);
    expect(await one("SELECT count(*) FROM tour_group g WHERE g.status <> 'CANCELLED' AND NOT EXISTS (SELECT 1 FROM tour_itinerary i WHERE i.group_id = g.id)")).toBe(0);
    expect(await one("SELECT count(*) FROM tour_checkin k JOIN tour_group g ON g.id = k.group_id WHERE k.checkin_at > 1795000000 OR k.checkin_at < g.start_at OR g.status IN ('PLANNED', 'CANCELLED')")).toBe(0);
    expect(await one("SELECT count(*) FROM tour_group g JOIN enterprise e ON e.id = g.agency_id WHERE g.region_code <> e.region_code")).toBe(0);
    const pairs = (await handle.client.execute("SELECT DISTINCT rule_code || ':' || status FROM travel_alert")).rows.map((r) => String(r[0]));
    for (const rule of ["NO_CONTRACT", "UNPLANNED_SHOPPING", "OVERSTAY", "GUIDE_CLASH", "VEHICLE_CLASH", "GUIDE_CARD_INVALID", "VEHICLE_CERT_EXPIRED", "DRIVER_CLASS"]) {
      for (const state of ["OPEN", "CONFIRMED", "DISMISSED", "TRANSFERRED", "RESOLVED"]) expect(pairs, `${rule}:${state}`).toContain(`${rule}:${state}`);
    }
  });

  test("each supervision rule reads the whole demo in well under a second (the scheduler runs them all every tick)", async () => {
    // A plan that walks every contract per group took 4.5 s here and stalled the server's tick.
    const now = Math.floor(Date.now() / 1000);
    for (const rule of [...ALERT_RULES, ...TRAVEL_ALERT_RULES]) {
      const started = performance.now();
      await handle.db.all(rule.hits(now));
      expect(performance.now() - started, rule.code).toBeLessThan(1000);
    }
  });

  test("adds a Hainan-sized registry: every category and city, audits in every state, licences expiring", async () => {
    const one = async (query: string) => Number((await handle.client.execute(query)).rows[0]?.[0]);
    expect(await one("SELECT count(*) FROM enterprise")).toBeGreaterThanOrEqual(600);
    expect(await one("SELECT count(DISTINCT category_id) FROM enterprise")).toBe(24);
    expect(await one("SELECT count(DISTINCT region_code) FROM enterprise")).toBeGreaterThanOrEqual(20);
    const states = (await handle.client.execute("SELECT DISTINCT audit_status FROM enterprise")).rows.map((r) => String(r[0])).sort();
    expect(states).toEqual(["APPROVED", "DRAFT", "REJECTED", "RETURNED", "SUBMITTED", "UNDER_REVIEW", "WITHDRAWN"]);
    const soon = new Date((1_795_000_000 + 90 * 86400) * 1000).toISOString().slice(0, 10);
    const today = new Date(1_795_000_000 * 1000).toISOString().slice(0, 10);
    expect(await one(`SELECT count(*) FROM enterprise WHERE license_expire_date BETWEEN '${today}' AND '${soon}'`)).toBeGreaterThan(10);
    expect(await one(`SELECT count(*) FROM enterprise WHERE license_expire_date <> '' AND license_expire_date < '${today}'`)).toBeGreaterThan(10);
    // Every application has its trail; every credit code is valid and unique.
    expect(await one("SELECT count(*) FROM enterprise e WHERE NOT EXISTS (SELECT 1 FROM audit_record a WHERE a.entity_type = 'enterprise' AND a.entity_id = e.id)")).toBe(0);
    const codes = (await handle.client.execute("SELECT uscc FROM enterprise")).rows.map((r) => String(r[0]));
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every(isUnifiedSocialCreditCode)).toBe(true);
    expect(await one("SELECT count(*) FROM association_member")).toBeGreaterThan(100);
  });

  test("reads right to a Hainan supervisor: places at their level, licences from their authority, rooms and beds, genders and ID numbers", async () => {
    const rows = async (query: string) => (await handle.client.execute(query)).rows;
    const one = async (query: string) => Number((await rows(query))[0]?.[0]);
    // Counties are counties (陵水黎族自治县), never "陵水市".
    const countyAsCity = ["陵水", "保亭", "屯昌", "昌江", "澄迈", "白沙", "乐东", "琼中", "定安", "临高"].map((c) => `'%${c}市%'`);
    for (const column of ["name", "address", "license_authority"]) expect(await one(`SELECT count(*) FROM enterprise WHERE ${countyAsCity.map((p) => `${column} LIKE ${p}`).join(" OR ")}`), column).toBe(0);
    // 博鳌 is in 琼海; 天涯 and 鹿城 are Sanya's.
    expect(await one("SELECT count(*) FROM enterprise WHERE (name LIKE '%博鳌%' AND region_code <> 469002) OR (name LIKE '%天涯%' AND region_code NOT BETWEEN 460200 AND 460299)")).toBe(0);
    expect(await one("SELECT count(*) FROM enterprise WHERE category_id IN (13000, 14000) AND license_authority NOT LIKE '%公安局'")).toBe(0);
    expect(await one("SELECT count(*) FROM enterprise WHERE category_id = 16000 AND license_authority NOT LIKE '%交通运输局'")).toBe(0);
    expect(await one("SELECT count(*) FROM enterprise WHERE category_id = 18000 AND (license_no NOT GLOB 'JY[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' OR license_authority NOT LIKE '%市场监督管理局')")).toBe(0);
    expect(await one("SELECT count(*) FROM enterprise WHERE category_id = 19000 AND (name LIKE '%高尔夫%' OR name LIKE '%低空%') AND license_no LIKE '琼演%'")).toBe(0);
    expect(await one("SELECT count(*) FROM enterprise WHERE category_id = 11000 AND (outbound = 1) <> (license_no LIKE 'L-HAN-CJ%')")).toBe(0);
    expect(await one("SELECT count(*) FROM enterprise WHERE category_id IN (13000, 14000) AND (beds < rooms OR beds > 2 * rooms)")).toBe(0);
    expect(await one("SELECT count(*) FROM enterprise WHERE name LIKE '%海景%' AND region_code IN (469001, 469021, 469022, 469025, 469029, 469030)")).toBe(0);
    for (const table of ["enterprise_staff", "guide", "driver"]) {
      const people = await rows(`SELECT gender, id_no FROM ${table} WHERE id_no <> ''`);
      expect(people.length, table).toBeGreaterThan(50);
      for (const person of people) expect(String(person.gender), `${table} ${person.id_no}`).toBe(String(idNumberFacts(String(person.id_no))?.gender));
    }
  });

  test("adds guides, drivers, vehicles and agency details a supervisor can work with", async () => {
    const rows = async (query: string) => (await handle.client.execute(query)).rows;
    const one = async (query: string) => Number((await rows(query))[0]?.[0]);
    expect(await one("SELECT count(*) FROM guide")).toBeGreaterThanOrEqual(290);
    expect((await rows("SELECT DISTINCT card_status FROM guide")).map((r) => String(r[0])).sort()).toEqual(["CANCELLED", "EXPIRED", "EXPIRING", "REVOKED", "SUSPENDED", "VALID"]);
    expect(await one("SELECT count(*) FROM guide WHERE region_code BETWEEN 460200 AND 460299 AND instr(',' || languages || ',', ',ru,') > 0")).toBeGreaterThanOrEqual(5);
    const guides = await rows("SELECT card_no, region_code, birth_date, id_no FROM guide");
    for (const g of guides) {
      expect(patterns.guideCard.test(String(g.card_no)), String(g.card_no)).toBe(true);
      // Numbered where the card was first issued (a later change of affiliation keeps the number).
      expect(String(g.card_no)).toMatch(/^[DL]-46(0[1-4]|90)-/);
      expect(String(g.birth_date)).toBe(String(idNumberFacts(String(g.id_no))?.birthDate));
    }
    for (const table of ["guide", "guide_application"]) expect(await one(`SELECT count(*) FROM ${table} WHERE affiliation_type NOT IN ('AGENCY', 'ASSOCIATION') OR (affiliation_type = 'AGENCY') <> (agency_id IS NOT NULL) OR (affiliation_type = 'ASSOCIATION') <> (association_id IS NOT NULL)`), table).toBe(0);
    expect((await rows("SELECT DISTINCT status FROM guide_application")).length).toBe(9);
    expect(await one("SELECT count(*) FROM guide_application WHERE (status = 'AFFILIATION_PENDING' AND confirm_due_time < 1795000000) OR (status = 'SUBMITTED' AND notify_due_time < 1795000000) OR (status = 'UNDER_REVIEW' AND decide_due_time < 1795000000)")).toBeGreaterThanOrEqual(3);
    expect(await one("SELECT count(*) FROM guide_application a WHERE NOT EXISTS (SELECT 1 FROM audit_record r WHERE r.entity_type = 'guide_application' AND r.entity_id = a.id)")).toBe(0);
    expect(await one("SELECT count(*) FROM driver")).toBeGreaterThanOrEqual(80);
    expect(await one("SELECT count(*) FROM vehicle")).toBe(60);
    for (const v of await rows("SELECT plate_no FROM vehicle")) expect(patterns.plate.test(String(v.plate_no)), String(v.plate_no)).toBe(true);
    expect(await one("SELECT count(*) FROM vehicle WHERE transport_cert_expire < '2026-11-19'")).toBeGreaterThan(0);
    expect((await rows("SELECT DISTINCT precheck_ok FROM driver_application WHERE status <> 'DRAFT'")).map((r) => String(r[0])).sort()).toEqual(["0", "1"]);
    // One ID number, one person: the same name wherever it appears.
    expect(await one("SELECT count(*) FROM driver_application a JOIN driver d ON d.id_no = a.id_no WHERE d.name <> a.name OR d.gender <> a.gender")).toBe(0);
    expect(await one("SELECT count(*) FROM guide_application a JOIN guide g ON g.id_no = a.id_no WHERE g.name <> a.name OR g.gender <> a.gender")).toBe(0);
    expect(await one("SELECT count(*) FROM travel_agency")).toBe(await one("SELECT count(*) FROM enterprise WHERE category_id = 11000 AND audit_status = 'APPROVED'"));
    expect(await one("SELECT count(*) FROM travel_agency t JOIN enterprise e ON e.id = t.enterprise_id WHERE t.license_no <> e.license_no")).toBe(0);
    expect(await one("SELECT count(*) FROM agency_outlet")).toBeGreaterThan(20);
  });

  test("adds articles in six categories, notices with receipts, the library and help, all in the full-text index", async () => {
    const one = async (query: string) => Number((await handle.client.execute(query)).rows[0]?.[0]);
    expect(await one("SELECT count(*) FROM content_category")).toBe(6);
    expect(await one("SELECT count(*) FROM content_article")).toBe(120);
    expect(await one("SELECT count(*) FROM content_article WHERE status = 'PUBLISHED'")).toBeGreaterThan(100);
    expect(await one("SELECT count(*) FROM content_notice")).toBe(30);
    expect(await one("SELECT count(*) FROM content_notice_receipt r JOIN admin a ON a.id = r.admin_id WHERE a.username = 'enterprise' AND r.read_time IS NULL")).toBeGreaterThan(0);
    expect(await one("SELECT count(*) FROM help_library WHERE title = '旅行社条例' AND issuer = '国务院' AND doc_no = '国务院令第550号'")).toBe(1);
    expect(await one("SELECT count(*) FROM help_article")).toBe(40);
    expect(await one("SELECT count(*) FROM search_index")).toBe(120 + 30 + (await one("SELECT count(*) FROM help_library")) + 40);
  });

  test("adds a year of complaints as the bureaus handled them, and opinions", async () => {
    const one = async (query: string) => Number((await handle.client.execute(query)).rows[0]?.[0]);
    const total = await one("SELECT count(*) FROM complaint");
    expect(total).toBeGreaterThanOrEqual(280);
    expect(total).toBeLessThanOrEqual(340);
    const share = async (where: string) => (await one(`SELECT count(*) FROM complaint WHERE ${where}`)) / total;
    expect(await share("source = 'HOTLINE_12345'")).toBeGreaterThan(0.5);
    expect(await share("source = 'PLATFORM_WEB'")).toBeGreaterThan(0.18);
    expect(await share("source IN ('PHONE', 'VISIT')")).toBeGreaterThan(0.08);
    // Peaks at Spring Festival (January, February) and Golden Week (October).
    const month = (m: string) => one(`SELECT count(*) FROM complaint WHERE substr(complaint_no, 7, 2) = '${m}'`);
    expect(await month("10")).toBeGreaterThan(await month("06"));
    expect((await month("01")) + (await month("02"))).toBeGreaterThan((await month("06")) + (await month("09")));
    const concluded = await one("SELECT count(*) FROM complaint WHERE status IN ('CLOSED', 'REFUSED', 'TRANSFERRED')");
    const onTime = (await one("SELECT count(*) FROM complaint WHERE status IN ('CLOSED', 'REFUSED', 'TRANSFERRED') AND late_steps = 0")) / concluded;
    expect(onTime).toBeGreaterThan(0.78);
    expect(onTime).toBeLessThan(0.93);
    expect(await share("result = 'MEDIATION_FAILED'")).toBeGreaterThan(0.04);
    // Open today, some past their step's limit; numbers follow TS + date + sequence; every case has its trail.
    expect(await one("SELECT count(*) FROM complaint WHERE status = 'ACCEPTED' AND notify_due_time < 1795000000")).toBeGreaterThanOrEqual(3);
    expect(await one("SELECT count(*) FROM complaint WHERE status IN ('RECEIVED', 'WAITING_REPLY', 'MEDIATING')")).toBeGreaterThan(3);
    expect(await one("SELECT count(*) FROM complaint WHERE complaint_no NOT GLOB 'TS[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'")).toBe(0);
    expect(await one("SELECT count(*) FROM complaint c WHERE NOT EXISTS (SELECT 1 FROM audit_record a WHERE a.entity_type = 'complaint' AND a.entity_id = c.id AND a.action = 'receive')")).toBe(0);
    // No limit that moves a case by itself has passed unnoticed (the first tick would move them all).
    expect(await one("SELECT count(*) FROM complaint WHERE (status = 'RECEIVED' AND accept_due_time < 1795000000) OR (status = 'WAITING_REPLY' AND reply_due_time < 1795000000) OR (status = 'MEDIATING' AND result_due_time < 1795000000)")).toBe(0);
    expect(await one("SELECT count(*) FROM complaint WHERE supervised = '1'")).toBeGreaterThanOrEqual(3);
    expect(await one("SELECT count(*) FROM complaint WHERE transferred_from_id IS NOT NULL")).toBeGreaterThan(3);
    expect(await one("SELECT count(*) FROM complaint_opinion")).toBe(60);
    expect(await one("SELECT count(*) FROM complaint_opinion WHERE is_public = '1'")).toBeGreaterThan(3);
  });

  test("demo account passwords go to a private file", () => {
    const file = join(demoDir, "demo-accounts.txt");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8")).toContain("supervisor");
  });

  test("running it again adds nothing", async () => {
    const before = (await handle.db.select({ n: count() }).from(user))[0]?.n;
    const again = await seedDemo(handle.db, { dataDir: demoDir });
    expect(again.ran).toEqual([]);
    expect((await handle.db.select({ n: count() }).from(user))[0]?.n).toBe(before);
  });
});
