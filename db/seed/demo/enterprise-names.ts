// Hainan places and invented business names for the demo enterprise registry (reference domain
// §24). Place and scenic names are real; companies are made up.

/**
 * District (or county-level) codes with their city's short name, the full name of the place
 * (a county is a county: 陵水黎族自治县, not 陵水市), the authority level that issues local
 * licences (the city or county: 海口市, 陵水黎族自治县), the seat's town for addresses, and
 * streets that lie there. Weighted by tourism activity.
 */
export interface DemoRegion {
  code: number;
  city: string;
  cityEn: string;
  /** The full name as an address starts: 三亚市吉阳区, 陵水黎族自治县椰林镇. */
  place: string;
  /** The city or county whose bureaus issue local licences: 三亚市, 陵水黎族自治县. */
  authority: string;
  streets: readonly string[];
  weight: number;
  lng: number;
  lat: number;
}

const TOWN_STREETS = ["人民路", "建设路", "文化路", "新华路", "兴华路", "环城路"] as const;

export const REGIONS: readonly DemoRegion[] = [
  { code: 460105, city: "海口", cityEn: "Haikou", place: "海口市秀英区", authority: "海口市", streets: ["滨海大道", "长滨路", "海秀西路", "秀英大道"], weight: 4, lng: 110.2, lat: 20.0 },
  { code: 460106, city: "海口", cityEn: "Haikou", place: "海口市龙华区", authority: "海口市", streets: ["龙昆南路", "滨海大道", "海秀中路", "国贸路"], weight: 6, lng: 110.33, lat: 20.03 },
  { code: 460107, city: "海口", cityEn: "Haikou", place: "海口市琼山区", authority: "海口市", streets: ["凤翔路", "文庄路", "府城大道"], weight: 3, lng: 110.36, lat: 19.98 },
  { code: 460108, city: "海口", cityEn: "Haikou", place: "海口市美兰区", authority: "海口市", streets: ["国兴大道", "海府路", "人民大道", "和平大道"], weight: 5, lng: 110.38, lat: 20.04 },
  { code: 460202, city: "三亚", cityEn: "Sanya", place: "三亚市海棠区", authority: "三亚市", streets: ["海棠北路", "海棠湾路"], weight: 6, lng: 109.62, lat: 18.3 },
  { code: 460203, city: "三亚", cityEn: "Sanya", place: "三亚市吉阳区", authority: "三亚市", streets: ["迎宾路", "榆亚路", "亚龙湾路", "河东路"], weight: 9, lng: 109.51, lat: 18.25 },
  { code: 460204, city: "三亚", cityEn: "Sanya", place: "三亚市天涯区", authority: "三亚市", streets: ["解放路", "三亚湾路", "新风街", "凤凰路"], weight: 7, lng: 109.45, lat: 18.3 },
  { code: 460205, city: "三亚", cityEn: "Sanya", place: "三亚市崖州区崖城", authority: "三亚市", streets: TOWN_STREETS, weight: 3, lng: 109.17, lat: 18.35 },
  { code: 460300, city: "三沙", cityEn: "Sansha", place: "三沙市西沙区永兴岛", authority: "三沙市", streets: ["北京路", "宣德路"], weight: 0.3, lng: 112.34, lat: 16.83 },
  { code: 460400, city: "儋州", cityEn: "Danzhou", place: "儋州市那大镇", authority: "儋州市", streets: TOWN_STREETS, weight: 2, lng: 109.58, lat: 19.52 },
  { code: 469001, city: "五指山", cityEn: "Wuzhishan", place: "五指山市", authority: "五指山市", streets: TOWN_STREETS, weight: 1, lng: 109.52, lat: 18.78 },
  { code: 469002, city: "琼海", cityEn: "Qionghai", place: "琼海市嘉积镇", authority: "琼海市", streets: TOWN_STREETS, weight: 2.5, lng: 110.47, lat: 19.26 },
  { code: 469005, city: "文昌", cityEn: "Wenchang", place: "文昌市文城镇", authority: "文昌市", streets: TOWN_STREETS, weight: 2, lng: 110.8, lat: 19.54 },
  { code: 469006, city: "万宁", cityEn: "Wanning", place: "万宁市万城镇", authority: "万宁市", streets: TOWN_STREETS, weight: 2.5, lng: 110.39, lat: 18.8 },
  { code: 469007, city: "东方", cityEn: "Dongfang", place: "东方市八所镇", authority: "东方市", streets: TOWN_STREETS, weight: 1, lng: 108.65, lat: 19.1 },
  { code: 469021, city: "定安", cityEn: "Ding'an", place: "定安县定城镇", authority: "定安县", streets: TOWN_STREETS, weight: 0.8, lng: 110.36, lat: 19.68 },
  { code: 469022, city: "屯昌", cityEn: "Tunchang", place: "屯昌县屯城镇", authority: "屯昌县", streets: TOWN_STREETS, weight: 0.6, lng: 110.1, lat: 19.36 },
  { code: 469023, city: "澄迈", cityEn: "Chengmai", place: "澄迈县金江镇", authority: "澄迈县", streets: TOWN_STREETS, weight: 1.2, lng: 110.0, lat: 19.74 },
  { code: 469024, city: "临高", cityEn: "Lingao", place: "临高县临城镇", authority: "临高县", streets: TOWN_STREETS, weight: 0.7, lng: 109.69, lat: 19.91 },
  { code: 469025, city: "白沙", cityEn: "Baisha", place: "白沙黎族自治县牙叉镇", authority: "白沙黎族自治县", streets: TOWN_STREETS, weight: 0.6, lng: 109.45, lat: 19.22 },
  { code: 469026, city: "昌江", cityEn: "Changjiang", place: "昌江黎族自治县石碌镇", authority: "昌江黎族自治县", streets: TOWN_STREETS, weight: 0.6, lng: 109.05, lat: 19.3 },
  { code: 469027, city: "乐东", cityEn: "Ledong", place: "乐东黎族自治县抱由镇", authority: "乐东黎族自治县", streets: TOWN_STREETS, weight: 1, lng: 109.17, lat: 18.75 },
  { code: 469028, city: "陵水", cityEn: "Lingshui", place: "陵水黎族自治县椰林镇", authority: "陵水黎族自治县", streets: TOWN_STREETS, weight: 2, lng: 110.04, lat: 18.5 },
  { code: 469029, city: "保亭", cityEn: "Baoting", place: "保亭黎族苗族自治县保城镇", authority: "保亭黎族苗族自治县", streets: TOWN_STREETS, weight: 1.5, lng: 109.7, lat: 18.64 },
  { code: 469030, city: "琼中", cityEn: "Qiongzhong", place: "琼中黎族苗族自治县营根镇", authority: "琼中黎族苗族自治县", streets: TOWN_STREETS, weight: 0.8, lng: 109.84, lat: 19.03 },
];

