// Plain inputs: text, numbers, dates, long text, JSON, colours, options.
import { useEffect, useState } from "react";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { Checkbox } from "@/components/ui/checkbox";
import { pick } from "@shared/i18n";
import type { FieldOption } from "@shared/module/types";
import { consoleLang, t } from "@/i18n/console";

export interface InputProps<V = unknown> {
  id: string;
  value: V;
  onChange: (value: V) => void;
  invalid?: boolean;
  describedBy?: string;
  placeholder?: string;
  disabled?: boolean;
}

const aria = (p: InputProps) => ({ id: p.id, "aria-invalid": p.invalid || undefined, "aria-describedby": p.describedBy, disabled: p.disabled });

export function TextInput(props: InputProps & { type?: "text" | "password" | "email" }) {
  return <Input {...aria(props)} type={props.type ?? "text"} value={(props.value as string) ?? ""} placeholder={props.placeholder} autoComplete={props.type === "password" ? "new-password" : "off"} onChange={(e) => props.onChange(e.target.value)} />;
}

export function NumberInput(props: InputProps & { step?: string }) {
  return (
    <Input
      {...aria(props)}
      type="number"
      inputMode="decimal"
      step={props.step ?? "1"}
      value={props.value === null || props.value === undefined ? "" : String(props.value)}
      onChange={(e) => props.onChange(e.target.value === "" ? null : e.target.value)}
    />
  );
}

export function DateInput(props: InputProps) {
  return <Input {...aria(props)} type="date" value={(props.value as string) ?? ""} onChange={(e) => props.onChange(e.target.value)} />;
}

/** Unix seconds <-> the browser's local date-time field. */
export function DateTimeInput(props: InputProps) {
  const seconds = typeof props.value === "number" ? props.value : Number(props.value);
  const local = Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000 - new Date().getTimezoneOffset() * 60000).toISOString().slice(0, 19) : "";
  return (
    <Input
      {...aria(props)}
      type="datetime-local"
      step="1"
      value={local}
      onChange={(e) => props.onChange(e.target.value ? Math.floor(new Date(e.target.value).getTime() / 1000) : null)}
    />
  );
}

export function TextareaInput(props: InputProps & { rows?: number }) {
  return <Textarea {...aria(props)} rows={props.rows ?? 3} value={(props.value as string) ?? ""} placeholder={props.placeholder} onChange={(e) => props.onChange(e.target.value)} />;
}

/** JSON edited as text; the value stays the text until it parses. */
export function JsonInput(props: InputProps) {
  const [text, setText] = useState(() => (typeof props.value === "string" ? props.value : JSON.stringify(props.value ?? {}, null, 2)));
  const [error, setError] = useState(false);
  return (
    <div>
      <Textarea
        {...aria({ ...props, invalid: props.invalid || error })}
        rows={5}
        className="font-mono text-xs"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          try {
            props.onChange(JSON.parse(e.target.value || "null"));
            setError(false);
          } catch {
            setError(true);
          }
        }}
      />
      {error && <p className="mt-1 text-xs text-destructive">{t("invalidJson")}</p>}
    </div>
  );
}

export function ColorInput(props: InputProps) {
  return (
    <div className="flex items-center gap-2">
      <input type="color" aria-label={props.id} className="h-9 w-12 cursor-pointer rounded border bg-transparent" value={(props.value as string) || "#000000"} onChange={(e) => props.onChange(e.target.value)} />
      <Input {...aria(props)} value={(props.value as string) ?? ""} onChange={(e) => props.onChange(e.target.value)} className="max-w-40" />
    </div>
  );
}

const label = (o: FieldOption) => pick(o.label, consoleLang());

export function SelectInput(props: InputProps & { options: readonly FieldOption[] }) {
  return (
    <NativeSelect {...aria(props)} value={props.value === null || props.value === undefined ? "" : String(props.value)} onChange={(e) => props.onChange(e.target.value === "" ? null : e.target.value)}>
      <option value="">{t("choose")}</option>
      {props.options.map((o) => (
        <option key={String(o.value)} value={String(o.value)}>
          {label(o)}
        </option>
      ))}
    </NativeSelect>
  );
}

export function RadioInput(props: InputProps & { options: readonly FieldOption[] }) {
  return (
    <div role="radiogroup" aria-labelledby={`${props.id}-label`} aria-describedby={props.describedBy} className="flex flex-wrap gap-x-4 gap-y-2 pt-1">
      {props.options.map((o) => (
        <label key={String(o.value)} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={props.id}
            className="accent-[var(--primary)]"
            checked={String(props.value) === String(o.value)}
            disabled={props.disabled}
            onChange={() => props.onChange(o.value)}
          />
          {label(o)}
        </label>
      ))}
    </div>
  );
}

export function CheckboxesInput(props: InputProps & { options: readonly FieldOption[] }) {
  const chosen = new Set((Array.isArray(props.value) ? props.value : []).map(String));
  return (
    <div role="group" aria-labelledby={`${props.id}-label`} className="flex flex-wrap gap-x-4 gap-y-2 pt-1">
      {props.options.map((o) => (
        <label key={String(o.value)} className="flex items-center gap-2 text-sm">
          <Checkbox
            checked={chosen.has(String(o.value))}
            disabled={props.disabled}
            onCheckedChange={(checked) => {
              const next = new Set(chosen);
              if (checked) next.add(String(o.value));
              else next.delete(String(o.value));
              props.onChange([...next]);
            }}
          />
          {label(o)}
        </label>
      ))}
    </div>
  );
}

/** Two-value switch: the first option is "on". */
export function SwitchInput(props: InputProps & { options: readonly FieldOption[] }) {
  const [on, off] = props.options.length >= 2 ? props.options : [{ value: "1", label: { "zh-cn": "是", en: "Yes" } }, { value: "0", label: { "zh-cn": "否", en: "No" } }];
  const checked = String(props.value) === String(on?.value);
  return (
    <div className="flex items-center gap-2 pt-1">
      <Switch id={props.id} checked={checked} disabled={props.disabled} aria-describedby={props.describedBy} onCheckedChange={(value) => props.onChange(value ? on?.value : off?.value)} />
      <span className="text-sm text-muted-foreground">{checked ? on && label(on) : off && label(off)}</span>
    </div>
  );
}

export function TagsInput(props: InputProps) {
  const values = Array.isArray(props.value) ? (props.value as string[]) : [];
  const [draft, setDraft] = useState(values.join(", "));
  useEffect(() => setDraft(values.join(", ")), [values.join(",")]);
  return (
    <Input
      {...aria(props)}
      value={draft}
      onChange={(e) => {
        setDraft(e.target.value);
        props.onChange(e.target.value.split(/[,，]/).map((s) => s.trim()).filter(Boolean));
      }}
    />
  );
}
