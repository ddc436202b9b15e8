// A traveller takes the agency and area of their contract; the list changes only while the
// contract is a draft; an ID card number must be a valid one; the supervision rules run for
// the contract after each change.
import { eq } from "drizzle-orm";
import { tourContract } from "@db/schema";
import { L } from "@shared/module/labels";
import { isResidentIdNumber } from "@shared/validate/patterns";
import { defineServer } from "@server/engine/define";
import { ApiError, FieldValidationError } from "@server/kernel/errors";
import { runContractRules } from "../alerts";
import touristModule from "./module";

const LABELS = Object.fromEntries(Object.entries(touristModule.fields).map(([k, f]) => [k, f.label]));
const draftOnly = L("合同已发送，游客名单不能修改", "The contract has been sent; its traveller list cannot change");

export default defineServer({
  hooks: {
    async beforeSave(_ctx, values, _input, existing, tx) {
      const contractId = Number(values.contract_id ?? existing?.contract_id);
      const [contract] = await tx.select({ status: tourContract.status, agency_id: tourContract.agency_id, region_code: tourContract.region_code }).from(tourContract).where(eq(tourContract.id, contractId));
      if (!contract) throw new FieldValidationError({ contract_id: { key: "recordNotFound" } }, LABELS);
      if (contract.status !== "DRAFT") throw new ApiError(draftOnly);
      if (existing && Number(existing.contract_id) !== contractId) {
        const [before] = await tx.select({ status: tourContract.status }).from(tourContract).where(eq(tourContract.id, Number(existing.contract_id)));
        if (before && before.status !== "DRAFT") throw new ApiError(draftOnly);
      }
      const idType = String(values.id_type ?? existing?.id_type ?? "ID_CARD");
      const idNo = String(values.id_no ?? existing?.id_no ?? "");
      if (idType === "ID_CARD" && idNo && !isResidentIdNumber(idNo)) {
        throw new FieldValidationError({ id_no: { text: L("不是有效的居民身份证号码", "Not a valid resident ID number") } }, LABELS);
      }
      Object.assign(values, { agency_id: contract.agency_id, region_code: contract.region_code });
    },
    async afterCommit(ctx, row) {
      await runContractRules(ctx.services.db, ctx.services.clock.now(), [Number(row.contract_id)]);
    },
    async beforeDelete(_ctx, rows, tx) {
      for (const row of rows) {
        const [contract] = await tx.select({ status: tourContract.status }).from(tourContract).where(eq(tourContract.id, Number(row.contract_id)));
        if (contract && contract.status !== "DRAFT") throw new ApiError(draftOnly);
      }
      return rows;
    },
  },
});
