// The OpenAPI 3.1 document of every API call (issue 19), generated from the mounted routes — never
// written by hand: each route's method and path, who may call it (its access tag), and the
// schemas of its input where the route declares them (module actions: their body and query
// rules; generic adds and edits: the module's form rules; lists: the list wire format), turned
// into JSON Schema from the same rules that check the calls (shared/validate/schema.ts).
// Served to super admins; the console's API page reads it.
import { Elysia } from "elysia";
import { Type, type TSchema } from "@sinclair/typebox";
import { pick, type Lang, type LocalizedText } from "@shared/i18n";
import { formRules } from "@shared/module/field-kinds";
import type { Rules } from "@shared/validate";
import { rulesSchema } from "@shared/validate/schema";
import { nodeFromPath, type AdminGuard } from "../../auth/admin-guard";
import { mountedActions } from "../../engine/crud-actions";
import type { AppServices } from "../../services";
import { APP_VERSION } from "../../version";

interface RouteLike {
  method: string;
  path: string;
  hooks: { detail?: { summary?: string; tags?: string[] } };
}

type Operation = Record<string, unknown>;
type Text = LocalizedText;

const L = (zh: string, en: string): Text => ({ "zh-cn": zh, en });

const envelope = (lang: Lang) =>
  Type.Object({
    code: Type.Integer({
      description: pick(
        L(
          "1 成功，0 失败，303 需要登录，401 无权限，409 访问令牌过期，410 维护中，601/602 企业需先注册或补全资料",
          "1 success, 0 error, 303 login state, 401 no permission, 409 token expired, 410 maintenance, 601/602 enterprise registration",
        ),
        lang,
      ),
    }),
    msg: Type.String({ description: pick(L("提示信息（按请求语言）", "message, in the request's language"), lang) }),
    time: Type.Integer({ description: pick(L("服务器时间（Unix 秒）", "server time (unix seconds)"), lang) }),
    data: Type.Unknown({ description: pick(L("结果数据", "the result"), lang) }),
  });

/** The list wire format's query (DESIGN §3). */
const LIST_PARAMETERS: [string, "integer" | "string" | "boolean", Text, Record<string, unknown>?][] = [
  ["page", "integer", L("页码，从 1 开始", "page number, from 1"), { minimum: 1 }],
  ["limit", "integer", L("每页行数", "rows per page"), { minimum: 1, maximum: 200 }],
  ["order", "string", L("排序：`字段,asc|desc`", "sort: `field,asc|desc`"), { pattern: "^[A-Za-z0-9_.]+,(asc|desc)$" }],
  ["quickSearch", "string", L("在模块的快速搜索字段中查找的文字", "text searched in the module's quick-search fields")],
  ["search[0][field]", "string", L("筛选字段（依次用 1、2 … 重复）", "filter field (repeat with 1, 2 …)")],
  [
    "search[0][operator]",
    "string",
    L("筛选运算符", "filter operator"),
    { enum: ["eq", "ne", "gt", "egt", "lt", "elt", "LIKE", "NOT LIKE", "IN", "NOT IN", "RANGE", "NOT RANGE", "NULL", "NOT NULL", "FIND_IN_SET", "=", "<>", ">", ">=", "<", "<="] },
  ],
  ["search[0][val]", "string", L("筛选值", "filter value")],
  ["select", "boolean", L("选择器模式", "picker mode")],
  ["initKey", "string", L("initValue 对应的字段（默认主键）", "field of initValue (default the primary key)")],
  ["initValue[]", "string", L("无论分页都要取回的行（选择器标签）", "rows to fetch whatever the paging (picker labels)")],
  ["counts", "string", L("`1`：流程模块同时返回各状态的行数", "`1`: workflow modules answer rows per state"), { enum: ["1"] }],
];

const listParameters = (lang: Lang) =>
  LIST_PARAMETERS.map(([name, type, description, constraints]) => ({ name, in: "query", required: false, schema: { type, ...constraints }, description: pick(description, lang) }));

