// The one filter compiler (STYLE §4): a list search item {field, operator, val} becomes SQL,
// only for fields the module declares filterable and operators it allows. Anything else is
// refused with a message naming the field or operator — never silently ignored.
import { and, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, ne, not, notInArray, or, SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { yuanToCents } from "@shared/money";
import { filterOperators } from "@shared/module/field-kinds";
import { FIELD_KINDS } from "@shared/module/kinds";
import { OPERATORS, type FieldDeclaration, type ModuleDeclaration, type Operator } from "@shared/module/types";
import { ApiError } from "../kernel/errors";
import { likeContains } from "./like";
import { operatorName, type SearchItem } from "./list-params";
import { toUnixSeconds } from "./time-zone";

export interface FilterContext {
  module: ModuleDeclaration;
  /** The column (or expression) a filter on `field` compares. */
  column(field: string): SQLiteColumn | SQL | undefined;
  timeZone: string;
}

const asArray = (val: string | string[]) => (Array.isArray(val) ? val : val.split(",")).map((v) => v.trim()).filter((v) => v !== "");

export function compileFilter(item: SearchItem, ctx: FilterContext): SQL | undefined {
  const field: FieldDeclaration | undefined = ctx.module.fields[item.field];
  const operator = (OPERATORS as readonly string[]).find((op) => op.toLowerCase() === operatorName(item.operator).toLowerCase()) as Operator | undefined;
  const target = field && field.column !== false ? ctx.column(field.column ?? item.field) : undefined;
  if (!field || !target || filterOperators(field).length === 0) {
    throw new ApiError("unknownFilterField", { field: item.field });
  }
  if (!operator || !filterOperators(field).includes(operator)) {
    throw new ApiError("unknownOperator", { operator: item.operator, field: item.field });
  }
  // Values are already database values (cents, unix seconds, '1'/'0'), so they are bound as
  // they are rather than through the column's own conversion.
  const column: SQL = target instanceof SQL ? target : sql`${target}`;

  const spec = FIELD_KINDS[field.kind];
  /** One query value as the database value the column holds (the kind says how). */
  const scalar = (raw: string): string | number => {
    const value = raw.trim();
    if (spec.query === "text") return value;
    const n = spec.query === "seconds" ? toUnixSeconds(value, ctx.timeZone) : value === "" ? Number.NaN : Number(value);
    if (!Number.isFinite(n)) throw new ApiError("invalidFilterValue", { field: item.field });
    return spec.query === "cents" ? yuanToCents(n) : n;
  };
  const single = () => {
    const raw = Array.isArray(item.val) ? (item.val[0] ?? "") : item.val;
    return scalar(raw);
  };

  // A GB/T 2260 code stands for the division and everything in it: 460000 is all of Hainan,
  // 460200 all of Sanya (their codes share the leading digits), a district only itself.
  const span = spec.span;
  if (span && ["eq", "ne", "IN", "NOT IN"].includes(operator)) {
    const codes = (operator === "eq" || operator === "ne" ? [single()] : asArray(item.val).map(scalar)).map(Number);
    if (codes.length === 0) throw new ApiError("invalidFilterValue", { field: item.field });
    const inside = or(...codes.map((code) => and(gte(column, code), lte(column, span(code)))));
    return operator === "eq" || operator === "IN" ? inside : not(inside as SQL);
  }

  switch (operator) {
    case "eq":
      return eq(column, single());
    case "ne":
      return ne(column, single());
    case "gt":
      return gt(column, single());
    case "egt":
      return gte(column, single());
    case "lt":
      return lt(column, single());
    case "elt":
      return lte(column, single());
    case "LIKE":
      return likeContains(column, String(single()));
    case "NOT LIKE":
      return not(likeContains(column, String(single())));
    case "IN":
    case "NOT IN": {
      const values = asArray(item.val).map(scalar);
      if (values.length === 0) throw new ApiError("invalidFilterValue", { field: item.field });
      return operator === "IN" ? inArray(column, values) : notInArray(column, values);
    }
    case "RANGE":
    case "NOT RANGE": {
      const parts = Array.isArray(item.val) ? item.val : item.val.split(",");
      const [fromRaw = "", toRaw = ""] = parts.map((p) => p.trim());
      const from = fromRaw === "" ? undefined : scalar(fromRaw);
      const to = toRaw === "" ? undefined : scalar(toRaw);
      if (from === undefined && to === undefined) throw new ApiError("invalidFilterValue", { field: item.field });
      const inside =
        from !== undefined && to !== undefined ? and(gte(column, from), lte(column, to)) : from !== undefined ? gte(column, from) : lte(column, to as string | number);
      return operator === "RANGE" ? inside : not(inside as SQL);
    }
    case "NULL":
    case "NOT NULL": {
      // Text columns keep "no value" as '' as often as NULL; both count as empty.
      const empty = spec.textEmpty ? or(isNull(column), eq(column, "")) : isNull(column);
      return operator === "NULL" ? empty : spec.textEmpty ? and(isNotNull(column), ne(column, "")) : isNotNull(column);
    }
    case "FIND_IN_SET": {
      const values = asArray(item.val);
      if (values.length === 0) throw new ApiError("invalidFilterValue", { field: item.field });
      return and(...values.map((v) => sql`instr(',' || ${column} || ',', ${`,${v},`}) > 0`));
    }
  }
}
