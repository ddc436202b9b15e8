// The terminal panel (reference web terminal): allow-listed commands to queue, the task list
// with each task's status and output as it streams, retry and delete as the queue allows, and
// the settings of spec §3 (package manager, port, automatic cleanup).
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useStore } from "@nanostores/react";
import { ChevronDown, ChevronRight, Eraser, Package, RotateCw, Settings2, SquareTerminal, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { Switch } from "@/components/ui/switch";
import { formatDateTime } from "@shared/datetime";
import { cn } from "@/lib/utils";
import { TaskStatus, type TerminalTask } from "./machine";
import {
  $terminal,
  $terminalUi,
  addTask,
  addTaskPM,
  changeAutomaticCleanup,
  changeTerminalConfig,
  clearSuccess,
  deleteTask,
  retryTask,
  showTerminal,
  toggleConfig,
  togglePackageManagerDialog,
  toggleTaskMessage,
} from "./store";
import { commandTitle, terminalText as tt, type TerminalTextKey } from "@/i18n/terminal";

const PACKAGE_MANAGERS = ["pnpm", "npm", "yarn", "bun"];

const STATUS_STYLE: Record<TaskStatus, "secondary" | "outline" | "default" | "success" | "destructive" | "warning"> = {
  [TaskStatus.Waiting]: "secondary",
  [TaskStatus.Connecting]: "outline",
  [TaskStatus.Executing]: "default",
  [TaskStatus.Success]: "success",
  [TaskStatus.Failed]: "destructive",
  [TaskStatus.Unknown]: "warning",
};

const running = (task: TerminalTask) => task.status === TaskStatus.Connecting || task.status === TaskStatus.Executing;

function Output({ task }: { task: TerminalTask }) {
  const ref = useRef<HTMLPreElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.scrollTop = ref.current.scrollHeight;
  }, [task.message.length]);
  return (
    <pre
      ref={ref}
      role="log"
      aria-live={running(task) ? "polite" : "off"}
      aria-label={`${commandTitle(task.command)} — ${tt("showOutput")}`}
      tabIndex={0}
      className="max-h-72 overflow-auto rounded-md bg-zinc-950 px-3 py-2 font-mono text-xs leading-5 text-zinc-100 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-black"
    >
      {task.message.length ? task.message.join("\n") : <span className="text-zinc-400">{tt("noOutput")}</span>}
    </pre>
  );
}

function TaskItem({ task }: { task: TerminalTask }) {
  const open = task.showMessage || running(task);
  const title = commandTitle(task.command);
  return (
    <li className="rounded-lg border bg-card p-3" data-task={task.command} aria-label={title}>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-expanded={open}
          onClick={() => toggleTaskMessage(task.uuid, !task.showMessage)}
          className="flex min-w-0 flex-1 items-center gap-2 rounded text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {open ? <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" /> : <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />}
          <span className="min-w-0">
            <span className="block truncate text-sm font-medium">{title}</span>
            <span className="block truncate font-mono text-xs text-muted-foreground">
              {task.command} · {tt("createdAt", { time: formatDateTime(task.createTime) })}
            </span>
          </span>
          <span className="sr-only">{open ? tt("hideOutput") : tt("showOutput")}</span>
        </button>
        <Badge variant={STATUS_STYLE[task.status]} data-status={task.status}>
          {running(task) && <span className="size-1.5 animate-pulse rounded-full bg-current" aria-hidden="true" />}
          {tt(`status${task.status}` as TerminalTextKey)}
        </Badge>
        {(task.status === TaskStatus.Failed || task.status === TaskStatus.Unknown) && (
          <Button variant="outline" size="sm" onClick={() => retryTask(task.uuid)}>
            <RotateCw aria-hidden="true" />
            {tt("retry")}
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon-sm"
          disabled={running(task)}
          title={running(task) ? tt("cannotDeleteRunning") : tt("delete")}
          aria-label={`${tt("delete")} ${title}`}
          onClick={() => deleteTask(task.uuid)}
        >
          <Trash2 className="text-destructive" aria-hidden="true" />
        </Button>
      </div>
      {task.status === TaskStatus.Unknown && <p className="mt-2 text-xs text-muted-foreground">{tt("unknownHint")}</p>}
      {open && (
        <div className="mt-2">
          <Output task={task} />
        </div>
      )}
    </li>
  );
}

function Settings() {
  const ui = useStore($terminalUi);
  const terminal = useStore($terminal);
  const [port, setPort] = useState(String(ui.port));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(port);
    if (!Number.isInteger(value) || value < 1 || value > 65535) {
      setErrors({ port: "1 – 65535" });
      return;
    }
    setSaving(true);
    const failed = await changeTerminalConfig({ port: value });
    setSaving(false);
    setErrors(failed ?? {});
    if (!failed) toggleConfig(false);
  };
  return (
    <form onSubmit={save} noValidate aria-label={tt("settings")} className="space-y-4 border-b bg-muted/40 px-6 py-4">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor="terminal-cleanup" className="text-sm">
          {tt("automaticCleanup")}
        </label>
        <Switch id="terminal-cleanup" checked={terminal.automaticCleanupTask === 1} onCheckedChange={(value) => changeAutomaticCleanup(value)} />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="terminal-port" className="text-sm font-medium">
          {tt("port")}
        </label>
        <div className="flex gap-2">
          <Input id="terminal-port" type="number" min={1} max={65535} value={port} aria-invalid={Boolean(errors.port) || undefined} aria-describedby="terminal-port-help" onChange={(e) => setPort(e.target.value)} className="w-32" />
          <Button type="submit" size="sm" className="h-9" disabled={saving}>
            {tt("save")}
          </Button>
        </div>
        <p id="terminal-port-help" className="text-xs text-muted-foreground">
          {errors.port ? <span className="text-destructive">{errors.port}</span> : tt("portHelp")}
        </p>
      </div>
    </form>
  );
}

