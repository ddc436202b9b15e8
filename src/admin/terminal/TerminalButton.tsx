// The header's terminal button (super admins only: the server runs terminal commands for them
// alone). A dot marks tasks added while the panel was closed; the panel loads on first use.
import { lazy, Suspense, useEffect, useState } from "react";
import { useStore } from "@nanostores/react";
import { SquareTerminal } from "lucide-react";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";
import { $init } from "../stores/init";
import { $terminal, showTerminal, startTerminal } from "./store";
import { terminalText } from "@/i18n/terminal";

const TerminalPanel = lazy(() => import("./TerminalPanel"));

export function TerminalButton({ onHeader }: { onHeader: boolean }) {
  const init = useStore($init);
  const terminal = useStore($terminal);
  const [mounted, setMounted] = useState(false);
  const isSuper = init.status === "ready" && init.data.adminInfo.super;

  useEffect(() => {
    if (init.status === "ready" && isSuper) startTerminal(init.data.terminal);
  }, [init, isSuper]);
  useEffect(() => {
    if (terminal.show) setMounted(true);
  }, [terminal.show]);

  if (!isSuper) return null;
  const label = terminal.showDot ? `${terminalText("terminal")} (${terminalText("newTasks")})` : terminalText("terminal");
  return (
    <>
      <Tooltip>
        <TooltipTrigger asChild>
          <button
            type="button"
            aria-label={label}
            aria-haspopup="dialog"
            onClick={() => showTerminal(true)}
            className={cn(
              "relative flex size-9 items-center justify-center rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-[18px]",
              onHeader ? "text-primary-foreground hover:bg-white/15" : "text-muted-foreground hover:bg-accent hover:text-foreground",
            )}
          >
            <SquareTerminal aria-hidden="true" />
            {terminal.showDot && <span className="absolute top-1.5 right-1.5 size-2 rounded-full bg-destructive ring-2 ring-background" aria-hidden="true" />}
          </button>
        </TooltipTrigger>
        <TooltipContent>{label}</TooltipContent>
      </Tooltip>
      {mounted && (
        <Suspense fallback={null}>
          <TerminalPanel />
        </Suspense>
      )}
    </>
  );
}
