// The thin progress bar shown while the console changes route (spec §2).
import { useEffect, useState } from "react";
import { useStore } from "@nanostores/react";
import { $location } from "../router/location";
import { PROGRESS_DONE_MS, PROGRESS_GONE_MS } from "./progress-timing";

export function ProgressBar() {
  const location = useStore($location);
  const [state, setState] = useState<"idle" | "running" | "done">("idle");
  useEffect(() => {
    setState("running");
    const done = setTimeout(() => setState("done"), PROGRESS_DONE_MS);
    const idle = setTimeout(() => setState("idle"), PROGRESS_GONE_MS);
    return () => {
      clearTimeout(done);
      clearTimeout(idle);
    };
  }, [location.path]);
  if (state === "idle") return null;
  return (
    <div data-route-progress className="pointer-events-none fixed inset-x-0 top-0 z-[1100] h-0.5" aria-hidden="true">
      <div
        className="h-full bg-primary shadow-[0_0_8px_var(--primary)] transition-[width,opacity] duration-300 ease-out"
        style={{ width: state === "running" ? "70%" : "100%", opacity: state === "done" ? 0 : 1 }}
      />
    </div>
  );
}
