// Reading an add-on package (a zip): every entry inside one folder named after the package, no
// path outside it (no "..", no absolute or backslash paths), bounded sizes and entry counts, a
// manifest that says what the package brings — tables (all `ext_` prefixed), migrations that
// may only create and index those tables, seed rows for them, and module designs (the code
// generator's format) served over them — and the SHA-256 of each file the manifest lists.
import { createHash } from "node:crypto";
import { unzipSync } from "fflate";
import { L } from "@shared/module/labels";
import type { LocalizedText } from "@shared/i18n";
import { KEY_PATTERN, TABLE_PATTERN } from "@shared/generator/design";

export const MAX_ARCHIVE_BYTES = 2 * 1024 * 1024;
export const MAX_UNPACKED_BYTES = 8 * 1024 * 1024;
export const MAX_ENTRIES = 200;
const NAME = /^[a-z][a-z0-9-]{1,39}$/;
const VERSION = /^\d{1,4}\.\d{1,4}\.\d{1,4}$/;

export interface Manifest {
  name: string;
  version: string;
  title: LocalizedText;
  description: LocalizedText;
  dependencies: { name: string; version?: string }[];
  tables: string[];
  migrations: string[];
  seed?: string;
  /** Code-generator designs (source "existing") over the package's tables. */
  modules: Record<string, unknown>[];
  /** SHA-256 (hex) of each file, by its path inside the package folder. */
  files: Record<string, string>;
}

export interface PackageContents {
  manifest: Manifest;
  checksum: string;
  read(path: string): string;
}

export class PackageError extends Error {
  constructor(readonly reason: LocalizedText) {
    super(reason.en);
  }
}

const fail = (zh: string, en: string): never => {
  throw new PackageError(L(zh, en));
};

const isText = (v: unknown): v is LocalizedText => !!v && typeof v === "object" && typeof (v as LocalizedText)["zh-cn"] === "string" && typeof (v as LocalizedText).en === "string";

function checkManifest(raw: unknown): Manifest {
  if (!raw || typeof raw !== "object") fail("manifest.json 不是对象", "manifest.json is not an object");
  const m = raw as Record<string, unknown>;
  if (typeof m.name !== "string" || !NAME.test(m.name)) fail("模块名须为小写字母、数字和连字符（2–40 位）", "The name must be 2–40 lower-case letters, digits and hyphens");
  if (typeof m.version !== "string" || !VERSION.test(m.version)) fail("版本号须为 x.y.z", "The version must be x.y.z");
  if (!isText(m.title) || !isText(m.description)) fail("缺少中英文标题或说明", "The title and description are needed in both languages");
  const list = (v: unknown) => (Array.isArray(v) ? v : fail("清单字段格式不正确", "A manifest list is malformed"));
  const tables = list(m.tables) as unknown[];
  for (const table of tables) if (typeof table !== "string" || !table.startsWith("ext_") || !TABLE_PATTERN.test(table)) fail(`数据表 ${String(table)} 须以 ext_ 开头`, `The table ${String(table)} must start with ext_`);
  const dependencies = list(m.dependencies ?? []) as unknown[];
  for (const d of dependencies) if (!d || typeof d !== "object" || typeof (d as { name?: unknown }).name !== "string") fail("依赖格式不正确", "A dependency is malformed");
  const modules = list(m.modules) as unknown[];
  for (const design of modules) {
    const d = design as { key?: unknown; table?: unknown; source?: unknown };
    if (typeof d.key !== "string" || !KEY_PATTERN.test(d.key) || !d.key.startsWith("ext.")) fail("模块标识须为 ext.名称", "A module key must be ext.<Name>");
    if (d.source !== "existing" || typeof d.table !== "string" || !tables.includes(d.table)) fail(`模块 ${String(d.key)} 须使用本包的数据表`, `The module ${String(d.key)} must use a table of the package`);
  }
  const files = m.files && typeof m.files === "object" ? (m.files as Record<string, string>) : fail("缺少文件校验值", "The file checksums are missing");
  return { ...(m as unknown as Manifest), tables: tables as string[], dependencies: dependencies as Manifest["dependencies"], modules: modules as Record<string, unknown>[], migrations: list(m.migrations) as string[], files };
}

/** Statements a migration may hold: CREATE TABLE / CREATE INDEX on the package's own tables. */
export function checkMigration(sql: string, tables: string[]): string[] {
  const statements = sql
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.replace(/^\s*--.*$/gm, "").trim())
    .filter(Boolean);
  for (const statement of statements) {
    const table = /^CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?[`"]?([a-z0-9_]+)[`"]?\s*\(/i.exec(statement)?.[1] ?? /^CREATE\s+(?:UNIQUE\s+)?INDEX\s+(?:IF\s+NOT\s+EXISTS\s+)?[`"]?[a-z0-9_]+[`"]?\s+ON\s+[`"]?([a-z0-9_]+)[`"]?\s*\(/i.exec(statement)?.[1];
    if (!table || !tables.includes(table) || /;/.test(statement)) fail("迁移只能创建本包声明的 ext_ 数据表和索引", "Migrations may only create the package's ext_ tables and their indexes");
  }
  return statements;
}

export function readPackage(archive: Uint8Array): PackageContents {
  if (archive.length > MAX_ARCHIVE_BYTES) fail("模块包超过 2 MB", "The package is larger than 2 MB");
  let entries: Record<string, Uint8Array>;
  let unpacked = 0;
  let count = 0;
  try {
    entries = unzipSync(archive, {
      filter(file) {
        count++;
        unpacked += file.originalSize;
        if (count > MAX_ENTRIES || unpacked > MAX_UNPACKED_BYTES) throw new PackageError(L("模块包解压后过大", "The package unpacks to too much data"));
        return true;
      },
    });
  } catch (error) {
    if (error instanceof PackageError) throw error;
    return fail("不是有效的 zip 文件", "Not a valid zip file");
  }
  const names = Object.keys(entries);
  const root = names[0]?.split("/")[0] ?? "";
  for (const name of names) {
    const parts = name.split("/");
    if (name.startsWith("/") || name.includes("\\") || parts.includes("..") || parts.includes(".") || /^[A-Za-z]:/.test(name) || parts[0] !== root || parts.length < 2) {
      fail(`模块包中的路径 ${name} 超出了模块目录`, `The path ${name} in the package leaves the package folder`);
    }
  }
  const read = (path: string): string => {
    const data = entries[`${root}/${path}`];
    if (!data) return fail(`模块包缺少文件 ${path}`, `The package has no file ${path}`);
    return new TextDecoder().decode(data);
  };
  let raw: unknown;
  try {
    raw = JSON.parse(read("manifest.json"));
  } catch (error) {
    if (error instanceof PackageError) throw error;
    return fail("manifest.json 不是有效的 JSON", "manifest.json is not valid JSON");
  }
  const manifest = checkManifest(raw);
  if (manifest.name !== root) fail("模块目录名须与模块名一致", "The package folder must be named after the package");
  for (const path of [...manifest.migrations, ...(manifest.seed ? [manifest.seed] : [])]) {
    const data = entries[`${root}/${path}`];
    if (!data) fail(`模块包缺少文件 ${path}`, `The package has no file ${path}`);
    const sum = createHash("sha256").update(data as Uint8Array).digest("hex");
    if (manifest.files[path] !== sum) fail(`文件 ${path} 的校验值不符`, `The checksum of ${path} does not match`);
  }
  return { manifest, checksum: createHash("sha256").update(archive).digest("hex"), read };
}
