// Demo coaches and drivers of the tourist coach operators (reference domain §7, §24): 60
// vehicles with plates of their area (琼A 海口, 琼B 三亚, 琼C north, 琼D south and centre),
// mostly large buses with yellow plates, a few with an ended road transport certificate,
// inspection or insurance; 80 drivers (a few certificates ended), and driver filings in every
// state, their pre-checks run as the server runs them. The demo account `coach` signs in for the
// operator with the drafts.
import { and, eq } from "drizzle-orm";
import { admin, adminGroupAccess, auditRecord, driver, driverApplication, enterprise, vehicle, workCalendar } from "@db/schema";
import { DEFAULT_TIME_ZONE } from "@shared/datetime";
import { addWorkingDays } from "@server/engine/workflow/time-limits";
import { precheckColumns, runPrechecks } from "@modules/driver/Application/prechecks";
import type { DemoSeeder } from "./context";
import { isoDate } from "./enterprises";
import { demoIdNumber, demoMobile, demoPersonOf } from "./people";

const DAY = 86_400;
const VEHICLES = 60;
const DRIVERS = 80;

const MODELS = {
  LARGE_BUS: [["宇通 ZK6122H", 53], ["金龙 XMQ6127", 49], ["海格 KLQ6125", 51], ["中通 LCK6118", 45], ["宇通 ZK6107", 39]],
  MEDIUM_BUS: [["宇通 ZK6729D", 19], ["金旅 XML6809", 19], ["丰田 考斯特", 17]],
  SMALL_BUS: [["福特 全顺", 9], ["别克 GL8", 7]],
  CAR: [["大众 帕萨特", 5], ["丰田 凯美瑞", 5]],
} as const;

/** The plate letter of a place: 琼A 海口, 琼B 三亚, 琼C the north and east, 琼D the south and centre. */
function plateLetter(region: number): string {
  if (Math.floor(region / 100) === 4601) return "A";
  if (Math.floor(region / 100) === 4602) return "B";
  return [460400, 469002, 469005, 469021, 469022, 469023, 469024].includes(region) ? "C" : "D";
}

