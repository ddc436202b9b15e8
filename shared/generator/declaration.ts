// From a checked design to the module declaration the generic engine serves, and the first
// design the console proposes for a column of an existing table. Pure functions, shared by the
// server (which derives generated declarations from stored designs at start and on change)
// and the console (which shows what will be generated).
import type { FieldDeclaration, ModuleDeclaration } from "../module/types";
import { declarationField, KIND_COLUMN, nodeBaseOfKey, type ColumnType, type FieldDesign, type GeneratorKind, type ModuleDesign } from "./design";

/**
 * The declaration of a generated module. Only what a design can say reaches it, so stored data
 * can never switch on bespoke behaviour (`custom`, hooks, data scopes).
 */
export function declarationFromDesign(design: ModuleDesign): ModuleDeclaration {
  const fields: Record<string, FieldDeclaration> = {};
  for (const field of design.fields) fields[field.name] = declarationField(field, design.pk);
  const weigh = design.fields.find((f) => f.kind === "weigh")?.name;
  return {
    key: design.key,
    title: design.title,
    table: design.table,
    pk: design.pk,
    fields,
    quickSearch: design.fields.filter((f) => f.quickSearch).map((f) => f.name),
    defaultOrder: weigh ? [[weigh, "desc"], [design.pk, "desc"]] : [[design.pk, "desc"]],
    ...(weigh ? { weighField: weigh } : {}),
    recycle: design.recycle,
    menu: { parent: design.menu.parent, path: nodeBaseOfKey(design.key), icon: design.menu.icon, weigh: design.menu.weigh, keepalive: true },
  };
}

/** A column as the table lookup describes it. */
export interface ColumnInfo {
  name: string;
  type: ColumnType;
  /** The declared SQL type, e.g. `integer`, `text COLLATE NOCASE`. */
  declaredType: string;
  notNull: boolean;
  /** Default expression as SQLite keeps it (null when none). */
  defaultValue: string | null;
  pk: boolean;
}

const WORDS: Record<string, string> = {
  id: "ID",
  name: "名称",
  title: "标题",
  status: "状态",
  weigh: "权重",
  sort: "排序",
  create: "创建",
  update: "更新",
  time: "时间",
  date: "日期",
  image: "图片",
  images: "图片",
  avatar: "头像",
  logo: "标志",
  cover: "封面",
  file: "文件",
  files: "文件",
  content: "内容",
  description: "描述",
  remark: "备注",
  note: "备注",
  price: "价格",
  money: "金额",
  amount: "金额",
  fee: "费用",
  type: "类型",
  code: "编码",
  mobile: "手机号",
  phone: "电话",
  email: "邮箱",
  address: "地址",
  city: "城市",
  user: "用户",
  admin: "管理员",
  group: "分组",
  tags: "标签",
  keywords: "关键词",
  color: "颜色",
  icon: "图标",
  views: "浏览量",
  count: "数量",
  level: "等级",
  score: "积分",
  enterprise: "企业",
  spot: "景点",
  scenic: "景区",
  hotel: "酒店",
  guide: "导游",
  visit: "到访",
  open: "开放",
  start: "开始",
  end: "结束",
  url: "网址",
  pid: "上级",
  is: "是否",
};

/** "visit_date" -> { zh: "到访日期", en: "Visit date" }. */
export function labelOfColumn(name: string): { "zh-cn": string; en: string } {
  const parts = name.split("_").filter(Boolean);
  const en = parts.map((p) => (p === "id" ? "ID" : p)).join(" ");
  const zh = parts.every((p) => WORDS[p]) ? parts.map((p) => WORDS[p]).join("") : name;
  return { "zh-cn": zh, en: en ? en.charAt(0).toUpperCase() + en.slice(1) : name };
}

function guessKind(column: ColumnInfo): GeneratorKind {
  const n = column.name.toLowerCase();
  if (column.type === "REAL") return "number";
  if (column.type === "INTEGER") {
    if (n === "weigh" || n === "sort" || n === "sort_order") return "weigh";
    if (/(^|_)(time|at)$/.test(n) || /time$/.test(n)) return "datetime";
    if (/(^|_)(price|money|amount|fee|balance)$/.test(n)) return "money";
    if (column.defaultValue === "false" || column.defaultValue === "true" || /^is_/.test(n)) return "switch";
    return "integer";
  }
  if (n === "status" || n === "state" || /^is_/.test(n)) return "switch";
  if (/(^|_)date$/.test(n)) return "date";
  if (/(^|_)(images|photos|pictures)$/.test(n)) return "images";
  if (/(^|_)(image|img|avatar|logo|cover|thumb|photo|picture)$/.test(n)) return "image";
  if (/(^|_)files$/.test(n)) return "files";
  if (/(^|_)file$/.test(n)) return "file";
  if (n === "content" || n === "body" || /_content$/.test(n)) return "richtext";
  if (/(^|_)(description|remark|note|memo|intro|summary)$/.test(n)) return "textarea";
  if (n === "color" || /_color$/.test(n)) return "color";
  if (n === "icon" || /_icon$/.test(n)) return "icon";
  if (n === "tags" || n === "keywords") return "tags";
  return "string";
}

