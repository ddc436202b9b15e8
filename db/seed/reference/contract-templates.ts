// The model contract texts (示范文本) the province's e-contract system offers, with their
// cancellation schedules (reference domain §9; kept as data so a new edition is a new row):
// 2014 团队境内旅游合同 (GF-2014-2401): the tourist bears 20 % 6–4 days before departure, 40 %
// 3–1 days, 60 % on the departure day; the agency pays 10 % / 15 % / 20 %. 团队出境旅游合同
// (GF-2014-2400): the tourist 5 % 29–15 days, 15 % 14–7, 70 % 6–4, 85 % 3–1, 90 % on the day;
// the agency 2 % / 5 % / 10 % / 15 % / 20 %. Inserted when missing; edits are kept.
import { eq } from "drizzle-orm";
import type { Database } from "@db/client";
import { contractCancellationRule, contractTemplate } from "@db/schema";

type Step = [party: "TOURIST" | "AGENCY", from: number, to: number, rate: number];

const DOMESTIC: Step[] = [
  ["TOURIST", 4, 6, 20],
  ["TOURIST", 1, 3, 40],
  ["TOURIST", 0, 0, 60],
  ["AGENCY", 4, 6, 10],
  ["AGENCY", 1, 3, 15],
  ["AGENCY", 0, 0, 20],
];
const OUTBOUND: Step[] = [
  ["TOURIST", 15, 29, 5],
  ["TOURIST", 7, 14, 15],
  ["TOURIST", 4, 6, 70],
  ["TOURIST", 1, 3, 85],
  ["TOURIST", 0, 0, 90],
  ["AGENCY", 15, 29, 2],
  ["AGENCY", 7, 14, 5],
  ["AGENCY", 4, 6, 10],
  ["AGENCY", 1, 3, 15],
  ["AGENCY", 0, 0, 20],
];

const TERMS_DOMESTIC =
  "第一条 旅行社应按约定的行程、交通、住宿、餐饮标准提供服务，不得以不合理的低价组织旅游活动，不得指定具体购物场所或安排另行付费旅游项目，但经双方协商一致且不影响其他旅游者行程的除外。\n第二条 旅游者在行程开始前 7 日以内提出解除合同的，旅行社按本合同约定比例扣除必要的费用后退还余款。\n第三条 旅行社在行程开始前 7 日以内提出解除合同的，应退还全部旅游费用并按约定支付违约金。\n第四条 未达到约定的最低成团人数不能出团的，旅行社应至迟于出发前 7 日通知旅游者。\n第五条 双方发生争议的，可协商解决，或向旅游投诉受理机构投诉，或提请仲裁、向人民法院起诉。";

export const CONTRACT_TEMPLATES: { code: "DOMESTIC_GROUP" | "OUTBOUND_GROUP" | "DAY_TOUR" | "LOCAL" | "SUPPLEMENT"; name: string; name_en: string; edition: string; terms: string; schedule: Step[] }[] = [
  { code: "DOMESTIC_GROUP", name: "团队境内旅游合同（示范文本）", name_en: "Domestic group tour contract (model text)", edition: "GF-2014-2401", terms: TERMS_DOMESTIC, schedule: DOMESTIC },
  { code: "OUTBOUND_GROUP", name: "团队出境旅游合同（示范文本）", name_en: "Outbound group tour contract (model text)", edition: "GF-2014-2400", terms: TERMS_DOMESTIC.replace("7 日", "30 日"), schedule: OUTBOUND },
  { code: "DAY_TOUR", name: "一日游合同", name_en: "Day tour contract", edition: "HN-2019-01", terms: TERMS_DOMESTIC, schedule: DOMESTIC },
  { code: "LOCAL", name: "地接旅游合同", name_en: "Local reception contract", edition: "HN-2019-02", terms: TERMS_DOMESTIC, schedule: DOMESTIC },
  { code: "SUPPLEMENT", name: "旅游合同补充协议", name_en: "Supplementary agreement", edition: "HN-2019-03", terms: "本补充协议是旅游合同的组成部分，与主合同具有同等效力；购物及另行付费项目须经旅游者自愿选择，不得影响其他旅游者行程。", schedule: [] },
];

export async function seedContractTemplates(db: Database): Promise<void> {
  for (const template of CONTRACT_TEMPLATES) {
    const [found] = await db.select({ id: contractTemplate.id }).from(contractTemplate).where(eq(contractTemplate.code, template.code)).limit(1);
    if (found) continue;
    const [made] = await db.insert(contractTemplate).values({ code: template.code, name: template.name, name_en: template.name_en, edition: template.edition, terms: template.terms, version: 1 }).returning({ id: contractTemplate.id });
    if (!made || template.schedule.length === 0) continue;
    await db.insert(contractCancellationRule).values(template.schedule.map(([party, days_from, days_to, rate]) => ({ template_id: made.id, party, days_from, days_to, rate })));
  }
}
