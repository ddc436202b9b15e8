// Live events for console pages (DESIGN §8): `GET /admin/ajax/events` is a Server-Sent Events
// stream of what changed on the platform, whichever app node the change was made on (the
// events travel through the database, services/live-events.ts). A `change` event names the
// permission node of a successful admin write (`enterprise/audit/accept`); it goes only to
// admins who hold a node of the same area (`enterprise/…`; super admins: all), never to
// enterprise accounts, and carries no data: a page that hears one reloads through the API. EventSource cannot send
// headers, so the token may come in the query (`?batoken=`); the stream ends when the login does.
import { Elysia } from "elysia";
import type { AdminContext, AdminGuard } from "../../auth/admin-guard";
import { isEnterpriseAccount } from "../../auth/enterprise-gate";
import { adminTokenOf } from "../../auth/request-tokens";
import type { AppServices } from "../../services";
import type { LiveEventMessage } from "../../services/live-events";

const KEEP_ALIVE_MS = 15_000;
/** Streams one node keeps open at most (each holds a connection and a listener). */
const MAX_STREAMS = 2_000;

/** May this admin hear of this event? */
export function visibleTo(who: AdminContext, event: LiveEventMessage): boolean {
  if (who.access.super) return true;
  if (isEnterpriseAccount(who)) return false;
  const node = typeof event.data.node === "string" ? event.data.node : "";
  const area = node.split("/")[0];
  if (!area) return false;
  for (const held of who.access.nodes) if (held.startsWith(`${area}/`)) return true;
  return false;
}

export function liveEventRoutes(services: AppServices, guard: AdminGuard) {
  let open = 0;
  const encoder = new TextEncoder();

  return new Elysia({ prefix: `/${services.config.adminPrefix}/ajax` }).use(guard).get(
    "/events",
    ({ admin, request, set }) => {
      if (open >= MAX_STREAMS) {
        set.status = 503;
        return new Response("Too many live streams", { status: 503, headers: { "retry-after": "30" } });
      }
      open++;
      let stop = () => {};
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          let closed = false;
          const send = (text: string) => {
            if (!closed) controller.enqueue(encoder.encode(text));
          };
          const unsubscribe = services.cluster.events.subscribe((event) => {
            if (visibleTo(admin, event)) send(`id: ${event.id}\nevent: ${event.topic}\ndata: ${JSON.stringify(event.data)}\n\n`);
          });
          // Keep-alive, and the end of the stream when the login behind it has ended.
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
            unsubscribe();
            try {
              controller.close();
            } catch {
              // already closed by the client
            }
          };
          request.signal.addEventListener("abort", () => stop());
          send("retry: 5000\n: connected\n\n");
        },
        cancel() {
          stop();
        },
      });
      return new Response(stream, { headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache", "x-accel-buffering": "no" } });
    },
    { admin: "login" },
  );
}
