// The screen's one live stream (`screendata.Gate/stream`, in the console's language; opened
// already by the console shell's head when the address is the screen's, and taken over here
// with the events it has had): the first event carries every panel,
// later ones the panels whose sources changed; each replaces its panel, so a screen left
// running for days holds one copy of each. EventSource retries a dropped connection by itself;
// when the server ends the stream (login renewed or over) or refuses it, a cheap call through
// the request module renews the token and the stream opens again, resuming with every panel.
import { useEffect, useState } from "react";
import { $adminInfo } from "@/stores/admin-info";
import { adminBase } from "@/stores/site-config";
import { api } from "@/lib/request";
import { takeEarlyStream } from "@/lib/request/early";
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
      const url = `${adminBase()}/screendata.Gate/stream?server=1&lang=${consoleLang()}&batoken=${encodeURIComponent(token)}`;
      const early = takeEarlyStream(url);
      source = early?.source ?? new EventSource(url);
      const receive = (raw: string) => {
        try {
          const data = JSON.parse(raw) as { updated_at: number; panels: Partial<Panels> };
          setPanels((old) => ({ ...old, ...data.panels }));
          setUpdatedAt(data.updated_at);
          setState("live");
        } catch {
          // a torn event: the next one replaces it
        }
      };
      source.addEventListener("open", () => setState("live"));
      source.addEventListener("panels", (event) => receive((event as MessageEvent<string>).data));
      if (early?.source.readyState === EventSource.OPEN) setState("live");
      for (const raw of early?.events ?? []) receive(raw);
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
