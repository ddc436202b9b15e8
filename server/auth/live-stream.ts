// A signed-in admin's Server-Sent Events stream, shared by the console's live events
// (routes/admin/live-events.ts) and the data big-screen (modules/screendata/stream.ts): a cap
// on the streams one node keeps open, `retry` and a `connected` comment first, a keep-alive
// comment every 15 s that also checks the login behind the stream and ends it with `logout`
// when the login has ended, and the end of everything the stream holds when the page goes.
import type { AppServices } from "../services";
import { adminTokenOf } from "./request-tokens";

const KEEP_ALIVE_MS = 15_000;
const HEADERS = { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache", "x-accel-buffering": "no" };

/** Sends one piece of the stream (ignored once it has ended). */
export type StreamSend = (text: string) => void;

export function liveStreams(services: Pick<AppServices, "sessions">, maxStreams = 2_000) {
  let open = 0;
  const encoder = new TextEncoder();
  return {
    get open() {
      return open;
    },
    /**
     * The stream for `request`: `start` begins feeding it (subscribes, sends its first data) and
     * answers what to undo when it ends.
     */
    respond(request: Request, retryMs: number, start: (send: StreamSend) => () => void): Response {
      if (open >= maxStreams) return new Response("Too many live streams", { status: 503, headers: { "retry-after": "30" } });
      open++;
      let stop = () => {};
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          let closed = false;
          let undo = () => {};
          const send: StreamSend = (text) => {
            if (closed) return;
            try {
              controller.enqueue(encoder.encode(text));
            } catch {
              stop();
            }
          };
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
            undo();
            try {
              controller.close();
            } catch {
              // already closed by the client
            }
          };
          request.signal.addEventListener("abort", () => stop());
          send(`retry: ${retryMs}\n: connected\n\n`);
          undo = start(send);
          if (closed) undo();
        },
        cancel() {
          stop();
        },
      });
      return new Response(stream, { headers: HEADERS });
    },
  };
}