/** What the engine's own actions do, by action and method. */
const ENGINE_ACTIONS: Record<string, Text> = {
  "GET index": L("列表", "List"),
  "GET edit": L("读取一行", "Read one row"),
  "POST edit": L("编辑", "Edit"),
  "POST add": L("添加", "Add"),
  "DELETE del": L("删除（进回收站）", "Delete (to the recycle bin)"),
  "POST sortable": L("排序", "Sort"),
  "POST pii": L("查看完整个人信息", "Reveal personal data"),
};

/** Tags that are not modules: the calls of the console, the member centre and the public site. */
const OTHER_TAGS: Record<string, Text> = {
  index: L("登录与控制台初始化", "Sign-in and console start"),
  ajax: L("公共调用：上传、字典、地区、缓存、实时事件、终端", "Shared calls: uploads, dictionary, areas, caches, live events, terminal"),
  dashboard: L("控制台首页", "Dashboard"),
  Alioss: L("对象存储直传", "Direct uploads to object storage"),
  "{controller}": L("由代码生成器生成的模块", "Modules made by the code generator"),
  health: L("健康检查", "Health check"),
  common: L("验证码与令牌刷新", "Captcha and token refresh"),
  user: L("会员登录、注册与签到", "Member sign-in, registration and check-in"),
  account: L("会员中心", "Member centre"),
  Ems: L("邮件验证码", "E-mail codes"),
  Sms: L("短信验证码", "SMS codes"),
  guide: L("导游证（会员）", "Guide card (members)"),
  complaint: L("投诉与意见（公众与会员）", "Complaints and opinions (public and members)"),
};

/** `/admin/:controller/:action` -> `/admin/{controller}/{action}` */
const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, "{$1}");

/**
 * Who may call a route: anyone (`public`), a signed-in member (`member`), an admin holding a
 * permission node (`admin`, with `x-node`; any signed-in admin when there is none) or only super
 * admins (`super`). `x-access` keeps the guard's own level.
 */
function caller(access: string | undefined, path: string, adminPrefix: string) {
  const level = access ?? "public";
  if (level === "public" || level === "optional") return { security: [], "x-access": level, "x-caller": "public" };
  if (path.startsWith("/api/")) {
    const node = level === "node" ? nodeFromPath(path.slice(4), "") : level.startsWith("node:") ? level.slice(5) : undefined;
    return { security: [{ memberToken: [] }], "x-access": level, "x-caller": "member", ...(node ? { "x-node": node } : {}) };
  }
  if (level.startsWith("super")) return { security: [{ adminToken: [] }], "x-access": level, "x-caller": "super" };
  const node = level === "node" ? nodeFromPath(openApiPath(path), adminPrefix) : level.startsWith("node:") ? level.slice(5) : undefined;
  return { security: [{ adminToken: [] }], "x-access": level, "x-caller": "admin", ...(node ? { "x-node": node } : {}) };
}

/** Rules without a label of their own are described by the module field of the same name. */
function labelled(rules: Rules | undefined, fields: Record<string, { label: LocalizedText }>): Rules | undefined {
  if (!rules) return undefined;
  return Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, rule.label || !fields[name] ? rule : { ...rule, label: fields[name].label }]));
}

