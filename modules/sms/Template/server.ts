// SMS templates: the variables are read from the text, in the order they first appear — the
// order Tencent Cloud fills {1}, {2}… in, and the names Aliyun's TemplateParam carries.
import { defineServer } from "@server/engine/define";
import { smsVariablesOf } from "@server/messaging/sms";

export default defineServer({
  hooks: {
    async beforeSave(_ctx, values, _input, existing) {
      values.variables = smsVariablesOf(String(values.content ?? existing?.content ?? "")).join(",");
    },
  },
});
