// Notices: edits only while a draft; the audience must be complete and inside the issuing
// bureau's area; publishing writes the receipts; the bureau reads who has read and reminds the
// unread (SMS to a bound mobile number, else e-mail; the SMS log and the mail files keep them);
// every account reads its own notices (inbox, unread count for the bell, read).
import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { admin, contentNotice, contentNoticeReceipt, enterprise } from "@db/schema";
import { isInsideArea } from "@shared/area-code";
import { pick, type Lang } from "@shared/i18n";
import { L } from "@shared/module/labels";
import { rule } from "@shared/validate";
import { action, defineServer, reply } from "@server/engine/define";
import type { Row } from "@server/engine/types";
import { ApiError, FieldValidationError } from "@server/kernel/errors";
import type { AppServices } from "@server/services";
import noticeModule from "./module";
import { audienceOf } from "./audience";

const LABELS = Object.fromEntries(Object.entries(noticeModule.fields).map(([k, f]) => [k, f.label]));
const IMPORTANCE_ORDER = sql`CASE ${contentNotice.importance} WHEN 'URGENT' THEN 0 WHEN 'IMPORTANT' THEN 1 ELSE 2 END`;

/** Published, not expired. */
const live = (now: number) => and(eq(contentNotice.status, "PUBLISHED"), or(isNull(contentNotice.expire_time), gt(contentNotice.expire_time, now)));

const reminderText = (lang: Lang, site: string, title: string) =>
  pick(L(`【${site}】您有一条未读通知《${title}》，请登录平台查看。`, `[${site}] You have an unread notice, "${title}". Please sign in to read it.`), lang);

async function remindUnread(services: AppServices, notice: Row, lang: Lang, ip: string) {
  const unread = await services.db
    .select({ receipt: contentNoticeReceipt.id, mobile: admin.mobile, email: admin.email })
    .from(contentNoticeReceipt)
    .innerJoin(admin, eq(admin.id, contentNoticeReceipt.admin_id))
    .where(and(eq(contentNoticeReceipt.notice_id, Number(notice.id)), isNull(contentNoticeReceipt.read_time)));
  const site = (await services.siteConfig.siteInfo()).siteName[lang];
  const title = lang === "en" && notice.title_en ? String(notice.title_en) : String(notice.title);
  const text = reminderText(lang, site, title);
  let sms = 0;
  let email = 0;
  let unreachable = 0;
  const reached: number[] = [];
  for (const row of unread) {
    try {
      if (row.mobile) {
        if ((await services.sms.send("notice_unread", row.mobile, { site, title }, { lang, ip })).sent) {
          sms++;
          reached.push(row.receipt);
          continue;
        }
      }
      if (row.email) {
        await services.mailer.send(row.email, { subject: pick(L(`未读通知：${title}`, `Unread notice: ${title}`), lang), text, html: `<p>${Bun.escapeHTML(text)}</p>` }, { lang });
        email++;
        reached.push(row.receipt);
        continue;
      }
      unreachable++;
    } catch (error) {
      unreachable++;
      services.log.warn("A notice reminder could not be sent", { notice: Number(notice.id), error: error instanceof Error ? error.message : String(error) });
    }
  }
  if (reached.length) {
    await services.db
      .update(contentNoticeReceipt)
      .set({ remind_count: sql`${contentNoticeReceipt.remind_count} + 1`, remind_time: services.clock.now() })
      .where(inArray(contentNoticeReceipt.id, reached));
  }
  return { unread: unread.length, sms, email, unreachable };
}

