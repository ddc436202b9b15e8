// The centre of the screen: Hainan by city and county, coloured by today's visitors or the
// year's complaints (switchable), scenic spots as pins coloured by load band, and Sansha's
// islands in an inset (they lie far south of the main island). The figures are also a list for
// screen readers; the canvas itself is hidden from them.
import { memo, useEffect, useMemo, useState } from "react";
import ReactEChartsCore from "echarts-for-react/esm/core";
import { CHART_BOX, echarts, HAINAN_ISLAND, hainanReady, loadHainan, SANSHA, SCREEN_LINE, SCREEN_MUTED, SCREEN_TEXT } from "./charts";
import { BAND_COLOURS, GROUP_COLOUR, type Panels } from "./types";

type Measure = "visitors" | "complaints";

interface MapInfo {
  features: string[];
  /** Each city's or county's label point: where a group without coordinates is drawn. */
  centres: Map<string, [number, number]>;
}
const NONE: string[] = [];

/**
 * The map's label of a city or county: an autonomous county by its place name alone
 * ("琼中黎族苗族自治县" -> "琼中", "Qiongzhong Li and Miao Autonomous County" -> "Qiongzhong"), as
 * maps of Hainan label them, so the interior's long names do not run into each other. The
 * tooltip and the screen reader's list keep the full name.
 */
export const mapLabel = (name: string) => name.replace(/(黎族苗族|黎族)自治县$/, "").replace(/ Li( and Miao)? Autonomous County$/, "");
const NO_CENTRES = new Map<string, [number, number]>();

/** The whole of the province, Sansha's waters included, with Sansha marked (region names as the map file has them). */
const INSET = {
  animation: false,
  geo: { map: "hainan", roam: false, silent: true, boundingCoords: [[108.5, 20.3], [118.5, 3.2]], left: 0, top: 0, width: "100%", height: "100%", itemStyle: { areaColor: "#12305a", borderColor: "#5fa8ff", borderWidth: 0.5 }, regions: [{ name: SANSHA, itemStyle: { areaColor: "#1d5fa8" } }] },
};

function mapInfo(): MapInfo {
  const geo = echarts.getMap("hainan")?.geoJSON as { features?: { properties?: { name?: string; cp?: [number, number] } }[] } | undefined;
  return {
    features: (geo?.features ?? []).map((f) => f.properties?.name ?? ""),
    centres: new Map((geo?.features ?? []).flatMap((f) => (f.properties?.name && f.properties.cp ? [[f.properties.name, f.properties.cp] as const] : []))),
  };
}

