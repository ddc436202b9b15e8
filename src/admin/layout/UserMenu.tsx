// The signed-in admin: avatar, greeting by hour, profile and logout.
import { useStore } from "@nanostores/react";
import { LogOut, UserRound } from "lucide-react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";
import { $adminInfo } from "@/stores/admin-info";
import { greetingKey } from "../components/greeting";
import { useHasNode } from "../components/auth";
import { t } from "@/i18n/console";
import { consoleUrl, navigate } from "../router/location";
import { logout } from "./logout";

export function UserMenu({ onHeader }: { onHeader: boolean }) {
  const info = useStore($adminInfo);
  const has = useHasNode();
  const name = info.nickname || info.username || "";
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(
          "flex items-center gap-2 rounded-md px-2 py-1 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
          onHeader ? "text-primary-foreground hover:bg-white/15" : "hover:bg-accent",
        )}
      >
        {info.avatar ? (
          <img src={info.avatar} alt="" className="size-7 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className={cn("flex size-7 items-center justify-center rounded-full text-xs font-semibold", onHeader ? "bg-white/25 text-white" : "bg-primary/15 text-primary")}>{name.slice(0, 1).toUpperCase()}</span>
        )}
        <span className="hidden max-w-32 truncate md:inline">{name}</span>
        {/* The button's name starts with what it shows (the admin's name), then says what it opens. */}
        <span className="sr-only"> · {t("profile")}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="font-normal">
          <div className="text-sm font-medium">{t("greetingWithName", { greeting: t(greetingKey(new Date().getHours())), name })}</div>
          {info.group_name && <div className="text-xs text-muted-foreground">{info.group_name}</div>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {has("routine/adminInfo") && (
          <DropdownMenuItem onSelect={() => navigate(consoleUrl("routine/adminInfo"))}>
            <UserRound aria-hidden="true" />
            {t("profile")}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem variant="destructive" onSelect={() => void logout()}>
          <LogOut aria-hidden="true" />
          {t("logout")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