export function buildApiDocument(services: AppServices, routes: readonly RouteLike[], lang: Lang) {
  const adminPrefix = services.config.adminPrefix;
  // What module routes take and do, by their summary (`<key>/<action>`, set by the route factory).
  const inputs = new Map<string, { body?: Rules; query?: Rules; list?: boolean; title: string; action: string }>();
  const tagTexts = new Map<string, string>(Object.entries(OTHER_TAGS).map(([tag, text]) => [tag, pick(text, lang)]));
  for (const entry of services.modules.all()) {
    const declaration = entry.declaration;
    const title = pick(declaration.title, lang);
    tagTexts.set(declaration.key, title);
    for (const mounted of mountedActions(entry)) {
      const key = `${declaration.key}/${mounted.name}`;
      const body =
        mounted.action.body ??
        (mounted.method === "POST" && (mounted.name === "add" || mounted.name === "edit") ? formRules(declaration, mounted.name) : undefined);
      const label = declaration.extraActions?.[mounted.name]?.label ?? declaration.workflow?.transitions[mounted.name]?.label ?? ENGINE_ACTIONS[`${mounted.method} ${mounted.name}`];
      inputs.set(`${mounted.method} ${key}`, {
        body: labelled(body, declaration.fields),
        query: labelled(mounted.action.query, declaration.fields),
        list: mounted.name === "index" && mounted.method === "GET",
        title,
        action: label ? pick(label, lang) : mounted.name,
      });
    }
  }
  const paths: Record<string, Record<string, Operation>> = {};
  const usedTags = new Set<string>();
  for (const route of routes) {
    if (!route.path.startsWith("/api/") && !route.path.startsWith(`/${adminPrefix}/`)) continue;
    const method = route.method.toLowerCase();
    if (!["get", "post", "put", "delete"].includes(method)) continue;
    const detail = route.hooks.detail ?? {};
    const access = detail.tags?.find((tag) => tag.startsWith("access:"))?.slice(7);
    const input = detail.summary ? inputs.get(`${route.method} ${detail.summary}`) : undefined;
    const segments = openApiPath(route.path).split("/").filter(Boolean);
    const tag = segments[1] ?? segments[0] ?? "api";
    usedTags.add(tag);
    const operation: Operation = {
      tags: [tag],
      ...(input ? { summary: `${input.title} · ${input.action}` } : {}),
      operationId: `${method}_${route.path.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_|_$/g, "")}`,
      ...caller(access, route.path, adminPrefix),
      responses: {
        "200": {
          description: pick(L("信封：业务结果均以 HTTP 200 返回", "The envelope: every business outcome answers HTTP 200"), lang),
          content: { "application/json": { schema: { $ref: "#/components/schemas/Envelope" } } },
        },
      },
    };
    const parameters: unknown[] = [];
    if (input?.list) parameters.push(...listParameters(lang));
    for (const [name, schema] of Object.entries(input?.query ? (rulesSchema(input.query, lang) as TSchema & { properties: Record<string, TSchema> }).properties : {})) {
      const { description, ...rest } = schema as TSchema & { description?: string };
      parameters.push({ name, in: "query", required: Boolean(input?.query?.[name]?.required), schema: rest, ...(description ? { description } : {}) });
    }
    for (const match of route.path.matchAll(/:([A-Za-z_]+)/g)) {
      parameters.push({ name: match[1], in: "path", required: true, schema: { type: "string" }, description: pick(match[1] === "action" ? L("动作", "action") : L("模块（分组.控制器）", "module (group.Controller)"), lang) });
    }
    if (parameters.length) operation.parameters = parameters;
    if (input?.body && method !== "get") operation.requestBody = { required: true, content: { "application/json": { schema: rulesSchema(input.body, lang) } } };
    (paths[openApiPath(route.path)] ??= {})[method] = operation;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: lang === "en" ? "Culture and tourism market supervision platform API" : "文化和旅游市场监管执法平台接口",
      version: APP_VERSION,
      description:
        lang === "en"
          ? "Every call answers HTTP 200 with an envelope {code, msg, time, data} for business outcomes. Admin calls carry the `batoken` header (and `server: 1` on GET), member calls `ba-user-token`; `think-lang` picks the language."
          : "业务结果均以 HTTP 200 返回信封 {code, msg, time, data}。管理端调用携带 `batoken` 请求头（GET 还需 `server: 1`），会员端携带 `ba-user-token`；`think-lang` 指定语言。",
    },
    servers: [{ url: "/" }],
    tags: [...usedTags].sort().map((name) => ({ name, ...(tagTexts.get(name) ? { description: tagTexts.get(name) } : {}) })),
    components: {
      securitySchemes: {
        adminToken: { type: "apiKey", in: "header", name: "batoken", description: pick(L("管理员访问令牌", "admin access token"), lang) },
        memberToken: { type: "apiKey", in: "header", name: "ba-user-token", description: pick(L("会员访问令牌", "member access token"), lang) },
      },
      schemas: { Envelope: envelope(lang) },
    },
    paths,
  };
}

export function apiDocumentRoutes(services: AppServices, guard: AdminGuard, routes: () => readonly RouteLike[]) {
  return new Elysia({ prefix: `/${services.config.adminPrefix}/ajax` })
    .use(guard)
    .get("/apiDocument", ({ lang, ok }) => ok(buildApiDocument(services, routes(), lang)), { admin: "super" });
}
