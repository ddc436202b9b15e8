// Filing a complaint (server side), the same for every channel: a member in the member centre,
// anyone on the public page (mobile proven by a code), staff entering a 12345 transfer, a call or
// a visit. In one transaction: the number (TS + date + sequence), the row in RECEIVED with its
// 5-working-day limit, the trail's first entry, the evidence, and — when the tour contract ended
// more than 90 days before — the refusal on that ground (旅游投诉处理办法 §10). Then the receipt
// goes to the complainant (and the refusal, if any).
import { timingSafeEqual } from "node:crypto";
import { and, desc, eq, inArray, like, ne, type SQL } from "drizzle-orm";
import { attachment, complaint, complaintEvidence, enterprise, tourContract, tradeOrder, user } from "@db/schema";
import { formatDateTime } from "@shared/datetime";
import type { Lang, LocalizedText } from "@shared/i18n";
import { fieldRule } from "@shared/module/field-kinds";
import { L } from "@shared/module/labels";
import type { FieldDeclaration } from "@shared/module/types";
import { rule, validate, type Rule } from "@shared/validate";
import { FieldValidationError, type FieldProblem } from "@server/kernel/errors";
import type { AppServices } from "@server/services";
import type { Executor, Row, ServerModule } from "@server/engine/types";
import { noteTrail, SYSTEM_MOVER, type Mover, type WorkflowMachine } from "@server/engine/workflow/machine";
import { dueAfter } from "@server/engine/workflow/time-limits";
import complaintModule from "./Complaint/module";
import { tellSafely } from "./notify";
import { COMPLAINT_LIMITS, MAX_REPRESENTATIVES, REPRESENTATIVES_FROM } from "./options";
import { complaintWorkflow } from "./workflow";
import { reindexRecords } from "@server/engine/full-text";
import { announce } from "../screendata/live";

/** What a complaint form sends (each channel fixes some of it: a member's source is the platform). */
export const INTAKE_FIELDS = [
  "type",
  "source",
  "category",
  "respondent_type",
  "respondent_id",
  "respondent_name",
  "complainant_name",
  "complainant_mobile",
  "complainant_id_no",
  "complainant_email",
  "complainant_province",
  "complainant_count",
  "representatives",
  "region_code",
  "place",
  "incident_time",
  "contract_end_date",
  "contract_id",
  "order_id",
  "request",
  "claim_amount",
  "description",
  "notify_by",
] as const;

type IntakeField = (typeof INTAKE_FIELDS)[number];

const fields = complaintModule.fields as Readonly<Record<string, FieldDeclaration>>;

/** The intake form's rules (the declaration's fields), plus evidence: stored file paths. */
export const intakeRules: Record<string, Rule> = {
  ...Object.fromEntries(INTAKE_FIELDS.map((name) => [name, fieldRule(fields[name] as FieldDeclaration, "add")])),
  // The registry respondent gives the area when none is named.
  region_code: { ...fieldRule(fields.region_code as FieldDeclaration, "add"), required: false },
  evidence: rule.array({ max: 20, items: rule.string({ max: 255 }) }),
};

const LABELS: Record<string, LocalizedText> = {
  ...Object.fromEntries(INTAKE_FIELDS.map((name) => [name, fields[name]?.label ?? L(name, name)])),
  evidence: L("证据材料", "Evidence"),
};

export interface Filer {
  mover: Mover;
  /** The member filing it (member centre). */
  memberId?: number;
  lang: Lang;
  /** Channel-fixed values (a member's complaint comes from the platform website). */
  fixed?: Partial<Record<IntakeField, unknown>>;
  /** Issue a code to follow the case by its number (public and staff entries). */
  queryCode: boolean;
  uploader: "member" | "public" | "admin";
  /** Which contracts and orders the complaint may name: the member's own, none (public page), or
   *  for staff those their jurisdiction reaches (the conditions of contract.Contract and order.Order). */
  links: "own" | "none" | { contract?: SQL; order?: SQL };
  /** Refuses values the caller may not file (staff outside their area). */
  guard?: (values: Row) => Promise<void>;
}

export interface Filed {
  id: number;
  complaint_no: string;
  status: string;
  /** Shown once (and sent in the receipt): follows the case with its number. */
  query_code?: string;
}

const fieldError = (problems: Record<string, FieldProblem>) => new FieldValidationError(problems, LABELS);

