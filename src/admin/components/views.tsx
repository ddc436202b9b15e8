// In-console status views: loading, 401, and the page-fault boundary.
import { Component, type ErrorInfo, type ReactNode } from "react";
import { House, RotateCcw, ShieldX, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { t } from "@/i18n/console";
import { consoleUrl, navigate } from "../router/location";

export function Spinner({ label }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-sm text-muted-foreground">
      <span className="size-5 animate-spin rounded-full border-2 border-primary border-t-transparent" aria-hidden="true" />
      {label ?? t("loading")}
    </div>
  );
}

export function StatusView({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children?: ReactNode }) {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center px-4 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-8">{icon}</div>
      <h2 className="mt-5 text-xl font-semibold">{title}</h2>
      <p className="mt-2 max-w-md text-sm text-muted-foreground">{text}</p>
      <div className="mt-6 flex gap-3">{children}</div>
    </div>
  );
}

/** A page whose data did not arrive: says so and offers to try again (the request layer has shown why). */
export function LoadFailedView({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusView icon={<TriangleAlert />} title={t("pageLoadFailedTitle")} text={t("pageLoadFailedText")}>
      <Button onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        {t("retry")}
      </Button>
    </StatusView>
  );
}

export function NoPermissionView() {
  return (
    <StatusView icon={<ShieldX />} title={t("noPermissionTitle")} text={t("noPermissionText")}>
      <Button onClick={() => navigate(consoleUrl(""))}>
        <House aria-hidden="true" />
        {t("backToDashboard")}
      </Button>
    </StatusView>
  );
}

/** Spec §8: a page problem tells the user the fault is being reported and offers home or back. */
export class PageErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Console page failed", error, info.componentStack);
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: undefined });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <StatusView icon={<TriangleAlert />} title={t("pageErrorTitle")} text={t("pageErrorText")}>
        <Button onClick={() => navigate(consoleUrl(""))}>
          <House aria-hidden="true" />
          {t("home")}
        </Button>
        <Button variant="outline" onClick={() => history.back()}>
          <RotateCcw aria-hidden="true" />
          {t("goBack")}
        </Button>
      </StatusView>
    );
  }
}
