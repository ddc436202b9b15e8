// The travel agency dashboard (spec §2; domain §8): agencies by business scope and by city,
// licences issued and cancelled this month, licensed guides per agency, credit levels, and
// licences and deposits ended or ending. Every bar opens the list behind it (the server gives
// each bar its list path and filters). ECharts is loaded with this page only, tree-shaken
// through echarts/core: bar and pie charts, the grid, tooltip and the canvas renderer.
import { useMemo } from "react";
import ReactEChartsCore from "echarts-for-react/esm/core";
import * as echarts from "echarts/core";
import { BarChart, PieChart } from "echarts/charts";
import { GridComponent, TooltipComponent } from "echarts/components";
import { CanvasRenderer } from "echarts/renderers";
import { useStore } from "@nanostores/react";
import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/request";
import { pick } from "@shared/i18n";
import { CREDIT_LEVEL_OPTIONS } from "@modules/enterprise/options";
import { SCOPE_OPTIONS } from "@modules/agency/options";
import { $isDark } from "@/stores/theme";
import { useLoaded } from "../../components/use-loaded";
import { consoleLang, usePageText } from "@/i18n/console";
import { consoleUrl, navigate } from "../../router/location";
import type { PageProps } from "../page-props";

echarts.use([BarChart, PieChart, GridComponent, TooltipComponent, CanvasRenderer]);

interface Bar {
  key: string;
  label?: string;
  value: number;
  link: string;
}

interface RateBar extends Bar {
  complaints: number;
  tourists: number;
}

interface Board {
  today: string;
  month_start: string;
  /** First day of the 12 months the contract, traveller and complaint panels count. */
  window_start: string;
  rate_min_tourists: number;
  total: number;
  panels: Record<"scope" | "city" | "month" | "guides" | "credit" | "expiry" | "contracts" | "tourists", Bar[]> & { complaintRate: RateBar[] };
}

const CREDIT_COLOURS: Record<string, string> = { GOOD: "#16a34a", NORMAL: "#64748b", MINOR: "#f59e0b", SEVERE: "#dc2626" };

function open(link: string) {
  navigate(consoleUrl(link));
}

const openBar = (bar: Bar | undefined) => {
  if (bar) open(bar.link);
};

