// Public site configuration. The server writes it into every page (#site-boot), so it is
// available at once without a request.
import { atom } from "nanostores";

export interface SiteConfig {
  siteName: string;
  recordNumber: string;
  version: string;
  adminPrefix: string;
}

const fallback: SiteConfig = { siteName: "", recordNumber: "", version: "", adminPrefix: "admin" };

export function readSiteBoot(): SiteConfig {
  if (typeof document === "undefined") return fallback;
  try {
    const raw = document.getElementById("site-boot")?.textContent;
    return raw ? { ...fallback, ...(JSON.parse(raw) as Partial<SiteConfig>) } : fallback;
  } catch {
    return fallback;
  }
}

export const $siteConfig = atom<SiteConfig>(readSiteBoot());

/** Admin pages and calls live under this path (renamable with ADMIN_PREFIX, spec §2). */
export function adminBase(): string {
  return `/${$siteConfig.get().adminPrefix || "admin"}`;
}
