// Demo opinions (意见建议): 60 suggestions and questions from tourists over the last year, three
// in four answered by the provincial department, the first answer of each theme published.
import { eq, max } from "drizzle-orm";
import { admin, auditRecord, complaintOpinion, user } from "@db/schema";
import { bureauCode } from "@modules/complaint/bureaus";
import { seededRandom } from "../random";
import type { DemoSeeder } from "./context";
import { OPINIONS } from "./complaint-texts";
import { weighted } from "./complaints";
import { REGIONS } from "./enterprise-names";
import { GIVEN_NAMES, MOBILE_PREFIXES, SURNAMES } from "./people";

type RecordInsert = typeof auditRecord.$inferInsert;

const DAY = 86_400;

export const demoOpinions: DemoSeeder = {
  name: "demo:opinions",
  async run({ db, now }) {
    const random = seededRandom(15_0060);
    const [provincial] = await db.select({ id: admin.id, nickname: admin.nickname }).from(admin).where(eq(admin.username, "supervisor"));
    const members = await db.select({ id: user.id }).from(user).limit(48);
    // Opinions: most answered, the first of each theme published.
    const opinions: (typeof complaintOpinion.$inferInsert)[] = [];
    const opinionTrail: RecordInsert[] = [];
    const publishedThemes = new Set<string>();
    const [{ topOpinion } = { topOpinion: 0 }] = await db.select({ topOpinion: max(complaintOpinion.id) }).from(complaintOpinion);
    for (let i = 0; i < 60; i++) {
      const theme = random.pick(OPINIONS);
      const region = weighted(random, REGIONS, (r) => r.weight);
      const created = now - random.int(2, 330) * DAY - random.int(0, 40_000);
      const id = (topOpinion ?? 0) + i + 1;
      const replied = random.chance(0.75) && created < now - 3 * DAY;
      const replyAt = created + random.int(1, 10) * DAY;
      const publish = replied && !publishedThemes.has(theme.title);
      if (publish) publishedThemes.add(theme.title);
      opinions.push({
        id,
        title: theme.title,
        content: theme.content,
        name: `${random.pick(SURNAMES)[0]}${random.pick(GIVEN_NAMES)[0]}`,
        mobile: random.chance(0.6) ? `${random.pick(MOBILE_PREFIXES)}${String(random.int(0, 99_999_999)).padStart(8, "0")}` : "",
        member_id: random.chance(0.3) ? (random.pick(members)?.id ?? 0) : 0,
        region_code: theme.region ?? bureauCode(region.code),
        status: replied ? "REPLIED" : "SUBMITTED",
        reply: replied ? theme.reply : "",
        reply_time: replied ? replyAt : null,
        replier_name: replied ? (provincial?.nickname ?? "省厅监管员") : "",
        is_public: publish ? "1" : "0",
        publish_time: publish ? replyAt + 3600 : null,
        create_time: created,
        update_time: replied ? replyAt : created,
      });
      const who = { operator_type: "admin", operator_id: provincial?.id ?? 0, operator_name: provincial?.nickname ?? "省厅监管员" };
      if (replied) opinionTrail.push({ entity_type: "complaint_opinion", entity_id: id, action: "reply", from_status: "SUBMITTED", to_status: "REPLIED", opinion: theme.reply, ...who, create_time: replyAt });
      if (publish) opinionTrail.push({ entity_type: "complaint_opinion", entity_id: id, action: "publish", from_status: "REPLIED", to_status: "REPLIED", ...who, create_time: replyAt + 3600 });
    }

    await db.transaction(async (tx) => {
      await tx.insert(complaintOpinion).values(opinions);
      if (opinionTrail.length) await tx.insert(auditRecord).values(opinionTrail);
    });
  },
};
