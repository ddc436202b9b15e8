// Opinions from members and the public (server side): submitted through the member centre or the
// public page, answered in the console, and — once published — listed on the public page with
// their answers (paged in SQL, newest first).
import { and, count, desc, eq } from "drizzle-orm";
import { complaintOpinion } from "@db/schema";
import type { Lang } from "@shared/i18n";
import { L } from "@shared/module/labels";
import { rule, validate } from "@shared/validate";
import { FieldValidationError } from "@server/kernel/errors";
import type { AppServices } from "@server/services";
import { bureauCode } from "./bureaus";

export const opinionRules = {
  title: rule.string({ required: true, min: 2, max: 100 }),
  content: rule.string({ required: true, min: 5, max: 2000 }),
  name: rule.string({ max: 50 }),
  mobile: rule.string({ pattern: "mobile" }),
  email: rule.string({ pattern: "email", max: 50 }),
  region_code: rule.integer({ min: 100000, max: 999999 }),
};

const LABELS = {
  title: L("标题", "Title"),
  content: L("内容", "Content"),
  name: L("称呼", "Your name"),
  mobile: L("手机号", "Mobile"),
  email: L("电子邮箱", "E-mail"),
  region_code: L("属地", "Area"),
};

export async function submitOpinion(services: AppServices, input: unknown, by: { memberId?: number; lang: Lang }): Promise<{ id: number }> {
  const checked = validate(opinionRules, input);
  if (!checked.ok) throw new FieldValidationError(checked.errors, LABELS);
  const v = checked.value;
  const region = v.region_code ? bureauCode(v.region_code) : 460000;
  if (!(await services.areas.exists(region))) throw new FieldValidationError({ region_code: { key: "areaUnknown" } }, LABELS);
  const now = services.clock.now();
  const [row] = await services.db
    .insert(complaintOpinion)
    .values({ title: v.title, content: v.content, name: v.name ?? "", mobile: v.mobile ?? "", email: v.email ?? "", region_code: region, member_id: by.memberId ?? 0, lang: by.lang, create_time: now, update_time: now })
    .returning({ id: complaintOpinion.id });
  if (!row) throw new Error("opinion insert returned no row");
  return row;
}

const initial = (name: string) => (name ? `${[...name][0]}*` : "");

export async function publishedOpinions(services: AppServices, page: number, limit: number) {
  const where = and(eq(complaintOpinion.is_public, "1"), eq(complaintOpinion.status, "REPLIED"));
  const [total] = await services.db.select({ n: count() }).from(complaintOpinion).where(where);
  const rows = await services.db
    .select({ id: complaintOpinion.id, title: complaintOpinion.title, content: complaintOpinion.content, name: complaintOpinion.name, reply: complaintOpinion.reply, reply_time: complaintOpinion.reply_time, create_time: complaintOpinion.create_time })
    .from(complaintOpinion)
    .where(where)
    .orderBy(desc(complaintOpinion.publish_time), desc(complaintOpinion.id))
    .limit(limit)
    .offset((page - 1) * limit);
  // Only the first character of a name is shown publicly.
  return { total: total?.n ?? 0, list: rows.map((r) => ({ ...r, name: initial(r.name) })) };
}
