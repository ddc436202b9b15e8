// ECharts for the big-screen only, tree-shaken through echarts/core: the map with its pins,
// the funnel and the bars; loaded with this page, never with the console.
import * as echarts from "echarts/core";
import { BarChart, FunnelChart, LineChart, MapChart, ScatterChart } from "echarts/charts";
import { GeoComponent, GridComponent, TooltipComponent, VisualMapComponent } from "echarts/components";
import { CanvasRenderer } from "echarts/renderers";

echarts.use([BarChart, FunnelChart, LineChart, MapChart, ScatterChart, GeoComponent, GridComponent, TooltipComponent, VisualMapComponent, CanvasRenderer]);

export { echarts };

/** The province's cities and counties (static file, see README "Data big-screen"), registered once. */
let mapReady: Promise<void> | undefined;
export function loadHainan(): Promise<void> {
  mapReady ??= fetch("/static/geo/hainan.json")
    .then((res) => {
      if (!res.ok) throw new Error(`map ${res.status}`);
      return res.json();
    })
    .then((geo) => echarts.registerMap("hainan", geo))
    .catch((error: unknown) => {
      mapReady = undefined;
      throw error;
    });
  return mapReady;
}

export const SCREEN_TEXT = "#dbeafe";
export const SCREEN_MUTED = "#93a4c3";
export const SCREEN_LINE = "#1e3a5f";
