// The input for a field, by kind, with its label, help and error message in one block.
import { pick } from "@shared/i18n";
import { cn } from "@/lib/utils";
import { formOptions } from "@shared/module/field-kinds";
import type { FieldDeclaration } from "@shared/module/types";
import { consoleLang } from "@/i18n/console";
import { useFieldOptions } from "./field-options";
import { KIND_WIDGETS } from "./kind-widgets";
import type { InputProps } from "./inputs/basic";

function Control({ field, ...props }: InputProps & { field: FieldDeclaration }) {
  const options = useFieldOptions(field) ?? [];
  return <>{KIND_WIDGETS[field.kind].input({ ...props, field, options })}</>;
}

interface Props {
  name: string;
  field: FieldDeclaration;
  value: unknown;
  error?: string;
  required: boolean;
  onChange: (value: unknown) => void;
  idPrefix: string;
  /** Shown instead of the declaration's placeholder and help (a masked value kept as it is). */
  hint?: { placeholder: string; help: string };
}

export function FieldInput({ name, field, value, error, required, onChange, idPrefix, hint }: Props) {
  const id = `${idPrefix}-${name}`;
  const options = formOptions(field);
  const lang = consoleLang();
  const help = hint?.help ?? (options.help ? pick(options.help, lang) : "");
  const describedBy = [error ? `${id}-error` : "", help ? `${id}-help` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid content-start gap-1.5", options.wide && "sm:col-span-2")} data-field={name}>
      <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium">
        {pick(field.label, lang)}
        {required && (
          <span className="ml-0.5 text-destructive" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <Control
        id={id}
        field={field}
        value={value}
        onChange={onChange}
        invalid={Boolean(error)}
        describedBy={describedBy}
        disabled={options.readonly}
        placeholder={hint?.placeholder ?? (options.placeholder ? pick(options.placeholder, lang) : undefined)}
      />
      {help && (
        <p id={`${id}-help`} className="text-xs text-muted-foreground">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
