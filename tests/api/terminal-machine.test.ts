// Every transition of the terminal task queue (spec §4), on the pure state machine the
// console's terminal store drives.
import { describe, expect, test } from "bun:test";
import {
  addTask,
  BLOCKED_WARNING,
  blockedAt,
  clearSuccessTasks,
  deleteTask,
  INITIAL_STATE,
  nextToStart,
  receive,
  restore,
  retryTask,
  setAutomaticCleanup,
  startNext,
  streamError,
  TaskStatus,
  toggleMessage,
  togglePanel,
  type TerminalState,
  type TerminalTask,
} from "@/admin/terminal/machine";

let n = 0;
const add = (state: TerminalState, command = "version.bun", options: { blockOnFailure?: boolean; callback?: string } = {}) =>
  addTask(state, { uuid: `t${++n}`, createTime: 1_800_000_000 + n, command, ...options });

const task = (state: TerminalState, uuid: string) => state.taskList.find((t) => t.uuid === uuid) as TerminalTask;
const statuses = (state: TerminalState) => state.taskList.map((t) => t.status);

function withTasks(...list: Partial<TerminalTask>[]): TerminalState {
  return {
    ...INITIAL_STATE,
    automaticCleanupTask: 0,
    taskList: list.map((t, i) => ({ uuid: `x${i}`, createTime: i, status: TaskStatus.Waiting, command: "c", message: [], showMessage: false, blockOnFailure: true, extend: "", callback: "", ...t })),
  };
}

describe("adding and starting", () => {
  test("status values are those of the spec", () => {
    expect(TaskStatus).toEqual({ Waiting: 0, Connecting: 1, Executing: 2, Success: 3, Failed: 4, Unknown: 5 });
    expect(INITIAL_STATE.automaticCleanupTask).toBe(1);
  });

  test("a new task starts as Waiting and the queue sets the first Waiting task Connecting", () => {
    const first = add(INITIAL_STATE, "version.bun", { callback: "refresh" });
    expect(first.state.taskList).toHaveLength(1);
    expect(first.state.taskList[0]).toMatchObject({ status: TaskStatus.Connecting, command: "version.bun", message: [], showMessage: false, blockOnFailure: true, extend: "", callback: "refresh" });
    expect(first.effects.start).toBe(first.state.taskList[0]?.uuid);
    const second = add(first.state, "install.pnpm");
    expect(statuses(second.state)).toEqual([TaskStatus.Connecting, TaskStatus.Waiting]);
    expect(second.effects.start).toBeUndefined();
  });

  test("starting stops at a running task", () => {
    expect(nextToStart(withTasks({ status: TaskStatus.Connecting }, {}).taskList)).toBeUndefined();
    expect(nextToStart(withTasks({ status: TaskStatus.Executing }, {}).taskList)).toBeUndefined();
  });

  test("starting stops at a failed or unknown task with blockOnFailure, and passes those without", () => {
    expect(nextToStart(withTasks({ status: TaskStatus.Failed }, {}).taskList)).toBeUndefined();
    expect(nextToStart(withTasks({ status: TaskStatus.Unknown }, {}).taskList)).toBeUndefined();
    expect(nextToStart(withTasks({ status: TaskStatus.Failed, blockOnFailure: false }, {}).taskList)).toBe(1);
    expect(nextToStart(withTasks({ status: TaskStatus.Unknown, blockOnFailure: false }, {}).taskList)).toBe(1);
    expect(nextToStart(withTasks({ status: TaskStatus.Success }, { status: TaskStatus.Success }, {}).taskList)).toBe(2);
    expect(nextToStart(withTasks({ status: TaskStatus.Success }).taskList)).toBeUndefined();
    const step = startNext(withTasks({ status: TaskStatus.Failed, blockOnFailure: false }, {}));
    expect(statuses(step.state)).toEqual([TaskStatus.Failed, TaskStatus.Connecting]);
    expect(step.effects).toEqual({ start: "x1" });
    expect(startNext(withTasks({ status: TaskStatus.Failed }, {})).effects).toEqual({});
  });

  test("with automaticCleanupTask 1, successful tasks are removed when a task is added; with 0 they stay", () => {
    const done = withTasks({ status: TaskStatus.Success }, { status: TaskStatus.Failed, blockOnFailure: false }, { status: TaskStatus.Success });
    const cleaned = add({ ...done, automaticCleanupTask: 1 });
    expect(statuses(cleaned.state)).toEqual([TaskStatus.Failed, TaskStatus.Connecting]);
    const kept = add({ ...done, automaticCleanupTask: 0 });
    expect(statuses(kept.state)).toEqual([TaskStatus.Success, TaskStatus.Failed, TaskStatus.Success, TaskStatus.Connecting]);
  });

  test("a task added while the panel is closed shows the dot; while open it does not", () => {
    expect(add(INITIAL_STATE).state.showDot).toBe(true);
    expect(add(togglePanel(INITIAL_STATE, true)).state.showDot).toBe(false);
  });

  test("the warning appears when the panel is closed and a failed task blocks the new one", () => {
    expect(BLOCKED_WARNING).toBe("Newly added tasks will never start because they are blocked by failed tasks");
    const blocked = withTasks({ status: TaskStatus.Failed });
    const closed = add(blocked);
    expect(closed.effects.warnBlocked).toBe(true);
    expect(task(closed.state, closed.state.taskList[1]?.uuid ?? "").status).toBe(TaskStatus.Waiting);
    expect(add(withTasks({ status: TaskStatus.Unknown })).effects.warnBlocked).toBe(true);
    expect(add(togglePanel(blocked, true)).effects.warnBlocked).toBeUndefined();
    expect(add(withTasks({ status: TaskStatus.Failed, blockOnFailure: false })).effects.warnBlocked).toBeUndefined();
    expect(add(withTasks({ status: TaskStatus.Executing })).effects.warnBlocked).toBeUndefined();
    expect(blockedAt(blocked.taskList, 1)).toBe(true);
    expect(blockedAt(blocked.taskList, 0)).toBe(false);
  });
});

