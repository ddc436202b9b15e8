// The OpenAPI 3.1 document of every API call (issue 19), generated from the mounted routes — never
// written by hand: each route's method and path, who may call it (its access tag), and the
// schemas of its input where the route declares them (module actions: their body and query
// rules; generic adds and edits: the module's form rules; lists: the list wire format), turned
// into JSON Schema from the same rules that check the calls (shared/validate/schema.ts).
// Served to super admins; the console's API page reads it.
import { Elysia } from "elysia";
import { Type, type TSchema } from "@sinclair/typebox";
import { pick } from "@shared/i18n";
import { formRules } from "@shared/module/field-kinds";
import type { Rules } from "@shared/validate";
import { rulesSchema } from "@shared/validate/schema";
import type { AdminGuard } from "../../auth/admin-guard";
import { mountedActions } from "../../engine/crud-actions";
import type { AppServices } from "../../services";
import { APP_VERSION } from "../../version";

interface RouteLike {
  method: string;
  path: string;
  hooks: { detail?: { summary?: string; tags?: string[] } };
}

type Operation = Record<string, unknown>;

const ENVELOPE = Type.Object({
  code: Type.Integer({ description: "1 success, 0 error, 303 login state, 401 no permission, 409 token expired, 410 maintenance, 601/602 enterprise registration" }),
  msg: Type.String(),
  time: Type.Integer({ description: "unix seconds" }),
  data: Type.Unknown(),
});

/** The list wire format's query (DESIGN §3). */
const LIST_PARAMETERS = [
  ["page", "integer", "page number, from 1"],
  ["limit", "integer", "rows per page (1-200)"],
  ["order", "string", "`field,asc|desc`"],
  ["quickSearch", "string", "text searched in the module's quick-search fields"],
  ["search[0][field]", "string", "filter field (repeat with 1, 2 …)"],
  ["search[0][operator]", "string", "eq ne gt egt lt elt LIKE NOT LIKE IN NOT IN RANGE NOT RANGE NULL NOT NULL FIND_IN_SET (or = <> > >= < <=)"],
  ["search[0][val]", "string", "filter value"],
  ["select", "boolean", "picker mode"],
  ["initKey", "string", "field of initValue (default the primary key)"],
  ["initValue[]", "string", "rows to fetch whatever the paging (picker labels)"],
  ["counts", "string", "`1`: workflow modules answer rows per state"],
].map(([name, type, description]) => ({ name, in: "query", required: false, schema: { type }, description }));

/** `/admin/:controller/:action` -> `/admin/{controller}/{action}` */
const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, "{$1}");

function security(access: string | undefined): { security: Record<string, string[]>[]; "x-access": string } {
  if (!access || access === "public") return { security: [], "x-access": "public" };
  if (access.startsWith("member")) return { security: [{ memberToken: [] }], "x-access": access };
  return { security: [{ adminToken: [] }], "x-access": access };
}

export function buildApiDocument(services: AppServices, routes: readonly RouteLike[], lang: "zh-cn" | "en") {
  // What module routes take, by their summary (`<key>/<action>`, set by the route factory).
  const inputs = new Map<string, { body?: Rules; query?: Rules; list?: boolean; title: string }>();
  for (const entry of services.modules.all()) {
    const title = pick(entry.declaration.title, lang);
    for (const mounted of mountedActions(entry)) {
      const key = `${entry.declaration.key}/${mounted.name}`;
      const body =
        mounted.action.body ??
        (mounted.method === "POST" && (mounted.name === "add" || mounted.name === "edit") ? formRules(entry.declaration, mounted.name) : undefined);
      inputs.set(`${mounted.method} ${key}`, { body, query: mounted.action.query, list: mounted.name === "index", title });
    }
  }
  const paths: Record<string, Record<string, Operation>> = {};
  for (const route of routes) {
    if (!route.path.startsWith("/api/") && !route.path.startsWith(`/${services.config.adminPrefix}/`)) continue;
    const method = route.method.toLowerCase();
    if (!["get", "post", "put", "delete"].includes(method)) continue;
    const detail = route.hooks.detail ?? {};
    const access = detail.tags?.find((tag) => tag.startsWith("access:"))?.slice(7);
    const input = detail.summary ? inputs.get(`${route.method} ${detail.summary}`) : undefined;
    const segments = route.path.split("/").filter(Boolean);
    const operation: Operation = {
      tags: [segments[1] ?? segments[0] ?? "api"],
      summary: detail.summary ?? `${route.method} ${route.path}`,
      operationId: `${method}_${route.path.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_|_$/g, "")}`,
      ...security(access),
      responses: { "200": { description: "The envelope", content: { "application/json": { schema: ENVELOPE } } } },
    };
    if (input?.title) operation.description = input.title;
    const parameters: unknown[] = [];
    if (input?.list) parameters.push(...LIST_PARAMETERS);
    for (const [name, schema] of Object.entries(input?.query ? (rulesSchema(input.query) as TSchema & { properties: Record<string, TSchema> }).properties : {})) {
      parameters.push({ name, in: "query", required: Boolean(input?.query?.[name]?.required), schema });
    }
    for (const match of route.path.matchAll(/:([A-Za-z_]+)/g)) parameters.push({ name: match[1], in: "path", required: true, schema: { type: "string" } });
    if (parameters.length) operation.parameters = parameters;
    if (input?.body && method !== "get") operation.requestBody = { content: { "application/json": { schema: rulesSchema(input.body) } } };
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
    components: {
      securitySchemes: {
        adminToken: { type: "apiKey", in: "header", name: "batoken" },
        memberToken: { type: "apiKey", in: "header", name: "ba-user-token" },
      },
      schemas: { Envelope: ENVELOPE },
    },
    paths,
  };
}

export function apiDocumentRoutes(services: AppServices, guard: AdminGuard, routes: () => readonly RouteLike[]) {
  return new Elysia({ prefix: `/${services.config.adminPrefix}/ajax` })
    .use(guard)
    .get("/apiDocument", ({ lang, ok }) => ok(buildApiDocument(services, routes(), lang)), { admin: "super" });
}
