// Hainan places and invented business names for the demo enterprise registry (reference domain
// §24). Place and scenic names are real; companies are made up.

/** District (or city-level) codes with their city's names, weighted by tourism activity. */
export const REGIONS: readonly { code: number; city: string; cityEn: string; weight: number; lng: number; lat: number }[] = [
  { code: 460105, city: "海口", cityEn: "Haikou", weight: 4, lng: 110.2, lat: 20.0 },
  { code: 460106, city: "海口", cityEn: "Haikou", weight: 6, lng: 110.33, lat: 20.03 },
  { code: 460107, city: "海口", cityEn: "Haikou", weight: 3, lng: 110.36, lat: 19.98 },
  { code: 460108, city: "海口", cityEn: "Haikou", weight: 5, lng: 110.38, lat: 20.04 },
  { code: 460202, city: "三亚", cityEn: "Sanya", weight: 6, lng: 109.62, lat: 18.3 },
  { code: 460203, city: "三亚", cityEn: "Sanya", weight: 9, lng: 109.51, lat: 18.25 },
  { code: 460204, city: "三亚", cityEn: "Sanya", weight: 7, lng: 109.45, lat: 18.3 },
  { code: 460205, city: "三亚", cityEn: "Sanya", weight: 3, lng: 109.17, lat: 18.35 },
  { code: 460300, city: "三沙", cityEn: "Sansha", weight: 0.3, lng: 112.34, lat: 16.83 },
  { code: 460400, city: "儋州", cityEn: "Danzhou", weight: 2, lng: 109.58, lat: 19.52 },
  { code: 469001, city: "五指山", cityEn: "Wuzhishan", weight: 1, lng: 109.52, lat: 18.78 },
  { code: 469002, city: "琼海", cityEn: "Qionghai", weight: 2.5, lng: 110.47, lat: 19.26 },
  { code: 469005, city: "文昌", cityEn: "Wenchang", weight: 2, lng: 110.8, lat: 19.54 },
  { code: 469006, city: "万宁", cityEn: "Wanning", weight: 2.5, lng: 110.39, lat: 18.8 },
  { code: 469007, city: "东方", cityEn: "Dongfang", weight: 1, lng: 108.65, lat: 19.1 },
  { code: 469021, city: "定安", cityEn: "Ding'an", weight: 0.8, lng: 110.36, lat: 19.68 },
  { code: 469022, city: "屯昌", cityEn: "Tunchang", weight: 0.6, lng: 110.1, lat: 19.36 },
  { code: 469023, city: "澄迈", cityEn: "Chengmai", weight: 1.2, lng: 110.0, lat: 19.74 },
  { code: 469024, city: "临高", cityEn: "Lingao", weight: 0.7, lng: 109.69, lat: 19.91 },
  { code: 469025, city: "白沙", cityEn: "Baisha", weight: 0.6, lng: 109.45, lat: 19.22 },
  { code: 469026, city: "昌江", cityEn: "Changjiang", weight: 0.6, lng: 109.05, lat: 19.3 },
  { code: 469027, city: "乐东", cityEn: "Ledong", weight: 1, lng: 109.17, lat: 18.75 },
  { code: 469028, city: "陵水", cityEn: "Lingshui", weight: 2, lng: 110.04, lat: 18.5 },
  { code: 469029, city: "保亭", cityEn: "Baoting", weight: 1.5, lng: 109.7, lat: 18.64 },
  { code: 469030, city: "琼中", cityEn: "Qiongzhong", weight: 0.8, lng: 109.84, lat: 19.03 },
];

/** Brand words: [Chinese, English]. */
export const BRANDS: readonly (readonly [string, string])[] = [
  ["椰风", "Coconut Breeze"], ["鹿城", "Deer City"], ["骑楼", "Arcade Street"], ["博鳌", "Boao"], ["海韵", "Sea Rhyme"],
  ["蓝湾", "Blue Bay"], ["南海", "South Sea"], ["椰梦", "Coconut Dream"], ["红树林", "Mangrove"], ["天涯", "Tianya"],
  ["热带", "Tropical"], ["琼州", "Qiongzhou"], ["黎乡", "Li Village"], ["珊瑚", "Coral"], ["海棠", "Haitang"],
  ["椰林", "Coconut Grove"], ["阳光", "Sunshine"], ["金沙", "Golden Sands"], ["碧海", "Azure Sea"], ["云帆", "Cloud Sail"],
  ["南国", "Southland"], ["凤凰", "Phoenix"], ["鸿洲", "Hongzhou"], ["半山", "Half Hill"], ["槟榔", "Areca"],
  ["沉香", "Agarwood"], ["东坡", "Dongpo"], ["海瑞", "Hairui"], ["木棉", "Kapok"], ["白鹭", "Egret"],
];

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

