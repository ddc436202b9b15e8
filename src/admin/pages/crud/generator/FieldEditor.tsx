// One field of the designer: column name, type, labels and switches on one card, with its
// longer settings (length, default, options, automatic times) folded away. Errors of the
// design check appear under the input they concern.
import { useState } from "react";
import { ArrowDown, ArrowUp, ChevronDown, ChevronRight, KeyRound, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { GENERATOR_KINDS, kindsForColumn, LENGTH_KINDS, OPTION_KINDS, QUICK_SEARCH_KINDS, type GeneratorKind } from "@shared/generator/design";
import { cn } from "@/lib/utils";
import type { DraftField } from "./design-state";

type Text = (key: string, params?: Record<string, string | number>) => string;

interface Props {
  field: DraftField;
  index: number;
  count: number;
  pk: boolean;
  existing: boolean;
  errors: Record<string, string>;
  text: Text;
  onChange: (patch: Partial<DraftField>) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

const FLAGS = ["required", "list", "sortable", "filter", "form", "quickSearch", "unique", "sensitive"] as const;

function Problem({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-xs text-destructive">
      {message}
    </p>
  ) : null;
}

export function FieldEditor({ field, index, count, pk, existing, errors, text, onChange, onMove, onRemove }: Props) {
  const path = `fields.${index}`;
  const id = (name: string) => `gen-field-${field.id}-${name}`;
  const err = (name: string) => errors[`${path}.${name}`];
  const hasMoreErrors = ["max", "default", "options", "pii"].some((n) => err(n)) || Object.keys(errors).some((k) => k.startsWith(`${path}.options.`));
  const [open, setOpen] = useState(false);
  const showMore = open || hasMoreErrors;
  const kinds = pk ? (["integer"] as const) : field.columnType ? kindsForColumn(field.columnType) : GENERATOR_KINDS;
  const disabledFlag = (flag: (typeof FLAGS)[number]) =>
    (pk && (flag === "required" || flag === "form" || flag === "unique" || flag === "sensitive")) ||
    (flag === "quickSearch" && !QUICK_SEARCH_KINDS.has(field.kind)) ||
    (Boolean(field.auto) && (flag === "required" || flag === "form"));
  const label = field.label["zh-cn"] || field.label.en || field.name || text("column");
  const inputClass = (name: string) => cn(err(name) && "border-destructive");

  return (
    <li className="rounded-lg border bg-card p-3 shadow-xs" aria-label={`${index + 1}. ${label}`} data-field={field.name}>
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-start">
        <div>
          <label htmlFor={id("name")} className="mb-1 flex items-center gap-1 text-xs font-medium text-muted-foreground">
            {pk && <KeyRound className="size-3" aria-label={text("primaryKey")} />}
            {text("column")}
          </label>
          <Input
            id={id("name")}
            value={field.name}
            readOnly={pk || existing}
            aria-invalid={Boolean(err("name")) || undefined}
            aria-describedby={err("name") ? id("name-error") : field.columnType ? id("name-type") : undefined}
            onChange={(e) => onChange({ name: e.target.value.trim() })}
            className={cn("font-mono", inputClass("name"))}
            spellCheck={false}
            autoComplete="off"
          />
          {field.columnType && !err("name") && (
            <p id={id("name-type")} className="mt-1 text-xs text-muted-foreground">
              {text("columnType", { type: field.columnType })}
            </p>
          )}
          <Problem id={id("name-error")} message={err("name")} />
        </div>
        <div>
          <label htmlFor={id("kind")} className="mb-1 block text-xs font-medium text-muted-foreground">
            {text("kind")}
          </label>
          <NativeSelect
            id={id("kind")}
            value={field.kind}
            disabled={pk}
            aria-invalid={Boolean(err("kind")) || undefined}
            aria-describedby={err("kind") ? id("kind-error") : undefined}
            onChange={(e) => {
              const kind = e.target.value as GeneratorKind;
              onChange({
                kind,
                auto: kind === "datetime" ? field.auto : undefined,
                quickSearch: QUICK_SEARCH_KINDS.has(kind) ? field.quickSearch : false,
                optionsText: OPTION_KINDS.has(kind) && !field.optionsText ? (kind === "switch" ? "1=开启|On\n0=关闭|Off" : "") : field.optionsText,
                max: kind === "string" ? (field.max ?? 255) : LENGTH_KINDS.has(kind) ? field.max : undefined,
              });
            }}
          >
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {text(`kind.${kind}`)}
              </option>
            ))}
          </NativeSelect>
          <Problem id={id("kind-error")} message={err("kind")} />
        </div>
        <div>
          <label htmlFor={id("zh")} className="mb-1 block text-xs font-medium text-muted-foreground">
            {text("labelZh")}
          </label>
          <Input id={id("zh")} value={field.label["zh-cn"]} aria-invalid={Boolean(err("label.zh-cn")) || undefined} aria-describedby={err("label.zh-cn") ? id("zh-error") : undefined} onChange={(e) => onChange({ label: { ...field.label, "zh-cn": e.target.value } })} className={inputClass("label.zh-cn")} />
          <Problem id={id("zh-error")} message={err("label.zh-cn")} />
        </div>
        <div>
          <label htmlFor={id("en")} className="mb-1 block text-xs font-medium text-muted-foreground">
            {text("labelEn")}
          </label>
          <Input id={id("en")} value={field.label.en} aria-invalid={Boolean(err("label.en")) || undefined} aria-describedby={err("label.en") ? id("en-error") : undefined} onChange={(e) => onChange({ label: { ...field.label, en: e.target.value } })} className={inputClass("label.en")} />
          <Problem id={id("en-error")} message={err("label.en")} />
        </div>
        <div className="flex items-center gap-0.5 md:pt-5">
          <Button type="button" variant="ghost" size="icon-sm" aria-label={`${text("moveUp")} ${label}`} title={text("moveUp")} disabled={index === 0} onClick={() => onMove(-1)}>
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button type="button" variant="ghost" size="icon-sm" aria-label={`${text("moveDown")} ${label}`} title={text("moveDown")} disabled={index === count - 1} onClick={() => onMove(1)}>
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button type="button" variant="ghost" size="icon-sm" aria-label={`${text("removeField")} ${label}`} title={text("removeField")} disabled={pk} onClick={onRemove}>
            <Trash2 className="text-destructive" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        {FLAGS.map((flag) => (
          <label key={flag} className={cn("flex items-center gap-1.5 text-sm", disabledFlag(flag) && "text-muted-foreground")}>
            <Checkbox checked={Boolean(field[flag])} disabled={disabledFlag(flag)} onCheckedChange={(value) => onChange({ [flag]: value === true })} />
            {text(flag)}
          </label>
        ))}
        {!pk && (
          <Button type="button" variant="link" size="sm" className="ml-auto h-auto px-0" aria-expanded={showMore} aria-controls={id("more")} onClick={() => setOpen(!showMore)}>
            {showMore ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
            {showMore ? text("less") : text("more")}
          </Button>
        )}
      </div>
      {err("form") && <Problem id={id("form-error")} message={err("form")} />}
      {showMore && !pk && (
        <div id={id("more")} className="mt-3 grid gap-3 border-t pt-3 md:grid-cols-3">
          {LENGTH_KINDS.has(field.kind) && (
            <div>
              <label htmlFor={id("max")} className="mb-1 block text-xs font-medium text-muted-foreground">
                {text("max")}
              </label>
              <Input id={id("max")} type="number" min={1} value={field.max ?? ""} aria-invalid={Boolean(err("max")) || undefined} onChange={(e) => onChange({ max: e.target.value === "" ? undefined : Number(e.target.value) })} className={inputClass("max")} />
              <Problem id={id("max-error")} message={err("max")} />
            </div>
          )}
          {field.kind === "string" && (
            <div>
              <label htmlFor={id("pii")} className="mb-1 block text-xs font-medium text-muted-foreground">
                {text("pii")}
              </label>
              <NativeSelect
                id={id("pii")}
                value={field.pii ?? ""}
                aria-invalid={Boolean(err("pii")) || undefined}
                onChange={(e) => onChange({ pii: e.target.value === "idCard" || e.target.value === "phone" ? e.target.value : undefined })}
              >
                <option value="">{text("piiNone")}</option>
                <option value="idCard">{text("piiIdCard")}</option>
                <option value="phone">{text("piiPhone")}</option>
              </NativeSelect>
              <Problem id={id("pii-error")} message={err("pii")} />
            </div>
          )}
          {field.kind === "datetime" && (
            <div>
              <label htmlFor={id("auto")} className="mb-1 block text-xs font-medium text-muted-foreground">
                {text("auto")}
              </label>
              <NativeSelect
                id={id("auto")}
                value={field.auto ?? ""}
                onChange={(e) => {
                  const auto = e.target.value === "create" || e.target.value === "update" ? e.target.value : undefined;
                  onChange({ auto, form: auto ? false : field.form, required: auto ? false : field.required });
                }}
              >
                <option value="">{text("autoNone")}</option>
                <option value="create">{text("autoCreate")}</option>
                <option value="update">{text("autoUpdate")}</option>
              </NativeSelect>
            </div>
          )}
          {!field.auto && !["multiSelect", "checkbox", "tags", "images", "files"].includes(field.kind) && (
            <div>
              <label htmlFor={id("default")} className="mb-1 block text-xs font-medium text-muted-foreground">
                {text("default")}
              </label>
              <Input id={id("default")} value={field.default ?? ""} aria-invalid={Boolean(err("default")) || undefined} aria-describedby={err("default") ? id("default-error") : undefined} onChange={(e) => onChange({ default: e.target.value === "" ? undefined : e.target.value })} className={inputClass("default")} />
              <Problem id={id("default-error")} message={err("default")} />
            </div>
          )}
          {OPTION_KINDS.has(field.kind) && (
            <div className="md:col-span-3">
              <label htmlFor={id("options")} className="mb-1 block text-xs font-medium text-muted-foreground">
                {text("options")}
              </label>
              <Textarea
                id={id("options")}
                rows={4}
                value={field.optionsText}
                aria-invalid={Boolean(err("options")) || undefined}
                aria-describedby={id("options-help")}
                onChange={(e) => onChange({ optionsText: e.target.value })}
                className={cn("font-mono text-xs", inputClass("options"))}
                spellCheck={false}
              />
              <p id={id("options-help")} className={cn("mt-1 text-xs", err("options") ? "text-destructive" : "text-muted-foreground")}>
                {err("options") ?? Object.entries(errors).find(([k]) => k.startsWith(`${path}.options.`))?.[1] ?? text("optionsHelp")}
              </p>
            </div>
          )}
        </div>
      )}
    </li>
  );
}
