// Small toasts for every page (static pages and the console alike): no framework, accessible
// (a polite live region), stacked top-centre, dismissed after a few seconds or on click.

let region: HTMLElement | undefined;

function ensureRegion(): HTMLElement {
  if (region && document.body.contains(region)) return region;
  region = document.createElement("div");
  region.setAttribute("role", "status");
  region.setAttribute("aria-live", "polite");
  region.className = "pointer-events-none fixed inset-x-0 top-4 z-[1000] flex flex-col items-center gap-2 px-4";
  document.body.appendChild(region);
  return region;
}

export type ToastKind = "error" | "success" | "info" | "warning";

const STYLES: Record<ToastKind, string> = {
  error: "border-destructive/30 text-destructive",
  success: "border-success/40 text-success",
  info: "border-border text-foreground",
  warning: "border-warning/50 text-foreground",
};

export function toast(kind: ToastKind, message: string, durationMs = kind === "error" ? 5000 : 3000): void {
  if (typeof document === "undefined" || !message) return;
  const item = document.createElement("div");
  item.dataset.toast = kind;
  item.className = `pointer-events-auto max-w-md rounded-lg border bg-popover px-4 py-2.5 text-sm shadow-lg animate-in fade-in slide-in-from-top-2 ${STYLES[kind]}`;
  item.textContent = message;
  const remove = () => item.remove();
  item.addEventListener("click", remove);
  ensureRegion().appendChild(item);
  setTimeout(remove, durationMs);
}
