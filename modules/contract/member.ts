// "My contracts" in the member centre (/user/contract/mine, member rule `contract/mine`): the
// contracts that name the member's mobile number as the signer's, each as the tourist will
// sign it; signing by a code sent to that mobile; the signed contract's PDF.
import { and, asc, desc, eq, ne } from "drizzle-orm";
import { contractTemplate, contractTourist, enterprise, guide, tourContract } from "@db/schema";
import { formatDateTime } from "@shared/datetime";
import { pick, type Lang } from "@shared/i18n";
import { L } from "@shared/module/labels";
import { maskPii } from "@shared/pii";
import { runningLimit, stateOf } from "@shared/module/workflow";
import type { MemberRow } from "@server/auth/member-guard";
import { ApiError } from "@server/kernel/errors";
import type { AppServices } from "@server/services";
import { scheduleOf } from "./contracts";
import { contractWorkflow } from "./Contract/workflow";
import { TEMPLATE_OPTIONS } from "./options";

export const MEMBER_MESSAGES = {
  noMobile: L("请先在个人资料中绑定手机号", "Bind your mobile number in your profile first"),
  notPending: L("该合同当前不能签署", "This contract cannot be signed now"),
  signed: L("合同已签署", "Contract signed"),
  codeSent: L("签署验证码已发送至您的手机", "The signing code has been sent to your mobile"),
  codeMailed: L("签署验证码已发送至您的电子邮箱", "The signing code has been sent to your e-mail"),
  noEmail: L("请先在个人资料中绑定电子邮箱", "Add an e-mail address to your profile first"),
};

type ContractRow = typeof tourContract.$inferSelect;

/** The member's contract (named by their mobile, sent to them), or "not found". */
export async function ownContract(services: Pick<AppServices, "db">, member: MemberRow, id: number): Promise<ContractRow> {
  if (!member.mobile) throw new ApiError("recordNotFound");
  const [row] = await services.db
    .select()
    .from(tourContract)
    .where(and(eq(tourContract.id, id), eq(tourContract.signer_mobile, member.mobile), ne(tourContract.status, "DRAFT")))
    .limit(1);
  if (!row) throw new ApiError("recordNotFound");
  return row;
}

const stateText = (status: string, lang: Lang) => pick(stateOf(contractWorkflow, status)?.label ?? { "zh-cn": status, en: status }, lang);

/** The member's contracts, newest departure first. */
export async function myContracts(services: Pick<AppServices, "db" | "siteConfig">, member: MemberRow, lang: Lang) {
  if (!member.mobile) return { list: [], mobile_bound: false };
  const rows = await services.db
    .select({
      id: tourContract.id,
      contract_no: tourContract.contract_no,
      route_name: tourContract.route_name,
      depart_at: tourContract.depart_at,
      return_at: tourContract.return_at,
      status: tourContract.status,
      sign_due_time: tourContract.sign_due_time,
      total_amount: tourContract.total_amount,
      agency: enterprise.name,
      agency_en: enterprise.name_en,
    })
    .from(tourContract)
    .leftJoin(enterprise, eq(enterprise.id, tourContract.agency_id))
    .where(and(eq(tourContract.signer_mobile, member.mobile), ne(tourContract.status, "DRAFT")))
    .orderBy(desc(tourContract.depart_at))
    .limit(100);
  return {
    mobile_bound: true,
    list: rows.map((r) => ({ ...r, agency: lang === "en" && r.agency_en ? r.agency_en : (r.agency ?? ""), agency_en: undefined, status_text: stateText(r.status, lang) })),
  };
}

/** One contract as the tourist reads it before signing: every term, the travellers (masked), the schedule. */
export async function contractView(services: Pick<AppServices, "db" | "siteConfig" | "clock">, row: ContractRow, lang: Lang) {
  const { db } = services;
  const [template] = await db.select().from(contractTemplate).where(eq(contractTemplate.id, row.template_id));
  const [agency] = await db.select({ name: enterprise.name, name_en: enterprise.name_en }).from(enterprise).where(eq(enterprise.id, row.agency_id));
  const [leader] = row.guide_id ? await db.select({ name: guide.name, card_no: guide.card_no }).from(guide).where(eq(guide.id, row.guide_id)) : [];
  const tourists = await db.select().from(contractTourist).where(eq(contractTourist.contract_id, row.id)).orderBy(asc(contractTourist.id)).limit(200);
  const limit = runningLimit(contractWorkflow, row.status);
  const kind = TEMPLATE_OPTIONS.find((o) => o.value === template?.code);
  return {
    id: row.id,
    contract_no: row.contract_no,
    check_code: (["SIGNED", "IN_PROGRESS", "COMPLETED", "CANCELLED_BY_TOURIST", "CANCELLED_BY_AGENCY", "TERMINATED"] as string[]).includes(row.status) ? row.check_code : "",
    status: row.status,
    status_text: stateText(row.status, lang),
    can_sign: row.status === "PENDING_SIGN",
    sign_due_time: limit?.name === "sign" ? row.sign_due_time : null,
    template: { name: lang === "en" && template?.name_en ? template.name_en : (template?.name ?? ""), kind: kind ? pick(kind.label, lang) : "", edition: template?.edition ?? "", terms: template?.terms ?? "", version: row.version },
    agency: lang === "en" && agency?.name_en ? agency.name_en : (agency?.name ?? ""),
    agency_license_no: row.agency_license_no,
    tour_no: row.tour_no,
    route_name: row.route_name,
    depart_place: row.depart_place,
    return_place: row.return_place,
    depart_at: row.depart_at,
    return_at: row.return_at,
    days: row.days,
    nights: row.nights,
    min_group_size: row.min_group_size,
    adult_count: row.adult_count,
    child_count: row.child_count,
    adult_price: row.adult_price,
    child_price: row.child_price,
    total_amount: row.total_amount,
    paid_amount: row.paid_amount,
    shopping_stops: row.shopping_stops,
    shopping_list: row.shopping_list,
    paid_extras: row.paid_extras,
    insurance_policy_no: row.insurance_policy_no,
    guide: leader ? `${leader.name}（${leader.card_no}）` : "",
    signer_name: row.signer_name,
    signer_id_no: maskPii("idCard", row.signer_id_no),
    signer_mobile: maskPii("phone", row.signer_mobile),
    signed_time: row.signed_time,
    deduction_amount: row.deduction_amount,
    penalty_amount: row.penalty_amount,
    refund_amount: row.refund_amount,
    tourists: tourists.map((t) => ({ name: t.name, gender: t.gender, age: t.age, id_type: t.id_type, id_no: maskPii("idCard", t.id_no), mobile: maskPii("phone", t.mobile), health_note: t.health_note })),
    schedule: await scheduleOf(db, row.template_id),
    date_text: { depart: formatDateTime(row.depart_at, await services.siteConfig.timeZone()), return: formatDateTime(row.return_at, await services.siteConfig.timeZone()) },
  };
}

