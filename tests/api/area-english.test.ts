// English area names (server/services/area-english.ts): the GB/T 2260 table holds Chinese
// names only; the area API, area columns and details answer in the caller's language, with
// the Hainan divisions a supervisor reads named correctly and grouping levels never shown as
// places.
import { beforeAll, describe, expect, test } from "bun:test";
import { englishAreaName, placePinyin } from "@server/services/area-english";
import { caller, registrationForm, seededRoleAdmin } from "./support/enterprise";
import { adminLogin, withAdmin } from "./support/identity";
import { envelopeOf, useTestApp } from "./support/test-app";

const t = useTestApp();
let token = "";

beforeAll(async () => {
  token = (await adminLogin(t)).token;
});

type Option = { value: number; label: string; level: number; leaf: boolean; grouping?: boolean };

async function areas(query: string, lang: "en" | "zh-cn", admin = false): Promise<Option[]> {
  const path = `/${admin ? "admin" : "api"}/ajax/area${query}`;
  const headers = { "think-lang": lang, ...(admin ? withAdmin(token).headers : {}) };
  const body = await envelopeOf(await t.request(path, { headers }));
  expect(body.code, body.msg).toBe(1);
  return body.data as Option[];
}

const CJK = /[\u3400-\u9fff]/;

describe("English names of divisions", () => {
  test("Hainan's cities, districts and counties", () => {
    const expected: Record<string, string> = {
      海南省: "Hainan Province",
      海口市: "Haikou City",
      三亚市: "Sanya City",
      三沙市: "Sansha City",
      儋州市: "Danzhou City",
      秀英区: "Xiuying District",
      美兰区: "Meilan District",
      吉阳区: "Jiyang District",
      崖州区: "Yazhou District",
      西沙群岛: "Xisha Islands",
      五指山市: "Wuzhishan City",
      琼海市: "Qionghai City",
      定安县: "Ding'an County",
      澄迈县: "Chengmai County",
      临高县: "Lingao County",
      白沙黎族自治县: "Baisha Li Autonomous County",
      昌江黎族自治县: "Changjiang Li Autonomous County",
      乐东黎族自治县: "Ledong Li Autonomous County",
      陵水黎族自治县: "Lingshui Li Autonomous County",
      保亭黎族苗族自治县: "Baoting Li and Miao Autonomous County",
      琼中黎族苗族自治县: "Qiongzhong Li and Miao Autonomous County",
    };
    for (const [chinese, english] of Object.entries(expected)) expect(englishAreaName(chinese)).toBe(english);
  });

  test("conventional names, apostrophes and the standard's grouping levels", () => {
    expect(englishAreaName("陕西省")).toBe("Shaanxi Province");
    expect(englishAreaName("山西省")).toBe("Shanxi Province");
    expect(englishAreaName("广西壮族自治区")).toBe("Guangxi Zhuang Autonomous Region");
    expect(englishAreaName("北京市")).toBe("Beijing Municipality");
    expect(englishAreaName("恩施土家族苗族自治州")).toBe("Enshi Tujia and Miao Autonomous Prefecture");
    expect(englishAreaName("兴安盟")).toBe("Xing'an League");
    expect(placePinyin("西安")).toBe("Xi'an");
    expect(englishAreaName("市辖区")).toBe("Districts under the city");
    expect(englishAreaName("省直辖县级行政区划")).toBe("County-level divisions under the province");
  });
});

describe("the area API answers in the caller's language", () => {
  test("provinces, Hainan's cities and a district path in English; Chinese unchanged", async () => {
    const provinces = await areas("", "en");
    expect(provinces.length).toBeGreaterThan(30);
    for (const p of provinces) expect(p.label).not.toMatch(CJK);
    expect(provinces.find((p) => p.value === 460000)?.label).toBe("Hainan Province");
    expect((await areas("", "zh-cn")).find((p) => p.value === 460000)?.label).toBe("海南省");

    const cities = await areas("?province=460000", "en", true);
    expect(cities.find((c) => c.value === 460200)).toMatchObject({ label: "Sanya City", leaf: false });
    expect(cities.find((c) => c.value === 460400)).toMatchObject({ label: "Danzhou City", leaf: true });
    // The county-level cities and counties under the province are a grouping, marked as one.
    const grouping = cities.find((c) => c.value === 469000);
    expect(grouping).toMatchObject({ label: "County-level divisions under the province", grouping: true });
    expect(cities.filter((c) => c.grouping).map((c) => c.value)).toEqual([469000]);

    const counties = await areas("?province=460000&city=469000", "en");
    expect(counties.find((c) => c.value === 469028)?.label).toBe("Lingshui Li Autonomous County");

    expect((await areas("?code=460203", "en", true)).map((o) => o.label)).toEqual(["Hainan Province", "Sanya City", "Jiyang District"]);
    expect((await areas("?code=460203", "zh-cn", true)).map((o) => o.label)).toEqual(["海南省", "三亚市", "吉阳区"]);
  });

  test("area columns of lists and details: English smallest first, no grouping level", async () => {
    const supervisor = caller(t, (await seededRoleAdmin(t, 2)).token);
    const added = await supervisor.post("enterprise.Enterprise/add", { ...registrationForm({ name: "陵水分界洲岛旅游区有限公司", region_code: 469028 }), status: "NORMAL", credit_level: "GOOD" });
    expect(added.code, added.msg).toBe(1);
    const id = added.data.id as number;
    const english = await supervisor.get(`enterprise.Enterprise/edit?id=${id}`);
    expect(english.data.row.region_code_text).toBe("Lingshui Li Autonomous County, Hainan Province");
    const list = await supervisor.get(`enterprise.Enterprise/index?quickSearch=${encodeURIComponent("分界洲岛")}`);
    expect(list.data.list[0].region_code_text).toBe("Lingshui Li Autonomous County, Hainan Province");
    const chinese = await envelopeOf(await t.request(`/admin/enterprise.Enterprise/edit?id=${id}`, { headers: { ...withAdmin(token).headers, server: "1", "think-lang": "zh-cn" } }));
    expect(chinese.data.row.region_code_text).toBe("海南省 陵水黎族自治县");
  });
});
