// The workflow tick: moves the server makes itself when a time limit passes (a limit whose
// `onExpire` names a move, e.g. "deemed accepted" when a notification period ends). Each tick
// looks for records in a limit's states whose due time has passed and makes the move as the
// system. It is idempotent and safe on several nodes at once: a move is a conditional update,
// so a record another node (or a person) moved first is simply skipped. Modules with
// time-driven upkeep of their own (a server part's `tick`) run on the same tick and clock; a
// tick that changed rows publishes a `change` live event under `<menu path>/tick`.
import { and, asc, inArray, lt } from "drizzle-orm";
import { primaryKey } from "@shared/module/field-kinds";
import { ApiError } from "../../kernel/errors";
import type { AppServices } from "../../services";
import { columnFor } from "../columns";
import type { Row, ServerModule } from "../types";
import { SYSTEM_MOVER, type WorkflowMachine } from "./machine";

/** Records moved per limit per tick at most (the next tick takes the rest). */
const BATCH = 200;

export function createWorkflowScheduler(services: AppServices, workflows: WorkflowMachine, modules: () => readonly ServerModule[] = () => services.modules.all()) {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<number> | undefined;

  /** One pass over every limit with a move; answers how many records moved. */
  async function run(): Promise<number> {
    let moved = 0;
    const now = services.clock.now();
    for (const entry of modules()) {
      const workflow = entry.declaration.workflow;
      for (const limit of workflow?.limits ?? []) {
        const move = limit.onExpire?.move;
        const state = workflow ? columnFor(entry, workflow.field) : undefined;
        const due = columnFor(entry, limit.column);
        const pk = columnFor(entry, primaryKey(entry.declaration));
        if (!move || !state || !due || !pk) continue;
        const rows = (await services.db
          .select({ id: pk })
          .from(entry.table)
          .where(and(inArray(state, [...limit.states]), lt(due, now)))
          .orderBy(asc(due))
          .limit(BATCH)) as Row[];
        for (const row of rows) {
          try {
            await workflows.move(entry, { services, lang: "zh-cn", mover: SYSTEM_MOVER }, Number(row.id), move, {});
            moved++;
          } catch (error) {
            // Moved by someone else meanwhile: nothing to do.
            if (!(error instanceof ApiError)) throw error;
          }
        }
      }
      if (entry.tick) {
        const changed = await entry.tick(services, now);
        moved += changed;
        // What the tick changed (an alert raised or cleared, a reading) is a live event like an
        // admin write: the module's pages and the data big-screen hear it.
        if (changed > 0) {
          const node = `${entry.declaration.menu?.path ?? entry.declaration.key.replace(".", "/").toLowerCase()}/tick`;
          await services.cluster.events.publish("change", { node }).catch((error: unknown) => services.log.warn("Could not publish a live event", { error: String(error) }));
        }
      }
    }
    return moved;
  }

  return {
    /** Runs one pass now (one at a time); tests drive time and call this. */
    tick(): Promise<number> {
      running ??= run().finally(() => {
        running = undefined;
      });
      return running;
    },
    start(intervalMs = 60_000): void {
      timer ??= setInterval(() => {
        this.tick().catch((error: unknown) => services.log.error("Workflow tick failed", { error: error instanceof Error ? error : String(error) }));
      }, intervalMs);
    },
    stop(): void {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

export type WorkflowScheduler = ReturnType<typeof createWorkflowScheduler>;
