// The panels around the map: figures, the complaint funnel and categories, market entities and
// licences ending, scenic load top 10 and the alert ticker. Charts are hidden from screen
// readers; every figure they draw is also text.
import { memo, useMemo, type ReactNode } from "react";
import ReactEChartsCore from "echarts-for-react/esm/core";
import { CHART_BOX, echarts, SCREEN_LINE, SCREEN_MUTED, SCREEN_TEXT } from "./charts";
import { BAND_COLOURS, type Panels } from "./types";

export type Text = (key: string, params?: Record<string, string | number>) => string;

const nf = new Intl.NumberFormat("zh-CN");
export const fmt = (n: number | null | undefined, suffix = "") => (n === null || n === undefined ? "—" : `${nf.format(n)}${suffix}`);

export function Panel({ id, title, children, extra }: { id: string; title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <section aria-labelledby={id} data-panel={id} className="flex min-h-0 flex-col rounded-md border border-[#1e3a5f] bg-[#0d1d36]/80 p-3 shadow-[inset_0_0_24px_rgba(56,189,248,0.08)]">
      <div className="mb-2 flex items-baseline justify-between gap-2 border-l-4 border-sky-400 pl-2">
        <h2 id={id} className="text-[20px] font-semibold tracking-wide text-sky-100">
          {title}
        </h2>
        {extra}
      </div>
      <div className="min-h-0 flex-1">{children}</div>
    </section>
  );
}

export const Figure = memo(function Figure({ label, value, figure, tone = "text-sky-50", sub }: { label: string; value: string; figure: string; tone?: string; sub?: string }) {
  return (
    <div className="rounded-md border border-[#1e3a5f] bg-[#0d1d36]/80 px-4 py-3">
      <p className="truncate text-[15px] text-[#93a4c3]">{label}</p>
      <p className={`mt-1 font-mono text-[36px] leading-none font-bold tabular-nums ${tone}`} data-figure={figure}>
        {value}
      </p>
      {sub && <p className="mt-1.5 truncate text-[14px] text-[#93a4c3]">{sub}</p>}
    </div>
  );
});

export const TrendPanel = memo(function TrendPanel({ data, text }: { data: Panels["complaints"]["trend"]; text: Text }) {
  const option = useMemo(
    () => ({
      animation: false,
      grid: { left: 8, right: 12, top: 12, bottom: 4, containLabel: true },
      tooltip: { trigger: "axis" as const, backgroundColor: "#0b1a33", borderColor: SCREEN_LINE, textStyle: { color: SCREEN_TEXT } },
      xAxis: { type: "category" as const, data: data.map((d) => d.date), axisLabel: { color: SCREEN_MUTED, fontSize: 13, interval: 6 }, axisLine: { lineStyle: { color: SCREEN_LINE } } },
      yAxis: { type: "value" as const, minInterval: 1, axisLabel: { color: SCREEN_MUTED, fontSize: 13 }, splitLine: { lineStyle: { color: SCREEN_LINE } } },
      series: [{ type: "line" as const, data: data.map((d) => d.value), smooth: false, symbol: "none", lineStyle: { color: "#f59e0b", width: 2 }, areaStyle: { color: "rgba(245,158,11,0.18)" } }],
    }),
    [data],
  );
  const week = data.slice(-7).reduce((s, d) => s + d.value, 0);
  const month = data.reduce((s, d) => s + d.value, 0);
  return (
    <Panel id="screen-trend" title={text("trend")}>
      <div aria-hidden="true">
        <ReactEChartsCore echarts={echarts} option={option} style={{ ...CHART_BOX, height: 130 }} notMerge lazyUpdate />
      </div>
      <p className="mt-1 text-[15px] text-[#93a4c3]" data-figure="complaint-trend">{text("trendTotals", { week, month })}</p>
    </Panel>
  );
});

