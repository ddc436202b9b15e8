// ECharts for the big-screen only, tree-shaken through echarts/core: the map with its pins,
// the funnel and the bars; loaded with this page, never with the console.
import * as echarts from "echarts/core";
import { BarChart, FunnelChart, LineChart, MapChart, ScatterChart } from "echarts/charts";
import { GeoComponent, GridComponent, TooltipComponent, VisualMapComponent } from "echarts/components";
import { CanvasRenderer } from "echarts/renderers";
import { takeEarlyFetch } from "@/lib/request/early";

echarts.use([BarChart, FunnelChart, LineChart, MapChart, ScatterChart, GeoComponent, GridComponent, TooltipComponent, VisualMapComponent, CanvasRenderer]);

export { echarts };

const HAINAN = "/static/geo/hainan.json";
/** The main island's cities and counties: every feature but Sansha. */
export const HAINAN_ISLAND = "hainan-island";
export const SANSHA = "三沙市";

/**
 * The province's cities and counties (static file, see README "Data big-screen"), registered
 * once. The console shell's head has usually started the fetch (ROUTE_FETCHES), and loading
 * starts when this module does, so the map is ready when the first panels arrive.
 */
let mapReady: Promise<void> | undefined;
export function loadHainan(): Promise<void> {
  mapReady ??= (takeEarlyFetch(HAINAN) ?? fetch(HAINAN))
    .then((res) => {
      if (!res.ok) throw new Error(`map ${res.status}`);
      return res.json();
    })
    .then((geo: { features: { properties?: { name?: string } }[] }) => {
      echarts.registerMap("hainan", geo as never);
      // The main map's view: Sansha's islands lie far outside it (the inset shows them), so
      // leaving their thousands of points out makes drawing it, on each update, a third cheaper.
      echarts.registerMap(HAINAN_ISLAND, { ...geo, features: geo.features.filter((f) => f.properties?.name !== SANSHA) } as never);
    })
    .catch((error: unknown) => {
      mapReady = undefined;
      throw error;
    });
  return mapReady;
}
if (typeof window !== "undefined") loadHainan().catch(() => undefined);

/** Whether the map is registered already (the first render then draws it at once). */
export const hainanReady = (): boolean => Boolean(echarts.getMap(HAINAN_ISLAND));

/**
 * Every chart's box: sized by the page, never by its canvas, so creating a chart (which reads
 * its box's size, then adds its canvas) lays out only that box, not the whole screen again for
 * each of the charts mounted together.
 */
export const CHART_BOX = { contain: "size layout" } as const;

export const SCREEN_TEXT = "#dbeafe";
export const SCREEN_MUTED = "#93a4c3";
export const SCREEN_LINE = "#1e3a5f";
