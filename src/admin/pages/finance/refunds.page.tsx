// Refund statistics (reference domain §11 "regulators' view"): over the last 30 days, the
// amounts paid and refunded per day (lines), and the merchants with the most refunded, with
// their refund rate (bars and a table). Read from the daily summaries, within the caller's area.
// ECharts is loaded with this page only (echarts/core: line and bar charts, grid, tooltip,
// legend, canvas renderer); the figures are also a table for keyboards and screen readers.
import { useMemo } from "react";
import ReactEChartsCore from "echarts-for-react/esm/core";
import * as echarts from "echarts/core";
import { BarChart, LineChart } from "echarts/charts";
import { GridComponent, LegendComponent, TooltipComponent } from "echarts/components";
import { CanvasRenderer } from "echarts/renderers";
import { useStore } from "@nanostores/react";
import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/request";
import { pick } from "@shared/i18n";
import { centsToYuan } from "@shared/money";
import { ORDER_TYPES } from "@modules/order/options";
import { $isDark } from "@/stores/theme";
import { useLoaded } from "../../components/use-loaded";
import { Spinner } from "../../components/views";
import { consoleLang, usePageText } from "@/i18n/console";
import { consoleUrl } from "../../router/location";
import type { PageProps } from "../page-props";

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

interface Stats {
  from: string;
  to: string;
  days: { day: string; paid: number; refunded: number; refunds: number }[];
  byType: { type: string; paid: number; refunded: number }[];
  merchants: { id: number; name: string; name_en: string; paid: number; refunded: number; refunds: number; rate: number }[];
}

const yuan = (cents: number) => Number(centsToYuan(cents));

export default function RefundStatsPage(_props: PageProps) {
  const text = usePageText("finance.refunds");
  const dark = useStore($isDark);
  const lang = consoleLang();
  const { data, failed, reload } = useLoaded(() => api<Stats>({ url: consoleUrl("finance.Account/refunds") }).then((res) => res.data));
  const ink = dark ? "#cbd5e1" : "#475569";
  const grid = dark ? "#334155" : "#e2e8f0";
  const trend = useMemo(
    () =>
      data && {
        animation: false,
        tooltip: { trigger: "axis" as const },
        legend: { top: 0, textStyle: { color: ink } },
        grid: { left: 64, right: 24, top: 40, bottom: 32 },
        xAxis: { type: "category" as const, data: data.days.map((d) => d.day.slice(5)), axisLabel: { color: ink } },
        yAxis: { type: "value" as const, axisLabel: { color: ink }, splitLine: { lineStyle: { color: grid } } },
        series: [
          { name: text("paid"), type: "line" as const, data: data.days.map((d) => yuan(d.paid)), itemStyle: { color: "#2563eb" } },
          { name: text("refunded"), type: "line" as const, data: data.days.map((d) => yuan(d.refunded)), itemStyle: { color: "#dc2626" } },
        ],
      },
    [data, ink, grid, text],
  );
  const names = data?.merchants.map((m) => (lang === "en" && m.name_en ? m.name_en : m.name)) ?? [];
  const bars = useMemo(
    () =>
      data && {
        animation: false,
        tooltip: { trigger: "axis" as const },
        grid: { left: 200, right: 48, top: 16, bottom: 24 },
        xAxis: { type: "value" as const, axisLabel: { color: ink, formatter: "{value}%" }, splitLine: { lineStyle: { color: grid } } },
        yAxis: { type: "category" as const, inverse: true, data: names, axisLabel: { color: ink, width: 180, overflow: "truncate" as const } },
        series: [{ name: text("rate"), type: "bar" as const, data: data.merchants.map((m) => m.rate), itemStyle: { color: "#f59e0b", borderRadius: 3 }, barMaxWidth: 22, label: { show: true, position: "right" as const, formatter: "{c}%", color: ink } }],
      },
    [data, names, ink, grid, text],
  );
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
  if (!data || !trend || !bars) return <Spinner />;
  const paid = data.days.reduce((s, d) => s + d.paid, 0);
  const refunded = data.days.reduce((s, d) => s + d.refunded, 0);
  const count = data.days.reduce((s, d) => s + d.refunds, 0);
  const figures: [string, string][] = [
    [text("paid"), `¥${centsToYuan(paid)}`],
    [text("refunded"), `¥${centsToYuan(refunded)}`],
    [text("refundCount"), String(count)],
    [text("rate"), paid ? `${Math.round((refunded / paid) * 1000) / 10}%` : "—"],
  ];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{text("period", { from: data.from, to: data.to })}</p>
        <Button variant="outline" size="sm" onClick={() => void reload()}>
          <RefreshCw aria-hidden="true" />
          {text("refresh")}
        </Button>
      </div>
      <section aria-label={text("figures")} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map(([term, value]) => (
          <div key={term} className="rounded-xl border bg-card p-4 shadow-xs">
            <p className="text-sm text-muted-foreground">{term}</p>
            <p className="mt-1 text-2xl font-semibold tabular-nums">{value}</p>
          </div>
        ))}
      </section>
      <section className="rounded-xl border bg-card p-4 shadow-xs" aria-labelledby="refund-trend">
        <h2 id="refund-trend" className="text-sm font-semibold">
          {text("trend")}
        </h2>
        <div aria-hidden="true">
          <ReactEChartsCore echarts={echarts} option={trend} style={{ height: 300 }} notMerge />
        </div>
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <section className="rounded-xl border bg-card p-4 shadow-xs" aria-labelledby="refund-merchants">
          <h2 id="refund-merchants" className="text-sm font-semibold">
            {text("merchants")}
          </h2>
          <div aria-hidden="true">
            <ReactEChartsCore echarts={echarts} option={bars} style={{ height: Math.max(180, data.merchants.length * 28 + 40) }} notMerge />
          </div>
        </section>
        <section className="rounded-xl border bg-card p-4 shadow-xs" aria-labelledby="refund-table">
          <h2 id="refund-table" className="text-sm font-semibold">
            {text("table")}
          </h2>
          <table className="mt-3 w-full text-sm">
            <thead className="text-left text-muted-foreground">
              <tr>
                <th className="py-1 font-normal">{text("merchant")}</th>
                <th className="py-1 text-right font-normal">{text("paid")}</th>
                <th className="py-1 text-right font-normal">{text("refunded")}</th>
                <th className="py-1 text-right font-normal">{text("rate")}</th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {data.merchants.map((m, i) => (
                <tr key={m.id}>
                  <td className="py-1.5">{names[i]}</td>
                  <td className="py-1.5 text-right tabular-nums">{centsToYuan(m.paid)}</td>
                  <td className="py-1.5 text-right tabular-nums">{centsToYuan(m.refunded)}</td>
                  <td className="py-1.5 text-right tabular-nums">{m.rate}%</td>
                </tr>
              ))}
              {data.byType.map((row) => (
                <tr key={row.type} className="text-muted-foreground">
                  <td className="py-1.5">{pick(ORDER_TYPES.find((o) => o.value === row.type)?.label ?? { "zh-cn": row.type, en: row.type }, lang)}</td>
                  <td className="py-1.5 text-right tabular-nums">{centsToYuan(row.paid)}</td>
                  <td className="py-1.5 text-right tabular-nums">{centsToYuan(row.refunded)}</td>
                  <td className="py-1.5 text-right tabular-nums">{row.paid ? `${Math.round((row.refunded / row.paid) * 1000) / 10}%` : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </div>
  );
}
