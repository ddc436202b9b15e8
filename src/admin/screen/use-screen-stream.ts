// The screen's one live stream (`screendata.Gate/stream`, in the console's language): the first event carries every panel,
// later ones the panels whose sources changed; each replaces its panel, so a screen left
// running for days holds one copy of each. EventSource retries a dropped connection by itself;
// when the server ends the stream (login renewed or over) or refuses it, a cheap call through
// the request module renews the token and the stream opens again, resuming with every panel.
import { useEffect, useState } from "react";
import { $adminInfo } from "@/stores/admin-info";
import { adminBase } from "@/stores/site-config";
import { api } from "@/lib/request";
import { consoleLang } from "@/i18n/console";
import type { Panels } from "./types";

const REOPEN_MS = 5_000;

export type StreamState = "connecting" | "live" | "lost";

export function useScreenStream(): { panels: Partial<Panels>; updatedAt: number; state: StreamState } {
  const [panels, setPanels] = useState<Partial<Panels>>({});
  const [updatedAt, setUpdatedAt] = useState(0);
  const [state, setState] = useState<StreamState>("connecting");

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const open = () => {
      const token = $adminInfo.get().token;
      if (stopped || !token) return;
      source = new EventSource(`${adminBase()}/screendata.Gate/stream?server=1&lang=${consoleLang()}&batoken=${encodeURIComponent(token)}`);
      source.addEventListener("open", () => setState("live"));
      source.addEventListener("panels", (event) => {
        try {
          const data = JSON.parse((event as MessageEvent<string>).data) as { updated_at: number; panels: Partial<Panels> };
          setPanels((old) => ({ ...old, ...data.panels }));
          setUpdatedAt(data.updated_at);
          setState("live");
        } catch {
          // a torn event: the next one replaces it
        }
      });
      const restart = () => {
        source?.close();
        source = undefined;
        setState("lost");
        if (stopped) return;
        // A call through the request module renews an expired token before the stream reopens.
        reopen = setTimeout(() => {
          void api({ url: `${adminBase()}/screendata.Gate/summary`, params: { panels: "contracts" }, showErrorMessage: false })
            .catch(() => undefined)
            .finally(open);
        }, REOPEN_MS);
      };
      source.addEventListener("logout", restart);
      source.addEventListener("error", () => {
        if (source?.readyState === EventSource.CLOSED) restart();
        else setState("lost");
      });
    };

    open();
    return () => {
      stopped = true;
      source?.close();
      if (reopen) clearTimeout(reopen);
    };
  }, []);

  return { panels, updatedAt, state };
}
