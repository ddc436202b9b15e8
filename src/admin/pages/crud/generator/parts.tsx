// Shared pieces of the code generator screen: what the server sends, the empty draft, and the
// section and labelled-field frames of the designer.
import { cn } from "@/lib/utils";
import { starterFields } from "@shared/generator/declaration";
import type { ColumnType, FieldDesign } from "@shared/generator/design";
import { toDraft, type Draft } from "./design-state";

export interface ScreenData {
  modules: { key: string; title: string; table: string; menuPath: string; createdTable: boolean; logId: number }[];
  broken: { key: string; table: string; reason: string }[];
  directories: { name: string; title: string }[];
}

export interface TableRow {
  table: string;
  comment: string;
  usable: boolean;
  reason: string;
}

export interface ColumnRow {
  name: string;
  affinity: ColumnType | "BLOB";
  field: FieldDesign | null;
}

export const emptyDraft = (source: Draft["source"]): Draft => ({
  source,
  tableName: "",
  key: "",
  keyTouched: false,
  titleZh: "",
  titleEn: "",
  parent: "crud",
  icon: "layout-grid",
  weigh: "0",
  recycle: true,
  pk: "id",
  fields: source === "new" ? starterFields().map((f) => toDraft(f)) : [],
});

export function Section({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border bg-background shadow-sm" aria-label={title}>
      <header className="border-b px-5 py-3">
        <h2 className="font-semibold">{title}</h2>
        {description && <p className="mt-0.5 text-sm text-muted-foreground">{description}</p>}
      </header>
      <div className="p-5">{children}</div>
    </section>
  );
}

export function Labelled({ id, label, error, help, required, children }: { id: string; label: string; error?: string; help?: string; required?: boolean; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
        {required && <span className="ml-0.5 text-destructive">*</span>}
      </label>
      {children}
      {(error || help) && (
        <p id={`${id}-hint`} className={cn("mt-1 text-xs", error ? "text-destructive" : "text-muted-foreground")}>
          {error ?? help}
        </p>
      )}
    </div>
  );
}
