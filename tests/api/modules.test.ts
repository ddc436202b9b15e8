// Registry-driven suite (STYLE §7): every module declared on the generic engine goes through
// list -> each filter operator -> add -> edit -> sortable -> delete -> restore -> permission
// denied, from its declaration alone. A new module is covered without new test code; so is a
// module made by the code generator (its declaration is data, served by the same engine).
import { beforeAll, describe, expect, test } from "bun:test";
import { desc, eq } from "drizzle-orm";
import { enterprise, securityDataRecycleLog } from "@db/schema";
import { DECLARED_MODULES as MODULES } from "@server/engine/catalog";
import { post } from "@modules/finance/ledger";
import { filterOperators, moduleActions, piiFields, primaryKey } from "@shared/module/field-kinds";
import { isMasked, maskPii } from "@shared/pii";
import type { ModuleDeclaration, Operator } from "@shared/module/types";
import { createAdmin, sessionFor } from "./support/identity";
import { generateSample, SAMPLE_DECLARATION } from "./support/generated";
import { editChange, insertSampleRow, relationTargets, sampleForm, type Relations } from "./support/samples";
import { envelopeOf, useTestApp } from "./support/test-app";

const t = useTestApp();
let superToken: string;
let relations: Relations;

const generic = [...MODULES.filter((m) => !m.custom), SAMPLE_DECLARATION];

beforeAll(async () => {
  superToken = await sessionFor(t, "admin", 1);
  await generateSample(t, superToken);
  // A registered travel agency and coach operator: the pickers of guides, agencies and drivers offer only these.
  await t.database.db.insert(enterprise).values([
    { category_id: 11000, name: "套件测试旅行社", region_code: 460106, audit_status: "APPROVED" },
    { category_id: 16000, name: "套件测试旅游客运公司", region_code: 460203, audit_status: "APPROVED" },
  ]);
  // Fixed before any module's rows are added: no sample can point at a row under test. A module
  // with no row yet gets one through its own add action.
  relations = await relationTargets(t, generic, async (module, known, overrides) => {
    // Rows the product writes itself (orders, accounts) are stored directly.
    if (!moduleActions(module).includes("add")) return insertSampleRow(t, module, known, overrides);
    const added = await call("POST", module.key, "add", { json: await sampleForm(t, module, known, overrides) });
    if (added.code !== 1) throw new Error(`could not add a ${module.key} row for relations: ${added.msg} ${JSON.stringify(added.data)}`);
    return Number(added.data.id);
  });
  // Merchants have money to withdraw: finance.Withdrawal holds what it asks within the balance.
  for (const { id } of await t.database.db.select({ id: enterprise.id }).from(enterprise)) {
    await t.database.db.transaction((tx) => post(tx, { enterpriseId: id, direction: "IN", amount: 2_000_000_000, bizType: "ADJUST", bizNo: "SUITE", now: Math.floor(Date.now() / 1000) }));
  }
});

async function call(method: string, key: string, action: string, init: { query?: string; json?: unknown; token?: string } = {}) {
  const path = `/admin/${key}/${action}${init.query ? `?${init.query}` : ""}`;
  const res = await t.request(path, { method, json: init.json, headers: { batoken: init.token ?? superToken, server: "1", "think-lang": "en" } });
  return envelopeOf(res);
}

/** A row as the API shows it: the edit form's row, or the list row for add-only modules. */
async function readRow(module: ModuleDeclaration, id: unknown) {
  if (moduleActions(module).includes("edit")) return (await call("GET", module.key, "edit", { query: `id=${id}` })).data?.row;
  return listRow(module, id);
}

/** A row as the list shows it (English readers see English twins, and filters match them). */
async function listRow(module: ModuleDeclaration, id: unknown) {
  const params = new URLSearchParams({ isTree: "0" });
  params.append("search[0][field]", primaryKey(module));
  params.append("search[0][operator]", "eq");
  params.append("search[0][val]", String(id));
  return ((await call("GET", module.key, "index", { query: params.toString() })).data.list as Record<string, unknown>[])[0];
}