/**
 * Brand words: [Chinese, English, the place a name word belongs to (GB/T 2260 prefix)]. A word
 * that names a place is only used there: no "三亚博鳌" (博鳌 is in 琼海), no "海口天涯".
 */
export const BRANDS: readonly (readonly [string, string, number?])[] = [
  ["椰风", "Coconut Breeze"], ["鹿城", "Deer City", 4602], ["骑楼", "Arcade Street", 4601], ["博鳌", "Boao", 469002], ["海韵", "Sea Rhyme"],
  ["蓝湾", "Blue Bay"], ["南海", "South Sea"], ["椰梦", "Coconut Dream"], ["红树林", "Mangrove"], ["天涯", "Tianya", 4602],
  ["热带", "Tropical"], ["琼州", "Qiongzhou"], ["黎乡", "Li Village"], ["珊瑚", "Coral"], ["海棠", "Haitang", 4602],
  ["椰林", "Coconut Grove"], ["阳光", "Sunshine"], ["金沙", "Golden Sands"], ["碧海", "Azure Sea"], ["云帆", "Cloud Sail"],
  ["南国", "Southland"], ["凤凰", "Phoenix"], ["鸿洲", "Hongzhou", 4602], ["半山", "Half Hill", 4602], ["槟榔", "Areca"],
  ["沉香", "Agarwood"], ["东坡", "Dongpo", 460400], ["海瑞", "Hairui", 4601], ["木棉", "Kapok"], ["白鹭", "Egret"],
];

