// Both languages everywhere: every dictionary pair has the same keys and no empty text — the
// server's, the shared ones, and every browser dictionary under src/i18n (found by folder).
import { describe, expect, test } from "bun:test";
import { dirname, join } from "node:path";
import { format, langFromAcceptLanguage, normalizeLang } from "@shared/i18n";
import { validationEn, validationZhCn } from "@shared/validate/messages";
import { COMPLAINT_TEMPLATES } from "@modules/complaint/templates";
import { en } from "@server/lang/en";
import { zhCn } from "@server/lang/zh-cn";

const pairs: [string, Record<string, string>, Record<string, string>][] = [
  ["server", en, zhCn],
  ["validation", validationEn, validationZhCn],
  ["complaint messages", COMPLAINT_TEMPLATES.en, COMPLAINT_TEMPLATES["zh-cn"]],
];

/** The dictionary a browser language file exports (its default, else its one exported object). */
const dictionaryOf = (module: Record<string, unknown>) => (module.default ?? Object.values(module).find((v) => v && typeof v === "object")) as Record<string, string>;
const root = join(import.meta.dir, "../../src/i18n");
for (const file of new Bun.Glob("**/en.ts").scanSync(root)) {
  const folder = dirname(file);
  pairs.push([`browser ${folder}`, dictionaryOf(await import(join(root, file))), dictionaryOf(await import(join(root, folder, "zh-cn.ts")))]);
}

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
