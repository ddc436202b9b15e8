// Header: the notice bell (unread count; opens "My notices") and the "?" of pages that have help
// (opens the page's help articles in a dialog). Each shows only to callers who can use it.
import { useEffect, useState } from "react";
import { useStore } from "@nanostores/react";
import { Bell, CircleHelp } from "lucide-react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { api } from "@/lib/request";
import { cn } from "@/lib/utils";
import { t } from "@/i18n/console";
import { useHasNode } from "../components/auth";
import { $location, consoleUrl, navigate } from "../router/location";
import { $helpPages, $unreadNotices, loadHelpPages, watchNoticeBell } from "../stores/notice-bell";

const buttonClass = (onHeader: boolean) =>
  cn(
    "relative flex size-9 items-center justify-center rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-[18px]",
    onHeader ? "text-primary-foreground hover:bg-white/15" : "text-muted-foreground hover:bg-accent hover:text-foreground",
  );

export function NoticeBell({ onHeader }: { onHeader: boolean }) {
  const has = useHasNode();
  const unread = useStore($unreadNotices);
  const allowed = has("content/inbox");
  useEffect(() => {
    if (allowed) watchNoticeBell();
  }, [allowed]);
  if (!allowed) return null;
  // The count as a word of its own, not in parentheses: axe (label-content-name-mismatch) drops
  // parentheticals from the name, and the badge's visible number must be in it.
  const label = unread > 0 ? `${t("myNotices")}: ${t("unreadNotices", { count: unread })}` : t("myNotices");
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button type="button" aria-label={label} className={buttonClass(onHeader)} onClick={() => navigate("/content/inbox")}>
          <Bell aria-hidden="true" />
          {unread > 0 && (
            <span className="absolute top-1 right-1 min-w-4 rounded-full bg-destructive px-1 text-center text-[10px] leading-4 font-semibold text-white" aria-hidden="true">
              {unread > 99 ? "99+" : unread}
            </span>
          )}
        </button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

interface HelpArticle {
  id: number;
  title: string;
  body: string;
}

export function PageHelpButton({ onHeader }: { onHeader: boolean }) {
  const pages = useStore($helpPages);
  const { path } = useStore($location);
  const [open, setOpen] = useState(false);
  const [articles, setArticles] = useState<HelpArticle[]>();
  useEffect(loadHelpPages, []);
  const page = path.toLowerCase();
  useEffect(() => {
    setArticles(undefined);
    setOpen(false);
  }, [page]);
  if (!pages.has(page)) return null;
  const show = async () => {
    setOpen(true);
    if (!articles) setArticles((await api<{ articles: HelpArticle[] }>({ url: consoleUrl("help.Article/show"), params: { path: page } })).data.articles);
  };
  return (
    <>
      <Tooltip>
        <TooltipTrigger asChild>
          <button type="button" aria-label={t("helpButton")} className={buttonClass(onHeader)} onClick={() => void show()}>
            <CircleHelp aria-hidden="true" />
          </button>
        </TooltipTrigger>
        <TooltipContent>{t("helpButton")}</TooltipContent>
      </Tooltip>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>{t("helpButton")}</DialogTitle>
            <DialogDescription className="sr-only">{page}</DialogDescription>
          </DialogHeader>
          {articles?.length === 0 && <p className="text-sm text-muted-foreground">{t("helpNone")}</p>}
          {articles?.map((a) => (
            <section key={a.id} aria-labelledby={`help-${a.id}`} className="space-y-1">
              <h3 id={`help-${a.id}`} className="font-semibold">
                {a.title}
              </h3>
              {/* Sanitised on the server before it was stored. */}
              <div className="richtext text-sm" dangerouslySetInnerHTML={{ __html: a.body }} />
            </section>
          ))}
        </DialogContent>
      </Dialog>
    </>
  );
}
