// The custom menu editor (wechat/menu): a phone-shaped preview of the account's menu bar where
// buttons are chosen, added and arranged, the chosen button's settings beside it, WeChat's rules
// checked as one types (the same checks the server makes), then save or publish to WeChat.
import { useState } from "react";
import { ArrowDown, ArrowUp, Plus, Send, Save, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { api } from "@/lib/request";
import { cn } from "@/lib/utils";
import { formatDateTime } from "@shared/datetime";
import { pick } from "@shared/i18n";
import { checkMenu, MENU_TYPES, type MenuButton } from "@shared/wechat-menu";
import { useHasNode } from "../../components/auth";
import { useLoaded } from "../../components/use-loaded";
import { LoadFailedView, Spinner } from "../../components/views";
import { consoleLang, usePageText } from "@/i18n/console";
import { consoleUrl } from "../../router/location";
import type { PageProps } from "../page-props";

interface Screen {
  buttons: MenuButton[];
  configured: boolean;
  last: { status: string; errmsg: string; create_time: number } | null;
}

/** Which button is chosen: [top] or [top, sub]. */
type Path = [number] | [number, number];

const bytes = (s: string) => new TextEncoder().encode(s).length;

export default function WechatMenuPage(_: PageProps) {
  const text = usePageText("wechat.menu");
  const has = useHasNode();
  const lang = consoleLang();
  const { data, failed, reload } = useLoaded(() => api<Screen>({ url: consoleUrl("wechat.Menu/index") }).then((res) => res.data));
  const [menu, setMenu] = useState<MenuButton[]>();
  const [path, setPath] = useState<Path>();
  const [busy, setBusy] = useState(false);

  if (failed) return <LoadFailedView onRetry={() => void reload()} />;
  if (!data) return <Spinner />;
  const buttons = menu ?? data.buttons;
  const change = (next: MenuButton[]) => setMenu(next);
  const problems = checkMenu(buttons);
  const where = (at: string) => {
    if (!at) return text("wholeMenu");
    const [top, sub] = at.split(".").map(Number);
    return sub === undefined ? text("top", { n: (top ?? 0) + 1 }) : text("sub", { n: sub + 1, top: (top ?? 0) + 1 });
  };
  const chosen = path ? (path.length === 1 ? buttons[path[0]] : buttons[path[0]]?.sub_button?.[path[1]]) : undefined;

  const update = (patch: Partial<MenuButton>) => {
    if (!path) return;
    change(
      buttons.map((top, i) => {
        if (i !== path[0]) return top;
        if (path.length === 1) return { ...top, ...patch };
        return { ...top, sub_button: top.sub_button?.map((sub, j) => (j === path[1] ? { ...sub, ...patch } : sub)) };
      }),
    );
  };
  const addTop = () => {
    change([...buttons, { name: text("newButton"), type: "click", key: `KEY_${buttons.length + 1}` }]);
    setPath([buttons.length]);
  };
  const addSub = (top: number) => {
    const subs = buttons[top]?.sub_button ?? [];
    change(buttons.map((b, i) => (i === top ? { name: b.name, sub_button: [...subs, { name: text("newButton"), type: "click", key: `KEY_${top + 1}_${subs.length + 1}` }] } : b)));
    setPath([top, subs.length]);
  };
  const remove = () => {
    if (!path) return;
    if (path.length === 1) change(buttons.filter((_, i) => i !== path[0]));
    else change(buttons.map((b, i) => (i === path[0] ? { ...b, sub_button: b.sub_button?.filter((_, j) => j !== path[1]) } : b)));
    setPath(undefined);
  };
  const move = (by: -1 | 1) => {
    if (!path) return;
    const swap = <T,>(list: T[], at: number) => {
      const next = [...list];
      const [item] = next.splice(at, 1);
      if (item !== undefined) next.splice(at + by, 0, item);
      return next;
    };
    if (path.length === 1) {
      change(swap(buttons, path[0]));
      setPath([path[0] + by]);
    } else {
      change(buttons.map((b, i) => (i === path[0] ? { ...b, sub_button: swap(b.sub_button ?? [], path[1]) } : b)));
      setPath([path[0], path[1] + by]);
    }
  };
  const siblings = path ? (path.length === 1 ? buttons.length : (buttons[path[0]]?.sub_button?.length ?? 0)) : 0;
  const index = path ? (path.length === 1 ? path[0] : path[1]) : 0;

  const send = async (action: "save" | "publish") => {
    setBusy(true);
    try {
      await api({ url: consoleUrl(`wechat.Menu/${action}`), method: "POST", data: { buttons }, showSuccessMessage: true });
      setMenu(undefined);
      await reload();
    } catch {
      // The request layer has shown the error.
    } finally {
      setBusy(false);
    }
  };

  const max = path?.length === 1 ? 16 : 60;
  const hasSubs = Boolean(path?.length === 1 && chosen?.sub_button?.length);
  const field = (name: "key" | "url" | "appid" | "pagepath" | "media_id", label: string) => (
    <div className="space-y-1.5">
      <Label htmlFor={`menu-${name}`}>{label}</Label>
      <Input id={`menu-${name}`} value={chosen?.[name] ?? ""} onChange={(e) => update({ [name]: e.target.value })} />
    </div>
  );

  return (
    <div className="flex flex-wrap items-start gap-6">
      <section aria-labelledby="menu-preview-title" className="w-80 shrink-0">
        <h2 id="menu-preview-title" className="mb-2 text-sm font-medium text-muted-foreground">
          {text("preview")}
        </h2>
        <div className="overflow-hidden rounded-[2rem] border-8 border-zinc-800 bg-zinc-100 shadow-lg dark:bg-zinc-900">
          <div className="bg-zinc-800 py-2 text-center text-sm text-white">{text("account")}</div>
          <div className="relative h-96">
            {buttons.map((top, i) =>
              path && path[0] === i && (top.sub_button?.length || path.length === 2) ? (
                <ul key={i} aria-label={top.name} className="absolute bottom-1 w-[calc(33.333%-0.5rem)] rounded-md border bg-white shadow dark:bg-zinc-800" style={{ left: `calc(${(i * 100) / 3}% + 0.25rem)` }}>
                  {(top.sub_button ?? []).map((sub, j) => (
                    <li key={j}>
                      <button type="button" onClick={() => setPath([i, j])} aria-pressed={path.length === 2 && path[1] === j} className={cn("block w-full truncate border-b px-2 py-2 text-center text-xs", path.length === 2 && path[1] === j && "bg-primary/10 font-semibold text-primary")}>
                        {sub.name || "—"}
                      </button>
                    </li>
                  ))}
                  {(top.sub_button?.length ?? 0) < 5 && (
                    <li>
                      <button type="button" onClick={() => addSub(i)} className="flex w-full items-center justify-center py-2 text-muted-foreground" aria-label={`${text("addSub")}: ${top.name}`}>
                        <Plus className="size-4" aria-hidden="true" />
                      </button>
                    </li>
                  )}
                </ul>
              ) : null,
            )}
          </div>
          <nav aria-label={text("preview")} className="flex h-12 border-t bg-white dark:bg-zinc-800">
            {buttons.map((top, i) => (
              <div key={i} className="flex flex-1 border-r last:border-r-0">
                <button type="button" onClick={() => setPath([i])} aria-pressed={path?.length === 1 && path[0] === i} className={cn("flex-1 truncate px-1 text-xs", path?.length === 1 && path[0] === i && "bg-primary/10 font-semibold text-primary")}>
                  {top.sub_button?.length ? "≡ " : ""}
                  {top.name || "—"}
                </button>
                {path?.[0] === i && !top.sub_button?.length && path.length === 1 && (
                  <button type="button" onClick={() => addSub(i)} className="px-1 text-muted-foreground" aria-label={`${text("addSub")}: ${top.name}`}>
                    <Plus className="size-3" aria-hidden="true" />
                  </button>
                )}
              </div>
            ))}
            {buttons.length < 3 && (
              <button type="button" onClick={addTop} className="flex flex-1 items-center justify-center text-muted-foreground" aria-label={text("addTop")}>
                <Plus className="size-4" aria-hidden="true" />
              </button>
            )}
          </nav>
        </div>
      </section>

      <section aria-labelledby="menu-editor-title" className="min-w-80 flex-1 space-y-4 rounded-xl border bg-card p-5 shadow-xs">
        <h2 id="menu-editor-title" className="text-base font-semibold">
          {text("editing")}
        </h2>
        {!chosen ? (
          <p className="text-sm text-muted-foreground">{text("nothingSelected")}</p>
        ) : (
          <div className="grid max-w-xl gap-4">
            <div className="space-y-1.5">
              <Label htmlFor="menu-name">{text("name")}</Label>
              <Input id="menu-name" value={chosen.name} aria-describedby="menu-name-bytes" aria-invalid={bytes(chosen.name) > max} onChange={(e) => update({ name: e.target.value })} />
              <p id="menu-name-bytes" className={cn("text-xs", bytes(chosen.name) > max ? "text-destructive" : "text-muted-foreground")}>
                {text("bytes", { used: bytes(chosen.name), max })}
              </p>
            </div>
            {hasSubs ? (
              <p className="text-sm text-muted-foreground">{text("hasSubs")}</p>
            ) : (
              <>
                <div className="space-y-1.5">
                  <Label htmlFor="menu-type">{text("type")}</Label>
                  <NativeSelect id="menu-type" value={chosen.type ?? ""} onChange={(e) => update({ type: e.target.value })}>
                    {MENU_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {text(`type.${type}`)}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                {["click", "scancode_push", "scancode_waitmsg", "pic_sysphoto", "pic_photo_or_album", "pic_weixin", "location_select"].includes(chosen.type ?? "") && field("key", text("key"))}
                {chosen.type === "view" && field("url", text("url"))}
                {chosen.type === "miniprogram" && (
                  <>
                    {field("appid", text("appid"))}
                    {field("pagepath", text("pagepath"))}
                    {field("url", text("fallback"))}
                  </>
                )}
                {(chosen.type === "media_id" || chosen.type === "view_limited") && field("media_id", text("mediaId"))}
              </>
            )}
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" disabled={index === 0} onClick={() => move(-1)}>
                <ArrowUp aria-hidden="true" />
                {text("moveUp")}
              </Button>
              <Button type="button" variant="outline" size="sm" disabled={index >= siblings - 1} onClick={() => move(1)}>
                <ArrowDown aria-hidden="true" />
                {text("moveDown")}
              </Button>
              <Button type="button" variant="outline" size="sm" className="text-destructive" onClick={remove}>
                <Trash2 aria-hidden="true" />
                {text("remove")}
              </Button>
            </div>
          </div>
        )}

        {problems.length > 0 && (
          <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
            <p className="font-medium">{text("problems")}</p>
            <ul className="mt-1 list-disc pl-5">
              {problems.map((p, i) => (
                <li key={i}>
                  {where(p.at)}: {pick(p.message, lang)}
                </li>
              ))}
            </ul>
          </div>
        )}

        <div className="flex flex-wrap items-center gap-3 border-t pt-4">
          {has("wechat/menu/save") && (
            <Button type="button" variant="outline" disabled={busy || problems.length > 0} onClick={() => void send("save")}>
              <Save aria-hidden="true" />
              {text("save")}
            </Button>
          )}
          {has("wechat/menu/publish") && (
            <Button type="button" disabled={busy || problems.length > 0 || !data.configured} onClick={() => void send("publish")}>
              <Send aria-hidden="true" />
              {text("publish")}
            </Button>
          )}
          <p className="text-sm text-muted-foreground">
            {!data.configured
              ? text("notConfigured")
              : data.last
                ? text("lastPublished", { time: formatDateTime(data.last.create_time), result: data.last.status === "success" ? text("success") : text("failed", { message: data.last.errmsg }) })
                : text("never")}
          </p>
        </div>
      </section>
    </div>
  );
}