/** The field design first proposed for a column (the admin adjusts it in the designer). */
export function guessField(column: ColumnInfo): FieldDesign {
  const kind: GeneratorKind = column.pk ? "integer" : guessKind(column);
  const n = column.name.toLowerCase();
  const auto = kind === "datetime" && (n === "create_time" || n === "createtime") ? "create" : kind === "datetime" && (n === "update_time" || n === "updatetime") ? "update" : undefined;
  const textual = KIND_COLUMN[kind] === "TEXT";
  const field: FieldDesign = {
    name: column.name,
    kind,
    label: labelOfColumn(column.name),
    required: !column.pk && !auto && column.notNull && column.defaultValue === null,
    list: kind !== "richtext" && kind !== "textarea" && kind !== "files",
    sortable: column.pk || kind === "integer" || kind === "number" || kind === "money" || kind === "datetime" || kind === "weigh",
    filter: kind !== "richtext" && kind !== "image" && kind !== "images" && kind !== "file" && kind !== "files" && kind !== "icon" && kind !== "color",
    form: !column.pk && !auto,
    quickSearch: kind === "string" && (n === "name" || n === "title" || /(_name|_title)$/.test(n)),
    unique: false,
  };
  if (auto) field.auto = auto;
  if (kind === "string") field.max = 255;
  if (kind === "switch") {
    const numeric = column.type === "INTEGER";
    field.options = [
      { value: numeric ? "1" : "1", label: n === "status" ? { "zh-cn": "启用", en: "Enabled" } : { "zh-cn": "是", en: "Yes" }, color: "success" },
      { value: numeric ? "0" : "0", label: n === "status" ? { "zh-cn": "禁用", en: "Disabled" } : { "zh-cn": "否", en: "No" }, color: "danger" },
    ];
  }
  const literal = column.defaultValue === null ? undefined : literalDefault(column.defaultValue);
  if (literal !== undefined && !column.pk && !auto && !(textual && literal === "")) {
    field.default = literal === "false" ? "0" : literal === "true" ? "1" : literal;
  }
  return field;
}

/** The value of a literal SQL default (`'abc'`, `12`, `-1.5`, `false`); undefined for expressions. */
export function literalDefault(expression: string): string | undefined {
  const text = expression.trim();
  if (/^-?\d+(\.\d+)?$/.test(text)) return text;
  if (text === "false" || text === "true") return text;
  const quoted = /^'((?:[^']|'')*)'$/.exec(text);
  return quoted ? (quoted[1] ?? "").replace(/''/g, "'") : undefined;
}

/** The first design for a new table: id, a title, status, weight and the two times. */
export function starterFields(): FieldDesign[] {
  const base = { required: false, list: true, sortable: false, filter: true, form: true, quickSearch: false, unique: false };
  return [
    { ...base, name: "id", kind: "integer", label: { "zh-cn": "ID", en: "ID" }, sortable: true, form: false },
    { ...base, name: "title", kind: "string", label: { "zh-cn": "标题", en: "Title" }, required: true, max: 100, quickSearch: true },
    {
      ...base,
      name: "status",
      kind: "switch",
      label: { "zh-cn": "状态", en: "Status" },
      default: "1",
      options: [
        { value: "1", label: { "zh-cn": "启用", en: "Enabled" }, color: "success" },
        { value: "0", label: { "zh-cn": "禁用", en: "Disabled" }, color: "danger" },
      ],
    },
    { ...base, name: "weigh", kind: "weigh", label: { "zh-cn": "权重", en: "Weight" }, sortable: true, default: "0" },
    { ...base, name: "create_time", kind: "datetime", label: { "zh-cn": "创建时间", en: "Created" }, sortable: true, form: false, auto: "create" },
    { ...base, name: "update_time", kind: "datetime", label: { "zh-cn": "修改时间", en: "Updated" }, sortable: true, list: false, form: false, auto: "update" },
  ];
}
