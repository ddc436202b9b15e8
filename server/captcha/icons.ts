// Tourism icons for the click captcha, drawn here as SVG shapes on a 24×24 grid (filled, so
// they stay legible when small and rotated). Names are what the user is asked to click.
import type { LocalizedText } from "@shared/i18n";

export interface CaptchaIcon {
  key: string;
  name: LocalizedText;
  /** SVG elements on a 24×24 grid; `currentColor` is the icon colour. */
  shapes: string;
}

export const CAPTCHA_ICONS: readonly CaptchaIcon[] = [
  {
    key: "sun",
    name: { "zh-cn": "太阳", en: "sun" },
    shapes:
      '<circle cx="12" cy="12" r="5"/><g stroke="currentColor" stroke-width="2.2" stroke-linecap="round"><path d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1"/></g>',
  },
  {
    key: "sailboat",
    name: { "zh-cn": "帆船", en: "sailboat" },
    shapes: '<path d="M11 2 4 15h7z"/><path d="M13 5l7 10h-7z"/><path d="M2 17h20l-3 5H5z"/>',
  },
  {
    key: "palm",
    name: { "zh-cn": "椰树", en: "palm tree" },
    shapes:
      '<path d="M11 10c-.4 4.5-.2 8.5 1.2 12.5h2.3c-1.6-4-1.9-8-1.5-12.5z"/><path d="M12 9C9 5 5 5 2 7.5 6 6.5 9 8 12 9z"/><path d="M12 9c3-4 7-4 10-1.5-4-1-7 .5-10 1.5z"/><path d="M12 9C10.5 4.5 12 2 15 1c-2 2.5-2.3 5-3 8z"/><path d="M12 9c-3 1-5.5 3.5-6 7 2-2.5 4-4.5 6-7z"/>',
  },
  {
    key: "airplane",
    name: { "zh-cn": "飞机", en: "airplane" },
    shapes: '<path d="M10.5 2.5c0-1 3-1 3 0V9l8.5 5v2.5l-8.5-2.5V19l2.5 2v1.5L12 21.5l-4 1V21l2.5-2v-5L2 16.5V14l8.5-5z"/>',
  },
  {
    key: "fish",
    name: { "zh-cn": "鱼", en: "fish" },
    shapes: '<path d="M2 12c3-5 9-7 14-3l5-4v14l-5-4c-5 4-11 2-14-3z"/><circle cx="7" cy="11" r="1.2" fill="#fff"/>',
  },
  {
    key: "mountain",
    name: { "zh-cn": "山峰", en: "mountain" },
    shapes: '<path d="M1 21 9 6l4.5 8 2.5-4 7 11z"/><path d="M9 6l2.2 4-1.2-.8-1 1.3-1-1.3-1.2.8z" fill="#fff"/>',
  },
  {
    key: "umbrella",
    name: { "zh-cn": "遮阳伞", en: "beach umbrella" },
    shapes: '<path d="M12 2C6 2 2 6.5 2 11h20c0-4.5-4-9-10-9z"/><path d="M11 11h2v9a3 3 0 0 1-6 0h2a1 1 0 0 0 2 0z"/>',
  },
  {
    key: "lighthouse",
    name: { "zh-cn": "灯塔", en: "lighthouse" },
    shapes: '<path d="M9 8h6l2 14H7z"/><path d="M8.5 4h7v3h-7z"/><path d="M10 1.5h4L15.5 4h-7z"/><path d="M8.5 13h7l.3 2.5H8.2z" fill="#fff"/>',
  },
  {
    key: "camera",
    name: { "zh-cn": "相机", en: "camera" },
    shapes: '<path d="M3 7h4l2-3h6l2 3h4a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z"/><circle cx="12" cy="13" r="4.2" fill="#fff"/><circle cx="12" cy="13" r="2.6"/>',
  },
  {
    key: "ticket",
    name: { "zh-cn": "门票", en: "ticket" },
    shapes: '<path d="M2 6h20v4a2 2 0 0 0 0 4v4H2v-4a2 2 0 0 0 0-4z"/><path d="M15 7h1.5v2H15zm0 4h1.5v2H15zm0 4h1.5v2H15z" fill="#fff"/>',
  },
  {
    key: "star",
    name: { "zh-cn": "星星", en: "star" },
    shapes: '<path d="m12 1.5 3.2 6.6 7.3 1-5.3 5.1 1.3 7.3L12 18l-6.5 3.5 1.3-7.3L1.5 9.1l7.3-1z"/>',
  },
  {
    key: "house",
    name: { "zh-cn": "房子", en: "house" },
    shapes: '<path d="M12 2 1 11h3v11h16V11h3z"/><path d="M10 15h4v7h-4z" fill="#fff"/>',
  },
  {
    key: "bus",
    name: { "zh-cn": "大巴", en: "bus" },
    shapes:
      '<path d="M4 3h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z"/><path d="M4 6h16v5H4z" fill="#fff"/><circle cx="7" cy="20" r="2.2"/><circle cx="17" cy="20" r="2.2"/>',
  },
  {
    key: "pin",
    name: { "zh-cn": "定位", en: "map pin" },
    shapes: '<path d="M12 1a8 8 0 0 0-8 8c0 6 8 14 8 14s8-8 8-14a8 8 0 0 0-8-8z"/><circle cx="12" cy="9" r="3" fill="#fff"/>',
  },
  {
    key: "shell",
    name: { "zh-cn": "贝壳", en: "shell" },
    shapes: '<path d="M12 21 2.5 9C4 4.5 8 2 12 2s8 2.5 9.5 7z"/><path d="M12 20 8 4.6M12 20V2.5M12 20l4-15.4M12 20 4.5 6.5M12 20l7.5-13.5" stroke="#fff" stroke-width="1.1"/>',
  },
  {
    key: "cloud",
    name: { "zh-cn": "云朵", en: "cloud" },
    shapes: '<path d="M6.5 19a5 5 0 0 1-.8-9.9A7 7 0 0 1 19 8.5 5.3 5.3 0 0 1 18 19z"/>',
  },
  {
    key: "moon",
    name: { "zh-cn": "月亮", en: "moon" },
    shapes: '<path d="M20 15.5A9.5 9.5 0 0 1 8.5 4 9.5 9.5 0 1 0 20 15.5z"/>',
  },
  {
    key: "flag",
    name: { "zh-cn": "旗帜", en: "flag" },
    shapes: '<path d="M4 2h2v20H4z"/><path d="M6 3h14l-3 4.5 3 4.5H6z"/>',
  },
];
