// Live events for console pages (DESIGN §8): `GET /admin/ajax/events` is a Server-Sent Events
// stream of what changed on the platform, whichever app node the change was made on (the
// events travel through the database, services/live-events.ts). A `change` event names the
// permission node of a successful admin write (`enterprise/audit/accept`); it goes only to
// admins who hold a node of the same area (`enterprise/…`; super admins: all), never to
// enterprise accounts, and carries no data: a page that hears one reloads through the API. EventSource cannot send
// headers, so the token may come in the query (`?batoken=`); the stream ends when the login does
// (auth/live-stream.ts, shared with the data big-screen's stream).
import { Elysia } from "elysia";
import type { AdminContext, AdminGuard } from "../../auth/admin-guard";
import { isEnterpriseAccount } from "../../auth/enterprise-gate";
import { liveStreams } from "../../auth/live-stream";
import type { AppServices } from "../../services";
import type { LiveEventMessage } from "../../services/live-events";

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
  const streams = liveStreams(services, MAX_STREAMS);

  return new Elysia({ prefix: `/${services.config.adminPrefix}/ajax` }).use(guard).get(
    "/events",
    ({ admin, request }) =>
      streams.respond(request, 5000, (send) =>
        services.cluster.events.subscribe((event) => {
          if (visibleTo(admin, event)) send(`id: ${event.id}\nevent: ${event.topic}\ndata: ${JSON.stringify(event.data)}\n\n`);
        }),
      ),
    { admin: "login" },
  );
}
