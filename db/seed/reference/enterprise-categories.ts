// The 24 enterprise categories of the spec (reference domain §3; names are our proposal, kept
// only here so one edit fixes them). Inserted when missing; admins' edits are kept.
import type { Database } from "@db/client";
import { enterpriseCategory } from "@db/schema";

type CategoryInsert = typeof enterpriseCategory.$inferInsert;

const row = (
  id: number,
  name: string,
  name_en: string,
  family: "tourism" | "culture",
  license: [string, string] | undefined,
  gbt4754: string,
  pid = 0,
): CategoryInsert => ({
  id,
  pid,
  name,
  name_en,
  family,
  license_name: license?.[0] ?? "",
  license_name_en: license?.[1] ?? "",
  needs_license: Boolean(license),
  gbt4754_code: gbt4754,
  weigh: 100_000 - id,
});

const ENTERTAINMENT: [string, string] = ["娱乐经营许可证", "Entertainment business licence"];
const PERFORMANCE: [string, string] = ["营业性演出许可证", "Commercial performance licence"];
const ONLINE: [string, string] = ["网络文化经营许可证", "Online culture business licence"];

export const referenceCategories: CategoryInsert[] = [
  row(11000, "旅行社", "Travel agencies", "tourism", ["旅行社业务经营许可证", "Travel agency business licence"], "7291"),
  row(12000, "A级旅游景区", "A-level scenic areas", "tourism", ["旅游景区质量等级评定", "Scenic area quality rating"], "7861,7862,7869"),
  row(13000, "旅游饭店", "Tourist hotels", "tourism", ["特种行业许可证", "Special trade permit (lodging)"], "6110"),
  row(14000, "旅游民宿", "Guesthouses (minsu)", "tourism", ["特种行业许可证", "Special trade permit (lodging)"], "6130"),
  row(16000, "旅游客运企业", "Tourist coach operators", "tourism", ["道路运输经营许可证", "Road transport business licence"], "5422"),
  row(17000, "游艇及海上旅游经营者", "Yacht and sea tour operators", "tourism", ["游艇经营备案", "Yacht business filing"], "5511,9030"),
  row(18000, "旅游餐饮单位", "Tourist restaurants", "tourism", ["食品经营许可证", "Food business licence"], "6210"),
  row(19000, "特色旅游项目（演艺/低空/高尔夫）", "Special tourism (shows, low-altitude flights, golf)", "tourism", PERFORMANCE, "8820,5622"),
  row(21000, "歌舞娱乐场所", "Song and dance venues (KTV)", "culture", ENTERTAINMENT, "9011"),
  row(22000, "游艺娱乐场所", "Amusement arcades", "culture", ENTERTAINMENT, "9012"),
  row(24000, "其他文化经营单位", "Other culture businesses", "culture", undefined, ""),
  row(24066, "互联网上网服务营业场所", "Internet cafés", "culture", ONLINE, "9013", 24000),
  row(24067, "演出场所经营单位", "Performance venues", "culture", PERFORMANCE, "8820", 24000),
  row(24071, "文艺表演团体", "Performing arts troupes", "culture", PERFORMANCE, "8810", 24000),
  row(24073, "演出经纪机构", "Performance agencies", "culture", PERFORMANCE, "9053", 24000),
  row(24075, "艺术品经营单位", "Art dealers", "culture", ["艺术品经营单位备案", "Art business filing"], "5246", 24000),
  row(24078, "剧本娱乐经营场所", "Script-based entertainment venues", "culture", ["剧本娱乐经营场所备案", "Script entertainment filing"], "9019", 24000),
  row(24081, "社会艺术水平考级机构", "Art grading examination bodies", "culture", ["社会艺术水平考级机构批准", "Art grading approval"], "8399", 24000),
  row(24082, "文化艺术培训机构", "Arts training schools", "culture", undefined, "8393", 24000),
  row(24084, "网络文化经营单位", "Online culture businesses", "culture", ONLINE, "6429", 24000),
  row(24085, "出版物及音像制品零售单位", "Book and audio-visual retailers", "culture", ["出版物经营许可证", "Publication business licence"], "5243,5244", 24000),
  row(24086, "电影放映单位", "Cinemas", "culture", ["电影放映经营许可证", "Film screening licence"], "8760", 24000),
  row(24087, "文物商店", "Antique shops", "culture", ["文物商店设立许可", "Antique shop permit"], "5246", 24000),
  row(25000, "旅游购物商店", "Tourist shopping stores", "tourism", undefined, "5246,5245"),
];

export async function seedEnterpriseCategories(db: Database): Promise<void> {
  await db.insert(enterpriseCategory).values(referenceCategories).onConflictDoNothing();
}
