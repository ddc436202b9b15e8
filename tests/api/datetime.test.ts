// Dates as lists show them: an expiry date counts down from the notice and urgent thresholds
// of its declaration, whole calendar days regardless of time zone offsets.
import { expect, test } from "bun:test";
import { expiryOf, formatDateTime } from "@shared/datetime";
import { groupThousands } from "@shared/numbers";
import { randomInt } from "./support/random";

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

test("times in the local zone read the same as through Intl, which they no longer load", () => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const samples = [0, 1_700_000_000, 1_767_196_799, 1_767_196_800, ...Array.from({ length: 200 }, () => randomInt(0, 4_102_444_799))];
  for (const seconds of samples) {
    expect(formatDateTime(seconds)).toBe(formatDateTime(seconds, zone));
    expect(formatDateTime(seconds, undefined, false)).toBe(formatDateTime(seconds, zone, false));
  }
  expect(formatDateTime("soon")).toBe("");
});

test("counts are grouped by thousands as both languages write them", () => {
  const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: 20 });
  const zh = new Intl.NumberFormat("zh-CN");
  const samples = [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, -1234, ...Array.from({ length: 200 }, () => randomInt(-(2 ** 40), 2 ** 40))];
  for (const n of samples) {
    expect(groupThousands(n)).toBe(intl.format(n));
    expect(groupThousands(n)).toBe(zh.format(n));
  }
  expect(groupThousands(1234.5)).toBe("1,234.5");
  expect(groupThousands(Number.NaN)).toBe("NaN");
});
