// Both languages everywhere: every dictionary pair has the same keys and no empty text.
import { describe, expect, test } from "bun:test";
import { format, langFromAcceptLanguage, normalizeLang } from "@shared/i18n";
import { siteEn } from "@/i18n/site/en";
import { siteZhCn } from "@/i18n/site/zh-cn";
import { validationEn, validationZhCn } from "@shared/validate/messages";
import { memberEn } from "@/i18n/member/en";
import { memberZhCn } from "@/i18n/member/zh-cn";
import { authEn } from "@/i18n/auth/en";
import { authZhCn } from "@/i18n/auth/zh-cn";
import { complaintEn } from "@/i18n/complaint/en";
import { complaintZhCn } from "@/i18n/complaint/zh-cn";
import complaintCaseEn from "@/admin/lang/en/pages/complaint.case";
import complaintCaseZhCn from "@/admin/lang/zh-cn/pages/complaint.case";
import complaintIntakeEn from "@/admin/lang/en/pages/complaint.intake";
import complaintIntakeZhCn from "@/admin/lang/zh-cn/pages/complaint.intake";
import complaintStatsEn from "@/admin/lang/en/pages/complaint.stats";
import complaintStatsZhCn from "@/admin/lang/zh-cn/pages/complaint.stats";
import { COMPLAINT_TEMPLATES } from "@modules/complaint/templates";
import { en } from "@server/lang/en";
import { zhCn } from "@server/lang/zh-cn";

const pairs: [string, Record<string, string>, Record<string, string>][] = [
  ["server", en, zhCn],
  ["site pages", siteEn, siteZhCn],
  ["validation", validationEn, validationZhCn],
  ["member pages", memberEn, memberZhCn],
  ["sign-in pages", authEn, authZhCn],
  ["complaint pages", complaintEn, complaintZhCn],
  ["console: complaint case", complaintCaseEn, complaintCaseZhCn],
  ["console: complaint intake", complaintIntakeEn, complaintIntakeZhCn],
  ["console: complaint figures", complaintStatsEn, complaintStatsZhCn],
  ["complaint messages", COMPLAINT_TEMPLATES.en, COMPLAINT_TEMPLATES["zh-cn"]],
];

describe("dictionaries", () => {
  for (const [name, english, chinese] of pairs) {
    test(`${name}: zh-cn and en have the same keys and no empty text`, () => {
      expect(Object.keys(chinese).sort()).toEqual(Object.keys(english).sort());
      for (const [key, value] of [...Object.entries(english), ...Object.entries(chinese)]) {
        expect(value.trim().length, key).toBeGreaterThan(0);
      }
    });
    test(`${name}: placeholders match between languages`, () => {
      const holes = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join();
      for (const key of Object.keys(english)) expect(holes(chinese[key] ?? ""), key).toBe(holes(english[key] ?? ""));
    });
  }
});

describe("language choice", () => {
  test("loose spellings map to a supported language", () => {
    expect(normalizeLang("zh-CN")).toBe("zh-cn");
    expect(normalizeLang("zh-hans-cn")).toBe("zh-cn");
    expect(normalizeLang("en-GB")).toBe("en");
    expect(normalizeLang("fr")).toBeUndefined();
  });
  test("Accept-Language is read by quality", () => {
    expect(langFromAcceptLanguage("fr;q=1, en;q=0.8, zh;q=0.9")).toBe("zh-cn");
    expect(langFromAcceptLanguage("en;q=0, zh-CN;q=0.1")).toBe("zh-cn");
    expect(langFromAcceptLanguage("")).toBeUndefined();
  });
  test("format fills placeholders and leaves unknown ones visible", () => {
    expect(format("Try again in {seconds} s", { seconds: 5 })).toBe("Try again in 5 s");
    expect(format("{a} {b}", { a: 1 })).toBe("1 {b}");
  });
});
