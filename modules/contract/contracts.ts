// What the contract's console actions, its member centre calls and its public check share:
// numbering, the check code, the settlement of a cancellation by the template's schedule, the
// PDF of a contract and its public summary.
import { and, asc, desc, eq, like } from "drizzle-orm";
import { contractCancellationRule, contractTemplate, contractTourist, enterprise, guide, tourContract } from "@db/schema";
import { formatDateTime } from "@shared/datetime";
import { pick, type Lang } from "@shared/i18n";
import { stateOf } from "@shared/module/workflow";
import type { Executor, Row } from "@server/engine/types";
import type { AppServices } from "@server/services";
import { cancellation, daysBefore, termination, type ScheduleStep, type Settlement } from "./cancellation";
import { contractWorkflow } from "./Contract/workflow";
import { contractPdf } from "./pdf";

type ContractRow = typeof tourContract.$inferSelect;

/** The next number of the day: HT + yyyymmdd + a four-digit sequence. */
export async function nextContractNumber(db: Executor, day: string): Promise<string> {
  const prefix = `HT${day.replaceAll("-", "")}`;
  const [last] = await db.select({ no: tourContract.contract_no }).from(tourContract).where(like(tourContract.contract_no, `${prefix}%`)).orderBy(desc(tourContract.contract_no)).limit(1);
  const sequence = last ? Number(last.no.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(sequence).padStart(4, "0")}`;
}

/** Eight characters without look-alikes (no 0/O, 1/I/L). */
const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export function newCheckCode(): string {
  return Array.from(crypto.getRandomValues(new Uint32Array(8)), (v) => CODE_ALPHABET[v % CODE_ALPHABET.length]).join("");
}

export async function scheduleOf(db: Executor, templateId: number): Promise<ScheduleStep[]> {
  return db
    .select({ party: contractCancellationRule.party, days_from: contractCancellationRule.days_from, days_to: contractCancellationRule.days_to, rate: contractCancellationRule.rate })
    .from(contractCancellationRule)
    .where(eq(contractCancellationRule.template_id, templateId))
    .orderBy(asc(contractCancellationRule.party), desc(contractCancellationRule.days_from));
}

/** The settlement of a move that ends a contract at `now` (site time zone). */
export async function settle(db: Executor, row: Row, move: "touristCancel" | "agencyCancel" | "terminate", now: number, timeZone: string): Promise<Settlement> {
  const schedule = await scheduleOf(db, Number(row.template_id));
  const today = formatDateTime(now, timeZone, false);
  const departure = formatDateTime(Number(row.depart_at), timeZone, false);
  const total = Number(row.total_amount);
  const paid = Number(row.paid_amount);
  if (move === "terminate") return termination(schedule, Number(row.days), -daysBefore(departure, today) + 1, total, paid);
  return cancellation(schedule, move === "touristCancel" ? "TOURIST" : "AGENCY", Math.max(daysBefore(departure, today), 0), total, paid);
}

/** PDFs made lately, by contract and its last change (a contract's PDF changes only with its row). */
const made = new Map<string, Uint8Array>();
const KEPT = 50;

/** The contract's PDF (kept for the next download until the contract changes). */
export async function buildContractPdf(services: Pick<AppServices, "db" | "siteConfig">, row: ContractRow): Promise<Uint8Array> {
  const key = `${row.id}:${row.update_time}:${row.status}`;
  const kept = made.get(key);
  if (kept) return kept;
  const bytes = await renderContractPdf(services, row);
  made.set(key, bytes);
  if (made.size > KEPT) made.delete(made.keys().next().value as string);
  return bytes;
}

async function renderContractPdf(services: Pick<AppServices, "db" | "siteConfig">, row: ContractRow): Promise<Uint8Array> {
  const { db } = services;
  const [template] = await db.select().from(contractTemplate).where(eq(contractTemplate.id, row.template_id));
  const [agency] = await db.select({ name: enterprise.name }).from(enterprise).where(eq(enterprise.id, row.agency_id));
  const [leader] = row.guide_id ? await db.select({ name: guide.name, card_no: guide.card_no }).from(guide).where(eq(guide.id, row.guide_id)) : [];
  const tourists = await db.select().from(contractTourist).where(eq(contractTourist.contract_id, row.id)).orderBy(asc(contractTourist.id)).limit(200);
  return contractPdf({
    contract: row,
    template: { name: template?.name ?? "旅游合同", edition: template?.edition ?? "", terms: template?.terms ?? "" },
    agencyName: agency?.name ?? "",
    guideName: leader ? `${leader.name}（${leader.card_no}）` : "",
    tourists,
    schedule: await scheduleOf(db, row.template_id),
    stateLabel: pick(stateOf(contractWorkflow, row.status)?.label ?? { "zh-cn": row.status, en: row.status }, "zh-cn"),
    timeZone: await services.siteConfig.timeZone(),
  });
}

/** A PDF answer, named by the contract number. */
export const pdfResponse = (bytes: Uint8Array, contractNo: string): Response =>
  new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${contractNo}.pdf"`,
      "cache-control": "private, no-store",
    },
  });

/** States in which the contract was signed (its PDF is the signed contract). */
export const SIGNED_STATES = ["SIGNED", "IN_PROGRESS", "COMPLETED", "CANCELLED_BY_TOURIST", "CANCELLED_BY_AGENCY", "TERMINATED"] as const;

/** What the public check shows: whether the contract is genuine, its state, agency, route and dates — nothing personal. */
export async function publicCheck(services: Pick<AppServices, "db" | "siteConfig">, contractNo: string, checkCode: string, lang: Lang) {
  const [row] = await services.db
    .select()
    .from(tourContract)
    .where(and(eq(tourContract.contract_no, contractNo), eq(tourContract.check_code, checkCode)))
    .limit(1);
  if (!row || row.status === "DRAFT") return { found: false as const };
  const [agency] = await services.db.select({ name: enterprise.name, name_en: enterprise.name_en }).from(enterprise).where(eq(enterprise.id, row.agency_id));
  const timeZone = await services.siteConfig.timeZone();
  const state = stateOf(contractWorkflow, row.status);
  return {
    found: true as const,
    contract_no: row.contract_no,
    status: row.status,
    status_text: state ? pick(state.label, lang) : row.status,
    agency: lang === "en" && agency?.name_en ? agency.name_en : (agency?.name ?? ""),
    agency_license_no: row.agency_license_no,
    route_name: row.route_name,
    days: row.days,
    nights: row.nights,
    depart_date: formatDateTime(row.depart_at, timeZone, false),
    return_date: formatDateTime(row.return_at, timeZone, false),
    travellers: row.adult_count + row.child_count,
  };
}
