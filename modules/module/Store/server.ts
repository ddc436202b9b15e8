// The module store's calls: `index` lists the packages; `install` takes an offered package by
// file name or an uploaded archive (base64); `disable`/`enable` switch an installed package's
// menus; `uninstall` removes its modules, keeping its tables unless `purge` is sent.
import { L } from "@shared/module/labels";
import { rule } from "@shared/validate";
import { action, defineServer, reply } from "@server/engine/define";
import { ApiError } from "@server/kernel/errors";
import { createModuleStore, offeredArchive } from "@server/module-store/store";
import { MAX_ARCHIVE_BYTES } from "@server/module-store/package";

const name = { name: rule.string({ required: true, max: 40, label: L("模块", "Package") }) };

export default defineServer({
  actions: {
    index: action({
      method: "GET",
      async handle({ services, lang }) {
        return { list: await createModuleStore(services).offered(lang) };
      },
    }),
    install: action({
      body: { package: rule.string({ max: 45 }), archive: rule.string({ max: Math.ceil((MAX_ARCHIVE_BYTES * 4) / 3) + 8 }) },
      async handle({ services, lang, admin }, { body }) {
        const archive = body.package ? offeredArchive(body.package) : body.archive ? new Uint8Array(Buffer.from(body.archive, "base64")) : undefined;
        if (!archive) throw new ApiError(L("请选择要安装的模块包", "Choose a package to install"));
        const result = await createModuleStore(services).install(archive, { adminId: admin.id, lang });
        return reply(result, L("模块 {name} 已安装", "{name} has been installed"), { name: result.name });
      },
    }),
    disable: action({
      body: name,
      async handle({ services }, { body }) {
        await createModuleStore(services).setEnabled(body.name, false);
        return reply(null, L("模块 {name} 已停用", "{name} has been disabled"), { name: body.name });
      },
    }),
    enable: action({
      body: name,
      async handle({ services }, { body }) {
        await createModuleStore(services).setEnabled(body.name, true);
        return reply(null, L("模块 {name} 已启用", "{name} has been enabled"), { name: body.name });
      },
    }),
    uninstall: action({
      body: { ...name, purge: rule.boolean() },
      async handle({ services, lang, admin }, { body }) {
        const result = await createModuleStore(services).uninstall(body.name, body.purge === true, { lang, adminId: admin.id });
        return reply(result, result.purged ? L("模块 {name} 已卸载，数据表已删除", "{name} has been uninstalled and its tables dropped") : L("模块 {name} 已卸载，数据表和数据已保留", "{name} has been uninstalled; its tables and rows are kept"), { name: body.name });
      },
    }),
  },
});
