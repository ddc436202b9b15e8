// The input for a field, by kind, with its label, help and error message in one block.
import { pick } from "@shared/i18n";
import { cn } from "@/lib/utils";
import { formOptions } from "@shared/module/field-kinds";
import type { FieldDeclaration } from "@shared/module/types";
import { consoleLang } from "../lang";
import { useFieldOptions } from "./field-options";
import {
  CheckboxesInput,
  ColorInput,
  DateInput,
  DateTimeInput,
  JsonInput,
  NumberInput,
  RadioInput,
  SelectInput,
  SwitchInput,
  TagsInput,
  TextareaInput,
  TextInput,
  type InputProps,
} from "./inputs/basic";
import { AreaInput } from "./inputs/area-input";
import { IconInput } from "./inputs/icon-input";
import { RemoteSelectInput } from "./inputs/remote-select";
import { RichTextInput } from "./inputs/richtext";
import { TreeInput } from "./inputs/tree-input";
import { UploadInput } from "./inputs/upload";

function Control({ field, ...props }: InputProps & { field: FieldDeclaration }) {
  const options = useFieldOptions(field) ?? [];
  const widget = formOptions(field).widget;
  switch (field.kind) {
    case "password":
      return <TextInput {...props} type="password" />;
    case "number":
    case "money":
      return <NumberInput {...props} step="0.01" />;
    case "integer":
    case "weigh":
      return <NumberInput {...props} />;
    case "area":
      return <AreaInput {...props} labelledBy={`${props.id}-label`} />;
    case "date":
      return <DateInput {...props} />;
    case "datetime":
      return <DateTimeInput {...props} />;
    case "textarea":
      return <TextareaInput {...props} />;
    case "richtext":
      return <RichTextInput {...props} />;
    case "json":
      return <JsonInput {...props} />;
    case "color":
      return <ColorInput {...props} />;
    case "icon":
      return <IconInput {...props} />;
    case "switch":
      return <SwitchInput {...props} options={options} />;
    case "select":
      return <SelectInput {...props} options={options} />;
    case "radio":
      return <RadioInput {...props} options={options} />;
    case "multiSelect":
    case "checkbox":
      return <CheckboxesInput {...props} options={options} />;
    case "tags":
      return <TagsInput {...props} />;
    case "image":
    case "images":
    case "file":
    case "files":
      return <UploadInput {...props} kind={field.kind} />;
    case "remoteSelect":
      return field.remote ? <RemoteSelectInput {...props} source={field.remote} /> : <NumberInput {...props} />;
    case "remoteMultiSelect":
      if (!field.remote) return null;
      return widget === "tree" ? <TreeInput {...props} source={field.remote} /> : <RemoteSelectInput {...props} source={field.remote} multiple />;
    default:
      return <TextInput {...props} />;
  }
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
