// Live changes for a console page (DESIGN §8): one EventSource on `/admin/ajax/events`, whichever
// app node serves it, calling `onChange` (at most once a second) when a change event's permission
// node matches. The stream carries the access token in the query (EventSource sends no headers);
// when it ends (login renewed or over, network gone), it is opened again with the current token.
import { useEffect, useRef } from "react";
import { $adminInfo } from "@/stores/admin-info";
import { adminBase } from "@/stores/site-config";

const REOPEN_MS = 10_000;
const SETTLE_MS = 1_000;

export function useLiveChanges(matches: (node: string) => boolean, onChange: () => void): void {
  const latest = useRef({ matches, onChange });
  latest.current = { matches, onChange };

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let settle: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const open = () => {
      const token = $adminInfo.get().token;
      if (stopped || !token) return;
      source = new EventSource(`${adminBase()}/ajax/events?server=1&batoken=${encodeURIComponent(token)}`);
      source.addEventListener("change", (event) => {
        let node = "";
        try {
          node = String((JSON.parse((event as MessageEvent<string>).data) as { node?: unknown }).node ?? "");
        } catch {
          return;
        }
        if (!latest.current.matches(node) || settle) return;
        settle = setTimeout(() => {
          settle = undefined;
          latest.current.onChange();
        }, SETTLE_MS);
      });
      const restart = () => {
        source?.close();
        source = undefined;
        if (!stopped) reopen = setTimeout(open, REOPEN_MS);
      };
      source.addEventListener("logout", restart);
      source.addEventListener("error", restart);
    };

    open();
    return () => {
      stopped = true;
      source?.close();
      if (reopen) clearTimeout(reopen);
      if (settle) clearTimeout(settle);
    };
  }, []);
}
