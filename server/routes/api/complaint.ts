// Complaints and opinions from outside the console (thin routes over modules/complaint):
// - members (rule `complaint/mine`): their complaints — file one, follow it, answer questions,
//   add evidence, withdraw, rate;
// - anyone: prove a mobile number by a code (click captcha, per-IP and per-number limits), file
//   a complaint with it, follow a case by its number and code (answer, rate), look respondents up
//   in the registry, submit an opinion (click captcha), read the published opinions.
import { Elysia } from "elysia";
import { and, count, desc, eq } from "drizzle-orm";
import { complaint, enterprise } from "@db/schema";
import { pick, type LocalizedText } from "@shared/i18n";
import { L } from "@shared/module/labels";
import { runningLimit, stateOf } from "@shared/module/workflow";
import { rule, validate, type Rules } from "@shared/validate";
import { answerQuestion, addEvidence, rateComplaint, withdrawComplaint } from "@modules/complaint/complainant";
import { fileComplaint, INTAKE_LABELS, intakeRules, queryCodeMatches, unlinkableProblems } from "@modules/complaint/intake";
import { linkableRecords } from "@modules/complaint/linkable";
import { publishedOpinions, submitOpinion } from "@modules/complaint/opinions";
import { complainantView } from "@modules/complaint/view";
import { complaintWorkflow } from "@modules/complaint/workflow";
import { likeContains } from "../../engine/like";
import type { ServerModule } from "../../engine/types";
import type { Mover, WorkflowMachine } from "../../engine/workflow/machine";
import type { MemberContext, MemberGuard } from "../../auth/member-guard";
import { Code, envelope } from "../../kernel/envelope";
import { ApiError, FieldValidationError } from "../../kernel/errors";
import { COMPLAINT_CODE_EVENT } from "../../messaging/events";
import { CODE_TTL_SECONDS } from "../../messaging/codes";
import type { AppServices } from "../../services";

const RULE = "complaint/mine";

function checked<R extends Rules>(rules: R, body: unknown, labels: Record<string, LocalizedText> = {}) {
  const result = validate(rules, body);
  if (!result.ok) throw new FieldValidationError(result.errors, labels);
  return result.value;
}

const said = (lang: "zh-cn" | "en", text: LocalizedText, data: unknown = null) => envelope(Code.success, pick(text, lang), data);

const memberMover = (member: MemberContext): Mover => ({ id: member.id, name: member.row.nickname || member.row.username, type: "member" });

