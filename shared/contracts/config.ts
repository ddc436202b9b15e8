// Site configuration on the wire (routine.Config): the rows the configuration screen shows, the
// screen's payload, the types a setting may have and the rules of adding one — one definition
// for the server that answers and checks, and the console that shows and checks first.
import { rule } from "@shared/validate";

export const CONFIG_TYPES = ["string", "password", "number", "textarea", "switch", "select", "radio", "checkbox", "image", "array"] as const;
export type ConfigType = (typeof CONFIG_TYPES)[number];

/** One setting as the screen gets it. Password values never travel back to the browser. */
export interface ConfigRow {
  id: number;
  name: string;
  group: string;
  title: string;
  tip: string;
  type: string;
  value: unknown;
  /** Options of select-like types: value -> label. */
  content: Record<string, string>;
  rule: string;
  allow_del: boolean;
  weigh: number;
  /** Password settings: whether one is stored (the value itself is never sent). */
  has_value?: boolean;
}

/** `GET routine.Config/index`: the settings by group, the groups' names, the mail state. */
export interface ConfigScreen {
  list: Record<string, { name: string; title: string; list: ConfigRow[] }>;
  configGroup: Record<string, string>;
  /** Outgoing mail; `warning` says where mail goes while no SMTP server is set. */
  mail?: { configured: boolean; warning: string };
}

/** `POST routine.Config/add`: a new setting. */
export const addConfigRules = {
  name: rule.string({ required: true, max: 30, label: { "zh-cn": "变量名", en: "Name" } }),
  group: rule.string({ required: true, max: 30, label: { "zh-cn": "分组", en: "Group" } }),
  title: rule.string({ required: true, max: 50, label: { "zh-cn": "标题", en: "Title" } }),
  title_en: rule.string({ max: 50 }),
  tip: rule.string({ max: 100 }),
  tip_en: rule.string({ max: 100 }),
  type: rule.string({ required: true, in: [...CONFIG_TYPES], label: { "zh-cn": "类型", en: "Type" } }),
  value: rule.any(),
  content: rule.string({ max: 2000 }),
  rule: rule.string({ max: 100 }),
  weigh: rule.integer(),
};
