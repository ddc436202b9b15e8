// What the admin log may keep of a request (issue 19, findings 6 and 7): personal data masked
// as every list masks it (ID numbers, mobile numbers — by field name, for every module's
// personal-data fields, and by shape, for forms that are not modules such as registration), and
// no secret in the URL (a `?batoken=<JWT>` of an EventSource or image link is dropped). Reading
// an old entry masks the same way, so nothing logged before this rule shows either.
import { maskPii, type PiiKind } from "@shared/pii";
import { piiFields } from "@shared/module/field-kinds";
import type { ModuleDeclaration } from "@shared/module/types";

interface ModuleSource {
  all(): { declaration: ModuleDeclaration }[];
  readonly version: number;
}

const personalCache = new WeakMap<ModuleSource, { version: number; map: Map<string, PiiKind> }>();

/** Every served module's personal-data fields by name (declared and generated modules). */
export function personalFieldNames(modules: ModuleSource): ReadonlyMap<string, PiiKind> {
  const cached = personalCache.get(modules);
  if (cached?.version === modules.version) return cached.map;
  const map = new Map<string, PiiKind>();
  for (const module of modules.all()) for (const [name, field] of piiFields(module.declaration)) map.set(name, field.pii as PiiKind);
  personalCache.set(modules, { version: modules.version, map });
  return map;
}

/** Masks admin-log rows as they go out (entries written before personal data was masked). */
export function maskLogRows(rows: Record<string, unknown>[], named: ReadonlyMap<string, PiiKind>): void {
  for (const row of rows) {
    if (typeof row.url === "string") row.url = cleanStoredUrl(row.url, named);
    const data = row.data;
    if (typeof data === "string") {
      try {
        row.data = JSON.stringify(maskPersonalData(JSON.parse(data), named));
      } catch {
        row.data = maskValue(undefined, data, named);
      }
    } else if (row.data && typeof row.data === "object") {
      row.data = maskPersonalData(row.data, named);
    }
  }
}

const ID_NUMBER = /^(\d{17}[\dXx]|\d{15})$/;
const MOBILE = /^1[3-9]\d{9}$/;
/** Query parameters that carry credentials (tokens, passwords, device passes). */
export const SECRET_PARAM = /(pass|salt|token|secret|captchainfo|device|signature|credential)/i;

/** The value as lists show it, when it is personal data by name or by shape. */
function maskValue(name: string | undefined, value: string, named: ReadonlyMap<string, PiiKind>): string {
  const kind = (name && named.get(name)) || (ID_NUMBER.test(value) ? "idCard" : MOBILE.test(value) ? "phone" : undefined);
  return kind ? String(maskPii(kind, value)) : value;
}

/** A copy of logged request data with personal data masked, at any depth. */
export function maskPersonalData(value: unknown, named: ReadonlyMap<string, PiiKind>, name?: string, depth = 0): unknown {
  if (depth > 8) return value;
  if (typeof value === "string") return maskValue(name, value, named);
  if (typeof value === "number" && name && named.has(name)) return maskValue(name, String(value), named);
  if (Array.isArray(value)) return value.map((item) => maskPersonalData(item, named, name, depth + 1));
  if (value && typeof value === "object" && !(value instanceof Blob)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, maskPersonalData(inner, named, key, depth + 1)]));
  }
  return value;
}

/** Path and query of a logged call without credential parameters; personal data masked. */
export function loggedUrl(pathname: string, search: string, named: ReadonlyMap<string, PiiKind>): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [key, value] of params) if (!SECRET_PARAM.test(key)) kept.append(key, maskValue(key, value, named));
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Masks a stored URL the same way (entries written before the rule). */
export function cleanStoredUrl(url: string, named: ReadonlyMap<string, PiiKind>): string {
  const mark = url.indexOf("?");
  return mark < 0 ? url : loggedUrl(url.slice(0, mark), url.slice(mark), named);
}
