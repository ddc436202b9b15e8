// What a complainant does with their case (server side), whether signed in as a member or
// proven by the case's number and code: answer the bureau's questions, add evidence, withdraw
// while it is open, and rate the result (1-5, once) after it is closed. Each leaves its entry in
// the case's trail.
import { and, eq, isNull } from "drizzle-orm";
import { complaint } from "@db/schema";
import type { Lang } from "@shared/i18n";
import { L } from "@shared/module/labels";
import type { Row, ServerModule } from "@server/engine/types";
import { noteTrail, type Mover, type WorkflowMachine } from "@server/engine/workflow/machine";
import { ApiError } from "@server/kernel/errors";
import type { AppServices } from "@server/services";
import { appendEvidence } from "./evidence";
import { complainantMoves } from "./view";

type ComplaintRow = typeof complaint.$inferSelect;

const refuse = (zh: string, en: string) => new ApiError(L(zh, en));

export async function answerQuestion(services: AppServices, entry: ServerModule, row: ComplaintRow, by: Mover, text: string): Promise<void> {
  if (!complainantMoves(row).answer) throw refuse("已办结的投诉不能再答复", "A closed complaint takes no more answers");
  await noteTrail(entry.declaration, services.db, row as Row, "answer", by, services.clock.now(), { opinion: text });
}

export async function addEvidence(services: AppServices, entry: ServerModule, row: ComplaintRow, by: Mover, files: readonly string[]): Promise<number> {
  if (!complainantMoves(row).evidence) throw refuse("已办结的投诉不能再补充证据", "A closed complaint takes no more evidence");
  return appendEvidence(services, entry, row as Row, files, by);
}

export async function withdrawComplaint(services: AppServices, workflows: WorkflowMachine, entry: ServerModule, row: ComplaintRow, by: Mover, lang: Lang, reason: string): Promise<void> {
  await workflows.move(entry, { services, lang, mover: by }, row.id, "withdraw", { opinion: reason });
}

export async function rateComplaint(services: AppServices, entry: ServerModule, row: ComplaintRow, by: Mover, satisfaction: number, comment: string): Promise<void> {
  if (row.status !== "CLOSED") throw refuse("投诉办结后才能评价", "A complaint can be rated once it is closed");
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    const rated = await tx
      .update(complaint)
      .set({ satisfaction, rate_comment: comment, rate_time: now })
      .where(and(eq(complaint.id, row.id), eq(complaint.status, "CLOSED"), isNull(complaint.satisfaction)))
      .returning({ id: complaint.id });
    if (rated.length === 0) throw refuse("此投诉已评价过", "This complaint has already been rated");
    await noteTrail(entry.declaration, tx, row as Row, "rate", by, now, { opinion: comment, details: { satisfaction } });
  });
}
