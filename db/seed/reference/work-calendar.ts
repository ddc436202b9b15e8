// Public holidays and swapped working days of mainland China (国务院办公厅关于节假日安排的通知:
// 2025 国办发明电〔2024〕12号, 2026 国办发明电〔2025〕7号), for statutory time limits counted in
// working days. A year is added only while the calendar has no date of that year, so an admin's
// corrections and deletions stay; later years are entered in the console when announced.
import { like } from "drizzle-orm";
import type { Database } from "@db/client";
import { workCalendar } from "@db/schema";

type Holiday = [zh: string, en: string, daysOff: [from: string, to: string], workedWeekendDays: string[]];

const HOLIDAYS: Record<string, Holiday[]> = {
  "2025": [
    ["元旦", "New Year's Day", ["01-01", "01-01"], []],
    ["春节", "Spring Festival", ["01-28", "02-04"], ["01-26", "02-08"]],
    ["清明节", "Qingming Festival", ["04-04", "04-06"], []],
    ["劳动节", "Labour Day", ["05-01", "05-05"], ["04-27"]],
    ["端午节", "Dragon Boat Festival", ["05-31", "06-02"], []],
    ["国庆节、中秋节", "National Day and Mid-Autumn Festival", ["10-01", "10-08"], ["09-28", "10-11"]],
  ],
  "2026": [
    ["元旦", "New Year's Day", ["01-01", "01-03"], ["01-04"]],
    ["春节", "Spring Festival", ["02-15", "02-23"], ["02-14", "02-28"]],
    ["清明节", "Qingming Festival", ["04-04", "04-06"], []],
    ["劳动节", "Labour Day", ["05-01", "05-05"], ["05-09"]],
    ["端午节", "Dragon Boat Festival", ["06-19", "06-21"], []],
    ["中秋节", "Mid-Autumn Festival", ["09-25", "09-27"], []],
    ["国庆节", "National Day", ["10-01", "10-07"], ["09-20", "10-10"]],
  ],
};

type CalendarRow = typeof workCalendar.$inferInsert;

/** Every date from `from` to `to` (inclusive) of `year`, as yyyy-mm-dd. */
function datesBetween(year: string, from: string, to: string): string[] {
  const dates: string[] = [];
  for (let at = Date.parse(`${year}-${from}T00:00:00Z`); at <= Date.parse(`${year}-${to}T00:00:00Z`); at += 86_400_000) {
    dates.push(new Date(at).toISOString().slice(0, 10));
  }
  return dates;
}

export function calendarRows(year: string): CalendarRow[] {
  return (HOLIDAYS[year] ?? []).flatMap(([name, name_en, [from, to], worked]) => [
    ...datesBetween(year, from, to).map((date) => ({ date, is_workday: "0" as const, name, name_en })),
    ...worked.map((day) => ({ date: `${year}-${day}`, is_workday: "1" as const, name, name_en })),
  ]);
}

export async function seedWorkCalendar(db: Database): Promise<void> {
  for (const year of Object.keys(HOLIDAYS)) {
    const [known] = await db.select({ id: workCalendar.id }).from(workCalendar).where(like(workCalendar.date, `${year}-%`)).limit(1);
    if (!known) await db.insert(workCalendar).values(calendarRows(year));
  }
}
