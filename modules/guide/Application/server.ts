// The guide audit desk's server part. Drafts are the guide's own business until submitted; an
// association's account sees its guides' applications (an agency's come through the data scope).
// Reviewing shows the guide's present card beside the application and, for renewals, where the
// renewal window stands. Approval acts on the register in the same transaction:
//   NEW      — a card numbered by the affiliation's area, three years from today (the guide
//              record is made, or an earlier record of the same ID number is renewed);
//   RENEWAL  — three more years from today, same number;
//   CHANGE   — the new affiliation and its area;
//   CANCEL   — the card is cancelled.
import { and, eq, ne } from "drizzle-orm";
import { guide, guideApplication } from "@db/schema";
import { pick } from "@shared/i18n";
import { L } from "@shared/module/labels";
import { defineServer } from "@server/engine/define";
import { linkedRow } from "@server/engine/workflow/linked-row";
import { reindexRecords } from "@server/engine/full-text";
import { ApiError } from "@server/kernel/errors";
import { affiliationName, associationScope } from "../affiliation";
import { cardExpiry, renewalOpens, renewalWindow } from "../card";
import { nextCardNumber, siteToday } from "../Guide/server";

export default defineServer({
  hooks: {
    async scope(ctx) {
      const own = await associationScope(ctx, guideApplication.association_id);
      const submitted = ne(guideApplication.status, "DRAFT");
      return own ? and(submitted, own) : submitted;
    },
  },
  // Beside the application: the guide's present card (its register row, drawn as a linked
  // summary with a link to the card page) and, for a renewal, where the renewal window stands.
  async review(ctx, row) {
    const { db } = ctx.services;
    const today = await siteToday(ctx.services);
    const [current] = row.guide_id ? await db.select().from(guide).where(eq(guide.id, Number(row.guide_id))) : [];
    const affiliation = await affiliationName(db, row.agency_id, row.association_id);
    return {
      affiliation: pick({ "zh-cn": affiliation.name, en: affiliation.name_en || affiliation.name }, ctx.lang),
      guide: current ? await linkedRow(ctx.services, "guide.Guide", current.id, ctx.lang) : null,
      renewal:
        row.kind === "RENEWAL" && current
          ? { window: renewalWindow(current.card_expire_date, today), opens: renewalOpens(current.card_expire_date), expires: current.card_expire_date }
          : null,
    };
  },
  transitions: {
    approve: {
      async before(ctx, row, values, _input, tx) {
        const today = await siteToday(ctx.services);
        const kind = String(row.kind);
        const [current] = row.guide_id ? await tx.select().from(guide).where(eq(guide.id, Number(row.guide_id))) : [];
        if (kind !== "NEW" && !current) throw new ApiError(L("该申请没有对应的导游记录", "This application names no guide record"));
        const affiliation = {
          affiliation_type: row.affiliation_type as "AGENCY" | "ASSOCIATION",
          agency_id: (row.agency_id as number | null) ?? null,
          association_id: (row.association_id as number | null) ?? null,
          region_code: Number(row.region_code),
        };
        if (kind === "NEW") {
          const [same] = await tx.select().from(guide).where(eq(guide.id_no, String(row.id_no)));
          const card = {
            card_no: same && same.card_no.slice(2, 6) === String(row.region_code).slice(0, 4) ? same.card_no : await nextCardNumber(tx, Number(row.region_code)),
            card_issue_date: today,
            card_expire_date: cardExpiry(today),
            card_status: "VALID" as const,
          };
          const person = {
            user_id: Number(row.user_id),
            name: String(row.name),
            gender: row.gender as "1" | "2",
            ethnicity: String(row.ethnicity),
            birth_date: String(row.birth_date),
            id_no: String(row.id_no),
            mobile: String(row.mobile),
            photo: String(row.photo),
            qualification_no: String(row.qualification_no),
            languages: String(row.languages),
          };
          // The member account moves to this guide (an earlier link to another record ends).
          await tx.update(guide).set({ user_id: null }).where(eq(guide.user_id, Number(row.user_id)));
          let guideId: number;
          if (same) {
            await tx.update(guide).set({ ...person, ...affiliation, ...card }).where(eq(guide.id, same.id));
            guideId = same.id;
          } else {
            const [made] = await tx.insert(guide).values({ ...person, ...affiliation, ...card, level: "JUNIOR" }).returning({ id: guide.id });
            if (!made) throw new Error("guide insert returned no row");
            guideId = made.id;
          }
          Object.assign(values, { guide_id: guideId, card_no: card.card_no });
          await reindexRecords(tx, ctx.services.modules, "guide", [guideId]);
          return;
        }
        if (!current) return;
        if (kind === "RENEWAL") {
          if (renewalWindow(current.card_expire_date, today) !== "open") throw new ApiError(L("该导游证不在到期前三个月的换发期内", "The card is not within its last three months"));
          await tx.update(guide).set({ card_issue_date: today, card_expire_date: cardExpiry(today), card_status: "VALID", photo: String(row.photo || current.photo), mobile: String(row.mobile || current.mobile), languages: String(row.languages || current.languages) }).where(eq(guide.id, current.id));
        } else if (kind === "CHANGE") {
          await tx.update(guide).set(affiliation).where(eq(guide.id, current.id));
        } else if (kind === "CANCEL") {
          await tx.update(guide).set({ card_status: "CANCELLED" }).where(eq(guide.id, current.id));
        }
        values.card_no = current.card_no;
        await reindexRecords(tx, ctx.services.modules, "guide", [current.id]);
      },
    },
  },
});
