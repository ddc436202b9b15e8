// The big-screen's one Server-Sent Events stream: on connect (and on every reconnect, which
// EventSource makes by itself after `retry`) a `panels` event with every panel; then, when a
// change event names a source a panel reads (live.ts), that panel's new data — recomputed once
// per burst of changes (SETTLE_MS) and shared by the screens of the same area and language, so
// 200 screens cost one computation, not 200. The stream checks its login on each keep-alive and
// ends with it (`logout`); closing the page or losing the network ends it and frees everything.
import type { ActionContext } from "@server/engine/define";
import { callerArea } from "@server/engine/jurisdiction";
import { adminTokenOf } from "@server/auth/request-tokens";
import type { LiveEventMessage } from "@server/services/live-events";
import { buildPanels, panelContext, PANELS, type PanelName } from "./panels";
import { panelsOfNode } from "./live";

const KEEP_ALIVE_MS = 15_000;
const SETTLE_MS = 250;
const MAX_STREAMS = 2_000;
let open = 0;

/** Panel data shared by the screens of one area and language for the same burst of changes. */
const shared = new Map<string, Promise<Awaited<ReturnType<typeof buildPanels>>>>();

export function screenStream(ctx: ActionContext): Response {
  if (open >= MAX_STREAMS) return new Response("Too many live streams", { status: 503, headers: { "retry-after": "30" } });
  open++;
  const { services, request } = ctx;
  const encoder = new TextEncoder();
  const viewer = `${callerArea(ctx) ?? 0}|${ctx.lang}|${ctx.admin?.access.super ? "s" : ""}`;
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      let lastId = 0;
      const dirty = new Set<PanelName>();
      let settle: ReturnType<typeof setTimeout> | undefined;
      const send = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
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
      const timer = setInterval(async () => {
        send(": ping\n\n");
        const still = await services.sessions.resolve("admin", adminTokenOf(request)).catch(() => ({ status: "none" as const }));
        if (still.status !== "ok") {
          send("event: logout\ndata: {}\n\n");
          stop();
        }
      }, KEEP_ALIVE_MS);
      stop = () => {
        if (closed) return;
        closed = true;
        open--;
        clearInterval(timer);
        if (settle) clearTimeout(settle);
        unsubscribe();
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      };
      request.signal.addEventListener("abort", () => stop());
      send("retry: 3000\n: connected\n\n");
      void push(PANELS, 0);
    },
    cancel() {
      stop();
    },
  });
  return new Response(stream, { headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache", "x-accel-buffering": "no" } });
}
