// Full-text search of the enterprise registry, guides and complaints (issue 16 §5): rows are
// indexed in the transaction of every write — the engine's add, edit and delete, a module's own
// writes (a complaint registered at the desk), a workflow move —, rows written around the engine
// are indexed once at start (backfill, idempotent), the quick search ranks title hits first, the
// matches come back marked as escaped HTML, personal numbers never reach the index, and a city
// supervisor's search still sees only their city.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { complaint, enterprise, guide } from "@db/schema";
import { highlightHtml, withoutPersonalNumbers } from "@shared/full-text";
import { backfillFullText, fullTextOwner } from "@server/engine/full-text";
import { declaredModules } from "@server/engine/registry";
import { complaintForm, registryEnterprise, supervisor, type Caller } from "./support/complaint";
import { caller } from "./support/enterprise";
import { sessionFor } from "./support/identity";
import { sampleCreditCode, sampleIdNumber } from "./support/samples";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let root: Caller;
let haikou: Caller & { id: number };

beforeAll(async () => {
  t = await createTestApp();
  root = caller(t, await sessionFor(t, "admin", 1));
  haikou = await supervisor(t, 460100);
});
afterAll(() => t.close());

const indexRows = async (module: string, id: number) =>
  (await t.database.db.all(sql`SELECT title_terms, terms FROM search_index WHERE module = ${module} AND ref_id = ${id}`)) as { title_terms: string; terms: string }[];
const found = async (who: Caller, module: string, q: string, lang = "zh-cn") => {
  const list = await who.get(`${module}/index?limit=50&quickSearch=${encodeURIComponent(q)}${lang === "en" ? "&lang=en" : ""}`);
  expect(list.code, list.msg).toBe(1);
  return list.data.list as Record<string, unknown>[];
};
const names = (rows: Record<string, unknown>[]) => rows.map((r) => r.name);

function enterpriseForm(overrides: Record<string, unknown> = {}) {
  return {
    category_id: 11000,
    name: "海南椰风海韵国际旅行社有限公司",
    uscc: sampleCreditCode(),
    legal_person: "符海燕",
    legal_person_id_no: sampleIdNumber(),
    contact_name: "王丽",
    contact_phone: "13876005678",
    region_code: 460106,
    address: "海口市龙华区滨海大道 77 号",
    business_scope: "入境旅游业务；国内旅游业务；旅游咨询。",
    license_no: "L-HAN-00871",
    license_authority: "海南省旅游和文化广电体育厅",
    status: "NORMAL",
    credit_level: "NORMAL",
    ...overrides,
  };
}

async function addEnterprise(overrides: Record<string, unknown> = {}) {
  const added = await root.post("enterprise.Enterprise/add", enterpriseForm(overrides));
  expect(added.code, `${added.msg} ${JSON.stringify(added.data)}`).toBe(1);
  const [row] = await t.database.db.select().from(enterprise).where(eq(enterprise.name, String(overrides.name ?? enterpriseForm().name)));
  return row!;
}

