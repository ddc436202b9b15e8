// Names for demo people, common in Hainan, with pinyin for user names.

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
