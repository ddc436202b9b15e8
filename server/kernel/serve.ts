// The HTTP server: Bun.serve with the kernel's front door as its fetch (http-kernel.ts). The
// front door answers what the kernel decides itself (refusals, pages, direct routes) without
// Elysia's per-request machinery, and hands every other call to the app.
import type { IpSource } from "./request-info";

/** What serving needs of the app (`createApp`'s): its front door and Elysia's server slot. */
export interface Servable {
  compile(): unknown;
  frontDoor(request: Request, server: IpSource): Promise<Response>;
  /** Elysia's own server slot (typed by Elysia); the Bun server goes in it. */
  server: unknown;
}

export interface ServeOptions {
  port: number;
  hostname: string;
  maxRequestBodySize?: number;
}

export function serve(app: Servable, options: ServeOptions): ReturnType<typeof Bun.serve> {
  app.compile();
  const server = Bun.serve({
    ...options,
    // Never Bun's development error page (file paths, source lines, a stack), whatever NODE_ENV
    // says; anything that escapes the kernel's and Elysia's error handling gets a plain 500.
    development: false,
    error: () => new Response("Internal Server Error", { status: 500, headers: { "content-type": "text/plain; charset=utf-8" } }),
    // Seconds a connection may stay silent (Elysia's listen used 30; live streams beat every 15 s).
    idleTimeout: 30,
    fetch: (request, bunServer) => app.frontDoor(request, bunServer),
  });
  // Elysia reads its server through this: a route's peer address, and `app.stop()`.
  app.server = server;
  return server;
}
