// English names of Hainan's cities and counties for the dashboard's English readers (the area
// table holds Chinese names only). Counties are named as counties, not cities.
export const HAINAN_AREA_NAMES_EN: Record<number, string> = {
  460100: "Haikou",
  460200: "Sanya",
  460300: "Sansha",
  460400: "Danzhou",
  469001: "Wuzhishan",
  469002: "Qionghai",
  469005: "Wenchang",
  469006: "Wanning",
  469007: "Dongfang",
  469021: "Ding'an County",
  469022: "Tunchang County",
  469023: "Chengmai County",
  469024: "Lingao County",
  469025: "Baisha Li Autonomous County",
  469026: "Changjiang Li Autonomous County",
  469027: "Ledong Li Autonomous County",
  469028: "Lingshui Li Autonomous County",
  469029: "Baoting Li and Miao Autonomous County",
  469030: "Qiongzhong Li and Miao Autonomous County",
};
