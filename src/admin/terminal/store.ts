// The terminal store: the queue state of ./machine.ts persisted in localStorage (spec §9:
// showDot, taskList, automaticCleanupTask), the settings of spec §3 that come from the server
// (package manager, port) and the panel's switches, plus the effects the machine asks for:
// one EventSource per running task, closed when its task completes or fails.
import { atom } from "nanostores";
import { persistentAtom } from "@nanostores/persistent";
import { api } from "@/lib/request";
import { toast } from "@/lib/toast";
import { $adminInfo } from "@/stores/admin-info";
import { adminBase } from "@/stores/site-config";
import {
  addTask as addToQueue,
  clearSuccessTasks,
  deleteTask as deleteFromQueue,
  INITIAL_STATE,
  receive,
  restore,
  retryTask as retryInQueue,
  setAutomaticCleanup,
  streamError,
  toggleMessage,
  togglePanel,
  type Effects,
  type Step,
  type TerminalState,
  type TerminalTask,
} from "./machine";
import { terminalText } from "@/i18n/terminal";

type Persisted = Pick<TerminalState, "showDot" | "taskList" | "automaticCleanupTask">;

const $persisted = persistentAtom<Persisted>(
  "ba:terminal",
  { showDot: false, taskList: [], automaticCleanupTask: 1 },
  {
    encode: JSON.stringify,
    decode: (value) => {
      try {
        const parsed = JSON.parse(value) as Partial<Persisted>;
        return {
          showDot: Boolean(parsed.showDot),
          taskList: Array.isArray(parsed.taskList) ? parsed.taskList.slice(-100) : [],
          automaticCleanupTask: parsed.automaticCleanupTask === 0 ? 0 : 1,
        };
      } catch {
        return { showDot: false, taskList: [], automaticCleanupTask: 1 };
      }
    },
  },
);

/** Spec §3 settings that are not persisted in the browser. */
export interface TerminalUi {
  packageManager: string;
  port: number;
  showPackageManagerDialog: boolean;
  showConfig: boolean;
}

export const $terminalUi = atom<TerminalUi>({ packageManager: "pnpm", port: 8000, showPackageManagerDialog: false, showConfig: false });

/** The queue as the panel reads it (`show`: the panel is open). */
export const $terminal = atom<TerminalState>({ ...INITIAL_STATE, ...$persisted.get() });

/** Lines kept per task in the browser (the server caps what it sends). */
const MAX_LINES_KEPT = 2000;

const streams = new Map<string, EventSource>();

function save(state: TerminalState) {
  const trimmed = { ...state, taskList: state.taskList.map((t) => (t.message.length > MAX_LINES_KEPT ? { ...t, message: t.message.slice(-MAX_LINES_KEPT) } : t)) };
  $terminal.set(trimmed);
  $persisted.set({ showDot: trimmed.showDot, taskList: trimmed.taskList, automaticCleanupTask: trimmed.automaticCleanupTask });
}

function run(step: Step) {
  save(step.state);
  perform(step.effects);
}

function perform(effects: Effects) {
  if (effects.close) {
    streams.get(effects.close)?.close();
    streams.delete(effects.close);
  }
  if (effects.warnBlocked) toast("warning", terminalText("blockedWarning"));
  if (effects.completed) completedListeners.forEach((listener) => listener(effects.completed as NonNullable<Effects["completed"]>));
  if (effects.start) void open(effects.start);
}

type CompletedListener = (completed: NonNullable<Effects["completed"]>) => void;
const completedListeners = new Set<CompletedListener>();

/** Runs when a task finishes (its `callback` names what to do). */
export function onTaskCompleted(listener: CompletedListener): () => void {
  completedListeners.add(listener);
  return () => completedListeners.delete(listener);
}

function streamUrl(task: TerminalTask): string {
  const { port } = $terminalUi.get();
  // Under the development server the API runs on its own port (spec §3 `port`).
  const origin = import.meta.env.DEV && port ? `${location.protocol}//${location.hostname}:${port}` : "";
  const params = new URLSearchParams({ command: task.command, uuid: task.uuid, extend: task.extend, batoken: $adminInfo.get().token ?? "", server: "1" });
  return `${origin}${adminBase()}/ajax/terminal?${params}`;
}

