// A small bar chart as inline SVG (no chart library on the member pages): one bar per day,
// positive bars above the zero line and negative ones below, the day under each bar, and an
// accessible label that reads the values out.

export interface BarChartOptions {
  days: string[];
  values: number[];
  /** How a value is written (label above the bar and in the accessible label). */
  format(value: number): string;
  label: string;
}

const NS = "http://www.w3.org/2000/svg";

function el<K extends keyof SVGElementTagNameMap>(name: K, attrs: Record<string, string | number>, text?: string): SVGElementTagNameMap[K] {
  const node = document.createElementNS(NS, name);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

export function renderBarChart(container: HTMLElement, options: BarChartOptions): void {
  const { days, values } = options;
  const width = 420;
  const height = 160;
  const top = 18;
  const bottom = 22;
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const plot = height - top - bottom;
  // All-zero weeks sit on the floor like any week without losses.
  const zero = max === 0 && min === 0 ? top + plot : top + (max / span) * plot;
  const slot = width / Math.max(1, days.length);
  const bar = Math.min(34, slot * 0.56);

  const svg = el("svg", { viewBox: `0 0 ${width} ${height}`, class: "h-full w-full overflow-visible", role: "img" });
  svg.setAttribute("aria-label", `${options.label}: ${days.map((d, i) => `${d.slice(5)} ${options.format(values[i] ?? 0)}`).join(", ")}`);
  svg.append(el("line", { x1: 0, x2: width, y1: zero, y2: zero, class: "stroke-border", "stroke-width": 1 }));
  days.forEach((day, i) => {
    const value = values[i] ?? 0;
    const x = slot * i + (slot - bar) / 2;
    const h = Math.max(value === 0 ? 0 : 2, (Math.abs(value) / span) * plot);
    const y = value >= 0 ? zero - h : zero;
    svg.append(el("rect", { x, y, width: bar, height: h, rx: 4, class: value >= 0 ? "fill-primary" : "fill-destructive/80" }));
    if (value !== 0) {
      svg.append(el("text", { x: x + bar / 2, y: value >= 0 ? y - 5 : y + h + 12, "text-anchor": "middle", class: "fill-foreground text-[11px] tabular-nums" }, options.format(value)));
    }
    svg.append(el("text", { x: x + bar / 2, y: height - 4, "text-anchor": "middle", class: "fill-muted-foreground text-[11px] tabular-nums" }, day.slice(5)));
  });
  container.replaceChildren(svg);
}