function PackageManagerDialog() {
  const ui = useStore($terminalUi);
  const [choice, setChoice] = useState(ui.packageManager);
  const [error, setError] = useState("");
  useEffect(() => setChoice(ui.packageManager), [ui.packageManager, ui.showPackageManagerDialog]);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const failed = await changeTerminalConfig({ packageManager: choice });
    if (failed) setError(failed.packageManager ?? "");
    else togglePackageManagerDialog(false);
  };
  return (
    <Dialog open={ui.showPackageManagerDialog} onOpenChange={(open) => togglePackageManagerDialog(open)}>
      <DialogContent closeLabel={tt("close")} className="sm:max-w-sm">
        <form onSubmit={save} className="space-y-4">
          <DialogHeader>
            <DialogTitle>{tt("choosePackageManager")}</DialogTitle>
            <DialogDescription>{tt("packageManagerHelp")}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <label htmlFor="terminal-package-manager" className="text-sm font-medium">
              {tt("packageManager")}
            </label>
            <NativeSelect id="terminal-package-manager" value={choice} aria-invalid={Boolean(error) || undefined} onChange={(e) => setChoice(e.target.value)}>
              {PACKAGE_MANAGERS.map((pm) => (
                <option key={pm} value={pm}>
                  {pm}
                </option>
              ))}
            </NativeSelect>
            {error && <p className="text-xs text-destructive">{error}</p>}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => togglePackageManagerDialog(false)}>
              {tt("cancel")}
            </Button>
            <Button type="submit">{tt("save")}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export default function TerminalPanel() {
  const terminal = useStore($terminal);
  const ui = useStore($terminalUi);
  const commands: { label: TerminalTextKey; run: () => void }[] = [
    {
      label: "cmdVersion",
      run: () => {
        addTask("version.node", { blockOnFailure: false });
        addTaskPM("version", { blockOnFailure: false });
      },
    },
    { label: "cmdTest", run: () => addTaskPM("test") },
    { label: "cmdInstall", run: () => addTaskPM("install") },
    { label: "cmdBuild", run: () => addTaskPM("build") },
    { label: "cmdMigrate", run: () => addTask("migrate") },
    { label: "cmdSeed", run: () => addTask("seed") },
  ];
  const hasSuccess = terminal.taskList.some((t) => t.status === TaskStatus.Success);
  return (
    <Sheet open={terminal.show} onOpenChange={(open) => showTerminal(open)}>
      <SheetContent className="w-full gap-0 p-0 sm:max-w-2xl" closeLabel={tt("close")}>
        <div className="flex items-start gap-3 border-b px-6 py-4 pr-12">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary" aria-hidden="true">
            <SquareTerminal className="size-5" />
          </span>
          <div className="min-w-0">
            <SheetTitle>{tt("terminal")}</SheetTitle>
            <SheetDescription>{tt("terminalHint")}</SheetDescription>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2 border-b px-6 py-3" role="toolbar" aria-label={tt("quickCommands")}>
          {commands.map((command) => (
            <Button key={command.label} variant="outline" size="sm" onClick={command.run}>
              {tt(command.label)}
            </Button>
          ))}
          <div className="ml-auto flex items-center gap-1">
            <Button variant="ghost" size="sm" onClick={() => togglePackageManagerDialog(true)} aria-label={`${tt("packageManager")}: ${ui.packageManager}`}>
              <Package aria-hidden="true" />
              {ui.packageManager}
            </Button>
            <Button variant={ui.showConfig ? "secondary" : "ghost"} size="icon-sm" aria-expanded={ui.showConfig} aria-label={tt("settings")} title={tt("settings")} onClick={() => toggleConfig()}>
              <Settings2 aria-hidden="true" />
            </Button>
          </div>
        </div>
        {ui.showConfig && <Settings />}
        <div className="flex items-center justify-between px-6 pt-4 pb-2">
          <h3 className="text-sm font-medium text-muted-foreground">{tt("tasks")}</h3>
          <Button variant="ghost" size="sm" disabled={!hasSuccess} onClick={clearSuccess}>
            <Eraser aria-hidden="true" />
            {tt("clearSuccess")}
          </Button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-6 pb-6">
          {terminal.taskList.length === 0 ? (
            <div className={cn("rounded-lg border border-dashed px-4 py-12 text-center")}>
              <p className="font-medium">{tt("noTasks")}</p>
              <p className="mt-1 text-sm text-muted-foreground">{tt("noTasksHint")}</p>
            </div>
          ) : (
            <ol className="space-y-2" aria-label={tt("tasks")}>
              {terminal.taskList.map((task) => (
                <TaskItem key={task.uuid} task={task} />
              ))}
            </ol>
          )}
        </div>
        <PackageManagerDialog />
      </SheetContent>
    </Sheet>
  );
}
