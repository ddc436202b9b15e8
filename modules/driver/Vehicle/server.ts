// A vehicle belongs to a coach operator, and its plate, plate colour, type and seats must agree:
// large and medium buses carry yellow plates (yellow-green when new-energy), small buses and
// cars blue (green); new-energy plates have six characters; seats fit the type.
import { L } from "@shared/module/labels";
import { defineServer } from "@server/engine/define";
import { FieldValidationError, type FieldProblem } from "@server/kernel/errors";
import { checkCoachCompany } from "../company";
import { COLOURS_FOR_VEHICLE, SEATS_FOR_VEHICLE } from "../options";
import vehicleModule from "./module";

const LABELS = Object.fromEntries(Object.entries(vehicleModule.fields).map(([k, f]) => [k, f.label]));

export default defineServer({
  hooks: {
    async beforeSave(_ctx, values, _input, existing, tx) {
      const merged = { ...existing, ...values };
      if ("company_id" in values || !existing) await checkCoachCompany(tx, merged.company_id);
      const problems: Record<string, FieldProblem> = {};
      const type = String(merged.vehicle_type);
      const colour = String(merged.plate_color);
      const seats = SEATS_FOR_VEHICLE[type];
      if (seats && (Number(merged.seats) < seats[0] || Number(merged.seats) > seats[1])) {
        problems.seats = { text: { "zh-cn": `该车型核定座位应为 ${seats[0]}–${seats[1]} 座`, en: `This type seats ${seats[0]} to ${seats[1]}` } };
      }
      if (!(COLOURS_FOR_VEHICLE[type] ?? []).includes(colour)) problems.plate_color = { text: L("号牌颜色与车辆类型不符", "The plate colour does not fit the vehicle type") };
      const newEnergy = colour === "GREEN" || colour === "YELLOW_GREEN";
      if (typeof merged.plate_no === "string" && (merged.plate_no.length === 9) !== newEnergy) {
        problems.plate_no = { text: L("新能源号牌为 6 位，其他号牌为 5 位", "New-energy plates have 6 characters, others 5") };
      }
      if (Object.keys(problems).length) throw new FieldValidationError(problems, LABELS);
    },
  },
});
