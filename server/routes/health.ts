// GET /api/health: version, uptime and whether the database answers. Load balancers read the
// HTTP status (503 when the database is unreachable); people read the envelope.
import { Elysia } from "elysia";
import type { Client } from "@libsql/client";
import { Code, envelope } from "../kernel/envelope";
import { httpKernelContext } from "../kernel/context";
import { APP_VERSION } from "../version";

export function healthRoutes(deps: { client: Client; startedAt: number }) {
  return new Elysia({ name: "routes:health" }).use(httpKernelContext).get("/api/health", async ({ set, t }) => {
    const started = performance.now();
    let reachable = true;
    try {
      await deps.client.execute("SELECT 1");
    } catch {
      reachable = false;
    }
    const data = {
      version: APP_VERSION,
      uptime: Math.round((Date.now() - deps.startedAt) / 1000),
      database: { reachable, latencyMs: Math.round((performance.now() - started) * 100) / 100 },
    };
    if (!reachable) {
      set.status = 503;
      return envelope(Code.error, t("databaseUnreachable"), data);
    }
    return envelope(Code.success, "", data);
  }, { public: true });
}
