// The filter panel from the declaration: each filterable field with its operators (the first
// is the default) and a value input fitting the kind. Applying writes the filters to the URL.
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { pick } from "@shared/i18n";
import { filterOperators } from "@shared/module/field-kinds";
import type { FieldDeclaration, ModuleDeclaration, Operator } from "@shared/module/types";
import { consoleLang, t, type CommonKey } from "@/i18n/console";
import { useFieldOptions } from "./field-options";
import { KIND_WIDGETS, rangeValue } from "./kind-widgets";
import type { Filter } from "../headless/list-state";

const OPERATOR_LABEL: Record<Operator, CommonKey> = {
  eq: "opEq",
  ne: "opNe",
  gt: "opGt",
  egt: "opEgt",
  lt: "opLt",
  elt: "opElt",
  LIKE: "opLike",
  "NOT LIKE": "opNotLike",
  IN: "opIn",
  "NOT IN": "opNotIn",
  RANGE: "opRange",
  "NOT RANGE": "opNotRange",
  NULL: "opNull",
  "NOT NULL": "opNotNull",
  FIND_IN_SET: "opFindInSet",
};

interface Draft {
  operator: Operator;
  val: string | string[];
}

function ValueInput({ id, field, draft, onChange }: { id: string; field: FieldDeclaration; draft: Draft; onChange: (val: string | string[]) => void }) {
  const options = useFieldOptions(field);
  const op = draft.operator;
  const widgets = KIND_WIDGETS[field.kind];
  if (op === "NULL" || op === "NOT NULL") return null;
  if (op === "RANGE" || op === "NOT RANGE") {
    const [from = "", to = ""] = (Array.isArray(draft.val) ? draft.val : draft.val.split(",")) as string[];
    const type = widgets.range ?? "number";
    const seconds = type === "datetime-local";
    const set = (a: string, b: string) => onChange(a === "" && b === "" ? "" : `${a},${b}`);
    const shown = (v: string) => (seconds ? rangeValue.toInputDate(v) : v);
    const typed = (v: string) => (seconds ? rangeValue.fromInputDate(v) : v);
    return (
      <div className="flex items-center gap-1.5">
        <Input aria-label={t("from")} type={type} value={shown(from)} onChange={(e) => set(typed(e.target.value), to)} className="h-8" />
        <span className="text-muted-foreground">–</span>
        <Input aria-label={t("to")} type={type} value={shown(to)} onChange={(e) => set(from, typed(e.target.value))} className="h-8" />
      </div>
    );
  }
  const own = widgets.filter?.({ id, field, multiple: op === "IN" || op === "NOT IN", value: draft.val, onChange });
  if (own) return own;
  if (options?.length) {
    if (op === "IN" || op === "NOT IN") {
      const current = new Set(Array.isArray(draft.val) ? draft.val : draft.val ? draft.val.split(",") : []);
      return (
        <div className="flex flex-wrap gap-x-3 gap-y-1 pt-1">
          {options.map((o) => (
            <label key={String(o.value)} className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                className="accent-[var(--primary)]"
                checked={current.has(String(o.value))}
                onChange={(e) => {
                  const next = new Set(current);
                  if (e.target.checked) next.add(String(o.value));
                  else next.delete(String(o.value));
                  onChange([...next]);
                }}
              />
              {pick(o.label, consoleLang())}
            </label>
          ))}
        </div>
      );
    }
    return (
      <NativeSelect id={id} value={String(draft.val)} onChange={(e) => onChange(e.target.value)} className="[&_select]:h-8">
        <option value="">{t("choose")}</option>
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {pick(o.label, consoleLang())}
          </option>
        ))}
      </NativeSelect>
    );
  }
  return <Input id={id} value={Array.isArray(draft.val) ? draft.val.join(",") : draft.val} onChange={(e) => onChange(e.target.value)} className="h-8" />;
}

export function FilterPanel({ module, filters, hidden = [], onApply }: { module: ModuleDeclaration; filters: Filter[]; hidden?: string[]; onApply: (filters: Filter[]) => void }) {
  const fields = Object.entries(module.fields).filter(([name, field]) => filterOperators(field).length > 0 && !hidden.includes(name));
  const initial = () => Object.fromEntries(filters.map((f) => [f.field, { operator: f.operator, val: f.val }])) as Record<string, Draft>;
  const [drafts, setDrafts] = useState<Record<string, Draft>>(initial);
  useEffect(() => setDrafts(initial()), [JSON.stringify(filters)]);
  const lang = consoleLang();

  const apply = () => {
    const next: Filter[] = [];
    for (const [name, draft] of Object.entries(drafts)) {
      const empty = draft.val === "" || (Array.isArray(draft.val) && draft.val.length === 0);
      if (empty && draft.operator !== "NULL" && draft.operator !== "NOT NULL") continue;
      next.push({ field: name, operator: draft.operator, val: empty ? "1" : draft.val });
    }
    onApply(next);
  };

  return (
    <form
      className="rounded-lg border bg-background p-4"
      aria-label={t("filters")}
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <div className="grid gap-x-6 gap-y-3 lg:grid-cols-2">
        {fields.map(([name, field]) => {
          const operators = filterOperators(field);
          const draft = drafts[name] ?? { operator: operators[0] as Operator, val: "" };
          const id = `filter-${module.key}-${name}`;
          return (
            <div key={name} className="grid grid-cols-[minmax(5rem,7rem)_minmax(0,8rem)_minmax(0,1fr)] items-center gap-2">
              <label htmlFor={id} className="text-sm leading-tight text-muted-foreground wrap-break-word">
                {pick(field.label, lang)}
              </label>
              <NativeSelect aria-label={`${pick(field.label, lang)} ${t("operator")}`} value={draft.operator} onChange={(e) => setDrafts({ ...drafts, [name]: { ...draft, operator: e.target.value as Operator } })} className="[&_select]:h-8">
                {operators.map((op) => (
                  <option key={op} value={op}>
                    {t(OPERATOR_LABEL[op])}
                  </option>
                ))}
              </NativeSelect>
              <ValueInput id={id} field={field} draft={draft} onChange={(val) => setDrafts({ ...drafts, [name]: { ...draft, val } })} />
            </div>
          );
        })}
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            setDrafts({});
            onApply([]);
          }}
        >
          {t("resetFilters")}
        </Button>
        <Button type="submit" size="sm">
          {t("applyFilters")}
        </Button>
      </div>
    </form>
  );
}
