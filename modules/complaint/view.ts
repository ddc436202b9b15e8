// A case as its complainant sees it (member centre, or the public page by number and code), in
// their language: where it stands and by when the next step is due, every step they should know
// of (internal notes and supervision stay inside the bureau; staff appear as the bureau), the
// questions asked and their answers, the evidence, the result, and what they may do now.
import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import { auditRecord, complaint, complaintEvidence } from "@db/schema";
import { pick, type Lang } from "@shared/i18n";
import { centsToYuan } from "@shared/money";
import { runningLimit, stateOf } from "@shared/module/workflow";
import type { FieldOption } from "@shared/module/types";
import { maskPii } from "@shared/pii";
import type { AppServices } from "@server/services";
import { parseDetails } from "@server/engine/workflow/actions";
import { bureauName } from "./bureaus";
import { COMPLAINT_CATEGORIES, COMPLAINT_RESULTS, COMPLAINT_TYPES, REFUSE_GROUNDS } from "./options";
import { complaintWorkflow, OPEN_STATES } from "./workflow";

type ComplaintRow = typeof complaint.$inferSelect;

/** Trail entries kept inside the bureau. */
const INTERNAL = ["note", "supervise"];

const labelOf = (options: readonly FieldOption[], value: unknown, lang: Lang) => {
  const option = options.find((o) => String(o.value) === String(value));
  return option ? pick(option.label, lang) : "";
};

export const isOpenCase = (status: string) => (OPEN_STATES as readonly string[]).includes(status);

/** What the complainant may do now. */
export function complainantMoves(row: Pick<ComplaintRow, "status" | "satisfaction">) {
  return {
    withdraw: complaintWorkflow.transitions.withdraw?.from.includes(row.status) ?? false,
    answer: isOpenCase(row.status),
    evidence: isOpenCase(row.status),
    rate: row.status === "CLOSED" && row.satisfaction === null,
  };
}

export async function complainantView(services: AppServices, row: ComplaintRow, lang: Lang) {
  const { db } = services;
  const trail = await db
    .select()
    .from(auditRecord)
    .where(and(eq(auditRecord.entity_type, complaintWorkflow.trail.entity), eq(auditRecord.entity_id, row.id), notInArray(auditRecord.action, INTERNAL)))
    .orderBy(asc(auditRecord.id))
    .limit(300);
  const evidence = await db.select().from(complaintEvidence).where(eq(complaintEvidence.complaint_id, row.id)).orderBy(asc(complaintEvidence.id)).limit(200);
  const limit = runningLimit(complaintWorkflow, row.status);
  const due = limit ? ((row as Record<string, unknown>)[limit.column] as number | null) : null;
  const now = services.clock.now();
  const [copy] = row.transferred_to_id
    ? await db.select({ complaint_no: complaint.complaint_no, region_code: complaint.region_code, status: complaint.status }).from(complaint).where(inArray(complaint.id, [row.transferred_to_id]))
    : [];
  const actionLabel = (name: string) => {
    const transition = complaintWorkflow.transitions[name];
    const note = complaintWorkflow.notes?.[name];
    return transition ? pick(transition.label, lang) : note ? pick(note, lang) : name;
  };
  return {
    id: row.id,
    complaint_no: row.complaint_no,
    status: row.status,
    status_text: pick(stateOf(complaintWorkflow, row.status)?.label ?? { "zh-cn": row.status, en: row.status }, lang),
    type_text: labelOf(COMPLAINT_TYPES, row.type, lang),
    category_text: labelOf(COMPLAINT_CATEGORIES, row.category, lang),
    respondent_name: row.respondent_name,
    bureau: pick(bureauName(row.region_code), lang),
    complainant_name: row.complainant_name,
    complainant_mobile: maskPii("phone", row.complainant_mobile),
    received_time: row.received_time,
    incident_time: row.incident_time,
    place: row.place,
    request: row.request,
    claim_amount: row.claim_amount === null ? null : centsToYuan(row.claim_amount),
    description: row.description,
    due: due ? { label: limit ? pick(limit.label, lang) : "", time: due, overdue: due < now } : null,
    result: row.result,
    result_text_label: labelOf(COMPLAINT_RESULTS, row.result, lang),
    refuse_ground: labelOf(REFUSE_GROUNDS, row.refuse_ground, lang),
    result_text: row.result_text,
    compensation_amount: row.compensation_amount === null ? null : centsToYuan(row.compensation_amount),
    satisfaction: row.satisfaction,
    rate_comment: row.rate_comment,
    transferred_to: copy ? { complaint_no: copy.complaint_no, bureau: pick(bureauName(copy.region_code), lang) } : null,
    timeline: trail.map((r) => ({
      id: r.id,
      action: r.action,
      action_text: actionLabel(r.action),
      status_text: pick(stateOf(complaintWorkflow, r.to_status)?.label ?? { "zh-cn": r.to_status, en: r.to_status }, lang),
      time: r.create_time,
      by: r.operator_type === "system" ? "system" : r.operator_type === "member" || r.operator_type === "public" ? "complainant" : "bureau",
      opinion: r.opinion,
      details: Object.fromEntries(Object.entries(parseDetails(r.details)).map(([k, v]) => [k, k === "refuse_ground" ? labelOf(REFUSE_GROUNDS, v, lang) : v])),
    })),
    evidence: evidence.map((e) => ({ id: e.id, name: e.name, url: e.url, size: e.size, time: e.create_time, by: e.uploader_type === "admin" ? "bureau" : "complainant" })),
    can: complainantMoves(row),
  };
}

export type ComplainantView = Awaited<ReturnType<typeof complainantView>>;
