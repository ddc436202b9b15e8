// Time limits of workflows, counted in working days through the work calendar (the functions
// live in shared/working-days.ts, so demo seeds and pages count alike).
export { addWorkingDays, dueAfter, isWorkingDay } from "@shared/working-days";
