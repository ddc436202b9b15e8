// Drivers, vehicles and driver filings: the coach operator drafts a filing in the console and
// submits it; the automatic pre-checks go with it (licence class fits the operator's vehicles —
// a large bus needs A1 —, every certificate still valid, not active at another operator), in
// the queue and the review; every move of the workflow allowed and refused; approval puts the
// driver on the register. Plates and the vehicle's type, seats and plate colour must agree.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { admin, driver, driverApplication, enterprise, vehicle } from "@db/schema";
import { patterns } from "@shared/validate";
import { caller, seededRoleAdmin } from "./support/enterprise";
import { createTestApp, type TestApp } from "./support/test-app";

/** Monday 2026-11-16 10:00 in Shanghai. */
let now = Date.UTC(2026, 10, 16, 2) / 1000;
const clock = { now: () => now };

let t: TestApp;
let operator: ReturnType<typeof caller>;
let rival: ReturnType<typeof caller>;
let province: ReturnType<typeof caller>;
let sanya: ReturnType<typeof caller>;
let companyId = 0;
let rivalId = 0;

function idNumber(birth: string, gender: "1" | "2", serial = Math.floor(Math.random() * 50)): string {
  const body = `460203${birth.replace(/-/g, "")}${String(serial).padStart(2, "0")}${gender === "1" ? 3 : 4}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  return body + "10X98765432"[weights.reduce((acc, w, i) => acc + w * Number(body[i]), 0) % 11];
}

const WANG = idNumber("1979-04-12", "1", 21);

const filing = (overrides: Record<string, unknown> = {}) => ({
  name: "王建华",
  gender: "1",
  id_no: WANG,
  mobile: "13876541234",
  license_no: "460200123456",
  license_class: "A1",
  license_expire_date: "2030-04-12",
  qualification_no: "460200197904120011",
  qualification_expire_date: "2028-06-30",
  company_id: companyId,
  ...overrides,
});

const bus = (overrides: Record<string, unknown> = {}) => ({
  plate_no: "琼B·20315",
  plate_color: "YELLOW",
  vehicle_type: "LARGE_BUS",
  seats: 49,
  brand_model: "宇通 ZK6122H",
  transport_cert_no: "琼交运管三字460200012345号",
  transport_cert_expire: "2027-08-31",
  inspection_expire: "2027-05-31",
  insurance_expire: "2027-03-31",
  company_id: companyId,
  status: "ACTIVE",
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  const rows = await t.database.db
    .insert(enterprise)
    .values([
      { category_id: 16000, name: "三亚椰风旅游客运有限公司", region_code: 460203, audit_status: "APPROVED" },
      { category_id: 16000, name: "海口骑楼旅游汽车服务有限公司", region_code: 460106, audit_status: "APPROVED" },
    ])
    .returning({ id: enterprise.id });
  companyId = rows[0]?.id ?? 0;
  rivalId = rows[1]?.id ?? 0;
  operator = caller(t, (await seededRoleAdmin(t, 4, companyId)).token);
  rival = caller(t, (await seededRoleAdmin(t, 4, rivalId)).token);
  province = caller(t, (await seededRoleAdmin(t, 2)).token);
  const bound = await seededRoleAdmin(t, 2);
  await t.database.db.update(admin).set({ region_code: 460100 }).where(eq(admin.id, bound.id));
  t.app.services.adminAccess.invalidate(bound.id);
  sanya = caller(t, bound.token);
});
afterAll(() => t.close());

describe("vehicles", () => {
  test("plates look like 琼A·12345; new-energy plates have six characters", () => {
    for (const good of ["琼A·12345", "琼B·2C315", "琼B·D12345", "琼A·12345F", "粤B·ABC12"]) expect(patterns.plate.test(good), good).toBe(true);
    for (const bad of ["琼A12345", "琼I·12345", "琼A·1234", "AB·12345", "琼A·123O5", "琼A·1234567"]) expect(patterns.plate.test(bad), bad).toBe(false);
  });

  test("an operator registers its own coaches; type, seats and plate colour must agree", async () => {
    const added = await operator.post("driver.Vehicle/add", bus());
    expect(added.code, added.msg).toBe(1);
    const wrong = await operator.post("driver.Vehicle/add", bus({ plate_no: "琼B·20316", plate_color: "BLUE", seats: 12 }));
    expect(wrong.data.fields).toMatchObject({ plate_color: "The plate colour does not fit the vehicle type", seats: "This type seats 20 to 70" });
    const newEnergy = await operator.post("driver.Vehicle/add", bus({ plate_no: "琼B·20317", plate_color: "YELLOW_GREEN" }));
    expect(newEnergy.data.fields.plate_no).toBe("New-energy plates have 6 characters, others 5");
    const taken = await operator.post("driver.Vehicle/add", bus());
    expect(taken.data.fields.plate_no).toBe("This value is already used");
    expect((await operator.post("driver.Vehicle/add", bus({ plate_no: "琼B-20318" }))).data.fields.plate_no).toBe("Please enter the plate as 琼A·12345");
    // The rival operator neither sees nor edits it.
    expect((await rival.get(`driver.Vehicle/edit?id=${added.data.id}`)).msg).toBe("Record not found");
  });
});

describe("driver filings", () => {
  let id = 0;

  test("a draft is the operator's own; the pre-checks run as it is saved", async () => {
    const draft = await operator.post("driver.Application/add", filing({ license_class: "B1" }));
    expect(draft.code, draft.msg).toBe(1);
    id = draft.data.id;
    const [row] = await t.database.db.select().from(driverApplication).where(eq(driverApplication.id, id));
    expect(row).toMatchObject({ status: "DRAFT", company_id: companyId, precheck_ok: "0" });
    expect((await province.get(`driver.Application/review?id=${id}`)).msg).toBe("Record not found");
    expect((await rival.get(`driver.Application/edit?id=${id}`)).msg).toBe("Record not found");
    expect((await operator.post("driver.Application/add", filing({ gender: "2" }))).data.fields.gender).toBe("Does not match the gender digit of the ID number");
  });

  test("submitted, the reviewer sees which pre-checks fail: a large bus needs A1; an ended licence; still active elsewhere", async () => {
    await t.database.db.insert(driver).values({ name: "王建华", id_no: filing().id_no, company_id: rivalId, status: "ACTIVE", license_class: "A1" });
    const edited = await operator.post("driver.Application/edit", { id, license_expire_date: "2026-11-01" });
    expect(edited.code, edited.msg).toBe(1);
    expect((await operator.post("driver.Application/submit", { ids: [id] })).code).toBe(1);
    expect((await operator.post("driver.Application/edit", { id, name: "王建国" })).msg).toBe("A submitted filing cannot be changed until it is returned");
    const queue = await province.get("driver.Application/index?search[0][field]=precheck_ok&search[0][operator]=eq&search[0][val]=0");
    expect(queue.data.list.map((r: { id: number }) => r.id)).toContain(id);
    const review = await province.get(`driver.Application/review?id=${id}`);
    expect(review.data.checks_ok).toBe(false);
    const checks = Object.fromEntries((review.data.checks as { key: string; ok: boolean; detail: string }[]).map((c) => [c.key, c]));
    expect(checks.licenceClass).toMatchObject({ ok: false, detail: "The operator runs a Large bus, which needs A1; the driver holds B1" });
    expect(checks.licenceExpiry).toMatchObject({ ok: false, detail: "Ended on 2026-11-01" });
    expect(checks.qualificationExpiry).toMatchObject({ ok: true, detail: "Valid until 2028-06-30" });
    expect(checks.otherCompany).toMatchObject({ ok: false, detail: "Still active at 海口骑楼旅游汽车服务有限公司" });
    expect(review.data.moves).toEqual(["accept"]);
  });

  test("every move: accept, return with missing items, resubmit, approve; out-of-turn moves and moves without the node are refused", async () => {
    expect((await province.post("driver.Application/approve", { id })).msg).toBe("Not possible while the application is Submitted");
    expect((await operator.post("driver.Application/accept", { id })).code).toBe(401);
    expect((await province.post("driver.Application/accept", { id })).code).toBe(1);
    expect((await province.post("driver.Application/return", { id })).data.fields.missing_items).toBe("List at least one missing item");
    expect((await province.post("driver.Application/return", { id, missing_items: ["驾驶证已过期，请提供换发后的驾驶证"] })).code).toBe(1);
    expect((await operator.post("driver.Application/edit", { id, license_class: "A1", license_expire_date: "2032-01-01" })).code).toBe(1);
    expect((await operator.post("driver.Application/submit", { ids: [id] })).code).toBe(1);
    const [row] = await t.database.db.select().from(driverApplication).where(eq(driverApplication.id, id));
    expect(row).toMatchObject({ status: "SUBMITTED", precheck_ok: "0" });
    const checks = (await province.get(`driver.Application/review?id=${id}`)).data.checks as { key: string; ok: boolean }[];
    expect(checks.filter((c) => !c.ok).map((c) => c.key)).toEqual(["otherCompany"]);
    expect((await province.post("driver.Application/accept", { id })).code).toBe(1);
    expect((await province.post("driver.Application/reject", { id })).data.fields.opinion).toBe("Please give the reason for this decision");
    expect((await province.post("driver.Application/approve", { id, opinion: "已核实原单位离职证明" })).code).toBe(1);
    expect((await province.post("driver.Application/approve", { id })).msg).toBe("Not possible while the application is Approved");
    const records = await t.database.db.select().from(driver).where(eq(driver.id_no, filing().id_no));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ company_id: companyId, status: "ACTIVE", license_class: "A1", license_expire_date: "2032-01-01" });
    expect((await operator.get("driver.Driver/index")).data.list.map((r: { id: number }) => r.id)).toContain(records[0]?.id);
  });

  test("withdraw and reject; a Haikou-bound supervisor never sees a Sanya operator's filings", async () => {
    const other = await operator.post("driver.Application/add", filing({ id_no: idNumber("1985-10-10", "2", 9), gender: "2", name: "林春燕" }));
    expect((await operator.post("driver.Application/submit", { ids: [other.data.id] })).code).toBe(1);
    expect((await operator.post("driver.Application/withdraw", { ids: [other.data.id] })).code).toBe(1);
    expect((await operator.post("driver.Application/withdraw", { ids: [other.data.id] })).msg).toBe("Not possible while the application is Withdrawn");
    const third = await operator.post("driver.Application/add", filing({ id_no: idNumber("1983-03-03", "1", 11) }));
    await operator.post("driver.Application/submit", { ids: [third.data.id] });
    expect((await sanya.get(`driver.Application/review?id=${third.data.id}`)).msg).toBe("Record not found");
    expect((await sanya.get("driver.Application/index?counts=1")).data.workflow.states.SUBMITTED).toBe(0);
    expect((await province.post("driver.Application/accept", { id: third.data.id })).code).toBe(1);
    expect((await province.post("driver.Application/reject", { id: third.data.id, opinion: "从业资格证与本人不符" })).code).toBe(1);
    const [row] = await t.database.db.select().from(driverApplication).where(eq(driverApplication.id, third.data.id));
    expect(row).toMatchObject({ status: "REJECTED", opinion: "从业资格证与本人不符" });
    expect(await t.database.db.select().from(vehicle).where(eq(vehicle.company_id, rivalId))).toHaveLength(0);
  });

  test("the licence file number has 12 digits", () => {
    expect(patterns.licenceFileNo.test("460200123456")).toBe(true);
    expect(patterns.licenceFileNo.test("46020012345")).toBe(false);
  });
});
