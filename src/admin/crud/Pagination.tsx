// Paging under a list: total, page size choice, first/previous/next/last and the page.
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { t } from "@/i18n/console";

const SIZES = [10, 20, 50, 100];

export function Pagination({ page, limit, total, onPage, onLimit }: { page: number; limit: number; total: number; onPage: (page: number) => void; onLimit: (limit: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const sizes = SIZES.includes(limit) ? SIZES : [...SIZES, limit].sort((a, b) => a - b);
  return (
    <nav aria-label={t("pagination")} className="flex flex-wrap items-center justify-end gap-3 text-sm">
      <span className="text-muted-foreground">{t("totalRows", { total })}</span>
      <NativeSelect aria-label={t("perPage", { size: limit })} value={String(limit)} onChange={(e) => onLimit(Number(e.target.value))} className="w-28 [&_select]:h-8">
        {sizes.map((size) => (
          <option key={size} value={size}>
            {t("perPage", { size })}
          </option>
        ))}
      </NativeSelect>
      <div className="flex items-center gap-1">
        <Button variant="outline" size="icon-sm" aria-label={t("firstPage")} disabled={page <= 1} onClick={() => onPage(1)}>
          <ChevronsLeft aria-hidden="true" />
        </Button>
        <Button variant="outline" size="icon-sm" aria-label={t("previousPage")} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <span className="px-2 tabular-nums" aria-live="polite">
          {t("pageOf", { page, pages })}
        </span>
        <Button variant="outline" size="icon-sm" aria-label={t("nextPage")} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          <ChevronRight aria-hidden="true" />
        </Button>
        <Button variant="outline" size="icon-sm" aria-label={t("lastPage")} disabled={page >= pages} onClick={() => onPage(pages)}>
          <ChevronsRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
