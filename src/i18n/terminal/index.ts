// Translator of the terminal (header button and panel), in both console languages.
import { format, type Lang } from "@shared/i18n";
import { terminalEn as en } from "./en";
import { terminalZhCn as zhCn } from "./zh-cn";
import { pageLang } from "@/stores/lang";

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