export const demoFleet: DemoSeeder = {
  name: "demo:fleet",
  async run({ db, random, now, accounts, passwordHash }) {
    const today = isoDate(now);
    const companies = await db
      .select({ id: enterprise.id, region: enterprise.region_code })
      .from(enterprise)
      .where(and(eq(enterprise.category_id, 16000), eq(enterprise.audit_status, "APPROVED")));
    if (companies.length < 3) return;
    const calendar = new Map((await db.select().from(workCalendar)).map((r) => [r.date, r.is_workday === "1"]));
    const date = (days: number) => isoDate(now + days * DAY);

    const plates = new Set<string>();
    const vehicles: (typeof vehicle.$inferInsert)[] = [];
    for (let i = 0; i < VEHICLES; i++) {
      const company = companies[i % companies.length] as { id: number; region: number };
      const roll = random.next();
      const type = roll < 0.6 ? "LARGE_BUS" : roll < 0.85 ? "MEDIUM_BUS" : roll < 0.95 ? "SMALL_BUS" : "CAR";
      const [model, seats] = random.pick<readonly [string, number]>(MODELS[type]);
      const large = type === "LARGE_BUS" || type === "MEDIUM_BUS";
      const newEnergy = random.chance(0.12);
      let plate = "";
      do {
        const digits = String(random.int(10000, 99999));
        const body = newEnergy ? (large ? `${digits}D` : `D${digits}`) : random.chance(0.3) ? `${digits.slice(0, 2)}${random.pick(["A", "B", "C", "D", "E", "F", "G"])}${digits.slice(3)}` : digits;
        plate = `琼${plateLetter(company.region)}·${body}`;
      } while (plates.has(plate));
      plates.add(plate);
      // A few certificates ended; the rest run one to two years.
      const ended = (k: number) => (i % 20 === k ? date(-random.int(3, 40)) : date(random.int(20, 700)));
      vehicles.push({
        plate_no: plate,
        plate_color: large ? (newEnergy ? "YELLOW_GREEN" : "YELLOW") : newEnergy ? "GREEN" : "BLUE",
        vehicle_type: type,
        seats,
        brand_model: model,
        transport_cert_no: `${company.region}${String(random.int(1, 999_999)).padStart(6, "0")}`,
        transport_cert_expire: ended(3),
        inspection_expire: ended(7),
        insurance_expire: ended(13),
        company_id: company.id,
        status: random.chance(0.05) ? "SUSPENDED" : "ACTIVE",
      });
    }

    const usedIds = new Set<string>();
    const newPerson = (region: number) => {
      const gender: "1" | "2" = random.chance(0.94) ? "1" : "2";
      let idNo = demoIdNumber(random, region, gender, [1966, 1995]);
      while (usedIds.has(idNo)) idNo = demoIdNumber(random, region, gender, [1966, 1995]);
      usedIds.add(idNo);
      return { name: demoPersonOf(random, gender), gender, id_no: idNo, mobile: demoMobile(random) };
    };
    const licence = (region: number, klass: "A1" | "B1" | "C1", endsIn: number) => ({
      license_no: `${String(region).slice(0, 4)}${String(random.int(0, 99_999_999)).padStart(8, "0")}`,
      license_class: klass,
      license_expire_date: date(endsIn),
      qualification_no: `${String(region).slice(0, 4)}${random.int(2005, 2022)}${String(random.int(0, 999_999)).padStart(6, "0")}`,
    });
    const drivers: (typeof driver.$inferInsert)[] = [];
    for (let i = 0; i < DRIVERS; i++) {
      const company = companies[i % companies.length] as { id: number; region: number };
      const klass = random.chance(0.82) ? "A1" : random.chance(0.6) ? "B1" : "C1";
      drivers.push({
        ...newPerson(company.region),
        ...licence(company.region, klass, i % 27 === 5 ? -random.int(5, 60) : random.int(60, 3000)),
        qualification_expire_date: i % 31 === 9 ? date(-random.int(5, 90)) : date(random.int(30, 1800)),
        company_id: company.id,
        status: random.chance(0.04) ? "SUSPENDED" : random.chance(0.07) ? "LEFT" : "ACTIVE",
        credit_level: random.chance(0.05) ? "MINOR" : random.chance(0.4) ? "GOOD" : "NORMAL",
      });
    }

    const { password, hash } = await passwordHash();
    await db.transaction(async (tx) => {
      await tx.insert(vehicle).values(vehicles);
      const madeDrivers = await tx.insert(driver).values(drivers).returning({ id: driver.id, id_no: driver.id_no, name: driver.name, gender: driver.gender, mobile: driver.mobile, company_id: driver.company_id, status: driver.status });

      // Filings: the first operator (the demo account's) has drafts and a returned one; every
      // state appears, some past their limits, some with failing pre-checks.
      const home = companies[0] as { id: number; region: number };
      const other = (companies.find((c) => c.id !== home.id) ?? home) as { id: number; region: number };
      // Drivers still active at another operator, each of whom files again (one person per filing).
      const activeElsewhere = madeDrivers.filter((d) => d.company_id !== home.id && d.status === "ACTIVE");
      const plans: { state: NonNullable<(typeof driverApplication.$inferInsert)["status"]>; company: { id: number; region: number }; klass?: "A1" | "B1" | "C1"; expired?: boolean; elsewhere?: boolean; overdue?: boolean }[] = [
        { state: "DRAFT", company: home },
        { state: "DRAFT", company: home, klass: "B1" },
        { state: "RETURNED", company: home, expired: true },
        { state: "SUBMITTED", company: home },
        { state: "SUBMITTED", company: other, klass: "C1" },
        { state: "SUBMITTED", company: other, overdue: true },
        { state: "SUBMITTED", company: home, elsewhere: true },
        { state: "UNDER_REVIEW", company: home, elsewhere: true },
        { state: "UNDER_REVIEW", company: other, overdue: true },
        { state: "UNDER_REVIEW", company: random.pick(companies) },
        { state: "APPROVED", company: home },
        { state: "REJECTED", company: other, expired: true },
        { state: "WITHDRAWN", company: random.pick(companies) },
        { state: "RETURNED", company: other },
      ];
      const trail: (typeof auditRecord.$inferInsert)[] = [];
      for (const plan of plans) {
        // The same person as the driver still active elsewhere: same ID number, name and gender.
        const elsewhere = plan.elsewhere ? activeElsewhere.shift() : undefined;
        const person = elsewhere ? { name: elsewhere.name, gender: elsewhere.gender, id_no: elsewhere.id_no, mobile: elsewhere.mobile } : newPerson(plan.company.region);
        const application = {
          ...person,
          ...licence(plan.company.region, plan.klass ?? "A1", plan.expired ? -random.int(3, 30) : random.int(200, 2500)),
          qualification_expire_date: date(random.int(100, 1500)),
          company_id: plan.company.id,
          status: plan.state,
        };
        const submitted = now - (plan.overdue ? random.int(12, 20) : random.int(1, 3)) * DAY;
        const accepted = submitted + DAY;
        const timing: Partial<typeof driverApplication.$inferInsert> = {};
        if (plan.state !== "DRAFT") Object.assign(timing, { submit_time: submitted, notify_due_time: addWorkingDays(submitted, 5, DEFAULT_TIME_ZONE, calendar) });
        if (["UNDER_REVIEW", "APPROVED", "REJECTED", "RETURNED"].includes(plan.state)) Object.assign(timing, { accept_time: accepted, decide_due_time: plan.state === "RETURNED" ? null : addWorkingDays(accepted, 20, DEFAULT_TIME_ZONE, calendar) });
        if (["APPROVED", "REJECTED", "RETURNED"].includes(plan.state)) timing.decide_time = accepted + 2 * DAY;
        if (plan.state === "RETURNED") timing.missing_items = JSON.stringify([plan.expired ? "驾驶证已过期，请提供换发后的驾驶证" : "从业资格证复印件不清晰"]);
        if (plan.state === "REJECTED") timing.opinion = "驾驶证已过期";
        const checks = await runPrechecks(tx, application, today);
        const [row] = await tx
          .insert(driverApplication)
          .values({ ...application, ...timing, ...precheckColumns(checks) })
          .returning({ id: driverApplication.id });
        const id = row?.id ?? 0;
        const rec = (action: string, from: string, to: string, at: number, extra: Partial<typeof auditRecord.$inferInsert> = {}) =>
          trail.push({ entity_type: "driver_application", entity_id: id, action, from_status: from, to_status: to, create_time: at, operator_name: ["save", "submit", "withdraw"].includes(action) ? "企业用户" : "省厅监管员", ...extra });
        rec("save", "DRAFT", "DRAFT", submitted - DAY);
        if (plan.state === "DRAFT") continue;
        rec("submit", "DRAFT", "SUBMITTED", submitted);
        if (plan.state === "WITHDRAWN") rec("withdraw", "SUBMITTED", "WITHDRAWN", submitted + DAY);
        if (["UNDER_REVIEW", "APPROVED", "REJECTED", "RETURNED"].includes(plan.state)) rec("accept", "SUBMITTED", "UNDER_REVIEW", accepted);
        if (plan.state === "RETURNED") rec("return", "UNDER_REVIEW", "RETURNED", accepted + 2 * DAY, { missing_items: String(timing.missing_items ?? "") });
        if (plan.state === "REJECTED") rec("reject", "UNDER_REVIEW", "REJECTED", accepted + 2 * DAY, { opinion: String(timing.opinion ?? "") });
        if (plan.state === "APPROVED") {
          rec("approve", "UNDER_REVIEW", "APPROVED", accepted + 2 * DAY);
          const [made] = await tx.insert(driver).values({ ...application, status: "ACTIVE" }).returning({ id: driver.id });
          await tx.update(driverApplication).set({ driver_id: made?.id ?? null }).where(eq(driverApplication.id, id));
        }
      }
      await tx.insert(auditRecord).values(trail);

      const [account] = await tx.insert(admin).values({ username: "coach", nickname: "客运企业管理员", password: hash, enterprise_id: home.id }).onConflictDoNothing().returning({ id: admin.id });
      if (account) {
        await tx.insert(adminGroupAccess).values({ uid: account.id, group_id: 4 }).onConflictDoNothing();
        accounts.push({ kind: "admin", username: "coach", password, role: "enterprise:coach" });
      }
    });
  },
};
