// Scenic gates on the server: issuing a gate's key (a text file downloaded once; only its
// SHA-256 is kept), the gates' flow readings (public call authenticated by the key), the demo
// simulator on the scheduler's tick, and the big-screen's calls (`summary`, `stream`), which
// need the page's node `screendata/index`.
import { eq } from "drizzle-orm";
import { scenicGate } from "@db/schema";
import { rule } from "@shared/validate";
import { action, defineServer, publicAction } from "@server/engine/define";
import { metaOf } from "@server/kernel/context";
import { ApiError } from "@server/kernel/errors";
import { acceptReading, checkReading, gateByKey, hashGateKey, newGateKey } from "../flow";
import { announce } from "../live";
import { buildPanels, isPanel, panelContext, PANELS } from "../panels";
import { simulateFlow } from "../simulator";
import { screenStream } from "../stream";

const SCREEN = { node: "screendata/index" } as const;

export default defineServer({
  // The scheduler publishes `screendata/gate/tick` when demo gates reported.
  tick: (services, now) => simulateFlow(services, now),
  actions: {
    // A new key for a gate (the old one stops working), as a text file.
    key: action({
      method: "GET",
      query: { id: rule.id({ required: true }) },
      async handle(ctx, { query }) {
        const row = await ctx.engine.read(ctx.entry, ctx, query.id);
        if (!row) throw new ApiError("recordNotFound");
        const key = newGateKey(query.id);
        await ctx.services.db.update(scenicGate).set({ key_hash: hashGateKey(key), key_hint: key.slice(0, 8), key_time: ctx.services.clock.now() }).where(eq(scenicGate.id, query.id));
        ctx.services.modules.tableChanged("scenic_gate", ctx);
        // A GET is not in the admin log by itself; issuing a credential is.
        if (ctx.admin) {
          await ctx.services.adminLog.write({
            adminId: ctx.admin.id,
            username: ctx.admin.row.username,
            node: "screendata/gate/key",
            method: "GET",
            url: `/${ctx.services.config.adminPrefix}/screendata.Gate/key?id=${query.id}`,
            data: { id: query.id, key_hint: key.slice(0, 8) },
            ip: metaOf(ctx.request).ip,
            useragent: ctx.request.headers.get("user-agent") ?? "",
            title: { zh: "发放闸机密钥", en: "Gate key issued" },
          });
        }
        const text = [
          `# ${ctx.lang === "en" ? "Scenic gate key" : "景区闸机接入密钥"} (gate ${query.id})`,
          `x-gate-key: ${key}`,
          "",
          `POST /${ctx.services.config.adminPrefix}/screendata.Gate/flow`,
          `{"ts": <unix seconds>, "in_park": <int>, "entered_today": <int>}`,
          "",
        ].join("\n");
        return new Response(text, { headers: { "content-type": "text/plain; charset=utf-8", "content-disposition": `attachment; filename="gate-${query.id}-key.txt"`, "cache-control": "no-store" } });
      },
    }),
    // A gate's reading; the key names the gate.
    flow: publicAction({
      method: "POST",
      access: "public",
      async handle(ctx) {
        const gate = await gateByKey(ctx.services, ctx.request.headers.get("x-gate-key"));
        const reading = checkReading(ctx.rawBody, ctx.services.clock.now());
        const { latest } = await acceptReading(ctx.services, gate, reading);
        if (latest) await announce(ctx.services, "screendata/gate/flow");
        return { scenic_id: gate.scenic_id, ts: reading.ts, latest };
      },
    }),
    // Every panel (or `?panels=a,b`) with how long each took to compute (ms).
    summary: action({
      method: "GET",
      access: SCREEN,
      query: { panels: rule.string({ max: 200 }) },
      async handle(ctx, { query }) {
        const asked = query.panels ? query.panels.split(",").map((s) => s.trim()) : [...PANELS];
        const unknown = asked.filter((n) => !isPanel(n));
        if (unknown.length) throw new ApiError({ "zh-cn": `没有这些面板：${unknown.join("、")}`, en: `No such panels: ${unknown.join(", ")}` });
        return buildPanels(await panelContext(ctx.services, ctx), asked.filter(isPanel));
      },
    }),
    // The screen's one live stream (EventSource; the token may come as ?batoken=).
    stream: action({ method: "GET", access: SCREEN, handle: (ctx) => screenStream(ctx) }),
  },
});