describe("server stream messages", () => {
  const running = () => {
    const step = add(add(INITIAL_STATE, "version.bun").state, "install.bun");
    return { state: step.state, first: step.state.taskList[0]?.uuid ?? "", second: step.state.taskList[1]?.uuid ?? "" };
  };

  test("link-success sets Executing, output lines are kept, exec-success sets Success", () => {
    const { state, first } = running();
    const linked = receive(state, first, "link-success").state;
    expect(task(linked, first).status).toBe(TaskStatus.Executing);
    const output = receive(receive(linked, first, "> bun --version").state, first, "1.4.5").state;
    expect(task(output, first).message).toEqual(["> bun --version", "1.4.5"]);
    const success = receive(output, first, "exec-success").state;
    expect(task(success, first).status).toBe(TaskStatus.Success);
  });

  test("exec-completed closes the stream, keeps Success and starts the next task", () => {
    const { state, first, second } = running();
    const success = receive(receive(state, first, "link-success").state, first, "exec-success").state;
    const completed = receive(success, first, "exec-completed");
    expect(task(completed.state, first).status).toBe(TaskStatus.Success);
    expect(task(completed.state, second).status).toBe(TaskStatus.Connecting);
    expect(completed.effects).toEqual({ close: first, completed: { uuid: first, status: TaskStatus.Success, callback: "" }, start: second });
  });

  test("exec-error sets Failed; exec-completed then closes it as Failed and a blocking failure stops the queue", () => {
    const { state, first, second } = running();
    const failed = receive(receive(state, first, "link-success").state, first, "exec-error").state;
    expect(task(failed, first)).toMatchObject({ status: TaskStatus.Failed, showMessage: true });
    const completed = receive(failed, first, "exec-completed");
    expect(task(completed.state, first).status).toBe(TaskStatus.Failed);
    expect(task(completed.state, second).status).toBe(TaskStatus.Waiting);
    expect(completed.effects).toEqual({ close: first, completed: { uuid: first, status: TaskStatus.Failed, callback: "" } });
  });

  test("exec-completed without exec-success sets Failed", () => {
    const { state, first } = running();
    const completed = receive(receive(state, first, "link-success").state, first, "exec-completed");
    expect(task(completed.state, first).status).toBe(TaskStatus.Failed);
  });

  test("a failure without blockOnFailure neither shows its output nor stops the queue", () => {
    const first = add(INITIAL_STATE, "version.pnpm", { blockOnFailure: false });
    const second = add(first.state, "version.bun");
    const uuid = first.state.taskList[0]?.uuid ?? "";
    const completed = receive(receive(second.state, uuid, "exec-error").state, uuid, "exec-completed");
    expect(task(completed.state, uuid)).toMatchObject({ status: TaskStatus.Failed, showMessage: false });
    expect(completed.effects.start).toBe(second.state.taskList[1]?.uuid);
  });

  test("a stream error sets Failed, closes it and starts the next task when nothing blocks", () => {
    const { state, first, second } = running();
    const errored = streamError(state, first);
    expect(task(errored.state, first).status).toBe(TaskStatus.Failed);
    expect(errored.effects.close).toBe(first);
    expect(errored.effects.start).toBeUndefined();
    const nonBlocking = add(INITIAL_STATE, "x", { blockOnFailure: false });
    const next = add(nonBlocking.state, "y");
    const after = streamError(next.state, nonBlocking.state.taskList[0]?.uuid ?? "");
    expect(after.effects.start).toBe(next.state.taskList[1]?.uuid);
    expect(task(errored.state, second).status).toBe(TaskStatus.Waiting);
  });

  test("messages for tasks that are gone, and empty messages, change nothing", () => {
    const { state } = running();
    expect(receive(state, "nobody", "exec-success").state).toBe(state);
    expect(receive(state, state.taskList[0]?.uuid ?? "", "").state).toBe(state);
    expect(streamError(state, "nobody").state).toBe(state);
  });
});

