// The automatic pre-checks of a driver filing (reference domain §7), run when it is saved and
// submitted and again when a reviewer opens it:
//   licenceClass — the licence class covers every vehicle type the operator runs (a large bus needs A1);
//   licenceExpiry, qualificationExpiry — both end after today;
//   otherCompany — the person is not an active driver of another operator.
import { and, eq, ne } from "drizzle-orm";
import { driver, enterprise, vehicle } from "@db/schema";
import { pick, type Lang } from "@shared/i18n";
import type { Executor, Row } from "@server/engine/types";
import { CLASS_FOR_VEHICLE, LICENCE_COVERS, VEHICLE_TYPE_OPTIONS } from "../options";

export interface Precheck {
  key: "licenceClass" | "licenceExpiry" | "qualificationExpiry" | "otherCompany";
  ok: boolean;
  /** Values for the message. */
  params: Record<string, string>;
}

const TEXTS: Record<Precheck["key"], { label: { "zh-cn": string; en: string }; ok: { "zh-cn": string; en: string }; fail: { "zh-cn": string; en: string } }> = {
  licenceClass: {
    label: { "zh-cn": "准驾车型与本企业车辆相符", en: "Licence class fits the operator's vehicles" },
    ok: { "zh-cn": "{class} 可驾驶本企业的全部车型（{types}）", en: "{class} covers every type the operator runs ({types})" },
    fail: { "zh-cn": "本企业有{type}，需持 {needed} 驾驶证，申请人为 {class}", en: "The operator runs a {type}, which needs {needed}; the driver holds {class}" },
  },
  licenceExpiry: {
    label: { "zh-cn": "驾驶证在有效期内", en: "Driving licence valid" },
    ok: { "zh-cn": "有效期至 {date}", en: "Valid until {date}" },
    fail: { "zh-cn": "已于 {date} 到期", en: "Ended on {date}" },
  },
  qualificationExpiry: {
    label: { "zh-cn": "从业资格证在有效期内", en: "Qualification certificate valid" },
    ok: { "zh-cn": "有效期至 {date}", en: "Valid until {date}" },
    fail: { "zh-cn": "已于 {date} 到期", en: "Ended on {date}" },
  },
  otherCompany: {
    label: { "zh-cn": "未在其他企业在岗", en: "Not active at another operator" },
    ok: { "zh-cn": "未发现在其他企业在岗的记录", en: "No active record at another operator" },
    fail: { "zh-cn": "仍在 {company} 在岗", en: "Still active at {company}" },
  },
};

const fill = (text: string, params: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? "");

/** The checks as a reviewer reads them, in their language. */
export function describePrechecks(checks: Precheck[], lang: Lang) {
  return checks.map((c) => {
    const texts = TEXTS[c.key];
    const params = { ...c.params };
    if (lang === "en" && params.company_en) params.company = params.company_en;
    if (params.type) params.type = pick(VEHICLE_TYPE_OPTIONS.find((o) => o.value === params.type)?.label ?? { "zh-cn": params.type, en: params.type }, lang);
    if (params.types) params.types = params.types.split(",").map((t) => pick(VEHICLE_TYPE_OPTIONS.find((o) => o.value === t)?.label ?? { "zh-cn": t, en: t }, lang)).join(lang === "en" ? ", " : "、");
    return { key: c.key, ok: c.ok, label: pick(texts.label, lang), detail: fill(pick(c.ok ? texts.ok : texts.fail, lang), params) };
  });
}

const RANK = ["LARGE_BUS", "MEDIUM_BUS", "SMALL_BUS", "CAR"];

export async function runPrechecks(db: Executor, application: Row, today: string): Promise<Precheck[]> {
  const companyId = Number(application.company_id);
  const licenceClass = String(application.license_class);
  const types = (await db.selectDistinct({ type: vehicle.vehicle_type }).from(vehicle).where(and(eq(vehicle.company_id, companyId), eq(vehicle.status, "ACTIVE")))).map((r) => r.type).sort((a, b) => RANK.indexOf(a) - RANK.indexOf(b));
  const uncovered = types.find((type) => !(LICENCE_COVERS[licenceClass] ?? []).includes(CLASS_FOR_VEHICLE[type] ?? "C1"));
  const checks: Precheck[] = [
    uncovered
      ? { key: "licenceClass", ok: false, params: { type: uncovered, needed: CLASS_FOR_VEHICLE[uncovered] ?? "", class: licenceClass } }
      : { key: "licenceClass", ok: true, params: { class: licenceClass, types: types.join(",") } },
  ];
  for (const [key, field] of [
    ["licenceExpiry", "license_expire_date"],
    ["qualificationExpiry", "qualification_expire_date"],
  ] as const) {
    const date = String(application[field] ?? "");
    checks.push({ key, ok: Boolean(date) && date > today, params: { date } });
  }
  const idNo = String(application.id_no ?? "");
  const [elsewhere] = idNo
    ? await db
        .select({ company: enterprise.name, company_en: enterprise.name_en })
        .from(driver)
        .innerJoin(enterprise, eq(enterprise.id, driver.company_id))
        .where(and(eq(driver.id_no, idNo), eq(driver.status, "ACTIVE"), ne(driver.company_id, companyId)))
        .limit(1)
    : [];
  checks.push(elsewhere ? { key: "otherCompany", ok: false, params: { company: elsewhere.company, company_en: elsewhere.company_en } } : { key: "otherCompany", ok: true, params: {} });
  return checks;
}

/** Column values that keep a filing's pre-checks on the row (the queue shows and filters them). */
export const precheckColumns = (checks: Precheck[]): { precheck: string; precheck_ok: "0" | "1" } => ({ precheck: JSON.stringify(checks), precheck_ok: checks.every((c) => c.ok) ? "1" : "0" });
