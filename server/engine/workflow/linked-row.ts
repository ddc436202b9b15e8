// A linked record as a review dialog shows it beside the reviewed one (its `<key>_id` link): the
// row in wire form with its area named and its personal data masked. Read without the
// reviewer's area limit on purpose: a change of affiliation names a guide the new area's
// supervisor decides on before the guide is theirs.
import { eq } from "drizzle-orm";
import type { Lang } from "@shared/i18n";
import { primaryKey } from "@shared/module/field-kinds";
import { describeAreas } from "../area-check";
import { booleanColumns, columnFor, publicColumns, toWireRow } from "../columns";
import { maskPersonalData } from "../engine";
import type { EngineServices, Row } from "../types";

export async function linkedRow(services: Pick<EngineServices, "db" | "modules" | "areas">, key: string, id: unknown, lang: Lang = "zh-cn"): Promise<Row | null> {
  const entry = services.modules.find(key);
  const pk = entry ? columnFor(entry, primaryKey(entry.declaration)) : undefined;
  if (!entry || !pk || id === null || id === undefined || id === "") return null;
  const [raw] = (await services.db.select().from(entry.table).where(eq(pk, Number(id)))) as Row[];
  if (!raw) return null;
  const visible = Object.fromEntries(Object.keys(publicColumns(entry)).map((k) => [k, raw[k]]));
  const row = toWireRow(entry.declaration, visible, booleanColumns(entry));
  await describeAreas(services.areas, entry.declaration, [row], lang);
  maskPersonalData(entry.declaration, [row]);
  return row;
}
