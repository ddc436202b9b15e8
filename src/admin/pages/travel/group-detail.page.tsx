// One tour group (domain §10 group detail): the team plan's facts, then the trip day by day on a
// timeline with the planned stop and what happened side by side (arrival and leaving, how long,
// a stop not in the plan, a stay longer than planned), and the group's alerts — each opens the
// alert's review dialog, where a supervisor confirms, dismisses or transfers it to a case.
// Opened from the group list (`travel/group-detail?id=`).
import { useState } from "react";
import { Route } from "lucide-react";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/request";
import { formatDateTime } from "@shared/datetime";
import { pick } from "@shared/i18n";
import type { FieldOption } from "@shared/module/types";
import type { WorkflowDeclaration } from "@shared/module/workflow";
import alertModule from "@modules/travel/Alert/module";
import groupModule from "@modules/travel/Group/module";
import { ALERT_LEVEL_OPTIONS } from "@modules/contract/options";
import { CHECKIN_SOURCE_OPTIONS, ITINERARY_KIND_OPTIONS, TRAVEL_ALERT_RULE_OPTIONS } from "@modules/travel/options";
import { useHasNode } from "../../components/auth";
import { useLoaded } from "../../components/use-loaded";
import { BackToList, DetailFacts, DetailTable, DetailUnavailable } from "../../components/detail-section";
import { Spinner } from "../../components/views";
import { optionFor, Tag } from "../../crud/cells";
import { consoleLang, usePageText } from "@/i18n/console";
import { consoleUrl } from "../../router/location";
import { ReviewDialog, type ReviewTarget } from "../../workflow/ReviewDialog";
import { StateTag } from "../../workflow/Trail";
import type { PageProps } from "../page-props";

interface Planned {
  id: number;
  day_no: number;
  kind: string;
  place: string;
  start: number;
  minutes: number;
  note: string;
}
interface Actual {
  id: number;
  day_no: number;
  place: string;
  shopping: boolean;
  source: string;
  checkin_at: number;
  checkout_at: number | null;
  minutes: number;
  over: boolean;
  address: string;
  planned_id: number | null;
  planned_minutes: number | null;
}
interface AlertRow {
  id: number;
  rule_code: string;
  level: string;
  status: string;
  checkin_id: number;
  raised_time: number;
}
interface Detail {
  row: Record<string, unknown> & { id: number; tour_no: string; route_name: string; status: string; start_at: number; end_at: number; tourist_count: number };
  agency: string;
  local_agency: string;
  region: string;
  guides: { id: number; name: string; card_no: string; card_status: string }[];
  vehicle: { plate_no: string; vehicle_type: string } | null;
  driver: { name: string; license_class: string } | null;
  contracts: { id: number; contract_no: string; status: string }[];
  planned: Planned[];
  actual: Actual[];
  alerts: AlertRow[];
}

/** One line of a day: a planned stop, what happened there, or both. */
interface Line {
  at: number;
  planned?: Planned;
  actual?: Actual;
}

const groupWorkflow = groupModule.workflow as WorkflowDeclaration;
const alertWorkflow = alertModule.workflow as WorkflowDeclaration;
const time = (seconds: number | null | undefined) => (seconds ? formatDateTime(seconds).slice(11, 16) : "");

function Label({ options, value }: { options: readonly FieldOption[]; value: unknown }) {
  const option = optionFor(options, value);
  return <>{option ? pick(option.label, consoleLang()) : String(value ?? "")}</>;
}

/** The days of the trip, each with its lines in time order. */
function daysOf(data: Detail): [number, Line[]][] {
  const days = new Map<number, Line[]>();
  const add = (day: number, line: Line) => days.set(day, [...(days.get(day) ?? []), line]);
  for (const stop of data.planned) add(stop.day_no, { at: stop.start, planned: stop, actual: data.actual.find((a) => a.planned_id === stop.id) });
  for (const visit of data.actual) if (visit.planned_id === null) add(visit.day_no, { at: visit.checkin_at, actual: visit });
  return [...days.entries()].sort(([a], [b]) => a - b).map(([day, lines]) => [day, lines.sort((x, y) => x.at - y.at)]);
}