export const HainanMap = memo(function HainanMap({ regions, spots, groups, text }: { regions: Panels["regions"]["list"]; spots: Panels["load"]["spots"]; groups: Panels["groups"]["list"]; text: (key: string, p?: Record<string, string | number>) => string }) {
  // Usually registered before the first panels arrive (charts.ts starts it): drawn in the first render.
  const [geo, setGeo] = useState<MapInfo | undefined>(() => (hainanReady() ? mapInfo() : undefined));
  const [failed, setFailed] = useState(false);
  const [measure, setMeasure] = useState<Measure>("visitors");
  useEffect(() => {
    if (geo) return;
    let live = true;
    loadHainan()
      .then(() => live && setGeo(mapInfo()))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [geo]);
  const ready = geo !== undefined;
  const features = geo?.features ?? NONE;
  const centres = geo?.centres ?? NO_CENTRES;

  // What the map draws, as plain data: the option (and so the chart) is rebuilt only when this
  // changes, not whenever a panel it reads is sent again (a complaint resends the regions, whose
  // visitors the map shows unchanged).
  const drawn = JSON.stringify({
    nameMap: Object.fromEntries(regions.map((r) => [r.name_zh, r.name])),
    values: regions.map((r) => ({ name: r.name, value: r[measure] })),
    spots: spots.filter((s) => s.lng !== null && s.lat !== null).map((s) => ({ name: s.name, value: [s.lng, s.lat, s.percent], band: s.band })),
    groups: groups.flatMap((g) => {
      const at = g.lng !== null && g.lat !== null ? [g.lng, g.lat] : centres.get(regions.find((r) => r.code === g.region)?.name_zh ?? "");
      return at ? [{ name: g.tour_no, value: [at[0], at[1]], place: g.place, tourists: g.tourists }] : [];
    }),
  });
  const option = useMemo(() => {
    const { nameMap, values, spots, groups } = JSON.parse(drawn) as {
      nameMap: Record<string, string>;
      values: { name: string; value: number }[];
      spots: { name: string; value: number[]; band: keyof typeof BAND_COLOURS }[];
      groups: { name: string; value: number[]; place: string; tourists: number }[];
    };
    const max = Math.max(1, ...values.map((v) => v.value));
    const area = { areaColor: "#12305a", borderColor: "#5fa8ff", borderWidth: 1 };
    return {
      animation: false,
      tooltip: { trigger: "item" as const, backgroundColor: "#0b1a33", borderColor: SCREEN_LINE, textStyle: { color: SCREEN_TEXT, fontSize: 16 } },
      visualMap: { min: 0, max, seriesIndex: 0, calculable: false, orient: "horizontal" as const, left: 24, bottom: 16, itemWidth: 14, itemHeight: 160, text: [String(max), "0"], textStyle: { color: SCREEN_MUTED, fontSize: 14 }, inRange: { color: ["#12305a", "#1d5fa8", "#38bdf8"] } },
      geo: { map: HAINAN_ISLAND, nameMap, roam: false, boundingCoords: [[108.55, 20.2], [111.15, 18.1]], layoutCenter: ["50%", "50%"], layoutSize: "98%", itemStyle: area, label: { show: true, color: SCREEN_TEXT, fontSize: 14, formatter: (p: { name: string }) => mapLabel(p.name) }, emphasis: { label: { color: "#fff" }, itemStyle: { areaColor: "#2563eb" } } },
      series: [
        { type: "map" as const, geoIndex: 0, data: values, name: text(measure === "visitors" ? "mapVisitors" : "mapComplaints") },
        {
          type: "scatter" as const,
          coordinateSystem: "geo",
          geoIndex: 0,
          symbolSize: 13,
          data: spots.map((s) => ({ name: s.name, value: s.value, itemStyle: { color: BAND_COLOURS[s.band], borderColor: "#0b1526", borderWidth: 1.5 } })),
          tooltip: { formatter: (p: { name: string; value: number[] }) => `${p.name}<br/>${p.value[2]}%` },
          zlevel: 1,
        },
        {
          type: "scatter" as const,
          coordinateSystem: "geo",
          geoIndex: 0,
          symbol: "diamond",
          symbolSize: 15,
          data: groups.map((g) => ({ ...g, itemStyle: { color: GROUP_COLOUR, borderColor: "#0b1526", borderWidth: 1.5 } })),
          tooltip: { formatter: (p: { name: string; data: { place: string; tourists: number } }) => `${p.name}<br/>${p.data.place}<br/>${text("groupTourists", { n: p.data.tourists })}` },
          zlevel: 2,
        },
      ],
    };
  }, [drawn, measure, text]);

  return (
    <section aria-labelledby="screen-map" className="relative flex h-full flex-col" data-panel="map" data-map-features={features.join(",")}>
      <div className="flex items-center justify-between px-2">
        <h2 id="screen-map" className="text-[22px] font-semibold tracking-wide text-sky-100">
          {text("map")}
        </h2>
        <div role="group" aria-label={text("mapShow")} className="flex gap-2">
          {(["visitors", "complaints"] as const).map((m) => (
            <button key={m} type="button" aria-pressed={measure === m} onClick={() => setMeasure(m)} className="rounded border border-sky-700 px-3 py-1 text-base text-sky-100 outline-none focus-visible:ring-2 focus-visible:ring-sky-300 aria-pressed:bg-sky-700">
              {text(m === "visitors" ? "mapVisitors" : "mapComplaints")}
            </button>
          ))}
        </div>
      </div>
      <div className="relative min-h-0 flex-1" aria-hidden="true">
        {ready && <ReactEChartsCore echarts={echarts} option={option} style={{ ...CHART_BOX, height: "100%", width: "100%" }} notMerge lazyUpdate />}
        {/* Sansha's islands: a chart of its own that never changes, so the map's updates leave it be. */}
        {ready && (
          <div className="pointer-events-none absolute right-[18px] bottom-[18px] h-[200px] w-[130px]">
            <ReactEChartsCore echarts={echarts} option={INSET} style={{ ...CHART_BOX, height: "100%", width: "100%" }} lazyUpdate />
          </div>
        )}
        {failed && <p className="p-4 text-base text-red-300">{text("loadFailed")}</p>}
        <div className="pointer-events-none absolute right-2 bottom-2 flex h-[236px] w-[150px] items-start justify-center rounded border border-[#1e3a5f] pt-1 text-sm text-sky-200">{text("sansha")}</div>
      </div>
      <p className="px-2 text-sm text-[#93a4c3]">
        {text("mapLegend")}
        <span className="ml-4" style={{ color: GROUP_COLOUR }} aria-hidden="true">
          ◆
        </span>{" "}
        <span data-figure="groups-on-map">{text("mapGroups", { n: groups.length })}</span>
      </p>
      <ul className="sr-only" data-map-regions>
        {regions.map((r) => (
          <li key={r.code}>
            {r.name}: {text("mapVisitors")} {r.visitors}, {text("mapComplaints")} {r.complaints}
          </li>
        ))}
      </ul>
      <ul className="sr-only" data-map-groups>
        {groups.map((g) => (
          <li key={g.id}>
            {text("groupAt", { no: g.tour_no, place: g.place || "—", n: g.tourists })}
          </li>
        ))}
      </ul>
    </section>
  );
});
