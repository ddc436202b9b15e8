// The built-in terminal (reference §10, fixed): `GET /admin/ajax/terminal` streams one
// allow-listed command as Server-Sent Events, for super admins only. The token is checked
// first and a bad or expired one ends the stream before anything runs (the reference ran the
// command anyway). One command runs at a time on a node; later ones wait in a short queue.
// A client that goes away stops its command and everything the command started.
// `POST /admin/ajax/changeTerminalConfig` changes the settings (super admins only; the
// reference let any admin).
import { Elysia, sse } from "elysia";
import type { AdminGuard } from "../auth/admin-guard";
import { adminTokenOf } from "../auth/request-tokens";
import { ApiError, FieldValidationError, type FieldProblem } from "../kernel/errors";
import type { MessageKey, MessageParams } from "../lang";
import type { AppServices } from "../services";
import { commandLine, terminalCommands, type CommandTable } from "./commands";
import { createLane } from "./lane";
import { startCommand, TERMINAL_CAPS, type RunEvent, type RunningCommand } from "./runner";
import { isPackageManager, isPort } from "./settings";

export interface TerminalOptions {
  /** The allow-list (default: `terminalCommands(DATA_DIR)`); tests add harmless long runners. */
  commands?: CommandTable;
  /** Streams that may wait while a command runs. */
  maxWaiting?: number;
  /** Longest wait in the queue, seconds. */
  maxWaitSeconds?: number;
  /** Seconds between keep-alive events while a command is silent. */
  keepAliveSeconds?: number;
}

const UUID = /^[A-Za-z0-9_-]{1,64}$/;
const TICK = Symbol("tick");

export function terminalRoutes(services: AppServices, guard: AdminGuard, options: TerminalOptions = {}) {
  const commands = options.commands ?? terminalCommands(services.config.dataDir);
  const lane = createLane(options.maxWaiting ?? 5);
  const maxWaitMs = (options.maxWaitSeconds ?? 900) * 1000;
  const keepAliveMs = (options.keepAliveSeconds ?? 15) * 1000;
  const running = new Set<RunningCommand>();
  /** Task ids already run: an EventSource that reconnects must not run its command twice. */
  const seen: string[] = [];
  const prefix = `/${services.config.adminPrefix}`;

  return new Elysia()
    .use(guard)
    .get(
      `${prefix}/ajax/terminal`,
      async function* ({ request, query, t }) {
        const uuid = String(query.uuid ?? "").slice(0, 64);
        const extend = String(query.extend ?? "").slice(0, 200);
        const key = String(query.command ?? "").slice(0, 100);
        const message = (data: string) => sse({ data: { data, uuid, extend, key } });
        const refuse = (messageKey: MessageKey, params?: MessageParams) => [message(`Error: ${t(messageKey, params)}`), message("exec-error")];

        const session = await services.sessions.resolve("admin", adminTokenOf(request));
        if (session.status === "expired") return yield* refuse("terminalTokenExpired");
        const who = session.status === "ok" ? await guard.authenticateId(session.userId, session.sessionId).catch(() => undefined) : undefined;
        if (!who?.access.super) return yield* refuse("terminalNotSuper");
        const command = Object.hasOwn(commands, key) ? commands[key] : undefined;
        if (!command) return yield* refuse("terminalNotAllowed");
        if (!UUID.test(uuid)) return yield* refuse("parameterError");
        if (seen.includes(uuid)) return yield* refuse("terminalDuplicate");
        seen.push(uuid);
        if (seen.length > 500) seen.shift();

        const abort = request.signal;
        const ticket = lane.enter();
        if (!ticket) return yield* refuse("terminalBusy", { max: lane.maxWaiting });
        try {
          if (!ticket.ready) {
            yield message(t("terminalQueued"));
            const turn = await ticket.wait(abort, maxWaitMs);
            if (turn !== "ready") return turn === "timeout" ? yield* refuse("terminalBusy", { max: lane.maxWaiting }) : undefined;
          }
          if (abort.aborted) return;
          yield message("link-success");
          yield message(`> ${commandLine(command)}`);
          services.log.info(`terminal: ${who.row.username} runs ${key}`);

          const run = startCommand(command, process.env);
          running.add(run);
          // A client that goes away stops its command; the lane is free once the command has
          // ended, without waiting for the stream to notice that nobody reads it.
          const stop = () => {
            run.stop();
            void run.done.then(() => ticket.leave());
          };
          abort.addEventListener("abort", stop);
          let failed = false;
          let exitCode: number | undefined;
          try {
            let pending = run.next();
            for (;;) {
              let timer: ReturnType<typeof setTimeout> | undefined;
              const tick = new Promise<typeof TICK>((resolve) => {
                timer = setTimeout(() => resolve(TICK), keepAliveMs);
              });
              const event: RunEvent | undefined | typeof TICK = await Promise.race([pending, tick]);
              clearTimeout(timer);
              if (event === TICK) {
                yield sse({ event: "ping", data: "" });
                continue;
              }
              if (!event) break;
              pending = run.next();
              switch (event.type) {
                case "line":
                  yield message(event.text);
                  break;
                case "capped":
                  yield message(t("terminalOutputCapped", { lines: TERMINAL_CAPS.maxLines, kib: TERMINAL_CAPS.maxBytes / 1024 }));
                  break;
                case "interactive":
                  failed = true;
                  yield message(`Error: ${t("terminalInteractive")}`);
                  break;
                case "timeout":
                  failed = true;
                  yield message(`Error: ${t("terminalTimeout", { seconds: event.seconds })}`);
                  break;
                case "spawnError":
                  failed = true;
                  yield message(`Error: ${event.missing ? t("terminalNotInstalled", { program: event.program }) : t("terminalFailed", { error: event.message })}`);
                  break;
                case "exit":
                  exitCode = event.code;
                  yield message(`exitCode: ${event.code}`);
                  break;
              }
            }
          } finally {
            abort.removeEventListener("abort", stop);
            run.stop();
            await run.done;
            running.delete(run);
          }
          yield message(!failed && exitCode === 0 ? "exec-success" : "exec-error");
          yield message("exec-completed");
        } finally {
          ticket.leave();
        }
      },
      { detail: { tags: ["access:super-stream"] } },
    )
    .post(
      `${prefix}/ajax/changeTerminalConfig`,
      ({ body, ok }) => {
        const input = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
        const current = services.terminalSettings.get();
        const manager = input.manager ?? input.packageManager;
        const port = input.port === undefined || input.port === "" ? undefined : Number(input.port);
        const errors: Record<string, FieldProblem> = {};
        if (manager !== undefined && !isPackageManager(manager)) errors.packageManager = { key: "notAllowedValue" };
        if (port !== undefined && !isPort(port)) errors.port = { key: "tooLarge", params: { max: 65535 } };
        if (Object.keys(errors).length) {
          throw new FieldValidationError(errors, { packageManager: { "zh-cn": "包管理器", en: "Package manager" }, port: { "zh-cn": "端口", en: "Port" } });
        }
        try {
          const saved = services.terminalSettings.save({ packageManager: isPackageManager(manager) ? manager : current.packageManager, port: port ?? current.port });
          return ok(saved, "terminalConfigSaved");
        } catch (error) {
          throw new ApiError("terminalConfigFailed", { error: error instanceof Error ? error.message : String(error) });
        }
      },
      { admin: "super" },
    )
    .onStop(() => {
      for (const run of running) run.stop();
    });
}
