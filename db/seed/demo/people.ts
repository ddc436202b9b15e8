// Names for demo people, common in Hainan, with pinyin for user names; ID numbers, mobiles.
import type { SeededRandom } from "../random";

export const SURNAMES: readonly (readonly [string, string])[] = [
  ["王", "wang"], ["李", "li"], ["张", "zhang"], ["刘", "liu"], ["陈", "chen"], ["杨", "yang"],
  ["黄", "huang"], ["吴", "wu"], ["周", "zhou"], ["符", "fu"], ["林", "lin"], ["吉", "ji"],
  ["邢", "xing"], ["云", "yun"], ["冯", "feng"], ["羊", "yang"], ["蔡", "cai"], ["潘", "pan"],
];

export const GIVEN_NAMES: readonly (readonly [string, string])[] = [
  ["晓明", "xiaoming"], ["海燕", "haiyan"], ["志强", "zhiqiang"], ["丽娟", "lijuan"], ["建华", "jianhua"],
  ["思琪", "siqi"], ["俊杰", "junjie"], ["雨涵", "yuhan"], ["子轩", "zixuan"], ["欣怡", "xinyi"],
  ["文博", "wenbo"], ["佳怡", "jiayi"], ["海波", "haibo"], ["椰林", "yelin"], ["琼花", "qionghua"],
  ["少华", "shaohua"], ["明辉", "minghui"], ["春燕", "chunyan"], ["国栋", "guodong"], ["美玲", "meiling"],
];

export const MOBILE_PREFIXES = ["135", "136", "137", "138", "139", "150", "151", "158", "186", "187", "189", "198"];


const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * A valid resident ID number (GB 11643) issued in `region`, for a person born between the years
 * given; its 17th digit states the gender ("1" male: odd, "2" female: even).
 */
export function demoIdNumber(random: SeededRandom, region: number, gender: "1" | "2", years: readonly [number, number] = [1960, 1998]): string {
  const serial = random.int(0, 99) * 10 + (gender === "1" ? random.pick([1, 3, 5, 7, 9]) : random.pick([0, 2, 4, 6, 8]));
  const body = `${region}${random.int(years[0], years[1])}${pad(random.int(1, 12))}${pad(random.int(1, 28))}${pad(serial, 3)}`;
  return body + "10X98765432"[ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(body[i]), 0) % 11];
}

/** The birth date an ID number states. */
export const birthDateOf = (idNo: string): string => `${idNo.slice(6, 10)}-${idNo.slice(10, 12)}-${idNo.slice(12, 14)}`;

export const demoPerson = (random: SeededRandom): string => `${random.pick(SURNAMES)[0]}${random.pick(GIVEN_NAMES)[0]}`;

export const demoMobile = (random: SeededRandom): string => `${random.pick(MOBILE_PREFIXES)}${pad(random.int(0, 99_999_999), 8)}`;

/** Given names read as female or male, for people whose gender is known. */
export const GIVEN_BY_GENDER: Record<"1" | "2", readonly string[]> = {
  "1": ["晓明", "志强", "建华", "俊杰", "子轩", "文博", "海波", "少华", "明辉", "国栋", "家豪", "永福", "振宇", "德胜"],
  "2": ["海燕", "丽娟", "思琪", "雨涵", "欣怡", "佳怡", "琼花", "春燕", "美玲", "小梅", "秀英", "晓婷", "丽华", "慧敏"],
};

export const demoPersonOf = (random: SeededRandom, gender: "1" | "2"): string => `${random.pick(SURNAMES)[0]}${random.pick(GIVEN_BY_GENDER[gender])}`;
