// The contract's server part: a draft takes its agency's area and licence number, its number
// and check code, its template's version and its total; only drafts change; the moves that end
// a contract settle it by the template's schedule; the PDF; the supervision rules run after
// every write and move and on the tick.
import { and, count, eq, inArray } from "drizzle-orm";
import { contractTemplate, contractTourist, enterprise, guide, tourContract, travelAgency } from "@db/schema";
import { formatDateTime } from "@shared/datetime";
import { L } from "@shared/module/labels";
import { rule } from "@shared/validate";
import { action, defineServer } from "@server/engine/define";
import type { Row } from "@server/engine/types";
import type { TransitionHooks } from "@server/engine/workflow/machine";
import { ApiError, FieldValidationError, type FieldProblem } from "@server/kernel/errors";
import { runContractRules } from "../alerts";
import { buildContractPdf, newCheckCode, nextContractNumber, pdfResponse, settle, SIGNED_STATES } from "../contracts";
import contractModule from "./module";

const LABELS = Object.fromEntries(Object.entries(contractModule.fields).map(([k, f]) => [k, f.label]));

const MESSAGES = {
  draftOnly: L("合同已发送，不能修改；如需修改，请撤回后重新制作", "The contract has been sent and cannot change; withdraw it and make a new one"),
  notSigned: L("合同签署后才能下载 PDF", "The PDF can be downloaded once the contract is signed"),
  noTourists: L("请先录入游客名单", "Add the travellers first"),
  tooFewTourists: L("游客名单人数与合同人数不符", "The traveller list does not match the number of travellers"),
  departed: L("出发时间已过，不能发送签署", "The departure time has passed; the contract cannot be sent"),
};

const rerun = (): TransitionHooks => ({
  async afterCommit(ctx, row) {
    await runContractRules(ctx.services.db, ctx.services.clock.now(), [Number(row.id)]);
  },
});

const settling = (move: "touristCancel" | "agencyCancel" | "terminate"): TransitionHooks => ({
  async before(ctx, row, values, _input, tx) {
    const settlement = await settle(tx, row, move, ctx.services.clock.now(), await ctx.services.siteConfig.timeZone());
    Object.assign(values, { deduction_amount: settlement.deduction, penalty_amount: settlement.penalty, refund_amount: settlement.refund });
  },
  ...rerun(),
});

export default defineServer({
  hooks: {
    async beforeSave(ctx, values, _input, existing, tx) {
      if (existing && existing.status !== "DRAFT") throw new ApiError(MESSAGES.draftOnly);
      const merged: Row = { ...existing, ...values };
      const problems: Record<string, FieldProblem> = {};
      if (Number(merged.return_at) < Number(merged.depart_at)) problems.return_at = { text: L("返回时间不能早于出发时间", "The return cannot be before the departure") };
      if (Number(merged.nights) > Number(merged.days)) problems.nights = { text: L("晚数不能多于天数", "More nights than days") };
      const agencyId = Number(merged.agency_id);
      const [agency] = await tx
        .select({ region_code: enterprise.region_code, license_no: travelAgency.license_no, scopes: travelAgency.scopes })
        .from(enterprise)
        .leftJoin(travelAgency, eq(travelAgency.enterprise_id, enterprise.id))
        .where(and(eq(enterprise.id, agencyId), eq(enterprise.category_id, 11000), eq(enterprise.status, "NORMAL")));
      if (!agency) problems.agency_id = { text: L("不是正常经营的旅行社", "Not a travel agency in business") };
      const [template] = await tx.select().from(contractTemplate).where(eq(contractTemplate.id, Number(merged.template_id)));
      if (!template || template.status !== "1") problems.template_id = { text: L("合同文本不存在或已停用", "No such model contract, or it is disabled") };
      if (template?.code === "OUTBOUND_GROUP" && agency && !(agency.scopes ?? "").split(",").includes("OUTBOUND")) problems.template_id = { text: L("该旅行社没有出境旅游业务经营范围", "The agency has no outbound business scope") };
      if (merged.guide_id) {
        const [leader] = await tx.select({ n: count() }).from(guide).where(eq(guide.id, Number(merged.guide_id)));
        if (!leader?.n) problems.guide_id = { key: "recordNotFound" };
      }
      if (Object.keys(problems).length) throw new FieldValidationError(problems, LABELS);
      if (agency) Object.assign(values, { region_code: agency.region_code, agency_license_no: agency.license_no ?? "" });
      if (template) values.version = template.version;
      values.total_amount = Number(merged.adult_price ?? 0) * Number(merged.adult_count ?? 1) + Number(merged.child_price ?? 0) * Number(merged.child_count ?? 0);
      if (!existing) {
        values.contract_no = await nextContractNumber(tx, formatDateTime(ctx.services.clock.now(), await ctx.services.siteConfig.timeZone(), false));
        values.check_code = newCheckCode();
        values.status = "DRAFT";
      }
    },
    async afterSave(_ctx, row, _input, existing, tx) {
      // Travellers follow their contract's agency and area.
      if (existing && (existing.agency_id !== row.agency_id || existing.region_code !== row.region_code)) {
        await tx.update(contractTourist).set({ agency_id: Number(row.agency_id), region_code: Number(row.region_code) }).where(eq(contractTourist.contract_id, Number(row.id)));
      }
    },
    async afterCommit(ctx, row) {
      await runContractRules(ctx.services.db, ctx.services.clock.now(), [Number(row.id)]);
    },
    async beforeDelete(_ctx, rows) {
      if (rows.some((r) => r.status !== "DRAFT")) throw new ApiError(L("只能删除草稿合同", "Only drafts can be deleted"));
      return rows;
    },
    async dependents(tx, row) {
      return { contract_tourist: (await tx.select().from(contractTourist).where(eq(contractTourist.contract_id, Number(row.id)))) as Row[] };
    },
    async afterDelete(_ctx, rows, tx) {
      const ids = rows.map((r) => Number(r.id));
      if (ids.length) await tx.delete(contractTourist).where(inArray(contractTourist.contract_id, ids));
    },
  },
  transitions: {
    send: {
      async before(ctx, row, _values, _input, tx) {
        const [travellers] = await tx.select({ n: count() }).from(contractTourist).where(eq(contractTourist.contract_id, Number(row.id)));
        if (!travellers?.n) throw new ApiError(MESSAGES.noTourists);
        if (travellers.n !== Number(row.adult_count) + Number(row.child_count)) throw new ApiError(MESSAGES.tooFewTourists);
        if (Number(row.depart_at) <= ctx.services.clock.now()) throw new ApiError(MESSAGES.departed);
      },
      ...rerun(),
    },
    sign: rerun(),
    expire: rerun(),
    revoke: rerun(),
    depart: rerun(),
    complete: rerun(),
    touristCancel: settling("touristCancel"),
    agencyCancel: settling("agencyCancel"),
    terminate: settling("terminate"),
  },
  async tick(services, now) {
    return runContractRules(services.db, now);
  },
  actions: {
    // The signed contract as a PDF, for the agency and the supervisors who may see the contract.
    pdf: action({
      method: "GET",
      query: { id: rule.id({ required: true }) },
      async handle(ctx, { query }) {
        await ctx.engine.read(ctx.entry, ctx, query.id);
        const [row] = await ctx.services.db.select().from(tourContract).where(eq(tourContract.id, query.id));
        if (!row) throw new ApiError("recordNotFound");
        if (!(SIGNED_STATES as readonly string[]).includes(row.status)) throw new ApiError(MESSAGES.notSigned);
        return pdfResponse(await buildContractPdf(ctx.services, row), row.contract_no);
      },
    }),
  },
});