describe("the enterprise registry", () => {
  test("indexed on add, re-indexed on edit, out of the index on delete; Chinese inside words and English by prefix", async () => {
    const row = await addEnterprise({ name: "三亚蓝色海湾游艇俱乐部有限公司", name_en: "Sanya Blue Bay Yacht Club Co., Ltd.", region_code: 460203, category_id: 16000, business_scope: "游艇租赁；海上观光；潜水体验。" });
    expect(await indexRows("enterprise.Enterprise", row.id)).toHaveLength(1);
    // The caller reads English: the English name is shown, and both names are searched.
    expect(names(await found(root, "enterprise.Enterprise", "海上观光"))).toEqual(["Sanya Blue Bay Yacht Club Co., Ltd."]);
    expect((await found(root, "enterprise.Enterprise", "蓝色海湾")).map((r) => r.id)).toEqual([row.id]);
    expect((await found(root, "enterprise.Enterprise", "yach", "en")).map((r) => r.id)).toEqual([row.id]);
    const edited = await root.post("enterprise.Enterprise/edit", { id: row.id, business_scope: "游艇租赁；海钓体验。" });
    expect(edited.code, edited.msg).toBe(1);
    expect(await found(root, "enterprise.Enterprise", "海上观光")).toEqual([]);
    expect((await found(root, "enterprise.Enterprise", "海钓")).map((r) => r.id)).toEqual([row.id]);
    expect((await root.del(`enterprise.Enterprise/del?ids[]=${row.id}`)).code).toBe(1);
    expect(await indexRows("enterprise.Enterprise", row.id)).toEqual([]);
    expect(await found(root, "enterprise.Enterprise", "海钓")).toEqual([]);
  });

  test("ranked: a match in the name comes before one in the business scope", async () => {
    await addEnterprise({ name: "海口骑楼老街文化旅行社有限公司", business_scope: "国内旅游业务；入境旅游业务。", region_code: 460106 });
    await addEnterprise({ name: "海口椰城假日旅行社有限公司", business_scope: "国内旅游业务；骑楼老街文化游线路组织。", region_code: 460106 });
    expect(names(await found(root, "enterprise.Enterprise", "骑楼老街"))).toEqual(["海口骑楼老街文化旅行社有限公司", "海口椰城假日旅行社有限公司"]);
  });

  test("matches come back marked, the text escaped first: nothing the text holds becomes markup", async () => {
    const row = await addEnterprise({ name: "儋州东坡书院研学旅行社有限公司", region_code: 460400, business_scope: '研学旅行<img src=x onerror="alert(1)">；东坡文化<script>alert(2)</script>体验。' });
    const [hit] = await found(root, "enterprise.Enterprise", "东坡");
    expect(hit!.id).toBe(row.id);
    expect(hit!._highlight).toEqual({ name: "儋州<mark>东坡</mark>书院研学旅行社有限公司" });
    const extract = String(hit!._excerpt);
    expect(extract).toContain("<mark>东坡</mark>");
    expect(extract).toContain("onerror=&quot;alert(1)&quot;&gt;");
    expect(extract).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
    expect(extract).not.toMatch(/<(?!\/?mark>)/);
    // The marks are always on escaped text, whatever the query.
    expect(highlightHtml('<b onmouseover="x">旅行社</b>', "<b> 旅行社")).toBe("&lt;<mark>b</mark> onmouseover=&quot;x&quot;&gt;<mark>旅行社</mark>&lt;/<mark>b</mark>&gt;");
    expect(highlightHtml("a & b", "&")).toBe("a &amp; b");
  });

  test("no personal data in the index: ID numbers and mobiles, as fields or written in free text", async () => {
    const idNo = sampleIdNumber();
    const row = await addEnterprise({ name: "文昌航天城主题旅行社有限公司", legal_person_id_no: idNo, contact_phone: "13907551234", region_code: 469005, business_scope: "航天科普研学；预订电话 13907551234，联系人身份证 " + idNo + "。" });
    const [entry] = await indexRows("enterprise.Enterprise", row.id);
    expect(entry!.terms).toContain("航天");
    expect(`${entry!.title_terms} ${entry!.terms}`).not.toContain("13907551234");
    expect(`${entry!.title_terms} ${entry!.terms}`).not.toContain(idNo.toLowerCase());
    expect(await found(root, "enterprise.Enterprise", "13907551234")).toEqual([]);
    expect(withoutPersonalNumbers("电话 139-0755-1234 或 +86 13907551234，证号 " + idNo)).not.toMatch(/\d{6}/);
    expect(withoutPersonalNumbers("许可证 L-HAN-00871，2026 年")).toBe("许可证 L-HAN-00871，2026 年");
  });

  test("jurisdiction still applies: a Haikou supervisor's search finds Haikou's match only", async () => {
    await addEnterprise({ name: "海口火山口地质公园研学旅行社有限公司", region_code: 460106, business_scope: "火山地质研学。" });
    await addEnterprise({ name: "三亚火山岩温泉度假旅行社有限公司", region_code: 460203, business_scope: "火山岩温泉度假。" });
    expect(names(await found(root, "enterprise.Enterprise", "火山")).sort()).toEqual(["三亚火山岩温泉度假旅行社有限公司", "海口火山口地质公园研学旅行社有限公司"].sort());
    expect(names(await found(haikou, "enterprise.Enterprise", "火山"))).toEqual(["海口火山口地质公园研学旅行社有限公司"]);
    const counted = await haikou.get(`enterprise.Enterprise/index?quickSearch=${encodeURIComponent("火山")}`);
    expect(counted.data.total).toBe(1);
  });
});