export default function GroupDetailPage({ search }: PageProps) {
  const id = new URLSearchParams(search).get("id") ?? "";
  const text = usePageText("travel.group-detail");
  const has = useHasNode();
  const lang = consoleLang();
  const [review, setReview] = useState<ReviewTarget>();
  const { data, failed, reload } = useLoaded(() => api<Detail>({ url: consoleUrl("travel.Group/detail"), params: { id } }).then((res) => res.data));

  if (failed) return <DetailUnavailable icon={<Route />} title={text("notFound")} text={text("notFoundText")} onRetry={reload} back={has("travel/group") ? { label: text("backToList"), to: "travel/group" } : undefined} />;
  if (!data) return <Spinner />;
  const { row } = data;
  const alertOf = (checkinId: number) => data.alerts.filter((a) => a.checkin_id === checkinId && a.status !== "RESOLVED");
  const facts: [string, React.ReactNode][] = [
    [text("route"), row.route_name],
    [text("dates"), `${formatDateTime(row.start_at).slice(0, 16)} – ${formatDateTime(row.end_at).slice(0, 16)}`],
    [text("agency"), data.agency],
    [text("localAgency"), data.local_agency || "—"],
    [text("area"), data.region],
    [text("tourists"), String(row.tourist_count)],
    [text("guides"), data.guides.length ? data.guides.map((g) => `${g.name}（${g.card_no}）`).join("、") : "—"],
    [text("coach"), data.vehicle?.plate_no ?? "—"],
    [text("driver"), data.driver ? `${data.driver.name}（${data.driver.license_class}）` : "—"],
    [text("contracts"), data.contracts.length ? data.contracts.map((c) => c.contract_no).join("、") : text("noContracts")],
  ];
  const days = daysOf(data);
  return (
    <div className="space-y-4">
      <section className="rounded-xl border bg-card p-5 shadow-xs" aria-labelledby="group-title">
        <div className="flex flex-wrap items-start gap-4">
          <div className="min-w-64 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="group-title" className="text-lg font-semibold">
                {text("title", { no: row.tour_no })}
              </h2>
              <StateTag workflow={groupWorkflow} value={row.status} />
            </div>
            <DetailFacts facts={facts} />
          </div>
          {has("travel/group") && <BackToList label={text("backToList")} to="travel/group" size="sm" />}
        </div>
      </section>

      <section className="rounded-xl border bg-card p-5 shadow-xs" aria-labelledby="group-timeline">
        <h2 id="group-timeline" className="font-semibold">
          {text("timeline")}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{text("timelineHint")}</p>
        {days.length === 0 && <p className="mt-3 text-sm text-muted-foreground">{text("noPlan")}</p>}
        {days.map(([day, lines]) => (
          <table key={day} className="mt-4 w-full table-fixed border-separate border-spacing-0 text-sm">
            <caption className="mb-2 text-left font-medium">{text("day", { n: day })}</caption>
            <thead className="text-left text-muted-foreground">
              <tr>
                <th scope="col" className="w-16 py-1 font-normal">
                  {text("time")}
                </th>
                <th scope="col" className="py-1 pl-6 font-normal">
                  {text("planned")}
                </th>
                <th scope="col" className="py-1 pl-4 font-normal">
                  {text("actual")}
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => {
                const visit = line.actual;
                const flagged = visit ? alertOf(visit.id) : [];
                const unplanned = visit && !line.planned;
                return (
                  <tr key={`${line.planned?.id ?? "x"}-${visit?.id ?? "x"}`} className="align-top">
                    <td className="py-2 tabular-nums text-muted-foreground">{time(line.at)}</td>
                    <td className="relative border-l-2 border-primary/40 py-2 pl-6">
                      <span aria-hidden="true" className={`absolute top-3.5 -left-[7px] size-3 rounded-full border-2 bg-card ${line.planned ? "border-primary" : "border-destructive"}`} />
                      {line.planned ? (
                        <div className="space-y-0.5">
                          <div className="flex flex-wrap items-center gap-2">
                            <Tag option={optionFor(ITINERARY_KIND_OPTIONS, line.planned.kind) ?? { value: line.planned.kind, label: { "zh-cn": line.planned.kind, en: line.planned.kind } }} />
                            <span className="font-medium">{line.planned.place || line.planned.note || "—"}</span>
                          </div>
                          <p className="text-muted-foreground tabular-nums">{text("plannedStay", { from: time(line.planned.start), minutes: line.planned.minutes })}</p>
                        </div>
                      ) : (
                        <span className="text-muted-foreground">{text("notInPlan")}</span>
                      )}
                    </td>
                    <td className={`py-2 pl-4 ${unplanned || visit?.over ? "rounded-md bg-destructive/10" : ""}`}>
                      {visit ? (
                        <div className="space-y-0.5">
                          <div className="flex flex-wrap items-center gap-2">
                            <span className="font-medium">{visit.place}</span>
                            {unplanned && <span className="font-medium text-destructive">{visit.shopping ? text("unplannedShopping") : text("unplannedStop")}</span>}
                            {visit.over && <span className="font-medium text-destructive">{text("overstay", { minutes: visit.minutes - (visit.planned_minutes ?? 0) })}</span>}
                          </div>
                          <p className="text-muted-foreground tabular-nums">
                            {visit.checkout_at ? text("stayed", { from: time(visit.checkin_at), to: time(visit.checkout_at), minutes: visit.minutes }) : text("stillThere", { from: time(visit.checkin_at), minutes: visit.minutes })}
                            {" · "}
                            <Label options={CHECKIN_SOURCE_OPTIONS} value={visit.source} />
                          </p>
                          {flagged.map((a) => (
                            <p key={a.id} className="text-destructive">
                              {text("alertHere", { rule: pick(optionFor(TRAVEL_ALERT_RULE_OPTIONS, a.rule_code)?.label ?? { "zh-cn": a.rule_code, en: a.rule_code }, lang) })}
                            </p>
                          ))}
                        </div>
                      ) : line.planned && line.planned.start <= Math.floor(Date.now() / 1000) && row.status !== "PLANNED" ? (
                        <span className="text-muted-foreground">{text("noCheckin")}</span>
                      ) : (
                        <span className="text-muted-foreground">—</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ))}
      </section>

      <DetailTable
        id="group-alerts"
        title={text("alerts")}
        empty={text("noAlerts")}
        columns={[{ label: text("rule") }, { label: text("level") }, { label: text("state") }, { label: text("raised") }, { label: text("actions"), hidden: true }]}
        rows={data.alerts}
        row={(a) => {
          const rule = pick(optionFor(TRAVEL_ALERT_RULE_OPTIONS, a.rule_code)?.label ?? { "zh-cn": a.rule_code, en: a.rule_code }, lang);
          return (
            <tr key={a.id}>
              <td className="py-2 font-medium">{rule}</td>
              <td className="py-2">
                <Label options={ALERT_LEVEL_OPTIONS} value={a.level} />
              </td>
              <td className="py-2">
                <StateTag workflow={alertWorkflow} value={a.status} />
              </td>
              <td className="py-2 tabular-nums">{formatDateTime(a.raised_time).slice(0, 16)}</td>
              <td className="py-2 text-right">
                {has("travel/alert/index") && (
                  <Button variant="outline" size="sm" aria-label={text("handleAlert", { rule })} onClick={() => setReview({ id: a.id, name: `${row.tour_no} · ${rule}` })}>
                    {a.status === "OPEN" ? text("handle") : text("view")}
                  </Button>
                )}
              </td>
            </tr>
          );
        }}
      />
      <ReviewDialog module={alertModule as typeof alertModule & { workflow: WorkflowDeclaration }} target={review} onClose={() => setReview(undefined)} onMoved={() => void reload()} />
    </div>
  );
}