export function complaintRoutes(services: AppServices, guard: MemberGuard, workflows: WorkflowMachine) {
  const desk = (): ServerModule => services.modules.get("complaint.Complaint");
  /** The member's own complaint, or "not found". */
  const ownCase = async (member: MemberContext, id: number) => {
    const [row] = await services.db.select().from(complaint).where(and(eq(complaint.id, id), eq(complaint.member_id, member.id)));
    if (!row) throw new ApiError("recordNotFound");
    return row;
  };
  /** A case proven by its number and code (the public page), or one message for any mismatch. */
  const provenCase = async (body: unknown, ip: string) => {
    await services.ipLimits.take("submit", ip);
    const { complaint_no, query_code } = checked({ complaint_no: rule.string({ required: true, max: 20 }), query_code: rule.string({ required: true, max: 12 }) }, body, {
      complaint_no: L("投诉编号", "Complaint number"),
      query_code: L("查询码", "Code"),
    });
    const [row] = await services.db.select().from(complaint).where(eq(complaint.complaint_no, complaint_no.toUpperCase()));
    if (!row || !row.query_code_hash || !queryCodeMatches(services.config.jwtSecret, row.query_code_hash, query_code)) {
      throw new ApiError(L("投诉编号或查询码不正确", "The complaint number or the code is wrong"));
    }
    return row;
  };
  const publicMover = (row: typeof complaint.$inferSelect): Mover => ({ id: 0, name: row.complainant_name, type: "public" });
  const captchaPassed = async (body: unknown) => {
    if (!services.config.captchaEnabled) return;
    const { captchaId, captchaInfo } = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
    if (!captchaId || !captchaInfo) throw new ApiError("captchaRequired");
    if (!(await services.captcha.check(captchaId, captchaInfo, false))) throw new ApiError("captchaWrongArea");
  };

  return (
    new Elysia({ prefix: "/api/complaint" })
      .use(guard)
      // --- members ---
      .get(
        "/index",
        async ({ member, query, lang, ok }) => {
          const page = Math.max(1, Number(query.page) || 1);
          const limit = Math.min(50, Math.max(1, Number(query.limit) || 10));
          const mine = eq(complaint.member_id, member.id);
          const [total] = await services.db.select({ n: count() }).from(complaint).where(mine);
          const rows = await services.db.select().from(complaint).where(mine).orderBy(desc(complaint.id)).limit(limit).offset((page - 1) * limit);
          const now = services.clock.now();
          return ok({
            total: total?.n ?? 0,
            list: rows.map((r) => {
              const limitNow = runningLimit(complaintWorkflow, r.status);
              const due = limitNow ? ((r as Record<string, unknown>)[limitNow.column] as number | null) : null;
              return {
                id: r.id,
                complaint_no: r.complaint_no,
                respondent_name: r.respondent_name,
                status: r.status,
                status_text: pick(stateOf(complaintWorkflow, r.status)?.label ?? L(r.status, r.status), lang),
                received_time: r.received_time,
                due: due ? { label: limitNow ? pick(limitNow.label, lang) : "", time: due, overdue: due < now } : null,
                satisfaction: r.satisfaction,
                rate: r.status === "CLOSED" && r.satisfaction === null,
              };
            }),
          });
        },
        { member: RULE },
      )
      // The member's own contracts and orders the form offers to link.
      .get("/linkable", async ({ member, ok }) => ok(await linkableRecords(services, { id: member.id, mobile: member.row.mobile ?? "" })), { member: RULE })
      .get("/detail", async ({ member, query, lang, ok }) => ok(await complainantView(services, await ownCase(member, checked({ id: rule.id({ required: true }) }, query).id), lang)), { member: RULE })
      .post(
        "/file",
        async ({ member, body, lang }) => {
          const filed = await fileComplaint(services, workflows, desk(), body, {
            mover: memberMover(member),
            memberId: member.id,
            lang,
            fixed: { source: "PLATFORM_WEB" },
            queryCode: false,
            uploader: "member",
            links: "own",
          });
          return said(lang, L("投诉已提交", "Your complaint has been filed"), filed);
        },
        { member: RULE },
      )
      .post(
        "/answer",
        async ({ member, body, lang }) => {
          const { id, text } = checked({ id: rule.id({ required: true }), text: rule.string({ required: true, max: 1000 }) }, body, { text: L("答复", "Answer") });
          await answerQuestion(services, desk(), await ownCase(member, id), memberMover(member), text);
          return said(lang, L("答复已提交", "Answer sent"));
        },
        { member: RULE },
      )
      .post(
        "/evidence",
        async ({ member, body, lang }) => {
          const { id, files } = checked({ id: rule.id({ required: true }), files: rule.array({ required: true, min: 1, max: 20, items: rule.string({ max: 255 }) }) }, body, { files: L("证据材料", "Evidence") });
          const added = await addEvidence(services, desk(), await ownCase(member, id), memberMover(member), files);
          return said(lang, L("证据已添加", "Evidence added"), { count: added });
        },
        { member: RULE },
      )
      .post(
        "/withdraw",
        async ({ member, body, lang }) => {
          const { id, reason } = checked({ id: rule.id({ required: true }), reason: rule.string({ max: 500 }) }, body);
          await withdrawComplaint(services, workflows, desk(), await ownCase(member, id), memberMover(member), lang, reason ?? "");
          return said(lang, L("投诉已撤回", "Complaint withdrawn"));
        },
        { member: RULE },
      )
      .post(
        "/rate",
        async ({ member, body, lang }) => {
          const { id, satisfaction, comment } = checked({ id: rule.id({ required: true }), satisfaction: rule.integer({ required: true, min: 1, max: 5 }), comment: rule.string({ max: 500 }) }, body, {
            satisfaction: L("满意度", "Satisfaction"),
          });
          await rateComplaint(services, desk(), await ownCase(member, id), memberMover(member), satisfaction, comment ?? "");
          return said(lang, L("感谢您的评价", "Thank you for rating"));
        },
        { member: RULE },
      )
      // --- anyone ---
      .get(
        "/respondents",
        async ({ query, ok, lang }) => {
          const { keyword } = checked({ keyword: rule.string({ required: true, min: 2, max: 50 }) }, query);
          const rows = await services.db
            .select({ id: enterprise.id, name: enterprise.name, region_code: enterprise.region_code })
            .from(enterprise)
            .where(and(eq(enterprise.audit_status, "APPROVED"), likeContains(enterprise.name, keyword)))
            .orderBy(enterprise.name)
            .limit(20);
          return ok({ list: await Promise.all(rows.map(async (r) => ({ ...r, region_code_text: await services.areas.fullName(r.region_code, lang) }))) });
        },
        { public: true },
      )
      .post(
        "/sendCode",
        async ({ body, ip, lang }) => {
          await services.ipLimits.take("code", ip);
          const { mobile } = checked({ mobile: rule.string({ required: true, pattern: "mobile" }) }, body, { mobile: L("手机号", "Mobile number") });
          await services.codes.assertMaySend(mobile);
          await captchaPassed(body);
          await services.codes.sweep();
          const issued = await services.codes.issue({ channel: "mobile", target: mobile, event: COMPLAINT_CODE_EVENT }, { ip });
          const vars = { site: (await services.siteConfig.siteInfo()).siteName[lang], code: issued.code, minutes: String(CODE_TTL_SECONDS / 60) };
          const { sent } = await services.sms.send(COMPLAINT_CODE_EVENT, mobile, vars, { lang, ip });
          if (!sent) {
            await services.codes.discard(issued.id);
            throw new ApiError("smsSendFailed");
          }
          await services.codes.markSent(issued.id);
          return said(lang, L("验证码已发送", "The code has been sent"));
        },
        { public: true },
      )
      .post(
        "/submit",
        async ({ body, ip, lang }) => {
          await services.ipLimits.take("submit", ip);
          const { complainant_mobile, code } = checked({ complainant_mobile: rule.string({ required: true, pattern: "mobile" }), code: rule.string({ required: true, max: 10 }) }, body, {
            complainant_mobile: L("手机号", "Mobile number"),
            code: L("验证码", "Code"),
          });
          const name = String((body as Record<string, unknown>).complainant_name ?? "").slice(0, 50);
          // Check the form before the code is spent, so a typo does not cost a new code.
          const form = { ...(body as Record<string, unknown>), notify_by: "sms", evidence: [] };
          checked(intakeRules, { ...form, source: "PLATFORM_WEB" });
          const unlinkable = unlinkableProblems(form);
          if (Object.keys(unlinkable).length) throw new FieldValidationError(unlinkable, INTAKE_LABELS);
          try {
            await services.codes.consume({ channel: "mobile", target: complainant_mobile, event: COMPLAINT_CODE_EVENT }, code);
          } catch (error) {
            if (error instanceof FieldValidationError) throw new FieldValidationError({ code: error.fields.captcha ?? { key: "required" } }, { code: L("验证码", "Code") });
            throw error;
          }
          const filed = await fileComplaint(services, workflows, desk(), form, {
            mover: { id: 0, name: name || "public", type: "public" },
            lang,
            fixed: { source: "PLATFORM_WEB", complainant_mobile, notify_by: "sms" },
            queryCode: true,
            uploader: "public",
            links: "none",
          });
          return said(lang, L("投诉已提交", "Your complaint has been filed"), filed);
        },
        { public: true },
      )
      .post("/track", async ({ body, ip, lang, ok }) => ok(await complainantView(services, await provenCase(body, ip), lang)), { public: true })
      .post(
        "/trackAnswer",
        async ({ body, ip, lang }) => {
          const row = await provenCase(body, ip);
          const { text } = checked({ text: rule.string({ required: true, max: 1000 }) }, body, { text: L("答复", "Answer") });
          await answerQuestion(services, desk(), row, publicMover(row), text);
          return said(lang, L("答复已提交", "Answer sent"));
        },
        { public: true },
      )
      .post(
        "/trackRate",
        async ({ body, ip, lang }) => {
          const row = await provenCase(body, ip);
          const { satisfaction, comment } = checked({ satisfaction: rule.integer({ required: true, min: 1, max: 5 }), comment: rule.string({ max: 500 }) }, body, { satisfaction: L("满意度", "Satisfaction") });
          await rateComplaint(services, desk(), row, publicMover(row), satisfaction, comment ?? "");
          return said(lang, L("感谢您的评价", "Thank you for rating"));
        },
        { public: true },
      )
      .post(
        "/opinion",
        async ({ body, ip, lang, member }) => {
          await services.ipLimits.take("submit", ip);
          await captchaPassed(body);
          const { id } = await submitOpinion(services, body, { memberId: member?.id, lang });
          return said(lang, L("感谢您的意见建议，我们会尽快答复", "Thank you; we will answer soon"), { id });
        },
        { memberOptional: true },
      )
      .get(
        "/opinions",
        async ({ query, ok }) => {
          const page = Math.max(1, Math.min(1000, Number(query.page) || 1));
          const limit = Math.min(50, Math.max(1, Number(query.limit) || 10));
          return ok(await publishedOpinions(services, page, limit));
        },
        { public: true },
      )
  );
}

