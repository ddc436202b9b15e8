// Driver filings on the server. The operator edits a filing only while it is a draft or
// returned, and submits (resubmits) or withdraws it with its own actions, the workflow's owner
// moves; staff never see drafts. The pre-checks run on every save and submission and again
// when a reviewer opens the filing. Approval puts the driver on the register in the same
// transaction: the person's existing record (found by ID number) moves to this operator, else a
// new one is made.
import { and, desc, eq, inArray, ne } from "drizzle-orm";
import { driver, driverApplication } from "@db/schema";
import { L } from "@shared/module/labels";
import { rule } from "@shared/validate";
import { action, defineServer, reply, type ActionContext } from "@server/engine/define";
import type { Executor, Row } from "@server/engine/types";
import { linkedRow } from "@server/engine/workflow/linked-row";
import { moverOf, noteTrail } from "@server/engine/workflow/machine";
import { ApiError, FieldValidationError } from "@server/kernel/errors";
import { isStaff } from "../../enterprise/associations";
import { personProblems, siteToday } from "../../guide/Guide/server";
import { checkCoachCompany } from "../company";
import applicationModule from "./module";
import { describePrechecks, precheckColumns, runPrechecks, type Precheck } from "./prechecks";

const LABELS = Object.fromEntries(Object.entries(applicationModule.fields).map(([k, f]) => [k, f.label]));
const EDITABLE = ["DRAFT", "RETURNED"];

const notEditable = L("申请已提交，不能修改；退回补正后方可修改", "A submitted filing cannot be changed until it is returned");

/** Submits (or resubmits) / withdraws the chosen filings; each is checked in the caller's scope. */
async function ownerMove(ctx: ActionContext, ids: number[], name: "submit" | "withdraw") {
  const moveCtx = { services: ctx.services, lang: ctx.lang, mover: moverOf(ctx.admin) };
  for (const id of ids) {
    const row = await ctx.engine.read(ctx.entry, ctx, id);
    const move = name === "submit" ? (row.status === "RETURNED" ? "resubmit" : "submit") : "withdraw";
    await ctx.workflows.move(ctx.entry, moveCtx, id, move, {});
  }
  return { ids };
}

async function refreshPrechecks(tx: Executor, row: Row, today: string) {
  const checks = await runPrechecks(tx, row, today);
  await tx.update(driverApplication).set(precheckColumns(checks)).where(eq(driverApplication.id, Number(row.id)));
}

export default defineServer({
  hooks: {
    // Supervisors and operators see filings once they are submitted (drafts are the operator's).
    scope: (ctx) => (!ctx.admin.access.super && isStaff(ctx) ? ne(driverApplication.status, "DRAFT") : undefined),
    async beforeSave(_ctx, values, _input, existing, tx) {
      if (existing && !EDITABLE.includes(String(existing.status))) throw new ApiError(notEditable);
      const merged = { ...existing, ...values };
      if ("company_id" in values || !existing) await checkCoachCompany(tx, merged.company_id);
      const problems = personProblems(merged);
      if (Object.keys(problems).length) throw new FieldValidationError(problems, LABELS);
      if (!existing) values.status = "DRAFT";
    },
    async afterSave(ctx, row, _input, existing, tx) {
      await refreshPrechecks(tx, row, await siteToday(ctx.services));
      if (!existing) await noteTrail(applicationModule, tx, row, "save", moverOf(ctx.admin), ctx.services.clock.now());
    },
    async beforeDelete(_ctx, rows) {
      if (rows.some((r) => r.status !== "DRAFT")) throw new ApiError(L("只能删除草稿", "Only drafts can be deleted"));
      return rows;
    },
  },
  // Beside the filing: the pre-checks run now (`checks`, drawn as a checklist) and the person's
  // latest driver record, at this or another operator (a linked summary).
  async review(ctx, row) {
    const [raw] = await ctx.services.db.select().from(driverApplication).where(eq(driverApplication.id, Number(row.id)));
    const checks = raw ? await runPrechecks(ctx.services.db, raw as unknown as Row, await siteToday(ctx.services)) : [];
    const [previous] = raw ? await ctx.services.db.select({ id: driver.id }).from(driver).where(eq(driver.id_no, raw.id_no)).orderBy(desc(driver.id)).limit(1) : [];
    return { checks: describePrechecks(checks, ctx.lang), checks_ok: checks.every((c) => c.ok), driver: previous ? await linkedRow(ctx.services, "driver.Driver", previous.id, ctx.lang) : null };
  },
  transitions: {
    submit: { before: (ctx, row, values, _input, tx) => precheckOnMove(ctx.services, row, values, tx) },
    resubmit: { before: (ctx, row, values, _input, tx) => precheckOnMove(ctx.services, row, values, tx) },
    approve: {
      async before(_ctx, row, values, _input, tx) {
        const person = {
          name: String(row.name),
          gender: row.gender as "1" | "2",
          id_no: String(row.id_no),
          mobile: String(row.mobile),
          license_no: String(row.license_no),
          license_class: row.license_class as (typeof driver.$inferInsert)["license_class"],
          license_expire_date: String(row.license_expire_date),
          qualification_no: String(row.qualification_no),
          qualification_expire_date: String(row.qualification_expire_date),
          company_id: Number(row.company_id),
          status: "ACTIVE" as const,
        };
        const [existing] = await tx.select({ id: driver.id }).from(driver).where(eq(driver.id_no, person.id_no)).orderBy(desc(driver.id)).limit(1);
        let id = existing?.id;
        if (id) await tx.update(driver).set(person).where(eq(driver.id, id));
        else id = (await tx.insert(driver).values(person).returning({ id: driver.id }))[0]?.id;
        // Any other active record of the same person ends: one operator at a time.
        if (id) await tx.update(driver).set({ status: "LEFT" }).where(and(eq(driver.id_no, person.id_no), ne(driver.id, id), inArray(driver.status, ["ACTIVE", "SUSPENDED"])));
        values.driver_id = id ?? null;
      },
    },
  },
  actions: {
    submit: action({ body: { ids: rule.array({ required: true, min: 1, max: 50, items: rule.id() }) }, handle: async (ctx, { body }) => reply(await ownerMove(ctx, body.ids as number[], "submit"), L("已提交审核", "Submitted for review")) }),
    withdraw: action({ body: { ids: rule.array({ required: true, min: 1, max: 50, items: rule.id() }) }, handle: async (ctx, { body }) => reply(await ownerMove(ctx, body.ids as number[], "withdraw"), L("已撤回", "Withdrawn")) }),
  },
});

async function precheckOnMove(services: Parameters<typeof siteToday>[0], row: Row, values: Row, tx: Executor) {
  const checks: Precheck[] = await runPrechecks(tx, row, await siteToday(services));
  Object.assign(values, precheckColumns(checks));
}
