// The console chrome that matters only once the admin acts: header buttons with their menus and
// tooltips, the user menu, the tab context menu, layout settings, the small-screen drawer and
// the Streamline menu. They bring the overlay primitives (menus, popper, dialog) with them, so
// they form one chunk that loads after the first page data is on screen (deferred-chrome.tsx);
// until then the layout shows inert stand-ins of the same size.
import type { ReactNode } from "react";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@/components/ui/tooltip";
import { HeaderControls as Controls } from "./HeaderControls";

export { HorizontalMenu } from "./HorizontalMenu";
export { LayoutSettings } from "./LayoutSettings";
export { MobileMenu } from "./MobileMenu";
export { TabContextMenu } from "./TabMenu";
export { UserMenu } from "./UserMenu";

export function HeaderControls(props: { onHeader: boolean; onSettings: () => void }) {
  return (
    <TooltipProvider delayDuration={300}>
      <Controls {...props} />
    </TooltipProvider>
  );
}

/** The title of a menu item beside it while the side menu is collapsed to icons. */
export function MenuTooltip({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TooltipProvider delayDuration={300}>
      <Tooltip>
        <TooltipTrigger asChild>{children}</TooltipTrigger>
        <TooltipContent side="right">{title}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
