// The menu as a drawer on small screens (part of the deferred chrome).
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { t } from "@/i18n/console";
import type { MenuNode } from "../stores/init";
import { MenuTree } from "./MenuTree";

export function MobileMenu({ open, onOpenChange, menus, activePath, title }: { open: boolean; onOpenChange: (open: boolean) => void; menus: MenuNode[]; activePath: string; title: string }) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="w-64 p-3" closeLabel={t("close")}>
        <SheetTitle className="px-2 text-sm">{title}</SheetTitle>
        <SheetDescription className="sr-only">menu</SheetDescription>
        <div className="overflow-y-auto">
          <MenuTree menus={menus} activePath={activePath} collapsed={false} dark={false} onNavigate={() => onOpenChange(false)} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
