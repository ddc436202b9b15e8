// The code generator screen: the live generated modules and what is broken, checking a design,
// and generating a module from it (served at once, see server/generator/service.ts).
import { pick } from "@shared/i18n";
import { action, defineServer, reply } from "@server/engine/define";
import { createGenerator } from "@server/generator/service";

export default defineServer({
  actions: {
    index: action({
      method: "GET",
      async handle({ services, lang }) {
        const rules = await services.adminRules.enabled();
        return {
          modules: services.modules.generated().map((m) => ({
            key: m.declaration.key,
            title: pick(m.declaration.title, lang),
            table: m.declaration.table,
            menuPath: m.declaration.menu?.path,
            createdTable: m.createdTable,
            logId: m.logId,
          })),
          broken: services.modules.broken(),
          directories: rules.filter((r) => r.type === "menu_dir").map((r) => ({ name: r.name, title: pick({ "zh-cn": r.title, en: r.title_en || r.title }, lang) })),
        };
      },
    }),
    // Checking is part of generating: the same node.
    check: action({
      access: { node: "crud/crud/generate" },
      async handle({ services, rawBody, lang }) {
        await createGenerator(services).check(rawBody, lang);
        return null;
      },
    }),
    generate: action({
      async handle({ services, rawBody, lang, admin }) {
        const result = await createGenerator(services).generate(rawBody, { adminId: admin.id, lang });
        return reply(result, "genGenerated", { module: result.key });
      },
    }),
  },
});
