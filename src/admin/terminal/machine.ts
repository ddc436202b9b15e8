// The terminal's task queue (spec §4), as pure functions from state to state. The store
// (./store.ts) persists the state and performs the effects these functions ask for (open a
// stream for the task they set Connecting, show a warning); nothing here touches the DOM, the
// network or the clock, so every transition is unit-tested (tests/api/terminal-machine.test.ts).

/** Spec §4 status values. */
export const TaskStatus = {
  Waiting: 0,
  Connecting: 1,
  Executing: 2,
  Success: 3,
  Failed: 4,
  Unknown: 5,
} as const;
export type TaskStatus = (typeof TaskStatus)[keyof typeof TaskStatus];

/** Spec §3 terminal task. `callback` names a completion action the console knows (functions do not persist). */
export interface TerminalTask {
  uuid: string;
  createTime: number;
  status: TaskStatus;
  command: string;
  message: string[];
  showMessage: boolean;
  blockOnFailure: boolean;
  extend: string;
  callback: string;
}

/** The persisted part of the terminal state (spec §9) and whether the panel is open. */
export interface TerminalState {
  show: boolean;
  showDot: boolean;
  taskList: TerminalTask[];
  /** Spec §3: 1 (default) removes successful tasks when a new one is added. */
  automaticCleanupTask: 0 | 1;
}

/** What the store must do after a transition. */
export interface Effects {
  /** Open the stream of this task (it was just set Connecting). */
  start?: string;
  /** Close the stream of this task. */
  close?: string;
  /** Show the spec's warning: the new task is blocked by a failed one. */
  warnBlocked?: boolean;
  /** This task finished (Success or Failed): run its callback. */
  completed?: { uuid: string; status: TaskStatus; callback: string };
}

export interface Step {
  state: TerminalState;
  effects: Effects;
}

/** Spec §4 warning text. */
export const BLOCKED_WARNING = "Newly added tasks will never start because they are blocked by failed tasks";

export const INITIAL_STATE: TerminalState = { show: false, showDot: false, taskList: [], automaticCleanupTask: 1 };

const isRunning = (task: TerminalTask) => task.status === TaskStatus.Connecting || task.status === TaskStatus.Executing;
const isFailed = (task: TerminalTask) => task.status === TaskStatus.Failed || task.status === TaskStatus.Unknown;

/** Sets a status; failed or unknown tasks that block show their output (spec §4). */
function withStatus(task: TerminalTask, status: TaskStatus): TerminalTask {
  const showMessage = (status === TaskStatus.Failed || status === TaskStatus.Unknown) && task.blockOnFailure ? true : task.showMessage;
  return { ...task, status, showMessage };
}

function update(state: TerminalState, uuid: string, change: (task: TerminalTask) => TerminalTask): TerminalState {
  return { ...state, taskList: state.taskList.map((task) => (task.uuid === uuid ? change(task) : task)) };
}

/**
 * The task the queue would start next: the first Waiting one, unless a running task or a
 * failed task with blockOnFailure comes before it (spec §4). Successful tasks and failed ones
 * that do not block are passed over.
 */
export function nextToStart(tasks: readonly TerminalTask[]): number | undefined {
  for (const [index, task] of tasks.entries()) {
    if (task.status === TaskStatus.Waiting) return index;
    if (isRunning(task)) return undefined;
    if (isFailed(task) && task.blockOnFailure) return undefined;
  }
  return undefined;
}

/** Whether a failed (or unknown) blocking task stands before this position. */
export function blockedAt(tasks: readonly TerminalTask[], position: number): boolean {
  return tasks.slice(0, position).some((task) => isFailed(task) && task.blockOnFailure);
}

/** Starts the next task if the queue allows: it becomes Connecting and its stream opens. */
export function startNext(state: TerminalState): Step {
  const index = nextToStart(state.taskList);
  const task = index === undefined ? undefined : state.taskList[index];
  if (!task) return { state, effects: {} };
  return { state: update(state, task.uuid, (t) => withStatus(t, TaskStatus.Connecting)), effects: { start: task.uuid } };
}

export interface NewTask {
  uuid: string;
  createTime: number;
  command: string;
  blockOnFailure?: boolean;
  extend?: string;
  callback?: string;
}

/**
 * Adds a task (Waiting). With automatic cleanup on, successful tasks are removed first. A
 * closed panel shows the dot, and the warning when a failed task blocks the new one. Then the
 * queue starts what it can.
 */
