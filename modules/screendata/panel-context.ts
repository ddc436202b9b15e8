// What every panel of the big-screen is computed with: the services, the caller (their area
// limits every count), the clock's now and the site's midnight; and the small helpers the
// panels share.
import type { SQL } from "drizzle-orm";
import { jurisdictionCondition } from "@server/engine/jurisdiction";
import type { CrudContext } from "@server/engine/types";
import type { AppServices } from "@server/services";
import { dayStart } from "./flow";

export interface PanelContext {
  services: AppServices;
  ctx: Pick<CrudContext, "admin" | "services" | "lang">;
  now: number;
  midnight: number;
}

export async function panelContext(services: AppServices, ctx: PanelContext["ctx"]): Promise<PanelContext> {
  const now = services.clock.now();
  return { services, ctx, now, midnight: await dayStart(services, now) };
}

/** The caller's jurisdiction over the table of module `key` (nothing for the whole province). */
export function scopeOf(p: PanelContext, key: string): SQL | undefined {
  const entry = p.services.modules.find(key);
  return entry ? jurisdictionCondition(entry, p.ctx) : undefined;
}

export const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : null);
export const num = (v: unknown) => Number(v ?? 0);
