// A generated module for the registry-driven suites: one design with a field of every kind
// the generator offers, generated through the real API so the suites cover a module that is
// data rather than code.
import { declarationFromDesign } from "@shared/generator/declaration";
import { checkDesign, type FieldDesign } from "@shared/generator/design";
import type { ModuleDeclaration } from "@shared/module/types";
import { envelopeOf, type TestApp } from "./test-app";

const base = { required: false, list: true, sortable: false, filter: true, form: true, quickSearch: false, unique: false };
const L = (zh: string, en: string) => ({ "zh-cn": zh, en });

const fields: FieldDesign[] = [
  { ...base, name: "id", kind: "integer", label: L("ID", "ID"), sortable: true, form: false },
  { ...base, name: "title", kind: "string", label: L("标题", "Title"), required: true, max: 80, quickSearch: true, unique: true },
  { ...base, name: "intro", kind: "textarea", label: L("简介", "Introduction"), list: false },
  { ...base, name: "body", kind: "richtext", label: L("正文", "Body"), list: false, filter: false },
  { ...base, name: "price", kind: "money", label: L("价格", "Price"), sortable: true },
  { ...base, name: "rating", kind: "number", label: L("评分", "Rating") },
  { ...base, name: "visits", kind: "integer", label: L("访问量", "Visits"), sortable: true },
  {
    ...base,
    name: "status",
    kind: "switch",
    label: L("状态", "Status"),
    default: "1",
    options: [
      { value: "1", label: L("启用", "Enabled"), color: "success" },
      { value: "0", label: L("禁用", "Disabled"), color: "danger" },
    ],
  },
  { ...base, name: "grade", kind: "select", label: L("等级", "Grade"), options: [{ value: "a", label: L("甲", "A") }, { value: "b", label: L("乙", "B") }] },
  { ...base, name: "season", kind: "radio", label: L("季节", "Season"), options: [{ value: "dry", label: L("旱季", "Dry") }, { value: "wet", label: L("雨季", "Wet") }] },
  { ...base, name: "features", kind: "checkbox", label: L("设施", "Features"), options: [{ value: "wifi", label: L("无线网络", "Wi-Fi") }, { value: "parking", label: L("停车场", "Parking") }] },
  { ...base, name: "labels", kind: "tags", label: L("标签", "Labels") },
  { ...base, name: "opened", kind: "date", label: L("开放日期", "Opened on") },
  { ...base, name: "visit_time", kind: "datetime", label: L("到访时间", "Visited at"), sortable: true },
  { ...base, name: "cover", kind: "image", label: L("封面", "Cover"), filter: false },
  { ...base, name: "gallery", kind: "images", label: L("图集", "Gallery"), list: false, filter: false },
  { ...base, name: "brochure", kind: "file", label: L("宣传册", "Brochure"), list: false, filter: false },
  { ...base, name: "tint", kind: "color", label: L("颜色", "Colour"), filter: false },
  { ...base, name: "contact_mobile", kind: "string", label: L("联系手机", "Contact mobile"), max: 20, pii: "phone", sensitive: true },
  { ...base, name: "weigh", kind: "weigh", label: L("权重", "Weight"), sortable: true, default: "0" },
  { ...base, name: "create_time", kind: "datetime", label: L("创建时间", "Created"), sortable: true, auto: "create" },
  { ...base, name: "update_time", kind: "datetime", label: L("修改时间", "Updated"), list: false, auto: "update" },
];

export const SAMPLE_DESIGN = {
  version: 1,
  source: "new",
  table: "gen_registry_sample",
  key: "gen.RegistrySample",
  title: L("生成示例", "Generated sample"),
  menu: { parent: "crud", icon: "star", weigh: 1 },
  pk: "id",
  fields,
  recycle: true,
} as const;

const checked = checkDesign(SAMPLE_DESIGN);
if (!checked.ok) throw new Error(`the sample design is invalid: ${JSON.stringify(checked.errors)}`);

/** The declaration the generator makes from the sample design. */
export const SAMPLE_DECLARATION: ModuleDeclaration = declarationFromDesign(checked.design);

/** Generates the sample module in the app through the generator's API. */
export async function generateSample(t: TestApp, token: string): Promise<void> {
  const body = await envelopeOf(await t.request("/admin/crud.Crud/generate", { method: "POST", json: SAMPLE_DESIGN, headers: { batoken: token, server: "1", "think-lang": "en" } }));
  if (body.code !== 1) throw new Error(`could not generate the sample module: ${body.msg} ${JSON.stringify(body.data)}`);
}