export default defineServer({
  hooks: {
    async beforeSave(ctx, values, _input, existing) {
      if (existing && existing.status !== "DRAFT") throw new ApiError(L("已发布的通知不能修改", "A published notice cannot be edited"));
      if (!existing) values.admin_id = ctx.admin.id;
      const merged = { ...existing, ...values };
      const problems: Record<string, { text: ReturnType<typeof L> }> = {};
      const region = Number(merged.region_code) || 460000;
      if (merged.audience === "AREA" && !(Number(merged.audience_area) && isInsideArea(Number(merged.audience_area), region))) {
        problems.audience_area = { text: L("请选择发布单位辖区内的地区", "Choose an area inside the issuing bureau's area") };
      }
      if (merged.audience === "CATEGORY" && !String(merged.audience_categories ?? "")) problems.audience_categories = { text: L("请选择企业类别", "Choose the categories") };
      if (merged.audience === "GROUPS" && !String(merged.audience_groups ?? "")) problems.audience_groups = { text: L("请选择角色组", "Choose the groups") };
      if (Object.keys(problems).length) throw new FieldValidationError(problems, LABELS);
    },
    async beforeDelete(_ctx, rows) {
      if (rows.some((row) => row.status === "PUBLISHED")) throw new ApiError(L("已发布的通知不能删除，请先撤回", "Withdraw a published notice before deleting it"));
      return rows;
    },
    async decorate(ctx, rows) {
      const ids = rows.map((r) => Number(r.id)).filter((n) => n > 0);
      if (!ids.length) return;
      const counts = await ctx.services.db
        .select({ id: contentNoticeReceipt.notice_id, n: count() })
        .from(contentNoticeReceipt)
        .where(and(inArray(contentNoticeReceipt.notice_id, ids), sql`${contentNoticeReceipt.read_time} IS NOT NULL`))
        .groupBy(contentNoticeReceipt.notice_id);
      const byId = new Map(counts.map((c) => [c.id, c.n]));
      for (const row of rows) row.read_count = byId.get(Number(row.id)) ?? 0;
    },
  },
  transitions: {
    publish: {
      async before(ctx, row) {
        if (row.expire_time && Number(row.expire_time) <= ctx.services.clock.now()) throw new ApiError(L("通知已过有效期，请先修改有效期", "The notice has expired; change its expiry first"));
      },
      async after(ctx, row, _input, tx) {
        const recipients = await audienceOf(tx, row, ctx.mover.id);
        const now = ctx.services.clock.now();
        for (let i = 0; i < recipients.length; i += 500) {
          await tx
            .insert(contentNoticeReceipt)
            .values(recipients.slice(i, i + 500).map((admin_id) => ({ notice_id: Number(row.id), admin_id, create_time: now })))
            .onConflictDoNothing();
        }
        await tx.update(contentNotice).set({ recipients: recipients.length }).where(eq(contentNotice.id, Number(row.id)));
      },
    },
  },
  actions: {
    /** Who has read a notice and who has not (read first by time; unread by name). */
    receipts: action({
      method: "GET",
      query: { id: rule.id({ required: true }) },
      async handle(ctx, { query }) {
        const notice = await ctx.engine.read(ctx.entry, ctx, query.id);
        const rows = await ctx.services.db
          .select({
            admin_id: contentNoticeReceipt.admin_id,
            username: admin.username,
            nickname: admin.nickname,
            enterprise: enterprise.name,
            enterprise_en: enterprise.name_en,
            read_time: contentNoticeReceipt.read_time,
            remind_count: contentNoticeReceipt.remind_count,
            remind_time: contentNoticeReceipt.remind_time,
          })
          .from(contentNoticeReceipt)
          .innerJoin(admin, eq(admin.id, contentNoticeReceipt.admin_id))
          .leftJoin(enterprise, eq(enterprise.id, admin.enterprise_id))
          .where(eq(contentNoticeReceipt.notice_id, query.id))
          .orderBy(asc(contentNoticeReceipt.read_time), asc(admin.username));
        const shaped = rows.map((r) => ({
          admin_id: r.admin_id,
          name: r.nickname || r.username,
          enterprise: ctx.lang === "en" && r.enterprise_en ? r.enterprise_en : (r.enterprise ?? ""),
          read_time: r.read_time,
          remind_count: r.remind_count,
          remind_time: r.remind_time,
        }));
        return {
          notice: { id: notice.id, title: notice.title, status: notice.status, publish_time: notice.publish_time, recipients: notice.recipients },
          read: shaped.filter((r) => r.read_time !== null),
          unread: shaped.filter((r) => r.read_time === null),
        };
      },
    }),
    /** Sends the unread recipients of a published notice a reminder. */
    remind: action({
      method: "POST",
      body: { id: rule.id({ required: true }) },
      async handle(ctx, { body }) {
        const notice = await ctx.engine.read(ctx.entry, ctx, body.id);
        if (notice.status !== "PUBLISHED") throw new ApiError(L("只能提醒已发布通知的未读人员", "Only the unread of a published notice can be reminded"));
        const result = await remindUnread(ctx.services, notice, ctx.lang, ctx.ip);
        return reply(result, L(`已提醒 ${result.sms + result.email} 人（短信 ${result.sms}，邮件 ${result.email}）`, `${result.sms + result.email} reminded (${result.sms} by SMS, ${result.email} by e-mail)`));
      },
    }),
    /** The caller's notices, unread first (then by importance and time). */
    inbox: action({
      method: "GET",
      access: "login",
      query: { page: rule.integer({ min: 1, max: 10000 }), limit: rule.integer({ min: 1, max: 50 }), unread: rule.string({ in: ["0", "1"] }) },
      async handle(ctx, { query }) {
        const page = query.page ?? 1;
        const limit = query.limit ?? 10;
        const now = ctx.services.clock.now();
        const where = and(eq(contentNoticeReceipt.admin_id, ctx.admin.id), live(now), query.unread === "1" ? isNull(contentNoticeReceipt.read_time) : undefined);
        const base = ctx.services.db.select({ n: count() }).from(contentNoticeReceipt).innerJoin(contentNotice, eq(contentNotice.id, contentNoticeReceipt.notice_id));
        const [total] = await base.where(where);
        const [unread] = await ctx.services.db
          .select({ n: count() })
          .from(contentNoticeReceipt)
          .innerJoin(contentNotice, eq(contentNotice.id, contentNoticeReceipt.notice_id))
          .where(and(eq(contentNoticeReceipt.admin_id, ctx.admin.id), live(now), isNull(contentNoticeReceipt.read_time)));
        const list = await ctx.services.db
          .select({
            id: contentNotice.id,
            title: contentNotice.title,
            title_en: contentNotice.title_en,
            importance: contentNotice.importance,
            publish_time: contentNotice.publish_time,
            read_time: contentNoticeReceipt.read_time,
          })
          .from(contentNoticeReceipt)
          .innerJoin(contentNotice, eq(contentNotice.id, contentNoticeReceipt.notice_id))
          .where(where)
          .orderBy(sql`${contentNoticeReceipt.read_time} IS NOT NULL`, IMPORTANCE_ORDER, desc(contentNotice.publish_time), desc(contentNotice.id))
          .limit(limit)
          .offset((page - 1) * limit);
        return {
          list: list.map((n) => ({ ...n, title: ctx.lang === "en" && n.title_en ? n.title_en : n.title })),
          total: total?.n ?? 0,
          unread: unread?.n ?? 0,
        };
      },
    }),
    /** Opens one of the caller's notices (marks it read, once). */
    read: action({
      method: "POST",
      access: "login",
      body: { id: rule.id({ required: true }) },
      async handle(ctx, { body }) {
        const now = ctx.services.clock.now();
        const [found] = await ctx.services.db
          .select({ notice: contentNotice, read_time: contentNoticeReceipt.read_time })
          .from(contentNoticeReceipt)
          .innerJoin(contentNotice, eq(contentNotice.id, contentNoticeReceipt.notice_id))
          .where(and(eq(contentNoticeReceipt.admin_id, ctx.admin.id), eq(contentNoticeReceipt.notice_id, body.id), live(now)));
        if (!found) throw new ApiError("recordNotFound");
        if (found.read_time === null) {
          await ctx.services.db
            .update(contentNoticeReceipt)
            .set({ read_time: now })
            .where(and(eq(contentNoticeReceipt.admin_id, ctx.admin.id), eq(contentNoticeReceipt.notice_id, body.id), isNull(contentNoticeReceipt.read_time)));
        }
        const n = found.notice;
        const en = ctx.lang === "en";
        return {
          id: n.id,
          title: en && n.title_en ? n.title_en : n.title,
          body: en && n.body_en ? n.body_en : n.body,
          importance: n.importance,
          attachments: n.attachments ? n.attachments.split(",") : [],
          publish_time: n.publish_time,
          expire_time: n.expire_time,
          read_time: found.read_time ?? now,
        };
      },
    }),
  },
});