/** Does the row `id` match `search`? (search AND id = id, flat list) */
async function matches(module: ModuleDeclaration, id: unknown, field: string, operator: Operator, val: string | string[]) {
  const pk = primaryKey(module);
  const params = new URLSearchParams({ isTree: "0", limit: "50" });
  params.append("search[0][field]", field);
  params.append("search[0][operator]", operator);
  if (Array.isArray(val)) for (const v of val) params.append("search[0][val][]", v);
  else params.append("search[0][val]", val);
  params.append("search[1][field]", pk);
  params.append("search[1][operator]", "eq");
  params.append("search[1][val]", String(id));
  const body = await call("GET", module.key, "index", { query: params.toString() });
  expect(body.code, `${module.key} ${field} ${operator}: ${body.msg}`).toBe(1);
  return (body.data.list as Record<string, unknown>[]).some((row) => String(row[pk]) === String(id));
}

const asText = (value: unknown) => (Array.isArray(value) ? String(value[0] ?? "") : typeof value === "object" && value !== null ? JSON.stringify(value) : String(value));

/** Checks every operator of every filterable field against one known row. */
async function checkFilters(module: ModuleDeclaration, row: Record<string, unknown>) {
  const id = row[primaryKey(module)];
  for (const [name, field] of Object.entries(module.fields)) {
    const value = row[name];
    // A row read from the list has its personal data masked: nothing to filter by.
    if (field.pii && isMasked(value)) continue;
    const empty = value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);
    for (const operator of filterOperators(field)) {
      const label = `${module.key}.${name} ${operator}`;
      if (operator === "NULL" || operator === "NOT NULL") {
        expect(await matches(module, id, name, operator, "1"), label).toBe((operator === "NULL") === empty);
        continue;
      }
      if (empty || field.kind === "json") continue;
      const text = asText(value);
      switch (operator) {
        case "eq":
        case "egt":
        case "elt":
          expect(await matches(module, id, name, operator, text), label).toBe(true);
          break;
        case "ne":
        case "gt":
        case "lt":
          expect(await matches(module, id, name, operator, text), label).toBe(false);
          break;
        case "LIKE":
        case "NOT LIKE": {
          const part = text.length > 2 ? text.slice(1, -1) : text;
          expect(await matches(module, id, name, operator, part), label).toBe(operator === "LIKE");
          break;
        }
        case "IN":
        case "NOT IN":
          expect(await matches(module, id, name, operator, [text]), label).toBe(operator === "IN");
          break;
        case "RANGE":
        case "NOT RANGE":
          expect(await matches(module, id, name, operator, `${text},${text}`), label).toBe(operator === "RANGE");
          expect(await matches(module, id, name, operator, `${text},`), `${label} open end`).toBe(operator === "RANGE");
          break;
        case "FIND_IN_SET":
          expect(await matches(module, id, name, operator, text), label).toBe(true);
          break;
      }
    }
  }
}

