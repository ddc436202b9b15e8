// Header menu to clear caches: the server's (super admins; every type the server registered,
// or all of them) and this browser's layout and column choices (anyone).
import { useState } from "react";
import { useStore } from "@nanostores/react";
import { BrushCleaning } from "lucide-react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { api } from "@/lib/request";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { $columnPrefs } from "../crud/column-prefs";
import { t } from "@/i18n/console";
import { consoleUrl } from "../router/location";
import { $init } from "../stores/init";
import { $layout, DEFAULT_LAYOUT } from "../stores/layout";

export function ClearCacheMenu({ onHeader }: { onHeader: boolean }) {
  const init = useStore($init);
  const isSuper = init.status === "ready" && Boolean(init.data.adminInfo.super);
  const [types, setTypes] = useState<string[]>();

  const loadTypes = (open: boolean) => {
    if (!open || !isSuper || types) return;
    void api<{ types: string[] }>({ url: consoleUrl("ajax/clearCache") })
      .then((res) => setTypes(res.data.types.filter((type) => type !== "all")))
      .catch(() => setTypes([]));
  };

  const clearServer = (type: string) => {
    void api({ url: consoleUrl("ajax/clearCache"), method: "POST", data: { type }, showSuccessMessage: true }).catch(() => undefined);
  };

  const clearBrowser = () => {
    $layout.set(DEFAULT_LAYOUT);
    $columnPrefs.set({});
    toast("success", t("clearCacheBrowserDone"));
  };

  return (
    <DropdownMenu onOpenChange={loadTypes}>
      <DropdownMenuTrigger
        aria-label={t("clearCache")}
        title={t("clearCache")}
        className={cn(
          "flex size-9 items-center justify-center rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-[18px]",
          onHeader ? "text-primary-foreground hover:bg-white/15" : "text-muted-foreground hover:bg-accent hover:text-foreground",
        )}
      >
        <BrushCleaning aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        {isSuper && (
          <>
            <DropdownMenuLabel className="text-xs text-muted-foreground">{t("clearCacheServer")}</DropdownMenuLabel>
            <DropdownMenuItem onSelect={() => clearServer("all")}>{t("clearCacheAll")}</DropdownMenuItem>
            {(types ?? []).map((type) => (
              <DropdownMenuItem key={type} onSelect={() => clearServer(type)} className="pl-6">
                {t(`cache_${type}`) === `cache_${type}` ? type : t(`cache_${type}`)}
              </DropdownMenuItem>
            ))}
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuItem onSelect={clearBrowser}>{t("clearCacheBrowser")}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