export function addTask(state: TerminalState, input: NewTask): Step {
  const task: TerminalTask = {
    uuid: input.uuid,
    createTime: input.createTime,
    status: TaskStatus.Waiting,
    command: input.command,
    message: [],
    showMessage: false,
    blockOnFailure: input.blockOnFailure ?? true,
    extend: input.extend ?? "",
    callback: input.callback ?? "",
  };
  const kept = state.automaticCleanupTask === 1 ? state.taskList.filter((t) => t.status !== TaskStatus.Success) : state.taskList;
  const taskList = [...kept, task];
  const next: TerminalState = { ...state, taskList, showDot: state.show ? state.showDot : true };
  const warnBlocked = !state.show && blockedAt(taskList, taskList.length - 1);
  const started = startNext(next);
  return { state: started.state, effects: { ...started.effects, ...(warnBlocked ? { warnBlocked } : {}) } };
}

/**
 * A message of a task's stream (spec §4): link-success -> Executing, exec-success -> Success,
 * exec-error -> Failed, exec-completed closes the stream (Failed unless Success) and starts the
 * next task; anything else is an output line. Messages of unknown tasks are ignored.
 */
export function receive(state: TerminalState, uuid: string, data: string): Step {
  const task = state.taskList.find((t) => t.uuid === uuid);
  if (!task || !data) return { state, effects: {} };
  switch (data) {
    case "link-success":
      return { state: update(state, uuid, (t) => withStatus(t, TaskStatus.Executing)), effects: {} };
    case "exec-success":
      return { state: update(state, uuid, (t) => withStatus(t, TaskStatus.Success)), effects: {} };
    case "exec-error":
      return { state: update(state, uuid, (t) => withStatus(t, TaskStatus.Failed)), effects: {} };
    case "exec-completed": {
      const finished = update(state, uuid, (t) => (t.status === TaskStatus.Success ? t : withStatus(t, TaskStatus.Failed)));
      const status = finished.taskList.find((t) => t.uuid === uuid)?.status ?? TaskStatus.Failed;
      const next = startNext(finished);
      return { state: next.state, effects: { close: uuid, completed: { uuid, status, callback: task.callback }, ...next.effects } };
    }
    default:
      return { state: update(state, uuid, (t) => ({ ...t, message: [...t.message, data] })), effects: {} };
  }
}

/** The stream failed (connection lost, or ended without exec-completed): Failed, then the next task. */
export function streamError(state: TerminalState, uuid: string): Step {
  const task = state.taskList.find((t) => t.uuid === uuid);
  if (!task) return { state, effects: { close: uuid } };
  const failed = update(state, uuid, (t) => withStatus(t, TaskStatus.Failed));
  const next = startNext(failed);
  const completed = isRunning(task) || task.status === TaskStatus.Waiting ? { completed: { uuid, status: TaskStatus.Failed as TaskStatus, callback: task.callback } } : {};
  return { state: next.state, effects: { close: uuid, ...completed, ...next.effects } };
}

/** Retry clears the output and puts the task back to Waiting; the queue then starts what it can. */
export function retryTask(state: TerminalState, uuid: string): Step {
  const task = state.taskList.find((t) => t.uuid === uuid);
  if (!task || isRunning(task)) return { state, effects: {} };
  return startNext(update(state, uuid, (t) => ({ ...withStatus(t, TaskStatus.Waiting), message: [] })));
}

/** Deletes a task unless it is Connecting or Executing; deleting a blocker lets the queue go on. */
export function deleteTask(state: TerminalState, uuid: string): Step {
  const task = state.taskList.find((t) => t.uuid === uuid);
  if (!task || isRunning(task)) return { state, effects: {} };
  return startNext({ ...state, taskList: state.taskList.filter((t) => t.uuid !== uuid) });
}

/** Removes every successful task. */
export function clearSuccessTasks(state: TerminalState): TerminalState {
  return { ...state, taskList: state.taskList.filter((t) => t.status !== TaskStatus.Success) };
}

/** On app start, tasks that were Connecting or Executing cannot be followed any more: Unknown. */
export function restore(state: TerminalState): TerminalState {
  return { ...state, show: false, taskList: state.taskList.map((t) => (isRunning(t) ? withStatus(t, TaskStatus.Unknown) : t)) };
}

/** Opening the panel clears the dot. */
export function togglePanel(state: TerminalState, show: boolean): TerminalState {
  return { ...state, show, showDot: show ? false : state.showDot };
}

export function toggleMessage(state: TerminalState, uuid: string, show?: boolean): TerminalState {
  return update(state, uuid, (t) => ({ ...t, showMessage: show ?? !t.showMessage }));
}

export function setAutomaticCleanup(state: TerminalState, value: boolean): TerminalState {
  return { ...state, automaticCleanupTask: value ? 1 : 0 };
}
