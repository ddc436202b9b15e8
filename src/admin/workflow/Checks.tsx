// Automatic checks a module's review sends beside the record (`checks`: a driver filing's
// pre-checks), as a checklist: each passed or failed — shown by icon and words, never by colour
// alone — with what was found.
import { CircleCheck, CircleX } from "lucide-react";
import { cn } from "@/lib/utils";
import { t } from "@/i18n/console";

export interface Check {
  key: string;
  label: string;
  ok: boolean;
  detail?: string;
}

const isCheck = (value: unknown): value is Check => typeof value === "object" && value !== null && typeof (value as Check).label === "string" && typeof (value as Check).ok === "boolean";

export function Checks({ checks }: { checks: unknown }) {
  if (!Array.isArray(checks) || !checks.every(isCheck) || checks.length === 0) return null;
  return (
    <section aria-labelledby="review-checks">
      <h3 id="review-checks" className="mb-2 text-sm font-semibold">
        {t("checks")}
      </h3>
      <ul className="divide-y rounded-lg border">
        {checks.map((check) => {
          const Icon = check.ok ? CircleCheck : CircleX;
          return (
            <li key={check.key} className="flex items-start gap-3 px-3 py-2 text-sm" data-check={check.key} data-ok={check.ok}>
              <Icon className={cn("mt-0.5 size-4 shrink-0", check.ok ? "text-success" : "text-destructive")} aria-hidden="true" />
              <div className="min-w-0">
                <p className="font-medium">
                  {check.label} <span className={cn("text-xs", check.ok ? "text-muted-foreground" : "text-destructive")}>· {check.ok ? t("checkPassed") : t("checkFailed")}</span>
                </p>
                {check.detail && <p className="text-muted-foreground">{check.detail}</p>}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
