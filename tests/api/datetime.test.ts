// Dates as lists show them: an expiry date counts down from the notice and urgent thresholds
// of its declaration, whole calendar days regardless of time zone offsets.
import { expect, test } from "bun:test";
import { expiryOf, formatDateTime } from "@shared/datetime";

const rule = { noticeDays: 90, urgentDays: 30 };

test("an expiry date is valid, coming up, urgent or expired by whole days", () => {
  expect(expiryOf("2027-03-01", "2026-11-21", rule)).toEqual({ state: "valid", days: 100 });
  expect(expiryOf("2027-02-19", "2026-11-21", rule)).toEqual({ state: "notice", days: 90 });
  expect(expiryOf("2026-12-22", "2026-11-21", rule)).toEqual({ state: "notice", days: 31 });
  expect(expiryOf("2026-12-21", "2026-11-21", rule)).toEqual({ state: "urgent", days: 30 });
  expect(expiryOf("2026-11-21", "2026-11-21", rule)).toEqual({ state: "urgent", days: 0 });
  expect(expiryOf("2026-11-20", "2026-11-21", rule)).toEqual({ state: "expired", days: -1 });
  // Across the spring DST change of zones that have one, still whole days.
  expect(expiryOf("2027-04-01", "2027-03-01", rule)).toEqual({ state: "notice", days: 31 });
});

test("anything but a yyyy-mm-dd date has no expiry state", () => {
  expect(expiryOf("", "2026-11-21", rule)).toBeUndefined();
  expect(expiryOf("2026/11/21", "2026-11-21", rule)).toBeUndefined();
  expect(expiryOf("soon", "2026-11-21", rule)).toBeUndefined();
});

test("times show as yyyy-mm-dd hh:MM:ss in the asked time zone, days alone on request", () => {
  expect(formatDateTime(1_700_000_000, "Asia/Shanghai")).toBe("2023-11-15 06:13:20");
  expect(formatDateTime(1_700_000_000, "UTC", false)).toBe("2023-11-14");
  expect(formatDateTime(null)).toBe("");
});