/** Whether a brand word may be used for a place (its prefix matches the region code). */
export const brandFits = (brand: readonly [string, string, number?], code: number): boolean => !brand[2] || String(code).startsWith(String(brand[2]));

/** Real scenic areas (domain §24) with their rating and, for two, their capacity. */
export const SCENIC_AREAS: readonly { name: string; en: string; code: number; rating: string; instant?: number; daily?: number }[] = [
  { name: "三亚南山文化旅游区", en: "Sanya Nanshan Cultural Tourism Zone", code: 460205, rating: "A_5", instant: 20000, daily: 60000 },
  { name: "三亚南山大小洞天旅游区", en: "Sanya Daxiaodongtian Tourism Zone", code: 460205, rating: "A_5" },
  { name: "三亚蜈支洲岛旅游区", en: "Sanya Wuzhizhou Island", code: 460202, rating: "A_5", instant: 8000, daily: 20000 },
  { name: "保亭呀诺达雨林文化旅游区", en: "Yanoda Rainforest Cultural Tourism Zone", code: 469029, rating: "A_5" },
  { name: "保亭槟榔谷黎苗文化旅游区", en: "Binglanggu Li and Miao Cultural Tourism Zone", code: 469029, rating: "A_5" },
  { name: "陵水分界洲岛旅游区", en: "Lingshui Fenjiezhou Island", code: 469028, rating: "A_5" },
  { name: "三亚天涯海角游览区", en: "Sanya Tianya Haijiao", code: 460204, rating: "A_4" },
  { name: "亚龙湾热带天堂森林公园", en: "Yalong Bay Tropical Paradise Forest Park", code: 460202, rating: "A_4" },
  { name: "鹿回头风景区", en: "Luhuitou Scenic Area", code: 460203, rating: "A_4" },
  { name: "海瑞文化公园", en: "Hai Rui Cultural Park", code: 460106, rating: "A_4" },
  { name: "海口东寨港红树林旅游区", en: "Dongzhaigang Mangrove Tourism Zone", code: 460108, rating: "A_4" },
  { name: "三亚大东海旅游区", en: "Sanya Dadonghai Tourism Zone", code: 460203, rating: "A_4" },
  { name: "三亚国际免税城旅游区", en: "Sanya International Duty-Free City", code: 460202, rating: "A_4" },
  { name: "福山咖啡文化风情镇旅游区", en: "Fushan Coffee Culture Town", code: 469023, rating: "A_4" },
];

export const SCENIC_WORDS: readonly (readonly [string, string])[] = [
  ["雨林谷", "Rainforest Valley"], ["温泉", "Hot Spring"], ["海岛", "Island"], ["热带植物园", "Tropical Garden"], ["黎苗风情村", "Li-Miao Village"],
  ["火山口公园", "Volcano Park"], ["滨海公园", "Seaside Park"], ["湿地公园", "Wetland Park"], ["瀑布", "Waterfall"], ["古镇", "Old Town"],
];

