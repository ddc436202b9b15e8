// Header buttons: page help, notices, full screen, language, cache clearing, dark mode and layout settings.
import { useEffect, useState } from "react";
import { useStore } from "@nanostores/react";
import { Languages, Maximize, Minimize, Moon, Settings2, Sun } from "lucide-react";
import { DropdownMenu, DropdownMenuCheckboxItem, DropdownMenuContent, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { LANGS, type Lang } from "@shared/i18n";
import { cn } from "@/lib/utils";
import { changeLanguage, pageLang } from "@/stores/lang";
import { $isDark, toggleDark } from "@/stores/theme";
import { t } from "@/i18n/console";
import { TerminalButton } from "../terminal/TerminalButton";
import { ClearCacheMenu } from "./ClearCacheMenu";
import { NoticeBell, PageHelpButton } from "./NoticeBell";

const LANG_NAMES: Record<Lang, string> = { "zh-cn": "中文", en: "English" };

function IconButton({ label, onClick, onHeader, className, children }: { label: string; onClick?: () => void; onHeader: boolean; className?: string; children: React.ReactNode }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          aria-label={label}
          onClick={onClick}
          className={cn(
            "flex size-9 items-center justify-center rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-[18px]",
            onHeader ? "text-primary-foreground hover:bg-white/15" : "text-muted-foreground hover:bg-accent hover:text-foreground",
            className,
          )}
        >
          {children}
        </button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

export function HeaderControls({ onHeader, onSettings }: { onHeader: boolean; onSettings: () => void }) {
  const dark = useStore($isDark);
  const [full, setFull] = useState(false);
  useEffect(() => {
    const update = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener("fullscreenchange", update);
    return () => document.removeEventListener("fullscreenchange", update);
  }, []);
  const lang = pageLang();
  return (
    <div className="flex items-center gap-0.5">
      <PageHelpButton onHeader={onHeader} />
      <NoticeBell onHeader={onHeader} />
      <IconButton
        label={full ? t("exitFullScreen") : t("fullScreen")}
        onHeader={onHeader}
        // A phone's header has room for the controls that matter there: full screen is not one.
        className="max-sm:hidden"
        onClick={() => void (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined)}
      >
        {full ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />}
      </IconButton>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={t("language")}
          className={cn(
            "flex size-9 items-center justify-center rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-[18px]",
            onHeader ? "text-primary-foreground hover:bg-white/15" : "text-muted-foreground hover:bg-accent hover:text-foreground",
          )}
        >
          <Languages aria-hidden="true" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {LANGS.map((option) => (
            <DropdownMenuCheckboxItem key={option} checked={option === lang} onSelect={() => option !== lang && changeLanguage(option)}>
              {LANG_NAMES[option]}
            </DropdownMenuCheckboxItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <ClearCacheMenu onHeader={onHeader} />
      <IconButton label={t("darkMode")} onHeader={onHeader} onClick={toggleDark}>
        {dark ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
      </IconButton>
      <TerminalButton onHeader={onHeader} />
      <IconButton label={t("layoutSettings")} onHeader={onHeader} onClick={onSettings}>
        <Settings2 aria-hidden="true" />
      </IconButton>
    </div>
  );
}
