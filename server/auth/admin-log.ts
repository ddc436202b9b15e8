// The admin operation log (reference §14, fixed): every admin write — successful or not — is
// recorded with who, what (title from the matching rule, both languages), where and the
// request data with secrets masked.
import { getTableName } from "drizzle-orm";
import type { Database } from "@db/client";
import { rawExecutor } from "@db/raw-executor";
import { adminLog } from "@db/schema";
import type { PiiKind } from "@shared/pii";
import { loggedUrl, maskPersonalData } from "./log-privacy";
import type { AdminRuleRow, RuleIndex } from "./rule-index";

const SECRET_KEY = /(pass|salt|token|secret|captchainfo|device)/i;

/** Copies request data with secret values replaced and files described, never their bytes. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 8) return "[…]";
  if (value instanceof Blob) return `[file ${(value as File).name ?? ""} ${value.size} bytes]`;
  if (Array.isArray(value)) return value.slice(0, 200).map((item) => maskSecrets(item, depth + 1));
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] = SECRET_KEY.test(key) ? "***" : maskSecrets(inner, depth + 1);
    }
    return out;
  }
  if (typeof value === "string" && value.length > 2000) return `${value.slice(0, 2000)}…`;
  return value;
}

export interface AdminLogEntry {
  adminId: number;
  username: string;
  /** Permission node of the call, e.g. `auth/admin/edit`. */
  node: string;
  method: string;
  /** Path and query string of the call (credentials are dropped, personal data masked). */
  url: string;
  data: unknown;
  /** Personal-data fields by name (every module's), masked in `data` and `url`. */
  personal?: ReadonlyMap<string, PiiKind>;
  ip: string;
  useragent: string;
  /** Fixed title (login, upload…) instead of the rule titles. */
  title?: { zh: string; en: string };
}

/** The database or an open transaction of it (the engine logs a write inside the write's own). */
export type AdminLogExecutor = Pick<Database, "run">;

const INSERT_LOG = `insert into "${getTableName(adminLog)}" ("admin_id", "username", "method", "url", "title", "title_en", "data", "ip", "useragent") values (?, ?, ?, ?, ?, ?, ?, ?, ?)`;

export function createAdminLog(db: Database, rules: RuleIndex<AdminRuleRow>) {
  const titleOf = async (node: string) => {
    const action = node.split("/").pop() ?? "";
    const controller = node.slice(0, Math.max(0, node.length - action.length - 1));
    const [controllerRule, actionRule] = await Promise.all([rules.byName(controller), rules.byName(node)]);
    if (!controllerRule && !actionRule) return { zh: `未知(${action})`, en: `Unknown(${action})` };
    const join = (a?: string, b?: string) => [a, b].filter(Boolean).join("-");
    return {
      zh: join(controllerRule?.title, actionRule?.title),
      en: join(controllerRule?.title_en || controllerRule?.title, actionRule?.title_en || actionRule?.title),
    };
  };

  return {
    async write(entry: AdminLogEntry, executor: AdminLogExecutor = db): Promise<void> {
      const title = entry.title ?? (await titleOf(entry.node));
      const personal = entry.personal ?? new Map<string, PiiKind>();
      let data = "";
      try {
        data = JSON.stringify(maskSecrets(maskPersonalData(entry.data, personal)) ?? {});
      } catch {
        data = "{}";
      }
      const url = loggedUrl(entry.url.split("?")[0] ?? "", entry.url.includes("?") ? entry.url.slice(entry.url.indexOf("?")) : "", personal).slice(0, 1500);
      // One statement of fixed text run on the connection itself (the writer keeps it prepared):
      // no query builder per row (Drizzle's insert builder cost ~150 us of CPU, its `sql` template less).
      await rawExecutor(executor).execute({
        sql: INSERT_LOG,
        args: [entry.adminId, entry.username.slice(0, 50), entry.method, url, title.zh.slice(0, 100), title.en.slice(0, 100), data, entry.ip.slice(0, 50), entry.useragent.slice(0, 255)],
      });
    },
  };
}

export type AdminLogService = ReturnType<typeof createAdminLog>;
