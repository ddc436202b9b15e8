// The data big-screen (spec §2 `/admin/screendata/index`; domain §23): a 1920x1080 dark wall
// display scaled to whatever holds it, proportions kept. Inside the console it fills the page;
// "Full screen" (or `?full=1`) drops the console frame and asks the browser for full screen.
// One live stream feeds every panel (use-screen-stream.ts); nothing polls.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useStore } from "@nanostores/react";
import { Maximize2 } from "lucide-react";
import { formatDateTime } from "@shared/datetime";
import { consoleLang, usePageText } from "@/i18n/console";
import { $tabFullScreen } from "../../stores/tabs";
import { HainanMap } from "../../screen/HainanMap";
import { AlertTicker, ComplaintPanel, EntitiesPanel, Figure, fmt, LoadPanel, OriginsPanel, TradeStrip, TrendPanel } from "../../screen/panels";
import { useScreenStream } from "../../screen/use-screen-stream";
import type { PageProps } from "../page-props";

const W = 1920;
const H = 1080;

/** The scale that fits the 1920x1080 stage into its holder. */
function useStageScale() {
  const holder = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0);
  useLayoutEffect(() => {
    const el = holder.current;
    if (!el) return;
    const fit = () => setScale(Math.min(el.clientWidth / W, el.clientHeight / H) || 0);
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { holder, scale };
}

/** One text function for the screen's life (its texts are loaded before it renders), so memoized panels and chart options keep. */
function useStableText<T extends (...args: never[]) => string>(text: T): T {
  const latest = useRef(text);
  latest.current = text;
  return useCallback(((...args) => latest.current(...args)) as T, []);
}

export default function ScreenPage({ search, active }: PageProps) {
  const full = useStore($tabFullScreen);
  // Full screen belongs to this tab while it is on screen: a kept-alive screen behind another
  // tab (restored after a reload, say) must not take the console's frame away from that tab.
  const madeFull = useRef(false);
  const askedFull = active && new URLSearchParams(search).get("full") === "1";
  useLayoutEffect(() => {
    if (askedFull) {
      madeFull.current = true;
      $tabFullScreen.set(true);
    } else if (!active && madeFull.current) {
      madeFull.current = false;
      $tabFullScreen.set(false);
    }
  }, [askedFull, active]);
  // Dropping the console frame moves the page in the tree (a remount): with `?full=1` the screen
  // itself (its stream and charts) starts only once the frame is gone, so it is built once.
  if (askedFull && !full) return null;
  return <Screen full={full} madeFull={madeFull} />;
}

function Screen({ full, madeFull }: { full: boolean; madeFull: { current: boolean } }) {
  const text = useStableText(usePageText("screendata.index"));
  const { panels, updatedAt, state } = useScreenStream();
  const { holder, scale } = useStageScale();

  const enterFull = () => {
    madeFull.current = true;
    $tabFullScreen.set(true);
    void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  // Leaving the console's full-screen mode (its own button) leaves the browser's too.
  useEffect(() => {
    if (!full && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, [full]);

  const v = panels.visitors;
  const c = panels.complaints;
  const k = panels.contracts;
  return (
    <div ref={holder} className={full ? "fixed inset-0 z-30 bg-[#050b17]" : "relative h-[calc(100vh-9rem)] min-h-[420px] w-full overflow-hidden rounded-md bg-[#050b17]"} data-screen-state={state}>
      <style>{`@keyframes screen-ticker{from{transform:translateX(0)}to{transform:translateX(-50%)}}.screen-ticker{animation:screen-ticker linear infinite}.screen-ticker:hover{animation-play-state:paused}@media (prefers-reduced-motion:reduce){.screen-ticker{animation:none}}`}</style>
      <div
        className="absolute top-1/2 left-1/2 origin-center bg-[radial-gradient(ellipse_at_center,#0c2447_0%,#050b17_70%)] text-sky-50"
        style={{ width: W, height: H, transform: `translate(-50%, -50%) scale(${scale})`, visibility: scale ? "visible" : "hidden" }}
        data-stage
      >
        <header className="relative flex h-[84px] items-center justify-center border-b border-[#1e3a5f] bg-[linear-gradient(180deg,#0d2a52,transparent)]">
          <h1 className={`${consoleLang() === "en" ? "text-[32px] tracking-[0.02em]" : "text-[38px] tracking-[0.12em]"} font-bold text-sky-50 [text-shadow:0_0_18px_rgba(56,189,248,0.6)]`}>{text("title")}</h1>
          <div className="absolute top-1/2 left-6 flex -translate-y-1/2 items-center gap-2 text-[16px]" role="status" aria-live="polite">
            <span className={`inline-block size-3 rounded-full ${state === "live" ? "bg-green-400" : "animate-pulse bg-amber-400"}`} />
            <span className={state === "live" ? "text-green-300" : "text-amber-300"}>{state === "live" ? text("live") : text("reconnecting")}</span>
            {updatedAt > 0 && <span className="ml-3 text-[#93a4c3]">{text("updated", { time: formatDateTime(updatedAt).slice(11, 16) })}</span>}
          </div>
          {!full && <button type="button" onClick={enterFull} className="absolute top-1/2 right-6 flex -translate-y-1/2 items-center gap-2 rounded border border-sky-700 px-3 py-1.5 text-[16px] text-sky-100 outline-none hover:bg-sky-900 focus-visible:ring-2 focus-visible:ring-sky-300">
            <Maximize2 className="size-4" aria-hidden="true" />
            {text("fullScreen")}
          </button>}
        </header>
        <section className="grid grid-cols-6 gap-3 px-5 pt-4" aria-label={text("title")}>
          <Figure label={text("enteredToday")} value={fmt(v?.entered_today)} figure="entered-today" sub={text("gatesReporting", { n: fmt(v?.gates) })} />
          <Figure label={text("inPark")} value={fmt(v?.in_park)} figure="in-park" tone="text-green-300" />
          <Figure label={text("groupsOnRoad")} value={fmt(v?.groups_on_road)} figure="groups-on-road" sub={text("onRoad", { n: fmt(v?.tourists_on_road) })} />
          <Figure label={text("guidesOnDuty")} value={fmt(v?.guides_on_duty)} figure="guides-on-duty" />
          <Figure label={text("complaintsToday")} value={fmt(c?.today)} figure="complaints-today" tone="text-amber-300" sub={text("rates", { accept: fmt(c?.accept_rate, "%"), onTime: fmt(c?.on_time_rate, "%") })} />
          <Figure label={text("contractsToday")} value={fmt(k?.signed_today)} figure="contracts-today" sub={`${text("eRate", { rate: fmt(k?.e_contract_rate, "%") })} · ${text("alertsOpen", { n: fmt(k?.open_alerts) })}`} />
        </section>
        <div className="grid h-[830px] grid-cols-[430px_1fr_430px] gap-4 px-5 pt-4">
          <div className="grid min-h-0 grid-rows-[1fr_auto_auto] gap-3">
            {panels.entities && <EntitiesPanel data={panels.entities} text={text} />}
            {panels.origins && <OriginsPanel data={panels.origins} text={text} />}
            {c && <TrendPanel data={c.trend} text={text} />}
          </div>
          <div className="grid min-h-0 grid-rows-[1fr_140px_64px] gap-3">
            <div className="min-h-0">{panels.regions && <HainanMap regions={panels.regions.list} spots={panels.load?.spots ?? []} groups={panels.groups?.list ?? []} text={text} />}</div>
            {panels.orders ? <TradeStrip orders={panels.orders} yachts={panels.yachts} text={text} /> : <div />}
            {panels.alerts && <AlertTicker data={panels.alerts} text={text} />}
          </div>
          <div className="grid min-h-0 grid-rows-[auto_1fr] gap-3">
            {c && <ComplaintPanel data={c} text={text} />}
            {panels.load && <LoadPanel data={panels.load} text={text} />}
          </div>
        </div>
      </div>
    </div>
  );
}
