// The dashboard's complaint figures (for holders of the complaint queue), within the viewer's
// area: totals, on-time rate and satisfaction per bureau and per respondent, and the cases under
// provincial supervision with their deadlines (overdue in red). Each case opens its page.
import { useEffect } from "react";
import { formatDateTime } from "@shared/datetime";
import { api } from "@/lib/request";
import { cn } from "@/lib/utils";
import { useLoaded } from "../components/use-loaded";
import { loadPageTexts, usePageText } from "@/i18n/console";
import { consoleUrl, navigate } from "../router/location";
import { StateTag } from "./parts";

interface Line {
  total: number;
  open: number;
  overdue: number;
  concluded: number;
  on_time_rate: number | null;
  rated: number;
  satisfaction: number | null;
}

interface Stats {
  totals: Line;
  bureaus: (Line & { code: number; name: string })[];
  respondents: (Line & { id: number | null; name: string })[];
  supervised: { id: number; complaint_no: string; respondent_name: string; bureau: string; status: string; supervise_due_time: number; overdue: boolean }[];
}

const percent = (value: number | null) => (value === null ? "—" : `${value}%`);
const score = (line: Line) => (line.satisfaction === null ? "—" : `${line.satisfaction.toFixed(2)} (${line.rated})`);

function Table({ head, rows }: { head: string[]; rows: (string | number)[][] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="text-left text-xs text-muted-foreground">
          <tr className="border-b">
            {head.map((h, i) => (
              <th key={h} scope="col" className={cn("py-2 pr-3 font-medium", i > 0 && "text-right")}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[0])} className="border-b last:border-0">
              {row.map((cell, i) => (
                <td key={i} className={cn("py-1.5 pr-3", i > 0 ? "text-right tabular-nums" : "min-w-40 max-w-80 wrap-break-word")}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ComplaintPanel() {
  const text = usePageText("complaint.stats");
  useEffect(() => {
    void loadPageTexts("complaint.stats");
    void loadPageTexts("complaint.case");
  }, []);
  const { data } = useLoaded(() => api<Stats>({ url: consoleUrl("complaint.Complaint/stats") }).then((res) => res.data));
  if (!data) return null;
  const open = (id: number) => navigate(consoleUrl("complaint/case", `id=${id}`));
  const figures: [string, string | number, boolean?][] = [
    [text("total"), data.totals.total],
    [text("open"), data.totals.open],
    [text("overdue"), data.totals.overdue, data.totals.overdue > 0],
    [text("onTimeRate"), percent(data.totals.on_time_rate)],
    [text("satisfaction"), data.totals.satisfaction === null ? "—" : data.totals.satisfaction.toFixed(2)],
  ];
  return (
    // A region, not a <section>: the console finds a tab's list as the table of its visible section.
    <div role="region" className="space-y-4 rounded-xl border bg-background p-5 shadow-sm" aria-labelledby="dashboard-complaints">
      <div className="flex items-center justify-between">
        <h2 id="dashboard-complaints" className="font-semibold">
          {text("title")}
        </h2>
        <a href={consoleUrl("complaint/complaint")} onClick={(e) => (e.preventDefault(), navigate(consoleUrl("complaint/complaint")))} className="text-sm font-medium text-primary underline-offset-2 hover:underline">
          {text("openAll")}
        </a>
      </div>
      <dl className="grid gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {figures.map(([label, value, alarm]) => (
          <div key={label} className="rounded-lg border p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className={cn("mt-1 text-2xl font-semibold tabular-nums", alarm && "text-destructive")}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-5 xl:grid-cols-2">
        <div>
          <h3 className="mb-2 text-sm font-semibold">{text("byBureau")}</h3>
          <Table head={[text("bureau"), text("count"), text("open"), text("overdue"), text("rate"), text("score")]} rows={data.bureaus.map((b) => [b.name, b.total, b.open, b.overdue, percent(b.on_time_rate), score(b)])} />
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold">{text("byRespondent")}</h3>
          <Table head={[text("respondent"), text("count"), text("open"), text("rate"), text("score")]} rows={data.respondents.map((r) => [r.name, r.total, r.open, percent(r.on_time_rate), score(r)])} />
        </div>
      </div>
      <div>
        <h3 className="mb-2 text-sm font-semibold">{text("supervised")}</h3>
        {data.supervised.length === 0 ? (
          <p className="text-sm text-muted-foreground">{text("supervisedEmpty")}</p>
        ) : (
          <ul className="divide-y rounded-lg border text-sm" aria-label={text("supervised")}>
            {data.supervised.map((s) => (
              <li key={s.id}>
                <button type="button" onClick={() => open(s.id)} className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-left hover:bg-accent focus-visible:bg-accent focus-visible:outline-none">
                  <span className="font-medium tabular-nums">{s.complaint_no}</span>
                  <StateTag status={s.status} />
                  <span className="min-w-0 flex-1 truncate">{s.respondent_name}</span>
                  <span className="text-muted-foreground">{s.bureau}</span>
                  <span className={cn("tabular-nums", s.overdue && "font-medium text-destructive")}>
                    {text("deadline")} {formatDateTime(s.supervise_due_time, undefined, false)}
                    {s.overdue && ` · ${text("overdueTag")}`}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
