// The module store (module/store): the packages on offer and installed, each with what it
// brings and its state; install, disable/enable, and uninstall with the choice to keep the
// tables (default) or drop them. Menus are reloaded after each change so a new module appears.
import { useState } from "react";
import { Package } from "lucide-react";
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { api } from "@/lib/request";
import { useHasNode } from "../../components/auth";
import { useLoaded } from "../../components/use-loaded";
import { LoadFailedView, Spinner, StatusView } from "../../components/views";
import { usePageText } from "@/i18n/console";
import { consoleUrl } from "../../router/location";
import { refreshInit } from "../../stores/init";
import type { PageProps } from "../page-props";

interface Offer {
  file: string;
  name: string;
  version: string;
  title: string;
  description: string;
  installed: "" | "enabled" | "disabled" | "uninstalled";
  modules: string[];
}

export default function ModuleStorePage(_: PageProps) {
  const text = usePageText("module.store");
  const has = useHasNode();
  const { data, failed, reload } = useLoaded(() => api<{ list: Offer[] }>({ url: consoleUrl("module.Store/index") }).then((res) => res.data.list));
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<Offer>();
  const [purge, setPurge] = useState(false);

  if (failed) return <LoadFailedView onRetry={() => void reload()} />;
  if (!data) return <Spinner />;

  const act = async (name: string, data: Record<string, unknown>) => {
    setBusy(true);
    try {
      await api({ url: consoleUrl(`module.Store/${name}`), method: "POST", data, showSuccessMessage: true });
      await refreshInit();
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(false);
      await reload();
    }
  };
  const state = (offer: Offer) => (offer.installed ? text(offer.installed) : text("notInstalled"));

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">{text("intro")}</p>
      {data.length === 0 ? (
        <StatusView icon={<Package />} title={text("empty")} text="" />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {data.map((offer) => (
            <li key={offer.name} className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-xs">
              <div className="flex items-start justify-between gap-2">
                <div>
                  <h2 className="text-base font-semibold">{offer.title}</h2>
                  <p className="text-xs text-muted-foreground">
                    {offer.name} · {text("version", { version: offer.version })}
                  </p>
                </div>
                <Badge variant={offer.installed === "enabled" ? "default" : "secondary"}>{state(offer)}</Badge>
              </div>
              <p className="flex-1 text-sm">{offer.description}</p>
              <p className="text-xs text-muted-foreground">{text("modules", { list: offer.modules.join(", ") })}</p>
              <div className="flex flex-wrap gap-2">
                {(offer.installed === "" || offer.installed === "uninstalled") && offer.file && has("module/store/install") && (
                  <Button size="sm" disabled={busy} onClick={() => void act("install", { package: offer.file })} aria-label={`${offer.installed ? text("reinstall") : text("install")}: ${offer.title}`}>
                    {offer.installed ? text("reinstall") : text("install")}
                  </Button>
                )}
                {offer.installed === "enabled" && has("module/store/disable") && (
                  <Button size="sm" variant="outline" disabled={busy} onClick={() => void act("disable", { name: offer.name })} aria-label={`${text("disable")}: ${offer.title}`}>
                    {text("disable")}
                  </Button>
                )}
                {offer.installed === "disabled" && has("module/store/enable") && (
                  <Button size="sm" variant="outline" disabled={busy} onClick={() => void act("enable", { name: offer.name })} aria-label={`${text("enable")}: ${offer.title}`}>
                    {text("enable")}
                  </Button>
                )}
                {(offer.installed === "enabled" || offer.installed === "disabled") && has("module/store/uninstall") && (
                  <Button size="sm" variant="outline" className="text-destructive" disabled={busy} onClick={() => (setPurge(false), setRemoving(offer))} aria-label={`${text("uninstall")}: ${offer.title}`}>
                    {text("uninstall")}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <AlertDialog open={Boolean(removing)} onOpenChange={(open) => !open && setRemoving(undefined)}>
        <AlertDialogContent>
          <AlertDialogTitle>{text("confirmUninstall", { title: removing?.title ?? "" })}</AlertDialogTitle>
          <AlertDialogDescription>{purge ? text("purgeNote") : text("keepNote")}</AlertDialogDescription>
          <div className="flex items-center gap-2">
            <Checkbox id="store-purge" checked={purge} onCheckedChange={(v) => setPurge(v === true)} />
            <Label htmlFor="store-purge">{text("purge")}</Label>
          </div>
          <div className="flex justify-end gap-2">
            <AlertDialogCancel>{text("cancel")}</AlertDialogCancel>
            <AlertDialogAction destructive onClick={() => removing && void act("uninstall", { name: removing.name, purge })}>
              {text("uninstall")}
            </AlertDialogAction>
          </div>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