async function open(uuid: string) {
  // A cheap signed-in call first: an expired access token is renewed before the stream needs it.
  await api({ url: `${adminBase()}/ajax/dictionary`, params: { names: "" }, showErrorMessage: false }).catch(() => undefined);
  const task = $terminal.get().taskList.find((t) => t.uuid === uuid);
  if (!task) return;
  const source = new EventSource(streamUrl(task));
  streams.set(uuid, source);
  source.onmessage = (event: MessageEvent<string>) => {
    let message: { data?: unknown; uuid?: unknown };
    try {
      message = JSON.parse(event.data) as { data?: unknown; uuid?: unknown };
    } catch {
      return;
    }
    if (typeof message.data !== "string" || typeof message.uuid !== "string") return;
    run(receive($terminal.get(), message.uuid, message.data));
  };
  source.onerror = () => {
    // Never let EventSource reconnect on its own: that would run the command again.
    source.close();
    if (streams.get(uuid) !== source) return;
    streams.delete(uuid);
    run(streamError($terminal.get(), uuid));
  };
}

let started = false;

/** Console start: tasks that were running before the reload are Unknown (spec §4). */
export function startTerminal(settings?: { packageManager?: string; port?: number }) {
  if (settings) $terminalUi.set({ ...$terminalUi.get(), packageManager: settings.packageManager || "pnpm", port: settings.port || 8000 });
  if (started) return;
  started = true;
  save(restore($terminal.get()));
}

const newUuid = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`).replace(/[^A-Za-z0-9_-]/g, "");

export function addTask(command: string, options: { blockOnFailure?: boolean; extend?: string; callback?: string } = {}) {
  run(addToQueue($terminal.get(), { uuid: newUuid(), createTime: Math.floor(Date.now() / 1000), command, ...options }));
}

/** Adds `<command>.<package manager>` (reference addTaskPM). */
export function addTaskPM(command: string, options: { blockOnFailure?: boolean; extend?: string; callback?: string } = {}) {
  addTask(`${command}.${$terminalUi.get().packageManager}`, options);
}

export const retryTask = (uuid: string) => run(retryInQueue($terminal.get(), uuid));
export const deleteTask = (uuid: string) => run(deleteFromQueue($terminal.get(), uuid));
export const clearSuccess = () => save(clearSuccessTasks($terminal.get()));
export const toggleTaskMessage = (uuid: string, show?: boolean) => save(toggleMessage($terminal.get(), uuid, show));
export const changeAutomaticCleanup = (value: boolean) => save(setAutomaticCleanup($terminal.get(), value));

export function showTerminal(show: boolean) {
  save(togglePanel($terminal.get(), show));
  if (!show) $terminalUi.set({ ...$terminalUi.get(), showConfig: false, showPackageManagerDialog: false });
}

export function toggleConfig(show?: boolean) {
  const ui = $terminalUi.get();
  $terminalUi.set({ ...ui, showConfig: show ?? !ui.showConfig });
}

export function togglePackageManagerDialog(show: boolean) {
  $terminalUi.set({ ...$terminalUi.get(), showPackageManagerDialog: show });
}

/** Saves the package manager and port on the server (super admins only). */
export async function changeTerminalConfig(config: { packageManager?: string; port?: number }): Promise<Record<string, string> | undefined> {
  try {
    const res = await api<{ packageManager: string; port: number }>({ url: `${adminBase()}/ajax/changeTerminalConfig`, method: "POST", data: config, showSuccessMessage: true });
    $terminalUi.set({ ...$terminalUi.get(), packageManager: res.data.packageManager, port: res.data.port });
    return undefined;
  } catch (error) {
    const fields = (error as { data?: { fields?: Record<string, string> } | null }).data?.fields;
    return fields ?? {};
  }
}
