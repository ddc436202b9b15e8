// The tourist's contract calls: "My contracts" in the member centre (member rule
// `contract/mine`: list, one contract as it will be signed, the signing code, signing, the PDF)
// and the public contract check (page /contract/check; number plus check code; per-IP limit
// shared with the public guide-card check). Thin routes over modules/contract/.
import { Elysia } from "elysia";
import { pick, type LocalizedText } from "@shared/i18n";
import { maskEmail } from "@shared/pii";
import { L } from "@shared/module/labels";
import { rule, validate, type Rules } from "@shared/validate";
import { buildContractPdf, pdfResponse, publicCheck, SIGNED_STATES } from "@modules/contract/contracts";
import { contractView, MEMBER_MESSAGES, myContracts, ownContract } from "@modules/contract/member";
import { announce } from "@modules/screendata/live";
import type { MemberContext, MemberGuard } from "../../auth/member-guard";
import type { WorkflowMachine } from "../../engine/workflow/machine";
import { Code, envelope } from "../../kernel/envelope";
import { ApiError, FieldValidationError } from "../../kernel/errors";
import { CODE_TTL_SECONDS } from "../../messaging/codes";
import { CONTRACT_SIGN_EVENT } from "../../messaging/events";
import { codeMail } from "../../messaging/templates";
import type { AppServices } from "../../services";

const RULE = "contract/mine";
const idQuery = { id: rule.id({ required: true }) };

function checked<R extends Rules>(rules: R, input: unknown, labels: Record<string, LocalizedText> = {}) {
  const result = validate(rules, input ?? {});
  if (!result.ok) throw new FieldValidationError(result.errors, labels);
  return result.value;
}

/** The signing code goes to the signer's mobile (named on the contract) or, if they choose, to the e-mail of their account. */
const signRules = { id: rule.id({ required: true }), via: rule.string({ in: ["mobile", "email"] }) };

function codeTarget(member: MemberContext, row: { signer_mobile: string }, via: string | undefined): { channel: "mobile" | "email"; address: string } {
  if (via !== "email") return { channel: "mobile", address: row.signer_mobile };
  if (!member.row.email) throw new ApiError(MEMBER_MESSAGES.noEmail);
  return { channel: "email", address: member.row.email };
}

const said = (lang: "zh-cn" | "en", text: LocalizedText, data: unknown = null) => envelope(Code.success, pick(text, lang), data);

export function contractRoutes(services: AppServices, guard: MemberGuard, workflows: WorkflowMachine) {
  const desk = () => services.modules.get("contract.Contract");
  const pendingOwn = async (member: MemberContext, id: number) => {
    const row = await ownContract(services, member.row, id);
    if (row.status !== "PENDING_SIGN") throw new ApiError(MEMBER_MESSAGES.notPending);
    return row;
  };
  return new Elysia({ prefix: "/api/contract" })
    .use(guard)
    .get("/mine", async ({ member, lang, ok }) => ok(await myContracts(services, member.row, lang)), { member: RULE })
    .get("/detail", async ({ member, query, lang, ok }) =>
      ok({ ...(await contractView(services, await ownContract(services, member.row, checked(idQuery, query).id), lang)), account_email: maskEmail(member.row.email ?? "") }),
      { member: RULE },
    )
    .post(
      "/sendCode",
      async ({ member, body, ip, lang }) => {
        await services.ipLimits.take("code", ip);
        const { id, via } = checked(signRules, body);
        const row = await pendingOwn(member, id);
        const target = codeTarget(member, row, via);
        await services.codes.assertMaySend(target.address);
        await services.codes.sweep();
        const issued = await services.codes.issue({ channel: target.channel, target: target.address, event: CONTRACT_SIGN_EVENT }, { userId: member.id, ip });
        const vars = { site: (await services.siteConfig.siteInfo()).siteName[lang], code: issued.code, minutes: CODE_TTL_SECONDS / 60 };
        const sent =
          target.channel === "email"
            ? await services.mailer.send(target.address, codeMail(lang, CONTRACT_SIGN_EVENT, vars), { lang }).then(
                () => true,
                (error: unknown) => {
                  services.log.error("A contract signing code e-mail could not be sent", { error: error instanceof Error ? error.message : String(error) });
                  return false;
                },
              )
            : (await services.sms.send(CONTRACT_SIGN_EVENT, target.address, { ...vars, minutes: String(vars.minutes) }, { lang, userId: member.id, ip })).sent;
        if (!sent) {
          await services.codes.discard(issued.id);
          throw new ApiError(target.channel === "email" ? "mailSendFailed" : "smsSendFailed");
        }
        await services.codes.markSent(issued.id);
        return said(lang, target.channel === "email" ? MEMBER_MESSAGES.codeMailed : MEMBER_MESSAGES.codeSent);
      },
      { member: RULE },
    )
    .post(
      "/sign",
      async ({ member, body, lang }) => {
        const { id, code, via } = checked({ ...signRules, code: rule.string({ required: true, max: 10 }) }, body, { code: L("验证码", "Code") });
        const row = await pendingOwn(member, id);
        const target = codeTarget(member, row, via);
        try {
          await services.codes.consume({ channel: target.channel, target: target.address, event: CONTRACT_SIGN_EVENT }, code);
        } catch (error) {
          if (error instanceof FieldValidationError) throw new FieldValidationError({ code: error.fields.captcha ?? { key: "required" } }, { code: L("验证码", "Code") });
          throw error;
        }
        await workflows.move(desk(), { services, lang, mover: { id: member.id, name: member.row.nickname || member.row.username, type: "member" } }, id, "sign", {});
        await announce(services, "contract/contract/sign");
        return said(lang, MEMBER_MESSAGES.signed, { id });
      },
      { member: RULE },
    )
    .get(
      "/pdf",
      async ({ member, query }) => {
        const row = await ownContract(services, member.row, checked(idQuery, query).id);
        if (!(SIGNED_STATES as readonly string[]).includes(row.status)) throw new ApiError(L("合同签署后才能下载 PDF", "The PDF can be downloaded once the contract is signed"));
        return pdfResponse(await buildContractPdf(services, row), row.contract_no);
      },
      { member: RULE },
    )
    .get(
      "/check",
      async ({ query, ip, lang, ok }) => {
        await services.ipLimits.take("verify", ip);
        const typed = (value: unknown) => (typeof value === "string" ? value.trim().toUpperCase() : value);
        const labels = { contract_no: L("合同编号", "Contract number"), check_code: L("核验码", "Check code") };
        const { contract_no, check_code } = checked({ contract_no: rule.string({ required: true, max: 20 }), check_code: rule.string({ required: true, max: 12 }) }, { contract_no: typed(query.contract_no), check_code: typed(query.check_code) }, labels);
        if (!/^HT\d{12}$/.test(contract_no)) throw new FieldValidationError({ contract_no: { text: L("合同编号为 HT 加 12 位数字", "A contract number is HT and 12 digits") } }, labels);
        if (!/^[2-9A-HJ-NP-Z]{8}$/.test(check_code)) throw new FieldValidationError({ check_code: { text: L("核验码为合同上印制的 8 位字母数字", "The check code is the 8 letters and digits printed on the contract") } }, labels);
        return ok(await publicCheck(services, contract_no, check_code, lang));
      },
      { public: true },
    );
}
