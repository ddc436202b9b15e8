// SMS providers: the secret is sealed before it is stored and only a masked hint goes out;
// a provider that sends needs its keys and signature; one default at a time; "send a test
// message" sends the `provider_test` template through the chosen provider to the admin's own
// mobile number, and answers what the provider said.
import { and, eq, inArray, ne } from "drizzle-orm";
import { admin, smsProvider } from "@db/schema";
import { L } from "@shared/module/labels";
import { action, defineServer, reply } from "@server/engine/define";
import { parseIds } from "@server/engine/list-params";
import type { ModuleHooks, Row } from "@server/engine/types";
import { ApiError, FieldValidationError } from "@server/kernel/errors";
import { createSecretBox, maskSecret, secretBoxKey } from "@server/messaging/secret-box";

const REQUIRED = L("服务商为阿里云或腾讯云时必填", "Required for Aliyun and Tencent Cloud");

const hooks: ModuleHooks = {
  async decorate(ctx, rows) {
    const box = createSecretBox(secretBoxKey(ctx.services.config));
    const ids = rows.map((r) => Number(r.id));
    // Rows arrive without their secret column (the engine keeps secrets in); read it here only.
    const stored = new Map((await ctx.services.db.select({ id: smsProvider.id, secret: smsProvider.access_key_secret }).from(smsProvider).where(inArray(smsProvider.id, ids.length ? ids : [0]))).map((r) => [r.id, r.secret]));
    for (const row of rows) {
      const sealed = stored.get(Number(row.id)) ?? "";
      let hint = "";
      if (sealed) {
        try {
          hint = maskSecret(box.open(sealed));
        } catch {
          hint = ctx.lang === "en" ? "unreadable, enter again" : "无法解密，请重新填写";
        }
      }
      row.secret_hint = hint || (ctx.lang === "en" ? "not set" : "未设置");
    }
  },

  async beforeSave(ctx, values, input, existing) {
    const box = createSecretBox(secretBoxKey(ctx.services.config));
    if (typeof values.access_key_secret === "string" && values.access_key_secret) values.access_key_secret = box.seal(values.access_key_secret);
    const merged: Row = { ...existing, ...values };
    if (merged.vendor === "log") return;
    const problems: Record<string, { text: typeof REQUIRED }> = {};
    for (const name of ["access_key_id", "access_key_secret", "sign_name", ...(merged.vendor === "tencent" ? ["sdk_app_id"] : [])]) {
      if (!String(merged[name] ?? "").trim()) problems[name] = { text: REQUIRED };
    }
    if (Object.keys(problems).length) throw new FieldValidationError(problems, { access_key_id: "AccessKey ID", access_key_secret: "AccessKey Secret", sign_name: L("短信签名", "Signature"), sdk_app_id: "SmsSdkAppId" });
    void input;
  },

  async afterSave(_ctx, row, _input, _existing, tx) {
    if (String(row.is_default) === "1") await tx.update(smsProvider).set({ is_default: "0" }).where(and(ne(smsProvider.id, Number(row.id)), eq(smsProvider.is_default, "1")));
  },
};

export default defineServer({
  hooks,
  actions: {
    sendTest: action({
      async handle({ services, request, rawBody, admin: caller, lang, ip }) {
        const ids = parseIds(request.url, rawBody).map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
        if (ids.length !== 1) throw new ApiError(L("请选择一个服务商", "Choose one provider"));
        const [me] = await services.db.select({ mobile: admin.mobile }).from(admin).where(eq(admin.id, caller.id));
        if (!me?.mobile) throw new ApiError(L("您的账户未绑定手机号，请先在个人资料中填写", "Your account has no mobile number; add one in your profile first"));
        const [provider] = await services.db.select({ id: smsProvider.id, name: smsProvider.name }).from(smsProvider).where(inArray(smsProvider.id, ids));
        if (!provider) throw new ApiError("recordNotFound");
        const result = await services.sms.sendWith(provider.id, "provider_test", me.mobile, { provider: provider.name }, { lang, userId: 0, ip });
        if (!result.sent) throw new ApiError(L("测试短信发送失败：{error}", "The test message failed: {error}"), { error: result.error });
        return reply({ content: result.content }, L("测试短信已发送", "The test message has been sent"));
      },
    }),
  },
});
