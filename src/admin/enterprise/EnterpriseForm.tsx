// The enterprise's own form in sections (registration and change requests): the registry's
// declared fields, the category as a grouped list, category-specific fields only where they
// apply, and each field's error under it.
import { useEffect, useState } from "react";
import { NativeSelect } from "@/components/ui/native-select";
import { pick } from "@shared/i18n";
import { api } from "@/lib/request";
import { adminBase } from "@/stores/site-config";
import { shownFor } from "@shared/module/field-kinds";
import { FieldInput } from "../crud/FieldInput";
import type { PiiHints } from "../crud/pii-hints";
import { consoleLang, t } from "@/i18n/console";
import enterpriseModule from "@modules/enterprise/Enterprise/module";
import type { FieldDeclaration } from "@shared/module/types";
import { et } from "@/i18n/enterprise";
import type { EnterpriseTextKey } from "@/i18n/enterprise";

export type Row = Record<string, unknown>;

const ENTERPRISE_FIELDS = enterpriseModule.fields as Readonly<Record<string, FieldDeclaration>>;

export const SECTIONS: readonly { title: EnterpriseTextKey; fields: readonly string[] }[] = [
  { title: "sectionBasic", fields: ["category_id", "name", "name_en", "uscc", "legal_person", "legal_person_id_no"] },
  { title: "sectionContact", fields: ["contact_name", "contact_phone", "region_code", "address", "lng", "lat", "zoom"] },
  { title: "sectionLicence", fields: ["license_no", "license_issue_date", "license_expire_date", "license_authority", "business_license_image", "license_images"] },
  { title: "sectionBusiness", fields: ["business_scope", "rating", "capacity_instant", "capacity_daily", "rooms", "beds", "fleet_size", "venue_area", "terminals", "outbound"] },
];

interface CategoryOption {
  value: number;
  pid: number;
  family: string;
  label: string;
  license: string;
}

let categoriesCache: Promise<CategoryOption[]> | undefined;
export function loadCategories(): Promise<CategoryOption[]> {
  categoriesCache ??= api<CategoryOption[]>({ url: `${adminBase()}/enterprise.Registration/categories` }).then((res) => res.data);
  categoriesCache.catch(() => (categoriesCache = undefined));
  return categoriesCache;
}

function CategorySelect({ id, value, invalid, describedBy, disabled, onChange }: { id: string; value: unknown; invalid: boolean; describedBy?: string; disabled?: boolean; onChange: (v: number | null) => void }) {
  const [options, setOptions] = useState<CategoryOption[]>([]);
  useEffect(() => {
    void loadCategories().then(setOptions).catch(() => undefined);
  }, []);
  const parents = options.filter((o) => !o.pid);
  const families = [...new Set(parents.map((p) => p.family))];
  const familyName = (family: string) => (family === "culture" ? (consoleLang() === "en" ? "Culture" : "文化") : consoleLang() === "en" ? "Tourism" : "旅游");
  return (
    <NativeSelect id={id} value={value === null || value === undefined ? "" : String(value)} aria-invalid={invalid || undefined} aria-describedby={describedBy} disabled={disabled} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
      <option value="">{t("choose")}</option>
      {families.map((family) => (
        <optgroup key={family} label={familyName(family)}>
          {parents
            .filter((p) => p.family === family)
            .flatMap((p) => [p, ...options.filter((c) => c.pid === p.value)])
            .map((o) => (
              <option key={o.value} value={o.value}>
                {o.pid ? `　${o.label}` : o.label}
              </option>
            ))}
        </optgroup>
      ))}
    </NativeSelect>
  );
}

export function EnterpriseForm({
  values,
  errors,
  required,
  onChange,
  idPrefix,
  disabled,
  hints,
}: {
  values: Row;
  errors: Record<string, string>;
  required: Set<string>;
  onChange: (name: string, value: unknown) => void;
  idPrefix: string;
  disabled?: boolean;
  /** Masked personal data kept as it is unless replaced (edit forms). */
  hints?: PiiHints;
}) {
  const lang = consoleLang();
  return (
    <div className="grid gap-6">
      {SECTIONS.map((section) => {
        const fields = section.fields.filter((name) => ENTERPRISE_FIELDS[name] && shownFor(ENTERPRISE_FIELDS[name], values));
        if (fields.length === 0) return null;
        return (
          <fieldset key={section.title} className="grid gap-4 sm:grid-cols-2" disabled={disabled}>
            <legend className="mb-1 border-b pb-2 text-sm font-semibold sm:col-span-2">{et(section.title)}</legend>
            {fields.map((name) => {
              const field = ENTERPRISE_FIELDS[name];
              if (!field) return null;
              if (name === "category_id") {
                const id = `${idPrefix}-${name}`;
                const error = errors[name];
                return (
                  <div key={name} className="grid content-start gap-1.5" data-field={name}>
                    <label htmlFor={id} className="text-sm font-medium">
                      {pick(field.label, lang)}
                      {required.has(name) && <span className="ml-0.5 text-destructive" aria-hidden="true">*</span>}
                    </label>
                    <CategorySelect id={id} value={values[name]} invalid={Boolean(error)} describedBy={error ? `${id}-error` : undefined} disabled={disabled} onChange={(v) => onChange(name, v)} />
                    {error && (
                      <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
                        {error}
                      </p>
                    )}
                  </div>
                );
              }
              return (
                <FieldInput
                  key={name}
                  idPrefix={idPrefix}
                  name={name}
                  field={{ ...field, form: { ...(typeof field.form === "object" ? field.form : {}), wide: ["name", "name_en", "address", "business_scope", "region_code", "license_images"].includes(name) } }}
                  value={values[name]}
                  error={errors[name]}
                  required={required.has(name)}
                  hint={hints?.[name]}
                  onChange={(value) => onChange(name, value)}
                />
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}
