// The work calendar: statutory time limits read it, so any change is used by the next deadline
// set. A swapped working day is a weekend day by definition; lists show each date's weekday.
import { pick } from "@shared/i18n";
import { FieldValidationError } from "@server/kernel/errors";
import type { ModuleHooks } from "@server/engine/types";
import { defineServer } from "@server/engine/define";

const WEEKDAYS = {
  "zh-cn": ["周日", "周一", "周二", "周三", "周四", "周五", "周六"],
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
};

/** 0 (Sunday) to 6 for a yyyy-mm-dd date, or undefined. */
function weekdayOf(date: unknown): number | undefined {
  if (typeof date !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return Number.isNaN(day) ? undefined : day;
}

const hooks: ModuleHooks = {
  async beforeSave(_ctx, values, _input, existing) {
    const date = values.date ?? existing?.date;
    const workday = values.is_workday ?? existing?.is_workday;
    const day = weekdayOf(date);
    if (workday === "1" && day !== undefined && day !== 0 && day !== 6) {
      throw new FieldValidationError({ is_workday: { key: "swappedDayOnWeekday" } }, { is_workday: { "zh-cn": "安排", en: "Arrangement" } });
    }
  },
  async decorate(ctx, rows) {
    for (const row of rows) {
      const day = weekdayOf(row.date);
      row.weekday = day === undefined ? "" : pick({ "zh-cn": WEEKDAYS["zh-cn"][day] ?? "", en: WEEKDAYS.en[day] ?? "" }, ctx.lang);
    }
  },
  changed(ctx) {
    ctx.services.workCalendar.invalidate();
  },
};

export default defineServer({ hooks });
