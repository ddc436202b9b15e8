// The bureaus that handle complaints (旅游投诉处理机构): the provincial department and the bureau
// of each city and county (属地: a complaint belongs to the bureau of its area). A district's
// complaints go to its city's bureau; a county or county-level city directly under the province
// (GB/T 2260 4690xx) has a bureau of its own. Names are those of Hainan's bureaus.
import { L } from "@shared/module/labels";
import type { FieldOption } from "@shared/module/types";
import type { LocalizedText } from "@shared/i18n";

const BUREAU_ZH = "旅游和文化广电体育局";
const BUREAU_EN = "Bureau of Tourism, Culture, Radio, Television and Sports";

const place = (code: number, zh: string, en: string): [number, LocalizedText] => [code, L(`${zh}${BUREAU_ZH}`, `${en} ${BUREAU_EN}`)];

/** Hainan's complaint-handling bureaus by area code. */
export const BUREAUS: ReadonlyMap<number, LocalizedText> = new Map([
  [460000, L("海南省旅游和文化广电体育厅", "Hainan Provincial Department of Tourism, Culture, Radio, Television and Sports")],
  place(460100, "海口市", "Haikou Municipal"),
  place(460200, "三亚市", "Sanya Municipal"),
  place(460300, "三沙市", "Sansha Municipal"),
  place(460400, "儋州市", "Danzhou Municipal"),
  place(469001, "五指山市", "Wuzhishan Municipal"),
  place(469002, "琼海市", "Qionghai Municipal"),
  place(469005, "文昌市", "Wenchang Municipal"),
  place(469006, "万宁市", "Wanning Municipal"),
  place(469007, "东方市", "Dongfang Municipal"),
  place(469021, "定安县", "Ding'an County"),
  place(469022, "屯昌县", "Tunchang County"),
  place(469023, "澄迈县", "Chengmai County"),
  place(469024, "临高县", "Lingao County"),
  place(469025, "白沙黎族自治县", "Baisha Li Autonomous County"),
  place(469026, "昌江黎族自治县", "Changjiang Li Autonomous County"),
  place(469027, "乐东黎族自治县", "Ledong Li Autonomous County"),
  place(469028, "陵水黎族自治县", "Lingshui Li Autonomous County"),
  place(469029, "保亭黎族苗族自治县", "Baoting Li and Miao Autonomous County"),
  place(469030, "琼中黎族苗族自治县", "Qiongzhong Li and Miao Autonomous County"),
]);

/** The area code of the bureau that handles complaints of `code` (a district's city, a direct county itself). */
export function bureauCode(code: number): number {
  if (!Number.isInteger(code) || code <= 0) return 0;
  const province = Math.floor(code / 10000) * 10000;
  if (code === province) return code;
  const city = Math.floor(code / 100) * 100;
  // 省直辖县级行政区划 (xx90xx): each county-level city or county is its own bureau.
  if (city % 10000 === 9000) return code === city ? province : code;
  return city;
}

/** The bureau's name, or a generic one outside the known list. */
export function bureauName(code: number): LocalizedText {
  const bureau = bureauCode(code);
  return BUREAUS.get(bureau) ?? L(`${bureau} 旅游投诉处理机构`, `Tourism complaint office ${bureau}`);
}

/** The city and county bureaus a complaint can be transferred to (the province takes complaints too). */
export const BUREAU_OPTIONS: readonly FieldOption[] = [...BUREAUS.entries()].map(([value, label]) => ({ value, label }));