describe("every generic module", () => {
  for (const module of generic) {
    const actions = moduleActions(module);
    test(`${module.key}: list, filters, add, edit, sort, delete, restore, permission`, async () => {
      const pk = primaryKey(module);
      const list = await call("GET", module.key, "index");
      expect(list.code, list.msg).toBe(1);
      expect(Array.isArray(list.data.list)).toBe(true);
      expect(typeof list.data.total).toBe("number");

      // Every later step runs on a row the suite puts there itself: added through the API, or —
      // for modules whose rows the product writes (logs) — stored straight into the table.
      let row: Record<string, unknown> | undefined;
      if (actions.includes("add")) {
        const form = await sampleForm(t, module, relations);
        const added = await call("POST", module.key, "add", { json: form });
        expect(added.code, `${module.key} add: ${added.msg} ${JSON.stringify(added.data)}`).toBe(1);
        row = await readRow(module, added.data.id);
        expect(row, `${module.key} row after add`).toBeDefined();
        for (const [name, value] of Object.entries(form)) {
          const field = module.fields[name];
          if (!field || field.kind === "password" || field.secret) continue;
          const shown = field.kind === "money" ? "12.34" : field.pii ? maskPii(field.pii, value) : value;
          expect(row?.[name], `${module.key}.${name} after add`).toEqual(shown);
        }
        // Personal data leaves masked; the node holder reveals it, and a form sending the masked
        // value back leaves it as it was.
        for (const [name] of piiFields(module)) {
          if (typeof form[name] !== "string" || form[name] === "") continue;
          const revealed = await call("POST", module.key, "pii", { json: { id: added.data.id, field: name } });
          expect(revealed, `${module.key}.${name} revealed`).toMatchObject({ code: 1, data: { value: form[name] } });
          // (Add-only modules, such as withdrawals, have no edit form to send it back through.)
          if (!actions.includes("edit")) continue;
          expect((await call("POST", module.key, "edit", { json: { [pk]: added.data.id, [name]: row?.[name] } })).code, `${module.key}.${name} sent back masked`).toBe(1);
          expect((await call("POST", module.key, "pii", { json: { id: added.data.id, field: name } })).data.value).toBe(form[name]);
          if (row) row = { ...row, [name]: form[name] };
        }
        expect(JSON.stringify(row)).not.toContain("$argon2");
      } else {
        const id = await insertSampleRow(t, module, relations);
        row = await readRow(module, id);
        expect(row, `${module.key}: the stored row ${id} is listed`).toBeDefined();
      }
      if (!row) throw new Error(`${module.key}: no row to work on`);
      const id = row[pk];

      await checkFilters(module, { ...((await listRow(module, id)) ?? row), ...Object.fromEntries(piiFields(module).map(([name]) => [name, row?.[name]])) });

      if (actions.includes("edit")) {
        const change = editChange(module, (await call("GET", module.key, "edit", { query: `id=${id}` })).data.row);
        expect(change, `${module.key} declares edit: its edit form needs a field the suite can change`).toBeDefined();
        if (!change) return;
        const edited = await call("POST", module.key, "edit", { json: { [pk]: id, [change.field]: change.value } });
        expect(edited.code, `${module.key} edit ${change.field}: ${edited.msg} ${JSON.stringify(edited.data)}`).toBe(1);
        const again = await call("GET", module.key, "edit", { query: `id=${id}` });
        expect(again.data.row[change.field], `${module.key}.${change.field} after edit`).toEqual(change.value);
      }

      if (actions.includes("sortable")) {
        const weigh = module.weighField;
        expect(weigh, `${module.key} declares sortable: it needs a weigh field`).toBeDefined();
        if (!weigh) return;
        const second = await call("POST", module.key, "add", { json: await sampleForm(t, module, relations, { [weigh]: 3 }) });
        expect(second.code, second.msg).toBe(1);
        const before = await call("GET", module.key, "edit", { query: `id=${id}` });
        const sorted = await call("POST", module.key, "sortable", { json: { id, targetId: second.data.id } });
        expect(sorted.code, sorted.msg).toBe(1);
        const a = await call("GET", module.key, "edit", { query: `id=${id}` });
        const b = await call("GET", module.key, "edit", { query: `id=${second.data.id}` });
        expect(a.data.row[weigh]).toBe(3);
        expect(b.data.row[weigh]).toBe(before.data.row[weigh]);
      }

      if (actions.includes("del")) {
        const removed = await call("DELETE", module.key, "del", { query: `ids[]=${id}` });
        expect(removed.code, `${module.key} delete: ${removed.msg}`).toBe(1);
        expect(removed.data.count).toBe(1);
        expect(await listRow(module, id), `${module.key} row ${id} gone from the list`).toBeUndefined();
        if (actions.includes("edit")) expect((await call("GET", module.key, "edit", { query: `id=${id}` })).code).toBe(0);
        if (module.recycle) {
          const [log] = await t.database.db.select().from(securityDataRecycleLog).where(eq(securityDataRecycleLog.data_table, module.table)).orderBy(desc(securityDataRecycleLog.id)).limit(1);
          expect(log, `${module.key} recycle snapshot`).toBeDefined();
          expect(JSON.parse(log?.data ?? "{}")[pk]).toBe(id);
          const restored = await call("POST", "security.DataRecycleLog", "restore", { json: { ids: [log?.id] } });
          expect(restored.code, restored.msg).toBe(1);
          expect(await listRow(module, id), `${module.key} row ${id} back after restore`).toBeDefined();
          if (actions.includes("edit")) expect((await call("GET", module.key, "edit", { query: `id=${id}` })).code).toBe(1);
        }
      }

      const outsider = await createAdmin(t, { ruleNames: ["dashboard"] });
      const token = await sessionFor(t, "admin", outsider.id);
      for (const action of piiFields(module).length ? [...actions, "pii"] : actions) {
        const method = action === "index" ? "GET" : action === "del" ? "DELETE" : "POST";
        const denied = await call(method, module.key, action, { token, json: method === "POST" ? {} : undefined, query: action === "del" ? `ids[]=${id}` : undefined });
        expect(denied.code, `${module.key}/${action} without the node`).toBe(401);
      }
    });
  }
});