/** A horizontal bar chart whose bars open their lists; the same figures as a list for keyboards and screen readers. */
function BarPanel({
  id,
  title,
  bars,
  horizontal = false,
  colour,
  dark,
  empty,
  note,
}: {
  id: string;
  title: string;
  bars: (Bar & { name: string; detail?: string })[];
  horizontal?: boolean;
  colour: string;
  dark: boolean;
  /** Shown instead of an empty chart. */
  empty?: string;
  note?: string;
}) {
  const option = useMemo(() => {
    const names = bars.map((b) => b.name);
    const category = { type: "category" as const, data: names, axisLabel: { color: dark ? "#cbd5e1" : "#475569", interval: 0, width: horizontal ? 150 : 100, overflow: horizontal ? ("truncate" as const) : ("break" as const) } };
    const value = { type: "value" as const, minInterval: 1, axisLabel: { color: dark ? "#94a3b8" : "#64748b" }, splitLine: { lineStyle: { color: dark ? "#334155" : "#e2e8f0" } } };
    return {
      animation: false,
      grid: { left: horizontal ? 160 : 40, right: 24, top: 16, bottom: horizontal ? 24 : 48 },
      tooltip: { trigger: "axis" as const, formatter: (items: { dataIndex: number }[]) => { const bar = bars[items[0]?.dataIndex ?? -1]; return bar ? `${escapeHtml(bar.name)}: ${bar.value}${bar.detail ? `<br>${escapeHtml(bar.detail)}` : ""}` : ""; } },
      xAxis: horizontal ? value : category,
      yAxis: horizontal ? { ...category, inverse: true } : value,
      series: [{ type: "bar" as const, data: bars.map((b) => b.value), itemStyle: { color: colour, borderRadius: 3 }, barMaxWidth: 28, cursor: "pointer", label: { show: true, position: horizontal ? ("right" as const) : ("top" as const), color: dark ? "#e2e8f0" : "#334155" } }],
    };
  }, [bars, horizontal, colour, dark]);
  const height = horizontal ? Math.max(160, bars.length * 30 + 48) : 260;
  return (
    <section className="rounded-xl border bg-card p-4 shadow-xs" aria-labelledby={id} data-panel={id}>
      <h2 id={id} className="text-sm font-semibold">
        {title}
      </h2>
      {note ? <p className="mt-1 text-xs text-muted-foreground">{note}</p> : null}
      {bars.length === 0 && empty ? (
        <p className="py-10 text-center text-sm text-muted-foreground">{empty}</p>
      ) : (
        <div aria-hidden="true">
          <ReactEChartsCore echarts={echarts} option={option} style={{ height }} notMerge onEvents={{ click: (event: { dataIndex: number }) => openBar(bars[event.dataIndex]) }} />
        </div>
      )}
      <ul className="sr-only">
        {bars.map((bar) => (
          <li key={bar.key}>
            <a href={consoleUrl(bar.link)} onClick={(e) => { e.preventDefault(); open(bar.link); }}>
              {bar.name}: {bar.value}
              {bar.detail ? ` (${bar.detail})` : ""}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function PiePanel({ id, title, bars, dark }: { id: string; title: string; bars: (Bar & { name: string; colour: string })[]; dark: boolean }) {
  const option = useMemo(
    () => ({
      animation: false,
      tooltip: { trigger: "item" as const },
      series: [
        {
          type: "pie" as const,
          radius: ["45%", "72%"],
          cursor: "pointer",
          label: { color: dark ? "#e2e8f0" : "#334155", formatter: "{b}: {c}" },
          data: bars.map((b) => ({ name: b.name, value: b.value, itemStyle: { color: b.colour } })),
        },
      ],
    }),
    [bars, dark],
  );
  return (
    <section className="rounded-xl border bg-card p-4 shadow-xs" aria-labelledby={id} data-panel={id}>
      <h2 id={id} className="text-sm font-semibold">
        {title}
      </h2>
      <div aria-hidden="true">
        <ReactEChartsCore echarts={echarts} option={option} style={{ height: 260 }} notMerge onEvents={{ click: (event: { dataIndex: number }) => openBar(bars[event.dataIndex]) }} />
      </div>
      <ul className="sr-only">
        {bars.map((bar) => (
          <li key={bar.key}>
            <a href={consoleUrl(bar.link)} onClick={(e) => { e.preventDefault(); open(bar.link); }}>
              {bar.name}: {bar.value}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function AgencyDashboard(_props: PageProps) {
  const text = usePageText("agency.dashboard");
  const dark = useStore($isDark);
  const lang = consoleLang();
  const { data, failed, reload } = useLoaded(() => api<Board>({ url: consoleUrl("agency.Agency/dashboard") }).then((res) => res.data));
  if (failed) {
    return (
      <p role="alert" className="flex items-center gap-3 text-sm text-destructive">
        {text("loadFailed")}
        <Button variant="outline" size="sm" onClick={() => void reload()}>
          <RefreshCw aria-hidden="true" />
          {text("retry")}
        </Button>
      </p>
    );
  }
  if (!data) return <div className="grid gap-4 lg:grid-cols-2">{Array.from({ length: 4 }, (_, i) => <div key={i} className="h-72 animate-pulse rounded-xl border bg-card" />)}</div>;
  const { panels } = data;
  const scope = panels.scope.map((b) => ({ ...b, name: pick(SCOPE_OPTIONS.find((o) => o.value === b.key)?.label ?? { "zh-cn": b.key, en: b.key }, lang) }));
  const named = (bars: Bar[]) => bars.map((b) => ({ ...b, name: b.label ?? b.key }));
  const keyed = (bars: Bar[]) => bars.map((b) => ({ ...b, name: text(b.key) }));
  const credit = panels.credit.map((b) => ({ ...b, name: pick(CREDIT_LEVEL_OPTIONS.find((o) => o.value === b.key)?.label ?? { "zh-cn": b.key, en: b.key }, lang), colour: CREDIT_COLOURS[b.key] ?? "#64748b" }));
  const month = panels.month;
  return (
    <div className="space-y-4">
      <section className="grid gap-4 sm:grid-cols-3" aria-label={text("figures")}>
        <div className="rounded-xl border bg-card p-4 shadow-xs">
          <p className="text-sm text-muted-foreground">{text("total")}</p>
          <p className="mt-1 text-3xl font-semibold tabular-nums" data-figure="total">{data.total}</p>
        </div>
        {month.map((bar) => (
          <a key={bar.key} href={consoleUrl(bar.link)} onClick={(e) => { e.preventDefault(); open(bar.link); }} className="rounded-xl border bg-card p-4 shadow-xs outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring/50" data-figure={bar.key}>
            <p className="text-sm text-muted-foreground">{text(bar.key)}</p>
            <p className="mt-1 text-3xl font-semibold tabular-nums">{bar.value}</p>
            <p className="text-xs text-muted-foreground">{text("since", { date: data.month_start })}</p>
          </a>
        ))}
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <BarPanel id="agency-scope" title={text("byScope")} bars={scope} colour="#2563eb" dark={dark} />
        <BarPanel id="agency-city" title={text("byCity")} bars={named(panels.city)} horizontal colour="#0891b2" dark={dark} />
        <BarPanel id="agency-guides" title={text("guidesPerAgency")} bars={named(panels.guides)} horizontal colour="#7c3aed" dark={dark} />
        <PiePanel id="agency-credit" title={text("credit")} bars={credit} dark={dark} />
        <BarPanel id="agency-expiry" title={text("expiry")} bars={keyed(panels.expiry)} colour="#d97706" dark={dark} />
        <BarPanel id="agency-contracts" title={text("contracts")} bars={named(panels.contracts)} horizontal colour="#059669" dark={dark} empty={text("none")} />
        <BarPanel id="agency-tourists" title={text("tourists")} bars={named(panels.tourists)} horizontal colour="#0d9488" dark={dark} empty={text("none")} />
        <BarPanel
          id="agency-complaint-rate"
          title={text("complaintRate")}
          note={text("complaintRateNote", { min: String(data.rate_min_tourists), date: data.window_start })}
          bars={panels.complaintRate.map((b) => ({ ...b, name: b.label ?? b.key, detail: text("rateTip", { complaints: String(b.complaints), tourists: String(b.tourists) }) }))}
          horizontal
          colour="#dc2626"
          dark={dark}
          empty={text("none")}
        />
      </div>
      <p className="text-xs text-muted-foreground">{text("note", { date: data.window_start })}</p>
    </div>
  );
}
