// `GET /{admin|api}/ajax/area` (spec §7): no parameter lists provinces, `province` its cities,
// `province` + `city` that city's districts; `code` (our addition) gives the path down to a
// stored code so a picker can show it. `uuid` is only there to defeat duplicate-request
// cancellation and is ignored.
import { ApiError } from "../kernel/errors";
import type { Lang } from "@shared/i18n";
import type { AppServices } from "../services";
import type { AreaOption } from "../services/areas";

function code(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 100000 || n > 999999) throw new ApiError("invalidAreaParameter", { name });
  return n;
}

/** The options in the caller's language (English names from `area-english.ts`). */
export async function areaQuery(services: AppServices, query: Record<string, unknown>, lang: Lang): Promise<AreaOption[]> {
  const path = code(query.code, "code");
  if (path !== undefined) return services.areas.path(path, lang);
  const province = code(query.province, "province");
  const city = code(query.city, "city");
  if (city !== undefined && province === undefined) throw new ApiError("invalidAreaParameter", { name: "province" });
  return services.areas.options({ province, city }, lang);
}
