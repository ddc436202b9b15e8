// The actions a declared workflow gives its module, with no code of the module's own: one POST
// per staff transition (`{id, opinion?, missing_items?}`, node `<module>/<transition>`), and
// GET `review` — the record as the review dialog shows it, with its trail, the moves the caller
// may make now and the running time limit. Owner moves (an enterprise submitting) go through
// the module's own actions, which call the same machine.
import { and, asc, eq } from "drizzle-orm";
import { auditRecord } from "@db/schema";
import { fieldRule, moduleNodeBase } from "@shared/module/field-kinds";
import { movesFrom, runningLimit, WORKFLOW_FIELDS, type WorkflowTransition } from "@shared/module/workflow";
import { rule, type Rule } from "@shared/validate";
import { action, reply, type ActionContext, type MountedAction } from "../define";
import type { Row, ServerModule } from "../types";
import { moverOf, usedSince, workflowOf } from "./machine";

const moveBody = {
  id: rule.id({ required: true }),
  opinion: rule.string({ max: 1000 }),
  missing_items: rule.array({ max: 30, items: rule.string({ max: 200 }) }),
};

/** The body of a move: the common inputs and the transition's own declared `inputs`. */
const bodyOf = (transition: WorkflowTransition): Record<string, Rule> => ({
  ...moveBody,
  ...Object.fromEntries(Object.entries(transition.inputs ?? {}).map(([name, field]) => [name, fieldRule(field, "add")])),
});

/** The trail of a record, oldest first (missing items as lists). */
export async function trailOf(ctx: Pick<ActionContext, "services">, entry: ServerModule, id: number) {
  const workflow = workflowOf(entry);
  const rows = await ctx.services.db
    .select()
    .from(auditRecord)
    .where(and(eq(auditRecord.entity_type, workflow.trail.entity), eq(auditRecord.entity_id, id)))
    .orderBy(asc(auditRecord.id))
    .limit(500);
  return rows.map((r) => ({ ...r, missing_items: parseList(r.missing_items), details: parseDetails(r.details) }));
}

/** A trail row's further inputs (JSON object), or an empty object. */
export function parseDetails(text: string): Record<string, unknown> {
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function parseList(text: string): string[] {
  if (!text) return [];
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

/** The staff moves the caller may make on a record in `state`. */
function allowedMoves(ctx: ActionContext, state: unknown): string[] {
  const workflow = workflowOf(ctx.entry);
  const base = moduleNodeBase(ctx.entry.declaration);
  const { access } = ctx.admin;
  return movesFrom(workflow, state, "staff").filter((name) => access.super || access.nodes.has(`${base}/${name.toLowerCase()}`));
}

/** The workflow actions of a module (none when it declares no workflow). */
export function workflowActions(entry: ServerModule): MountedAction[] {
  const workflow = entry.declaration.workflow;
  if (!workflow) return [];
  const base = moduleNodeBase(entry.declaration);
  const mounted: MountedAction[] = [];
  for (const [name, transition] of Object.entries(workflow.transitions)) {
    if (transition.by !== "staff") continue;
    const inputs = Object.keys(transition.inputs ?? {});
    mounted.push({
      name,
      method: "POST",
      action: action({
        body: bodyOf(transition) as typeof moveBody,
        async handle(ctx, { body }) {
          // Within the caller's scope, or "not found" (a guessed id tells nothing).
          await ctx.engine.read(ctx.entry, ctx, body.id);
          const given = body as Record<string, unknown>;
          const row = await ctx.workflows.move(ctx.entry, { services: ctx.services, lang: ctx.lang, mover: moverOf(ctx.admin), admin: ctx.admin }, body.id, name, {
            opinion: body.opinion,
            missingItems: body.missing_items,
            values: Object.fromEntries(inputs.filter((input) => given[input] !== undefined).map((input) => [input, given[input]])),
          });
          const limit = runningLimit(workflow, row[workflow.field]);
          return reply({ id: body.id, status: row[workflow.field], [WORKFLOW_FIELDS.due]: limit ? (row[limit.column] ?? null) : null }, transition.done);
        },
      }),
    });
  }
  mounted.push({
    name: "review",
    method: "GET",
    action: action({
      method: "GET",
      access: { node: `${base}/index` },
      query: { id: rule.id({ required: true }) },
      async handle(ctx, { query }) {
        const row: Row = await ctx.engine.read(ctx.entry, ctx, query.id);
        const state = row[workflow.field];
        const once = Object.entries(workflow.transitions).filter(([, t]) => t.onceSince);
        const used: string[] = [];
        for (const [name] of once) if (await usedSince(ctx.services.db, workflow, query.id, name)) used.push(name);
        return {
          row,
          records: await trailOf(ctx, ctx.entry, query.id),
          moves: allowedMoves(ctx, state).filter((name) => !used.includes(name)),
          used,
          ...(await ctx.entry.review?.(ctx, row)),
        };
      },
    }),
  });
  return mounted;
}