/** A query code's stored form: salt and HMAC under the server secret (never the code). */
export function hashQueryCode(secret: string, code: string, salt = crypto.randomUUID().replace(/-/g, "").slice(0, 16)): string {
  return `${salt}:${new Bun.CryptoHasher("sha256", secret).update(`complaint-query\n${salt}\n${code.trim()}`).digest("hex")}`;
}

export function queryCodeMatches(secret: string, stored: string, code: string): boolean {
  const [salt] = stored.split(":");
  if (!salt || !stored) return false;
  const given = Buffer.from(hashQueryCode(secret, code, salt));
  const expected = Buffer.from(stored);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const randomDigits = (n: number) => Array.from(crypto.getRandomValues(new Uint32Array(n)), (v) => String(v % 10)).join("");

/** The next free number of the day: TS + yyyyMMdd + 4 digits. */
export async function nextComplaintNo(tx: Executor, now: number, timeZone: string): Promise<string> {
  const prefix = `TS${formatDateTime(now, timeZone, false).replace(/-/g, "")}`;
  const [last] = await tx.select({ no: complaint.complaint_no }).from(complaint).where(like(complaint.complaint_no, `${prefix}%`)).orderBy(desc(complaint.complaint_no)).limit(1);
  const seq = last ? Number(last.no.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(seq).padStart(4, "0")}`;
}

/** Whole calendar days from `date` (yyyy-mm-dd) to the day of `now` in the site's time zone. */
export function daysSince(date: string, now: number, timeZone: string): number {
  const today = formatDateTime(now, timeZone, false);
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000);
}

/** Checks the form (rules, then what only the server knows) and answers the row values to insert. */
interface EvidenceFile {
  url: string;
  name: string;
  size: number;
  mimetype: string;
  sha1: string;
}

async function checkedValues(services: AppServices, input: unknown, filer: Filer): Promise<{ values: Row; evidence: EvidenceFile[] }> {
  const source = { ...(input && typeof input === "object" ? (input as Row) : {}), ...filer.fixed };
  const checked = validate(intakeRules, source);
  if (!checked.ok) throw new FieldValidationError(checked.errors, LABELS);
  const v = checked.value as Row;
  const problems: Record<string, FieldProblem> = {};
  const linked = await linkedRecords(services, v, filer, problems);
  // A linked contract or order names the respondent when the form left it open, and a contract
  // gives its return date for the 90-day rule.
  if (v.respondent_type === "ENTERPRISE" && v.respondent_id === undefined && !v.respondent_name && linked.enterpriseId) v.respondent_id = linked.enterpriseId;
  if (linked.contractEnd && !v.contract_end_date) v.contract_end_date = linked.contractEnd;

  let respondentName = String(v.respondent_name ?? "");
  let region = v.region_code === undefined ? undefined : Number(v.region_code);
  if (v.respondent_type === "ENTERPRISE" && v.respondent_id !== undefined) {
    const [found] = await services.db
      .select({ name: enterprise.name, region: enterprise.region_code })
      .from(enterprise)
      .where(and(eq(enterprise.id, Number(v.respondent_id)), eq(enterprise.audit_status, "APPROVED")));
    if (!found) problems.respondent_id = { key: "recordNotFound" };
    else {
      respondentName = found.name;
      region ??= found.region;
    }
  } else if (!respondentName) {
    problems.respondent_name = { text: L("请选择名录内的企业，或填写被投诉方名称", "Choose an enterprise of the registry or name the respondent") };
  }
  if (v.respondent_type !== "ENTERPRISE") v.respondent_id = undefined;
  if (!region) problems.region_code = { key: "required" };
  else if (!(await services.areas.exists(region))) problems.region_code = { key: "areaUnknown" };
  if (v.complainant_province && !(await services.areas.exists(Number(v.complainant_province)))) problems.complainant_province = { key: "areaUnknown" };

  const count = Number(v.complainant_count ?? 1);
  const representatives = (v.representatives as string[] | undefined) ?? [];
  if (count >= REPRESENTATIVES_FROM && (representatives.length < 1 || representatives.length > MAX_REPRESENTATIVES)) {
    problems.representatives = { text: L("四人以上共同投诉的，应推选 1 至 3 名代表", "Four or more complainants choose 1 to 3 representatives") };
  }
  const notifyBy = String(v.notify_by ?? (v.complainant_mobile ? "sms" : v.complainant_email ? "email" : "none"));
  if (notifyBy === "sms" && !v.complainant_mobile) problems.complainant_mobile = { text: L("选择短信通知时请填写手机号", "Give a mobile number for SMS messages") };
  if (notifyBy === "email" && !v.complainant_email) problems.complainant_email = { text: L("选择邮件通知时请填写电子邮箱", "Give an e-mail address for e-mail messages") };
  const now = services.clock.now();
  if (typeof v.incident_time === "number" && v.incident_time > now + 300) problems.incident_time = { text: L("事发时间不能晚于现在", "It cannot have happened in the future") };
  const timeZone = await services.siteConfig.timeZone();
  if (typeof v.contract_end_date === "string" && daysSince(v.contract_end_date, now, timeZone) < -366) {
    problems.contract_end_date = { text: L("合同结束日期不合理", "That contract end date is not plausible") };
  }

  const urls = [...new Set((v.evidence as string[] | undefined) ?? [])];
  const files = urls.length ? await services.db.select().from(attachment).where(inArray(attachment.url, urls)) : [];
  if (files.length < urls.length) problems.evidence = { text: L("证据须先上传", "Upload the evidence files first") };
  if (Object.keys(problems).length) throw fieldError(problems);

  const values: Row = {
    type: v.type,
    source: v.source,
    category: v.category,
    respondent_type: v.respondent_type,
    respondent_id: v.respondent_id ?? null,
    respondent_name: respondentName,
    complainant_name: v.complainant_name,
    complainant_mobile: v.complainant_mobile ?? "",
    complainant_id_no: v.complainant_id_no ?? "",
    complainant_email: v.complainant_email ?? "",
    complainant_province: Number(v.complainant_province ?? 0),
    complainant_count: count,
    representatives: count >= REPRESENTATIVES_FROM ? representatives.join(",") : "",
    region_code: region,
    place: v.place ?? "",
    incident_time: v.incident_time ?? null,
    contract_end_date: v.contract_end_date ?? "",
    contract_id: linked.contractId ?? null,
    order_id: linked.orderId ?? null,
    request: v.request ?? "",
    claim_amount: v.claim_amount === undefined ? null : Math.round(Number(v.claim_amount) * 100),
    description: v.description,
    notify_by: notifyBy,
  };
  const evidence = files.map((f) => ({ url: f.url, name: f.name, size: f.size, mimetype: f.mimetype, sha1: f.sha1 }));
  return { values, evidence };
}

/** The public page links nothing: a contract or order named there is refused on its field. */
export function unlinkableProblems(input: unknown): Record<string, FieldProblem> {
  const v = (input && typeof input === "object" ? input : {}) as Row;
  const problems: Record<string, FieldProblem> = {};
  const named = (value: unknown) => value !== undefined && value !== null && value !== "";
  if (named(v.contract_id)) problems.contract_id = { text: L("公开投诉页不能关联合同，请登录会员中心投诉", "Sign in to the member centre to name one of your contracts") };
  if (named(v.order_id)) problems.order_id = { text: L("公开投诉页不能关联订单，请登录会员中心投诉", "Sign in to the member centre to name one of your orders") };
  return problems;
}

/** Field labels of the intake (for errors raised outside it). */
export const INTAKE_LABELS = LABELS;

interface Linked {
  contractId?: number;
  orderId?: number;
  /** The agency of the contract or the merchant of the order. */
  enterpriseId?: number;
  /** The contract's return date (yyyy-mm-dd in the site's time zone). */
  contractEnd?: string;
}

/** The contract and order the complaint names, checked against who files it. */
async function linkedRecords(services: AppServices, v: Row, filer: Filer, problems: Record<string, FieldProblem>): Promise<Linked> {
  const contractId = v.contract_id === undefined ? undefined : Number(v.contract_id);
  const orderId = v.order_id === undefined ? undefined : Number(v.order_id);
  if (contractId === undefined && orderId === undefined) return {};
  if (filer.links === "none") {
    Object.assign(problems, unlinkableProblems(v));
    return {};
  }
  const linked: Linked = {};
  // A member names only their own: contracts that name their mobile as the signer's (as "My
  // contracts" lists them), orders they placed. Anything else answers "not found".
  let mobile = "";
  if (filer.links === "own") {
    const [member] = await services.db.select({ mobile: user.mobile }).from(user).where(eq(user.id, filer.memberId ?? 0));
    mobile = member?.mobile ?? "";
  }
  if (contractId !== undefined) {
    const mine = filer.links === "own" ? and(eq(tourContract.signer_mobile, mobile), ne(tourContract.status, "DRAFT")) : filer.links.contract;
    const [found] = await services.db
      .select({ agency: tourContract.agency_id, returnAt: tourContract.return_at })
      .from(tourContract)
      .where(and(eq(tourContract.id, contractId), mine));
    if (!found || (filer.links === "own" && !mobile)) problems.contract_id = { key: "recordNotFound" };
    else {
      linked.contractId = contractId;
      linked.enterpriseId = found.agency;
      linked.contractEnd = formatDateTime(found.returnAt, await services.siteConfig.timeZone(), false);
    }
  }
  if (orderId !== undefined) {
    const mine = filer.links === "own" ? eq(tradeOrder.member_id, filer.memberId ?? -1) : filer.links.order;
    const [found] = await services.db.select({ merchant: tradeOrder.enterprise_id }).from(tradeOrder).where(and(eq(tradeOrder.id, orderId), mine));
    if (!found) problems.order_id = { key: "recordNotFound" };
    else {
      linked.orderId = orderId;
      linked.enterpriseId ??= found.merchant;
    }
  }
  return linked;
}

/** Files a complaint; answers its number (and the code to follow it, shown once). */
export async function fileComplaint(services: AppServices, workflows: WorkflowMachine, entry: ServerModule, input: unknown, filer: Filer): Promise<Filed> {
  const { values, evidence } = await checkedValues(services, input, filer);
  await filer.guard?.(values);
  const now = services.clock.now();
  const timeZone = await services.siteConfig.timeZone();
  const calendar = await services.workCalendar.get();
  const acceptLimit = complaintWorkflow.limits?.find((l) => l.name === "accept");
  const code = filer.queryCode ? randomDigits(6) : undefined;
  const late = typeof values.contract_end_date === "string" && values.contract_end_date !== "" && daysSince(values.contract_end_date, now, timeZone) > COMPLAINT_LIMITS.contractDays;
  const id = await services.db.transaction(async (tx) => {
    const complaintNo = await nextComplaintNo(tx, now, timeZone);
    const [row] = await tx
      .insert(complaint)
      .values({
        ...(values as typeof complaint.$inferInsert),
        complaint_no: complaintNo,
        member_id: filer.memberId ?? 0,
        lang: filer.lang,
        query_code_hash: code ? hashQueryCode(services.config.jwtSecret, code) : "",
        status: "RECEIVED",
        received_time: now,
        accept_due_time: acceptLimit ? dueAfter(now, acceptLimit.amount, acceptLimit.unit, timeZone, calendar) : null,
        create_time: now,
        update_time: now,
      })
      .returning();
    if (!row) throw new Error("complaint insert returned no row");
    await reindexRecords(tx, services.modules, "complaint", [row.id]);
    await noteTrail(entry.declaration, tx, row as Row, "receive", filer.mover, now);
    if (evidence.length) {
      await tx.insert(complaintEvidence).values(evidence.map((file) => ({ ...file, complaint_id: row.id, uploader_type: filer.uploader, uploader_id: filer.mover.id, uploader_name: filer.mover.name, create_time: now })));
      await noteTrail(entry.declaration, tx, row as Row, "evidence", filer.mover, now, { opinion: evidence.map((e) => e.name).join("、") });
    }
    if (late) await workflows.move(entry, { services, lang: filer.lang, mover: SYSTEM_MOVER }, row.id, "refuseLate", {}, { tx });
    return row.id;
  });
  const [row] = await services.db.select().from(complaint).where(eq(complaint.id, id));
  if (!row) throw new Error("filed complaint vanished");
  await tellSafely(services, row as Row, "received", code ? { code } : {});
  if (late) await tellSafely(services, row as Row, "refused");
  services.modules.tableChanged("complaint", { services });
  await announce(services, "complaint/complaint/receive");
  return { id, complaint_no: row.complaint_no, status: row.status, ...(code ? { query_code: code } : {}) };
}
