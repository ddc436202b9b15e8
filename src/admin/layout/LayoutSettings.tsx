// Layout settings drawer: layout mode, dark mode, sidebar colours, collapsed menu.
import { useStore } from "@nanostores/react";
import { Label } from "@/components/ui/label";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { Switch } from "@/components/ui/switch";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { $isDark } from "@/stores/theme";
import { t } from "@/i18n/console";
import { $layout, DEFAULT_LAYOUT, updateLayout, type LayoutMode } from "../stores/layout";

const MODES: { mode: LayoutMode; label: "layoutDefault" | "layoutClassic" | "layoutStreamline" }[] = [
  { mode: "Default", label: "layoutDefault" },
  { mode: "Classic", label: "layoutClassic" },
  { mode: "Streamline", label: "layoutStreamline" },
];

function ModePicture({ mode }: { mode: LayoutMode }) {
  return (
    <div className="flex h-14 w-20 gap-1 rounded-md border bg-muted p-1" aria-hidden="true">
      {mode !== "Streamline" && <div className={cn("w-4 rounded-sm", mode === "Classic" ? "bg-foreground/70" : "bg-background shadow-sm")} />}
      <div className="flex flex-1 flex-col gap-1">
        <div className={cn("h-2.5 rounded-sm", mode === "Classic" ? "bg-primary/70" : "bg-background shadow-sm")} />
        <div className="flex-1 rounded-sm bg-background" />
      </div>
    </div>
  );
}

export function LayoutSettings({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const layout = useStore($layout);
  const dark = useStore($isDark);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent closeLabel={t("close")}>
        <SheetTitle>{t("layoutSettings")}</SheetTitle>
        <SheetDescription className="sr-only">{t("layoutSettings")}</SheetDescription>
        <fieldset>
          <legend className="mb-3 text-sm font-medium">{t("layoutMode")}</legend>
          <div className="flex gap-3">
            {MODES.map(({ mode, label }) => (
              <button
                key={mode}
                type="button"
                aria-pressed={layout.layoutMode === mode}
                onClick={() => updateLayout({ layoutMode: mode })}
                className={cn(
                  "flex flex-col items-center gap-1.5 rounded-lg p-1.5 text-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  layout.layoutMode === mode ? "ring-2 ring-primary" : "hover:bg-accent",
                )}
              >
                <ModePicture mode={mode} />
                {t(label)}
              </button>
            ))}
          </div>
        </fieldset>
        <div className="flex items-center justify-between">
          <Label htmlFor="layout-dark">{t("darkMode")}</Label>
          <Switch id="layout-dark" checked={dark} onCheckedChange={(value) => $isDark.set(value)} />
        </div>
        <div className="flex items-center justify-between">
          <Label htmlFor="layout-collapse">{t("menuCollapsed")}</Label>
          <Switch id="layout-collapse" checked={layout.menuCollapse} onCheckedChange={(value) => updateLayout({ menuCollapse: value })} />
        </div>
        <div className="flex items-center justify-between">
          <Label htmlFor="layout-menu-dark">{t("darkSidebar")}</Label>
          <Switch id="layout-menu-dark" checked={layout.menuTheme === "dark"} onCheckedChange={(value) => updateLayout({ menuTheme: value ? "dark" : "light" })} />
        </div>
        <Button variant="outline" className="mt-auto" onClick={() => $layout.set(DEFAULT_LAYOUT)}>
          {t("resetLayout")}
        </Button>
      </SheetContent>
    </Sheet>
  );
}
