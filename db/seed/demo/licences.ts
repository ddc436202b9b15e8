// Which licence each demo enterprise holds and who issued it, as a Hainan supervisor expects:
// travel agencies the provincial tourism department (L-HAN-, CJ when outbound); hotels and
// guesthouses the public security bureau (special trade permit); coach operators the transport
// bureau (road transport business licence, 12 digits); restaurants market regulation (food
// business licence JY + 14 digits); shows the culture authority; low-altitude tours civil
// aviation; golf clubs no licence of their own; culture venues the city or county bureau.
import type { SeededRandom } from "../random";
import type { DemoRegion } from "./enterprise-names";

export interface Licence {
  license_no: string;
  license_authority: string;
}

const PROVINCE_TOURISM = "海南省旅游和文化广电体育厅";
const pad = (n: number, width: number) => String(n).padStart(width, "0");
const local = (region: DemoRegion, bureau: string) => `${region.authority}${bureau}`;

/** The maritime bureau of a yacht club's waters. */
const maritime = (region: DemoRegion) => (region.city === "三亚" ? "三亚海事局" : region.city === "海口" ? "海口海事局" : "海南海事局");

/**
 * `variant` is the name pattern chosen for the enterprise (19000: 0 shows, 1 low-altitude tours,
 * 2 golf; 17000: 0 yacht club, 1 sea tours).
 */
export function licenceFor(category: number, variant: number, region: DemoRegion, random: SeededRandom, options: { outbound?: boolean; rating?: string } = {}): Licence | undefined {
  const seq = (width: number) => pad(random.int(1, 10 ** width - 1), width);
  switch (category) {
    case 11000:
      return { license_no: `L-HAN-${options.outbound ? "CJ" : ""}${seq(5)}`, license_authority: PROVINCE_TOURISM };
    case 12000:
      return { license_no: `HNJQ-${seq(5)}`, license_authority: options.rating === "A_5" ? "文化和旅游部" : "海南省旅游景区质量等级评定委员会" };
    case 13000:
    case 14000:
      return { license_no: `琼公特旅字第${seq(5)}号`, license_authority: local(region, "公安局") };
    case 16000:
      return { license_no: `${region.code}${seq(6)}`, license_authority: local(region, "交通运输局") };
    case 17000:
      return variant === 0 ? { license_no: `琼游艇俱备${seq(4)}号`, license_authority: maritime(region) } : { license_no: `琼游艇租备${seq(4)}号`, license_authority: local(region, "交通运输局") };
    case 18000:
      // JY, 2 (catering), the six-digit area code, a six-digit sequence and a check digit.
      return { license_no: `JY2${region.code}${seq(6)}${random.int(0, 9)}`, license_authority: local(region, "市场监督管理局") };
    case 19000:
      if (variant === 1) return { license_no: `民航通航经营许可字第${seq(3)}号`, license_authority: "中国民用航空中南地区管理局" };
      if (variant === 2) return undefined;
      return { license_no: `琼演${seq(5)}`, license_authority: PROVINCE_TOURISM };
    case 21000:
    case 22000:
      return { license_no: `琼娱${seq(5)}`, license_authority: local(region, "旅游和文化广电体育局") };
    case 24000:
      return { license_no: `琼文${seq(5)}`, license_authority: local(region, "旅游和文化广电体育局") };
    case 24066:
      return { license_no: `琼网文〔${random.int(2019, 2025)}〕${seq(4)}-${seq(3)}号`, license_authority: local(region, "旅游和文化广电体育局") };
    case 24084:
      return { license_no: `琼网文〔${random.int(2019, 2025)}〕${seq(4)}-${seq(3)}号`, license_authority: PROVINCE_TOURISM };
    case 24067:
    case 24071:
      return { license_no: `琼演${seq(5)}`, license_authority: local(region, "旅游和文化广电体育局") };
    case 24073:
      return { license_no: `琼演${seq(5)}`, license_authority: PROVINCE_TOURISM };
    case 24075:
      return { license_no: `琼艺备${seq(5)}`, license_authority: local(region, "旅游和文化广电体育局") };
    case 24078:
      return { license_no: `琼剧娱备${seq(5)}`, license_authority: local(region, "旅游和文化广电体育局") };
    case 24081:
      return { license_no: `琼考级${seq(3)}`, license_authority: PROVINCE_TOURISM };
    case 24085:
      return { license_no: `新出发琼${seq(5)}号`, license_authority: local(region, "旅游和文化广电体育局") };
    case 24086:
      return { license_no: `琼影${seq(5)}`, license_authority: local(region, "旅游和文化广电体育局") };
    case 24087:
      return { license_no: `琼文物${seq(3)}`, license_authority: PROVINCE_TOURISM };
    default:
      return undefined;
  }
}
