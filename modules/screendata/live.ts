// What the big-screen hears: the platform's `change` live events (services/live-events.ts),
// which every admin write publishes with its permission node, and which the writes made
// outside the console publish here (a complaint a tourist files, a contract a tourist signs, a
// gate's flow reading). The node's first segment says which panels to recompute.
import type { AppServices } from "@server/services";
import type { PanelName } from "./panels";

/** Publishes a change under `node` (e.g. `complaint/complaint/receive`) for live pages on every node. */
export async function announce(services: AppServices, node: string): Promise<void> {
  await services.cluster.events.publish("change", { node }).catch((error: unknown) => services.log.warn("Could not publish a live event", { error: String(error) }));
}

const PANELS_OF_AREA: Readonly<Record<string, readonly PanelName[]>> = {
  complaint: ["complaints", "regions", "alerts"],
  contract: ["contracts", "visitors", "origins", "alerts"],
  enterprise: ["entities", "load"],
  order: ["orders", "yachts", "alerts"],
  // The gates' minute also moves the clock-driven yacht states (leaving, back in port).
  screendata: ["visitors", "load", "regions", "yachts", "alerts"],
  travel: ["groups", "alerts"],
};

/** The panels a change under `node` may move. */
export function panelsOfNode(node: string): readonly PanelName[] {
  return PANELS_OF_AREA[node.split("/")[0] ?? ""] ?? [];
}