function Bars({ items, colour, height }: { items: { name: string; value: number }[]; colour: string; height: number }) {
  const option = useMemo(
    () => ({
      animation: false,
      grid: { left: 8, right: 48, top: 4, bottom: 4, containLabel: true },
      xAxis: { type: "value" as const, show: false },
      yAxis: { type: "category" as const, inverse: true, data: items.map((i) => i.name), axisLine: { show: false }, axisTick: { show: false }, axisLabel: { color: SCREEN_TEXT, fontSize: 15, width: 150, overflow: "truncate" as const } },
      series: [{ type: "bar" as const, data: items.map((i) => i.value), barMaxWidth: 14, itemStyle: { color: colour, borderRadius: 3 }, label: { show: true, position: "right" as const, color: SCREEN_TEXT, fontSize: 15 } }],
    }),
    [items, colour],
  );
  return (
    <>
      <div aria-hidden="true">
        <ReactEChartsCore echarts={echarts} option={option} style={{ ...CHART_BOX, height }} notMerge lazyUpdate />
      </div>
      <ul className="sr-only">
        {items.map((i) => (
          <li key={i.name}>
            {i.name}: {i.value}
          </li>
        ))}
      </ul>
    </>
  );
}

export const ComplaintPanel = memo(function ComplaintPanel({ data, text }: { data: Panels["complaints"]; text: Text }) {
  const option = useMemo(
    () => ({
      animation: false,
      series: [
        {
          type: "funnel" as const,
          left: 8,
          right: 120,
          top: 4,
          bottom: 4,
          sort: "none" as const,
          gap: 3,
          minSize: "22%",
          label: { show: true, position: "right" as const, color: SCREEN_TEXT, fontSize: 15, formatter: "{b} {c}" },
          itemStyle: { borderWidth: 0 },
          color: ["#38bdf8", "#0ea5e9", "#0284c7", "#0369a1"],
          data: data.funnel.map((f) => ({ name: f.name, value: f.value })),
        },
      ],
    }),
    [data.funnel],
  );
  return (
    <Panel id="screen-funnel" title={text("funnel")} extra={<span className="text-[15px] text-orange-300" data-figure="complaints-overdue">{text("overdue", { n: fmt(data.overdue) })}</span>}>
      <div aria-hidden="true">
        <ReactEChartsCore echarts={echarts} option={option} style={{ ...CHART_BOX, height: 124 }} notMerge lazyUpdate />
      </div>
      <ul className="sr-only">
        {data.funnel.map((f) => (
          <li key={f.key}>
            {f.name}: {f.value}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-[15px] text-[#93a4c3]">
        {text("open", { n: fmt(data.open) })} · {text("satisfactionOf", { n: fmt(data.satisfaction) })}
      </p>
      <h3 className="mt-2 text-[16px] text-sky-100">{text("categories")}</h3>
      <Bars items={data.categories.slice(0, 5)} colour="#f59e0b" height={118} />
    </Panel>
  );
});

export const EntitiesPanel = memo(function EntitiesPanel({ data, text }: { data: Panels["entities"]; text: Text }) {
  return (
    <Panel id="screen-entities" title={text("entities")}>
      <Bars items={data.categories.slice(0, 6)} colour="#38bdf8" height={158} />
      <h3 className="mt-2 text-[16px] text-amber-200" data-figure="licences-expiring">
        {text("expiring", { n: fmt(data.expiring) })}
      </h3>
      <ul className="mt-1 space-y-1 text-[15px]">
        {data.soon.slice(0, 3).map((s) => (
          <li key={s.id} className="flex justify-between gap-2 text-sky-50">
            <span className="truncate">{s.name}</span>
            <span className="shrink-0 tabular-nums text-amber-200">{text("daysLeft", { n: s.days })}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
});

export const LoadPanel = memo(function LoadPanel({ data, text }: { data: Panels["load"]; text: Text }) {
  const top = data.spots.slice(0, 10);
  return (
    <Panel id="screen-load" title={text("load")}>
      {top.length === 0 ? (
        <p className="text-[15px] text-[#93a4c3]">{text("noReadings")}</p>
      ) : (
        <ol className="space-y-[7px]">
          {top.map((s, i) => (
            <li key={s.id} className="flex items-center gap-2 text-[15px] text-sky-50" data-band={s.band}>
              <span className="w-5 shrink-0 text-right text-[#93a4c3] tabular-nums">{i + 1}</span>
              <span className="w-[170px] shrink-0 truncate">{s.name}</span>
              <span className="h-2 flex-1 rounded-full bg-[#1e3a5f]" role="presentation">
                <span className="block h-2 rounded-full" style={{ width: `${Math.min(100, s.percent)}%`, background: BAND_COLOURS[s.band] }} />
              </span>
              <span className="w-14 shrink-0 text-right tabular-nums" style={{ color: BAND_COLOURS[s.band] }}>
                {s.percent}%
              </span>
              <span className="sr-only">{text("loadOf", { in: s.in_park, max: s.capacity })}</span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
});

export const OriginsPanel = memo(function OriginsPanel({ data, text }: { data: Panels["origins"]; text: Text }) {
  const items = [...data.top.slice(0, 6).map((o) => ({ name: o.name, value: o.value })), ...(data.top.length > 6 || data.others ? [{ name: text("otherProvinces"), value: data.top.slice(6).reduce((s, o) => s + o.value, 0) + data.others }] : [])];
  return (
    <Panel id="screen-origins" title={text("origins")} extra={<span className="text-[14px] text-[#93a4c3]" data-figure="origins-total">{text("originsTotal", { n: fmt(data.total) })}</span>}>
      {items.length === 0 ? <p className="text-[15px] text-[#93a4c3]">{text("noOrigins")}</p> : <Bars items={items} colour="#a78bfa" height={160} />}
    </Panel>
  );
});

const yuan = (cents: number) => `¥${nf.format(Math.round(cents / 100))}`;

/** Today's orders and revenue by type, and today's yacht trips by where they are. */
export const TradeStrip = memo(function TradeStrip({ orders, yachts, text }: { orders: Panels["orders"]; yachts: Panels["yachts"] | undefined; text: Text }) {
  return (
    <Panel id="screen-orders" title={text("orders")} extra={<span className="text-[16px] text-sky-100" data-figure="orders-total">{text("ordersTotal", { n: fmt(orders.orders), amount: yuan(orders.amount) })}</span>}>
      <div className="grid h-full grid-cols-[repeat(4,minmax(0,1fr))_300px] gap-2">
        {orders.types.map((t) => (
          <div key={t.type} className="rounded border border-[#1e3a5f] px-3 py-1.5" data-order-type={t.type}>
            <p className="truncate text-[15px] text-[#93a4c3]">{t.name}</p>
            <p className="flex items-baseline justify-between gap-2">
              <span className="font-mono text-[26px] leading-tight font-bold text-sky-50 tabular-nums" data-figure={`orders-${t.type}`}>{fmt(t.orders)}</span>
              <span className="truncate font-mono text-[17px] text-emerald-300 tabular-nums" data-figure={`revenue-${t.type}`}>{yuan(t.amount)}</span>
            </p>
          </div>
        ))}
        <div className="rounded border border-[#1e3a5f] px-3 py-1" data-panel="yachts">
          <h3 className="truncate text-[15px] text-[#93a4c3]">{text("yachts")}</h3>
          <dl className="grid grid-cols-4 gap-1 text-center">
            {(["sailing", "done", "waiting", "stopped"] as const).map((k) => (
              <div key={k} className="flex flex-col-reverse">
                <dt className="text-[13px] text-[#93a4c3]">{text(`yacht_${k}`)}</dt>
                <dd className={`font-mono text-[24px] leading-tight font-bold tabular-nums ${k === "stopped" ? "text-orange-300" : k === "sailing" ? "text-sky-300" : "text-sky-50"}`} data-figure={`yachts-${k}`}>
                  {fmt(yachts?.[k])}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </Panel>
  );
});

const LEVEL: Record<string, string> = { yellow: "#facc15", orange: "#fb923c", red: "#f87171" };

export const AlertTicker = memo(function AlertTicker({ data, text }: { data: Panels["alerts"]; text: Text }) {
  const items = data.items;
  return (
    <section aria-labelledby="screen-alerts" data-panel="alerts" className="flex h-full items-center gap-4 overflow-hidden rounded-md border border-[#1e3a5f] bg-[#0d1d36]/80 px-4">
      <h2 id="screen-alerts" className="shrink-0 text-[20px] font-semibold text-red-300">
        {text("alerts")}
      </h2>
      <div className="relative min-w-0 flex-1 overflow-hidden">
        {items.length === 0 ? (
          <p className="text-[16px] text-[#93a4c3]">{text("noAlerts")}</p>
        ) : (
          <ul className="screen-ticker flex w-max gap-10 whitespace-nowrap text-[17px]" style={{ animationDuration: `${Math.max(20, items.length * 6)}s` }}>
            {[...items, ...items].map((item, i) => (
              <li key={i} aria-hidden={i >= items.length ? true : undefined} className="flex items-center gap-2 text-sky-50">
                <span className="inline-block size-2.5 rounded-full" style={{ background: LEVEL[item.level] }} />
                {item.text}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
});

export { SCREEN_LINE, SCREEN_MUTED };