/** Per category: how many and the name patterns in both languages (the licence follows the pattern: licences.ts). */
export const CATEGORY_PLANS: readonly { id: number; count: number; zh: readonly string[]; en: readonly string[] }[] = [
  { id: 11000, count: 60, zh: ["国际旅行社有限公司", "旅行社有限公司", "假期旅行社有限公司"], en: ["International Travel Service Co., Ltd.", "Travel Agency Co., Ltd.", "Holidays Travel Agency Co., Ltd."] },
  { id: 12000, count: 40, zh: ["旅游区", "景区"], en: ["Tourism Zone", "Scenic Area"] },
  { id: 13000, count: 80, zh: ["度假酒店", "大酒店", "海景酒店"], en: ["Resort Hotel", "Grand Hotel", "Sea View Hotel"] },
  { id: 14000, count: 55, zh: ["民宿", "山居民宿", "海边客栈"], en: ["Guesthouse", "Mountain Lodge", "Seaside Inn"] },
  { id: 16000, count: 25, zh: ["旅游客运有限公司", "旅游汽车服务有限公司"], en: ["Tourist Coach Co., Ltd.", "Tourist Bus Services Co., Ltd."] },
  { id: 17000, count: 30, zh: ["游艇俱乐部有限公司", "海上旅游有限公司"], en: ["Yacht Club Co., Ltd.", "Sea Tours Co., Ltd."] },
  { id: 18000, count: 45, zh: ["海鲜餐厅", "风味餐厅", "美食广场"], en: ["Seafood Restaurant", "Local Cuisine Restaurant", "Food Court"] },
  { id: 19000, count: 20, zh: ["演艺有限公司", "低空旅游有限公司", "高尔夫球会"], en: ["Performing Arts Co., Ltd.", "Low-Altitude Tours Co., Ltd.", "Golf Club"] },
  { id: 21000, count: 40, zh: ["KTV", "量贩式KTV", "歌舞厅"], en: ["KTV", "Karaoke", "Dance Hall"] },
  { id: 22000, count: 25, zh: ["电玩城", "游艺中心"], en: ["Game Centre", "Arcade"] },
  { id: 24000, count: 6, zh: ["文化传播有限公司"], en: ["Culture Communication Co., Ltd."] },
  { id: 24066, count: 24, zh: ["网咖", "网络会所"], en: ["Internet Café", "Cyber Club"] },
  { id: 24067, count: 12, zh: ["大剧院", "演艺中心"], en: ["Grand Theatre", "Performance Centre"] },
  { id: 24071, count: 12, zh: ["琼剧团", "歌舞团"], en: ["Qiong Opera Troupe", "Song and Dance Troupe"] },
  { id: 24073, count: 10, zh: ["演出经纪有限公司"], en: ["Performance Agency Co., Ltd."] },
  { id: 24075, count: 12, zh: ["艺术品有限公司", "画廊"], en: ["Art Co., Ltd.", "Gallery"] },
  { id: 24078, count: 14, zh: ["剧本馆", "剧本杀体验馆"], en: ["Script House", "Mystery Game House"] },
  { id: 24081, count: 6, zh: ["艺术考级中心"], en: ["Art Grading Centre"] },
  { id: 24082, count: 12, zh: ["艺术培训学校", "舞蹈培训中心"], en: ["Art School", "Dance School"] },
  { id: 24084, count: 10, zh: ["网络科技有限公司"], en: ["Network Technology Co., Ltd."] },
  { id: 24085, count: 12, zh: ["书店", "书城"], en: ["Bookshop", "Book City"] },
  { id: 24086, count: 12, zh: ["国际影城", "影院"], en: ["International Cinema", "Cinema"] },
  { id: 24087, count: 5, zh: ["文物商店"], en: ["Antique Shop"] },
  { id: 25000, count: 30, zh: ["珠宝旅游购物店", "沉香文化馆", "特产超市"], en: ["Jewellery Store", "Agarwood Gallery", "Local Products Store"] },
];

export const MISSING_ITEMS: readonly string[] = [
  "营业执照副本复印件",
  "法定代表人身份证复印件",
  "经营场所产权证明或租赁合同",
  "消防安全检查合格证明",
  "质量保证金缴存证明",
  "许可证正本照片不清晰",
];

export const REJECT_OPINIONS: readonly string[] = [
  "经营场所与申报地址不符，实地核查未通过",
  "申报的许可证已被发证机关注销",
  "统一社会信用代码对应的主体已注销",
];
