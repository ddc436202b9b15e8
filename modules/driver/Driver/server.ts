// Drivers belong to a coach operator; gender must agree with the ID number.
import { defineServer } from "@server/engine/define";
import { FieldValidationError } from "@server/kernel/errors";
import { personProblems } from "../../guide/Guide/server";
import { checkCoachCompany } from "../company";
import driverModule from "./module";

const LABELS = Object.fromEntries(Object.entries(driverModule.fields).map(([k, f]) => [k, f.label]));

export default defineServer({
  hooks: {
    async beforeSave(_ctx, values, _input, existing, tx) {
      const merged = { ...existing, ...values };
      if ("company_id" in values || !existing) await checkCoachCompany(tx, merged.company_id);
      const problems = personProblems(merged);
      if (Object.keys(problems).length) throw new FieldValidationError(problems, LABELS);
    },
  },
});
