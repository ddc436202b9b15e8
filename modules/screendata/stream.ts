// The big-screen's one Server-Sent Events stream: on connect (and on every reconnect, which
// EventSource makes by itself after `retry`) a `panels` event with every panel; then, when a
// change event names a source a panel reads (live.ts), that panel's new data — recomputed once
// per burst of changes (SETTLE_MS) and shared by the screens of the same area and language, so
// 200 screens cost one computation, not 200. The stream itself (cap, keep-alive, the login
// check ending it with `logout`, cleanup when the page goes) is the console's live events'
// (auth/live-stream.ts).
import type { ActionContext } from "@server/engine/define";
import { callerArea } from "@server/engine/jurisdiction";
import { liveStreams } from "@server/auth/live-stream";
import type { AppServices } from "@server/services";
import type { LiveEventMessage } from "@server/services/live-events";
import { buildPanels, panelContext, PANELS, type PanelName } from "./panels";
import { panelsOfNode } from "./live";

const SETTLE_MS = 250;
const MAX_STREAMS = 2_000;
/** Each app's screen streams (one app per node; tests make several). */
const streamsOf = new WeakMap<AppServices, ReturnType<typeof liveStreams>>();

/** Panel data shared by the screens of one area and language for the same burst of changes. */
const shared = new Map<string, Promise<Awaited<ReturnType<typeof buildPanels>>>>();

export function screenStream(ctx: ActionContext): Response {
  const { services, request } = ctx;
  const viewer = `${callerArea(ctx) ?? 0}|${ctx.lang}|${ctx.admin?.access.super ? "s" : ""}`;
  let streams = streamsOf.get(services);
  if (!streams) streamsOf.set(services, (streams = liveStreams(services, MAX_STREAMS)));
  return streams.respond(request, 3000, (send) => {
    let lastId = 0;
    const dirty = new Set<PanelName>();
    let settle: ReturnType<typeof setTimeout> | undefined;
    const push = async (names: readonly PanelName[], burst: number) => {
      const key = `${viewer}|${burst}|${names.join(",")}`;
      let pending = shared.get(key);
      if (!pending) {
        pending = panelContext(services, ctx).then((p) => buildPanels(p, names));
        shared.set(key, pending);
        setTimeout(() => shared.delete(key), 5_000);
      }
      try {
        const data = await pending;
        send(`id: ${burst}\nevent: panels\ndata: ${JSON.stringify({ updated_at: data.updated_at, panels: data.panels })}\n\n`);
      } catch (error) {
        services.log.warn("The data screen could not compute its panels", { error: String(error) });
      }
    };
    const unsubscribe = services.cluster.events.subscribe((event: LiveEventMessage) => {
      if (event.topic !== "change") return;
      const node = typeof event.data.node === "string" ? event.data.node : "";
      const names = panelsOfNode(node);
      if (names.length === 0) return;
      lastId = Math.max(lastId, event.id);
      for (const n of names) dirty.add(n);
      settle ??= setTimeout(() => {
        settle = undefined;
        const batch = PANELS.filter((n) => dirty.has(n));
        dirty.clear();
        void push(batch, lastId);
      }, SETTLE_MS);
    });
    void push(PANELS, 0);
    return () => {
      if (settle) clearTimeout(settle);
      unsubscribe();
    };
  });
}
