// The generation log: an entry's details, and removing the modules of entries (menus,
// permissions and declarations), optionally with the tables the generator created.
import { eq } from "drizzle-orm";
import { crudLog } from "@db/schema";
import { rule } from "@shared/validate";
import { action, defineServer, reply } from "@server/engine/define";
import { parseIds } from "@server/engine/list-params";
import { createGenerator } from "@server/generator/service";
import { ApiError } from "@server/kernel/errors";

const parse = (text: string) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const ids = (request: Request, body: unknown) => parseIds(request.url, body).map(Number);

export default defineServer({
  actions: {
    info: action({
      method: "GET",
      query: { id: rule.id({ required: true }) },
      async handle({ services }, { query }) {
        const [row] = await services.db.select().from(crudLog).where(eq(crudLog.id, query.id));
        if (!row) throw new ApiError("recordNotFound");
        return { row: { ...row, table: parse(row.table), fields: parse(row.fields) } };
      },
    }),
    remove: action({
      async handle({ services, request, rawBody, lang, admin }) {
        const result = await createGenerator(services).remove(ids(request, rawBody), false, { adminId: admin.id, lang });
        return reply(result, "genRemoved", { module: result.removed.join(", ") });
      },
    }),
    removeWithTable: action({
      async handle({ services, request, rawBody, lang, admin }) {
        const result = await createGenerator(services).remove(ids(request, rawBody), true, { adminId: admin.id, lang });
        if (result.dropped.length) return reply(result, "genRemovedWithTable", { module: result.removed.join(", "), table: result.dropped.join(", ") });
        return reply(result, "genRemoved", { module: result.removed.join(", ") });
      },
    }),
  },
});
