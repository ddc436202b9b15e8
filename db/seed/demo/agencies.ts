// Demo details of every registered travel agency (reference domain §8, §24): the licence as the
// registry holds it (CJ numbers for outbound business), scopes, head offices and a few branches,
// quality deposits of the statutory size (20万; 140万 with outbound; branches 5万 / 35万) in cash,
// bank guarantees or guarantee insurance (a few ending soon or ended), registered capital, the
// online flag; licences issued and cancelled this month; service outlets in their areas.
import { and, eq } from "drizzle-orm";
import { agencyOutlet, enterprise, travelAgency } from "@db/schema";
import type { DemoSeeder } from "./context";
import { REGIONS } from "./enterprise-names";
import { isoDate } from "./enterprises";

const DAY = 86_400;
const WAN = 10_000 * 100;
const BANKS = ["中国银行海南省分行", "中国工商银行三亚分行", "中国建设银行海口分行", "海南银行", "海南省农村信用社", "交通银行海南省分行"];
const INSURERS = ["中国人民财产保险股份有限公司海南省分公司", "中国平安财产保险股份有限公司海南分公司"];

export const demoAgencies: DemoSeeder = {
  name: "demo:agencies",
  async run({ db, random, now }) {
    const today = isoDate(now);
    const monthStart = `${today.slice(0, 8)}01`;
    const agencies = await db
      .select({ id: enterprise.id, name: enterprise.name, region: enterprise.region_code, license_no: enterprise.license_no, issued: enterprise.license_issue_date, outbound: enterprise.outbound, status: enterprise.status })
      .from(enterprise)
      .where(and(eq(enterprise.category_id, 11000), eq(enterprise.audit_status, "APPROVED")));
    if (agencies.length === 0) return;
    const heads = agencies.filter((a) => a.status === "NORMAL");
    const rows: (typeof travelAgency.$inferInsert)[] = [];
    const outlets: (typeof agencyOutlet.$inferInsert)[] = [];
    const licenceUpdates: { id: number; issued: string }[] = [];
    let cancelledThisMonth = 0;
    // One agency gave its licence back this month (the dashboard's "cancelled this month").
    const closing = agencies.length > 12 && !agencies.some((a) => a.status === "CANCELLED") ? agencies[agencies.length - 1] : undefined;
    if (closing) closing.status = "CANCELLED";
    agencies.forEach((agency, index) => {
      const branch = index % 9 === 7 && heads.length > 1;
      const parent = branch ? heads.find((h) => h.id !== agency.id) : undefined;
      const form = random.next() < 0.6 ? "CASH" : random.next() < 0.75 ? "BANK_GUARANTEE" : "INSURANCE";
      const base = branch ? (agency.outbound ? 35 : 5) : agency.outbound ? 140 : 20;
      // Two licences issued this month (new agencies); cancelled agencies' licences end on a date, one this month.
      let issued = agency.issued || isoDate(now - random.int(200, 3000) * DAY);
      if (index === 3 || index === 11) {
        issued = isoDate(now - random.int(0, Math.max(0, Number(today.slice(8)) - 1)) * DAY);
        licenceUpdates.push({ id: agency.id, issued });
      }
      const cancelled = agency.status === "CANCELLED" ? (cancelledThisMonth++ === 0 ? monthStart : isoDate(now - random.int(40, 400) * DAY)) : "";
      const guaranteeEnds = form === "CASH" ? "" : index % 7 === 2 ? isoDate(now - random.int(3, 30) * DAY) : index % 5 === 1 ? isoDate(now + random.int(10, 80) * DAY) : isoDate(now + random.int(120, 700) * DAY);
      rows.push({
        enterprise_id: agency.id,
        license_no: agency.license_no,
        license_issue_date: issued,
        cancel_date: cancelled,
        scopes: ["DOMESTIC", "INBOUND", ...(agency.outbound ? ["OUTBOUND"] : []), ...(agency.outbound && index % 4 === 0 ? ["TAIWAN"] : [])].join(","),
        office_type: branch ? "BRANCH" : "HEAD",
        parent_id: parent?.id ?? null,
        deposit_amount: base * WAN,
        deposit_form: form,
        deposit_bank: form === "INSURANCE" ? random.pick(INSURERS) : random.pick(BANKS),
        deposit_expire_date: guaranteeEnds,
        registered_capital: (agency.outbound ? random.int(100, 1000) : random.int(30, 300)) * WAN,
        online: random.chance(0.1),
        create_time: now - random.int(30, 900) * DAY,
      });
      if (branch || agency.status !== "NORMAL" || !random.chance(0.6)) return;
      const home = REGIONS.find((r) => r.code === agency.region);
      for (let k = random.int(1, 3); k > 0; k--) {
        const region = random.chance(0.6) && home ? home : random.pick(REGIONS.filter((r) => r.weight >= 1));
        const short = agency.name.replace(/(国际)?旅行社有限公司$|假期旅行社有限公司$/, "");
        outlets.push({
          enterprise_id: agency.id,
          name: `${short}${region.city}${random.pick(["解放路", "滨海", "椰林", "人民路", "望海"])}门市部`,
          address: `${region.place}${random.pick(region.streets)}${random.int(1, 299)}号`,
          filing_no: `琼旅服备〔${random.int(2018, 2025)}〕${String(random.int(1, 9999)).padStart(4, "0")}号`,
          region_code: region.code,
          status: random.chance(0.92) ? "1" : "0",
        });
      }
    });
    await db.transaction(async (tx) => {
      await tx.insert(travelAgency).values(rows);
      for (let i = 0; i < outlets.length; i += 200) await tx.insert(agencyOutlet).values(outlets.slice(i, i + 200));
      for (const update of licenceUpdates) await tx.update(enterprise).set({ license_issue_date: update.issued }).where(eq(enterprise.id, update.id));
      if (closing) await tx.update(enterprise).set({ status: "CANCELLED" }).where(eq(enterprise.id, closing.id));
    });
  },
};
