// Texts of the terminal (header button and panel), in both console languages. The panel is
// part of the console chrome, so its words load with the button rather than per page.
import { format, type Lang, type Translation } from "@shared/i18n";
import { pageLang } from "@/stores/lang";

const en = {
  terminal: "Terminal",
  terminalHint: "Run server commands from the allow-list and watch their output",
  newTasks: "There are new tasks",
  blockedWarning: "Newly added tasks will never start because they are blocked by failed tasks",
  quickCommands: "Commands",
  cmdVersion: "Check versions",
  cmdTest: "Test package manager",
  cmdInstall: "Install dependencies",
  cmdBuild: "Build the site",
  cmdMigrate: "Migrate the database",
  cmdSeed: "Add demo data",
  "cmd.version": "Version check",
  "cmd.install": "Install dependencies",
  "cmd.build": "Build the site",
  "cmd.test": "Package manager test",
  "cmd.migrate": "Database migration",
  "cmd.seed": "Demo data",
  tasks: "Tasks",
  noTasks: "No tasks yet",
  noTasksHint: "Pick a command above; tasks run one after another and their output appears here.",
  status0: "Waiting",
  status1: "Connecting",
  status2: "Executing",
  status3: "Succeeded",
  status4: "Failed",
  status5: "Unknown",
  retry: "Retry",
  delete: "Delete",
  cannotDeleteRunning: "A running task cannot be deleted",
  showOutput: "Show output",
  hideOutput: "Hide output",
  noOutput: "No output yet",
  clearSuccess: "Clear successful tasks",
  settings: "Terminal settings",
  packageManager: "Package manager",
  packageManagerHelp: "Install, build and test commands run with this package manager on the server.",
  choosePackageManager: "Choose the package manager",
  port: "API port (development server)",
  portHelp: "Used by the development server to reach the API; the built site uses its own address.",
  automaticCleanup: "Remove successful tasks when a task is added",
  save: "Save",
  cancel: "Cancel",
  close: "Close",
  blockOnFailure: "Blocks the queue when it fails",
  createdAt: "Added {time}",
  unknownHint: "The page was reloaded while this task ran; its outcome is unknown.",
} as const;

const zhCn: Translation<typeof en> = {
  terminal: "终端",
  terminalHint: "执行白名单中的服务器命令并查看输出",
  newTasks: "有新任务",
  blockedWarning: "新添加的任务永远不会开始，因为它们被失败的任务阻塞了",
  quickCommands: "命令",
  cmdVersion: "检查版本",
  cmdTest: "测试包管理器",
  cmdInstall: "安装依赖",
  cmdBuild: "构建站点",
  cmdMigrate: "迁移数据库",
  cmdSeed: "添加演示数据",
  "cmd.version": "版本检查",
  "cmd.install": "安装依赖",
  "cmd.build": "构建站点",
  "cmd.test": "包管理器测试",
  "cmd.migrate": "数据库迁移",
  "cmd.seed": "演示数据",
  tasks: "任务",
  noTasks: "暂无任务",
  noTasksHint: "在上方选择命令；任务依次执行，输出显示在这里。",
  status0: "等待执行",
  status1: "连接中",
  status2: "执行中",
  status3: "执行成功",
  status4: "执行失败",
  status5: "状态未知",
  retry: "重试",
  delete: "删除",
  cannotDeleteRunning: "执行中的任务不能删除",
  showOutput: "显示输出",
  hideOutput: "隐藏输出",
  noOutput: "暂无输出",
  clearSuccess: "清理成功的任务",
  settings: "终端设置",
  packageManager: "包管理器",
  packageManagerHelp: "服务器上的安装、构建和测试命令使用该包管理器执行。",
  choosePackageManager: "选择包管理器",
  port: "接口端口（开发服务器）",
  portHelp: "开发服务器通过该端口访问接口；构建后的站点使用自身地址。",
  automaticCleanup: "添加任务时清理成功的任务",
  save: "保存",
  cancel: "取消",
  close: "关闭",
  blockOnFailure: "失败时阻塞队列",
  createdAt: "添加于 {time}",
  unknownHint: "任务执行期间页面被刷新，结果未知。",
};

const dictionaries: Record<Lang, Record<keyof typeof en, string>> = { en, "zh-cn": zhCn };

export type TerminalTextKey = keyof typeof en;

export function terminalText(key: TerminalTextKey, params?: Record<string, string | number>): string {
  return format(dictionaries[pageLang()][key], params);
}

/** "install.pnpm" -> "Install dependencies · pnpm". */
export function commandTitle(command: string): string {
  const [group = "", variant] = command.split(".", 2);
  const key = `cmd.${group}` as TerminalTextKey;
  const name = key in en ? terminalText(key) : group;
  return variant ? `${name} · ${variant}` : name;
}