describe("guides and complaints", () => {
  test("a complaint registered at the desk is indexed with it, without the complainant's numbers; a workflow move re-indexes it", async () => {
    const respondent = await registryEnterprise(t, "琼海博鳌潭门海鲜排档", 469002);
    const mobile = "13976009988";
    const registered = await haikou.post("complaint.Complaint/register", complaintForm(respondent, { region_code: 460106, complainant_mobile: mobile, place: "海口市美兰区白沙门公园", description: `椰子鸡火锅套餐价格与菜单不符，老板拒绝开具发票。回电 ${mobile}。` }));
    expect(registered.code, registered.msg).toBe(1);
    const id = Number(registered.data.id);
    const [entry] = await indexRows("complaint.Complaint", id);
    expect(entry!.title_terms).toContain("海鲜");
    expect(`${entry!.title_terms} ${entry!.terms}`).not.toContain(mobile);
    const hits = await found(haikou, "complaint.Complaint", "椰子鸡");
    expect(hits.map((r) => r.id)).toEqual([id]);
    expect(String(hits[0]!._excerpt)).toContain("<mark>椰子鸡</mark>");
    // A Sanya supervisor does not find Haikou's complaint.
    const sanya = await supervisor(t, 460200);
    expect(await found(sanya, "complaint.Complaint", "椰子鸡")).toEqual([]);
    // A row changed by hand is caught up by the next workflow move, which re-indexes the record.
    await t.database.db.update(complaint).set({ place: "海口市美兰区白沙门公园东门" }).where(eq(complaint.id, id));
    const accepted = await haikou.post("complaint.Complaint/accept", { id });
    expect(accepted.code, accepted.msg).toBe(1);
    expect((await found(haikou, "complaint.Complaint", "东门")).map((r) => r.id)).toEqual([id]);
  });

  test("rows written around the engine are indexed by the backfill, once", async () => {
    const [g] = await t.database.db
      .insert(guide)
      .values({ name: "黎春花", gender: "2", ethnicity: "黎族", birth_date: "1990-03-08", id_no: sampleIdNumber(), mobile: "13698761234", card_no: "D-4690-000512", card_issue_date: "2025-01-10", card_expire_date: "2028-01-09", languages: "zh,en", region_code: 469002 } as typeof guide.$inferInsert)
      .returning({ id: guide.id });
    const [e] = await t.database.db.insert(enterprise).values({ category_id: 11000, name: "五指山雨林秘境旅行社有限公司", region_code: 469001, audit_status: "APPROVED", business_scope: "雨林徒步。" }).returning({ id: enterprise.id });
    expect(await indexRows("guide.Guide", g!.id)).toEqual([]);
    expect(await backfillFullText(t.database.db, t.app.services.modules)).toBeGreaterThanOrEqual(2);
    expect(await backfillFullText(t.database.db, t.app.services.modules)).toBe(0);
    expect(await indexRows("enterprise.Enterprise", e!.id)).toHaveLength(1);
    const [entry] = await indexRows("guide.Guide", g!.id);
    expect(entry!.title_terms).toBe("黎春 春花");
    expect(entry!.terms).not.toContain("13698761234");
    expect((await found(root, "guide.Guide", "春花")).map((r) => r.id)).toEqual([g!.id]);
    expect((await found(root, "guide.Guide", "000512")).map((r) => r.id)).toEqual([g!.id]);
    expect(names(await found(root, "enterprise.Enterprise", "雨林徒步"))).toEqual(["五指山雨林秘境旅行社有限公司"]);
    const rows = await t.database.db.all(sql`SELECT count(*) AS n FROM search_index WHERE module = 'enterprise.Enterprise' AND ref_id = ${e!.id}`);
    expect(rows).toEqual([{ n: 1 }]);
  });
});

describe("the enterprise's own registration", () => {
  test("a draft saved by the enterprise account is indexed in its transaction, and re-indexed when it changes", async () => {
    const username = `ftreg${Date.now().toString(36)}`.slice(0, 15);
    const account = await t.request("/admin/enterprise.Registration/account", {
      method: "POST",
      json: { username, password: "Ent-pass1", nickname: "吴海波", mobile: "13807550123" },
      headers: { server: "1", "think-lang": "en" },
    });
    const made = (await account.json()) as { code: number; msg: string; data: { userInfo: { token: string } } };
    expect(made.code, made.msg).toBe(1);
    const applicant = caller(t, made.data.userInfo.token);
    const saved = await applicant.post("enterprise.Registration/save", { category_id: 12000, name: "保亭呀诺达雨林文化旅游区" });
    expect(saved.code, saved.msg).toBe(1);
    const id = Number(saved.data.id);
    expect((await indexRows("enterprise.Enterprise", id))[0]!.title_terms).toContain("雨林");
    expect((await applicant.post("enterprise.Registration/save", { name: "保亭槟榔谷黎苗文化旅游区" })).code).toBe(1);
    const [entry] = await indexRows("enterprise.Enterprise", id);
    expect(entry!.title_terms).toContain("槟榔");
    expect(entry!.title_terms).not.toContain("雨林");
  });
});

describe("declarations", () => {
  test("full-text fields exist, are never personal data or secrets, and each table has one index owner", async () => {
    const modules = await declaredModules();
    const owners = new Map<string, string>();
    for (const { declaration } of modules) {
      if (!declaration.fullText) continue;
      for (const name of declaration.fullText) {
        const field = declaration.fields[name];
        expect(field, `${declaration.key}.${name}`).toBeDefined();
        expect(field!.pii, `${declaration.key}.${name} is personal data`).toBeUndefined();
        expect(field!.secret, `${declaration.key}.${name} is a secret`).toBeFalsy();
      }
      expect(owners.get(declaration.table), `${declaration.table} has two index owners`).toBeUndefined();
      owners.set(declaration.table, declaration.key);
    }
    expect([...owners.keys()].sort()).toEqual(["complaint", "content_article", "content_notice", "enterprise", "guide", "help_article", "help_library"]);
    // The audit desk and registration write `enterprise` too: the registry's index covers them.
    expect(fullTextOwner({ all: () => modules }, "enterprise")?.declaration.key).toBe("enterprise.Enterprise");
  });
});