describe("retry and delete", () => {
  test("retry clears the output and resets the task to Waiting, then the queue starts it", () => {
    const state = withTasks({ status: TaskStatus.Failed, message: ["boom"], showMessage: true });
    const retried = retryTask(state, "x0");
    expect(task(retried.state, "x0")).toMatchObject({ status: TaskStatus.Connecting, message: [] });
    expect(retried.effects.start).toBe("x0");
    const unknown = retryTask(withTasks({ status: TaskStatus.Executing }, { status: TaskStatus.Unknown, message: ["?"] }), "x1");
    expect(task(unknown.state, "x1")).toMatchObject({ status: TaskStatus.Waiting, message: [] });
    expect(unknown.effects.start).toBeUndefined();
    const busy = withTasks({ status: TaskStatus.Executing, message: ["a"] });
    expect(retryTask(busy, "x0").state).toBe(busy);
  });

  test("a task that is Connecting or Executing cannot be deleted; others can", () => {
    const state = withTasks({ status: TaskStatus.Connecting }, { status: TaskStatus.Executing }, { status: TaskStatus.Success }, { status: TaskStatus.Failed }, { status: TaskStatus.Unknown }, {});
    expect(deleteTask(state, "x0").state.taskList).toHaveLength(6);
    expect(deleteTask(state, "x1").state.taskList).toHaveLength(6);
    for (const uuid of ["x2", "x3", "x4", "x5"]) expect(deleteTask(state, uuid).state.taskList.map((t) => t.uuid)).not.toContain(uuid);
  });

  test("deleting the failed task that blocks lets the queue go on", () => {
    const step = deleteTask(withTasks({ status: TaskStatus.Failed }, {}), "x0");
    expect(statuses(step.state)).toEqual([TaskStatus.Connecting]);
    expect(step.effects.start).toBe("x1");
  });
});

describe("app start, panel and settings", () => {
  test("on app start Connecting and Executing tasks become Unknown (and show their output when they block)", () => {
    const before = withTasks({ status: TaskStatus.Connecting }, { status: TaskStatus.Executing, blockOnFailure: false }, { status: TaskStatus.Success }, { status: TaskStatus.Waiting });
    const after = restore({ ...before, show: true });
    expect(statuses(after)).toEqual([TaskStatus.Unknown, TaskStatus.Unknown, TaskStatus.Success, TaskStatus.Waiting]);
    expect(after.taskList.map((t) => t.showMessage)).toEqual([true, false, false, false]);
    expect(after.show).toBe(false);
    // An unknown task that blocks keeps the queue stopped until it is retried or deleted.
    expect(startNext(after).effects.start).toBeUndefined();
  });

  test("opening the panel clears the dot; closing keeps it", () => {
    const dotted = { ...INITIAL_STATE, showDot: true };
    expect(togglePanel(dotted, true)).toMatchObject({ show: true, showDot: false });
    expect(togglePanel(dotted, false)).toMatchObject({ show: false, showDot: true });
  });

  test("clearing successful tasks, toggling output and the cleanup setting", () => {
    const state = withTasks({ status: TaskStatus.Success }, { status: TaskStatus.Failed });
    expect(statuses(clearSuccessTasks(state))).toEqual([TaskStatus.Failed]);
    expect(task(toggleMessage(state, "x0"), "x0").showMessage).toBe(true);
    expect(task(toggleMessage(state, "x1", false), "x1").showMessage).toBe(false);
    expect(setAutomaticCleanup(state, true).automaticCleanupTask).toBe(1);
    expect(setAutomaticCleanup(state, false).automaticCleanupTask).toBe(0);
  });

  test("a whole session: two tasks, one fails and blocks, retry succeeds, the queue drains", () => {
    let state = togglePanel(INITIAL_STATE, true);
    const a = add(state, "version.pnpm");
    const b = add(a.state, "version.bun");
    state = b.state;
    const [ua, ub] = state.taskList.map((t) => t.uuid) as [string, string];
    for (const data of ["link-success", "> pnpm --version", "Error: pnpm is not installed on the server", "exec-error"]) state = receive(state, ua, data).state;
    const done = receive(state, ua, "exec-completed");
    expect(done.effects.start).toBeUndefined();
    state = done.state;
    expect(statuses(state)).toEqual([TaskStatus.Failed, TaskStatus.Waiting]);
    const retry = retryTask(state, ua);
    expect(retry.effects.start).toBe(ua);
    state = retry.state;
    for (const data of ["link-success", "exec-success"]) state = receive(state, ua, data).state;
    const next = receive(state, ua, "exec-completed");
    expect(next.effects.start).toBe(ub);
    state = next.state;
    for (const data of ["link-success", "1.4.5", "exec-success", "exec-completed"]) state = receive(state, ub, data).state;
    expect(statuses(state)).toEqual([TaskStatus.Success, TaskStatus.Success]);
  });
});