/** Per category: how many, the name pattern ([prefix, suffix] in both languages) and licence number prefix. */
export const CATEGORY_PLANS: readonly { id: number; count: number; zh: readonly string[]; en: readonly string[]; licence: string }[] = [
  { id: 11000, count: 60, zh: ["国际旅行社有限公司", "旅行社有限公司", "假期旅行社有限公司"], en: ["International Travel Service Co., Ltd.", "Travel Agency Co., Ltd.", "Holidays Travel Agency Co., Ltd."], licence: "L-HAN-" },
  { id: 12000, count: 40, zh: ["旅游区", "景区"], en: ["Tourism Zone", "Scenic Area"], licence: "HNJQ-" },
  { id: 13000, count: 80, zh: ["度假酒店", "大酒店", "海景酒店"], en: ["Resort Hotel", "Grand Hotel", "Sea View Hotel"], licence: "琼公特字" },
  { id: 14000, count: 55, zh: ["民宿", "山居民宿", "海边客栈"], en: ["Guesthouse", "Mountain Lodge", "Seaside Inn"], licence: "琼公特字" },
  { id: 16000, count: 25, zh: ["旅游客运有限公司", "旅游汽车服务有限公司"], en: ["Tourist Coach Co., Ltd.", "Tourist Bus Services Co., Ltd."], licence: "琼交运管许可字" },
  { id: 17000, count: 30, zh: ["游艇俱乐部有限公司", "海上旅游有限公司"], en: ["Yacht Club Co., Ltd.", "Sea Tours Co., Ltd."], licence: "琼游艇备" },
  { id: 18000, count: 45, zh: ["海鲜餐厅", "风味餐厅", "美食广场"], en: ["Seafood Restaurant", "Local Cuisine Restaurant", "Food Court"], licence: "JY146" },
  { id: 19000, count: 20, zh: ["演艺有限公司", "低空旅游有限公司", "高尔夫球会"], en: ["Performing Arts Co., Ltd.", "Low-Altitude Tours Co., Ltd.", "Golf Club"], licence: "琼演" },
  { id: 21000, count: 40, zh: ["KTV", "量贩式KTV", "歌舞厅"], en: ["KTV", "Karaoke", "Dance Hall"], licence: "琼娱" },
  { id: 22000, count: 25, zh: ["电玩城", "游艺中心"], en: ["Game Centre", "Arcade"], licence: "琼娱" },
  { id: 24000, count: 6, zh: ["文化传播有限公司"], en: ["Culture Communication Co., Ltd."], licence: "琼文" },
  { id: 24066, count: 24, zh: ["网咖", "网络会所"], en: ["Internet Café", "Cyber Club"], licence: "琼网文" },
  { id: 24067, count: 12, zh: ["大剧院", "演艺中心"], en: ["Grand Theatre", "Performance Centre"], licence: "琼演" },
  { id: 24071, count: 12, zh: ["琼剧团", "歌舞团"], en: ["Qiong Opera Troupe", "Song and Dance Troupe"], licence: "琼演" },
  { id: 24073, count: 10, zh: ["演出经纪有限公司"], en: ["Performance Agency Co., Ltd."], licence: "琼演" },
  { id: 24075, count: 12, zh: ["艺术品有限公司", "画廊"], en: ["Art Co., Ltd.", "Gallery"], licence: "琼艺备" },
  { id: 24078, count: 14, zh: ["剧本馆", "剧本杀体验馆"], en: ["Script House", "Mystery Game House"], licence: "琼剧娱备" },
  { id: 24081, count: 6, zh: ["艺术考级中心"], en: ["Art Grading Centre"], licence: "琼考级" },
  { id: 24082, count: 12, zh: ["艺术培训学校", "舞蹈培训中心"], en: ["Art School", "Dance School"], licence: "" },
  { id: 24084, count: 10, zh: ["网络科技有限公司"], en: ["Network Technology Co., Ltd."], licence: "琼网文" },
  { id: 24085, count: 12, zh: ["书店", "书城"], en: ["Bookshop", "Book City"], licence: "新出发琼" },
  { id: 24086, count: 12, zh: ["国际影城", "影院"], en: ["International Cinema", "Cinema"], licence: "琼影" },
  { id: 24087, count: 5, zh: ["文物商店"], en: ["Antique Shop"], licence: "琼文物" },
  { id: 25000, count: 30, zh: ["珠宝旅游购物店", "沉香文化馆", "特产超市"], en: ["Jewellery Store", "Agarwood Gallery", "Local Products Store"], licence: "" },
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
