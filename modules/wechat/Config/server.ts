// The account settings: the AppSecret is sealed and shown masked, the token and EncodingAESKey
// follow WeChat's formats, and a changed AppID or secret drops the cached access token.
import { inArray } from "drizzle-orm";
import { wechatConfig } from "@db/schema";
import { L } from "@shared/module/labels";
import { defineServer } from "@server/engine/define";
import { FieldValidationError } from "@server/kernel/errors";
import { createSecretBox, maskSecret, secretBoxKey } from "@server/messaging/secret-box";

export default defineServer({
  hooks: {
    async decorate(ctx, rows) {
      const box = createSecretBox(secretBoxKey(ctx.services.config));
      const ids = rows.map((r) => Number(r.id));
      const stored = new Map((await ctx.services.db.select({ id: wechatConfig.id, secret: wechatConfig.app_secret }).from(wechatConfig).where(inArray(wechatConfig.id, ids.length ? ids : [0]))).map((r) => [r.id, r.secret]));
      for (const row of rows) {
        let hint = "";
        try {
          hint = stored.get(Number(row.id)) ? maskSecret(box.open(stored.get(Number(row.id)) ?? "")) : "";
        } catch {
          hint = ctx.lang === "en" ? "unreadable, enter again" : "无法解密，请重新填写";
        }
        row.secret_hint = hint || (ctx.lang === "en" ? "not set" : "未设置");
      }
    },
    async beforeSave(ctx, values, _input, existing) {
      const merged = { ...existing, ...values } as Record<string, unknown>;
      if (merged.message_mode !== "plain" && !merged.encoding_aes_key) {
        throw new FieldValidationError({ encoding_aes_key: { text: L("安全模式和兼容模式需要 EncodingAESKey", "Safe and compatible mode need the EncodingAESKey") } }, { encoding_aes_key: "EncodingAESKey" });
      }
      if (typeof values.app_secret === "string" && values.app_secret) values.app_secret = createSecretBox(secretBoxKey(ctx.services.config)).seal(values.app_secret);
      if (values.app_secret || (values.app_id !== undefined && values.app_id !== existing?.app_id) || (values.api_base !== undefined && values.api_base !== existing?.api_base)) {
        values.access_token = "";
        values.access_token_expire = 0;
      }
    },
  },
});
