// The thin progress bar shown while the console changes route (spec §2).
import { useEffect, useState } from "react";
import { useStore } from "@nanostores/react";
import { $location } from "../router/location";

export function ProgressBar() {
  const location = useStore($location);
  const [state, setState] = useState<"idle" | "running" | "done">("idle");
  useEffect(() => {
    setState("running");
    const done = setTimeout(() => setState("done"), 350);
    const idle = setTimeout(() => setState("idle"), 700);
    return () => {
      clearTimeout(done);
      clearTimeout(idle);
    };
  }, [location.path]);
  if (state === "idle") return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-[1100] h-0.5" aria-hidden="true">
      <div
        className="h-full bg-primary shadow-[0_0_8px_var(--primary)] transition-[width,opacity] duration-300 ease-out"
        style={{ width: state === "running" ? "70%" : "100%", opacity: state === "done" ? 0 : 1 }}
      />
    </div>
  );
}
