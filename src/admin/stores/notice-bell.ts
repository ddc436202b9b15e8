// The header's notice bell and page help: the caller's unread notice count (read when the chrome
// loads, again every two minutes and after a notice is opened) and the console paths that have
// help (read once).
import { atom } from "nanostores";
import { api } from "@/lib/request";
import { consoleUrl } from "../router/location";

export const $unreadNotices = atom<number>(0);
export const $helpPages = atom<ReadonlySet<string>>(new Set());

let timer: ReturnType<typeof setInterval> | undefined;
let helpLoaded = false;

export function refreshNoticeBell(): void {
  api<{ unread: number }>({ url: consoleUrl("content.Notice/inbox"), params: { limit: 1 }, showErrorMessage: false })
    .then((res) => $unreadNotices.set(res.data.unread))
    .catch(() => undefined);
}

/** Starts the bell's refresh (idempotent). */
export function watchNoticeBell(): void {
  if (timer) return;
  refreshNoticeBell();
  timer = setInterval(refreshNoticeBell, 120_000);
}

export function loadHelpPages(): void {
  if (helpLoaded) return;
  helpLoaded = true;
  api<{ pages: string[] }>({ url: consoleUrl("help.Article/pages"), showErrorMessage: false })
    .then((res) => $helpPages.set(new Set(res.data.pages.map((p) => p.toLowerCase()))))
    .catch(() => {
      helpLoaded = false;
    });
}
