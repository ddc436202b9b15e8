// The audit workbench (domain §4.2): registrations and change requests waiting for supervisors,
// running deadline first, overdue ones in red (5 working days to notify missing items, 20 to
// decide). The list state is the URL.
import { useEffect, useMemo, useState } from "react";
import { AlarmClock, ClipboardCheck, RefreshCw, Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { formatDateTime } from "@shared/datetime";
import { pick } from "@shared/i18n";
import { api } from "@/lib/request";
import { cn } from "@/lib/utils";
import { AUDIT_STATUS_OPTIONS } from "@modules/enterprise/options";
import { StatusView } from "../components/views";
import { Pagination } from "../crud/Pagination";
import { consoleLang, t } from "../lang";
import { consoleUrl, setSearch } from "../router/location";
import { rememberSearch } from "../stores/tabs";
import { loadCategories } from "../enterprise/EnterpriseForm";
import { AuditStatusTag, ENTERPRISE_FIELDS } from "../enterprise/parts";
import { ReviewDialog, type ReviewTarget } from "../enterprise/ReviewDialog";
import { et } from "../enterprise/texts";
import type { PageProps } from "./registry";

interface QueueRow {
  kind: "register" | "change";
  id: number;
  enterprise_id: number;
  name: string;
  name_en: string;
  uscc: string;
  category_id: number;
  region_code_text: string;
  status: string;
  submit_time: number | null;
  due_time: number | null;
  overdue: boolean;
  fields?: string[];
}

interface Queue {
  list: QueueRow[];
  total: number;
  counts: { register: number; change: number; overdueRegister: number; overdueChange: number };
}

interface State {
  kind: "register" | "change";
  status: string;
  overdue: boolean;
  quickSearch: string;
  page: number;
  limit: number;
}

function readState(search: string): State {
  const p = new URLSearchParams(search);
  const page = Number(p.get("page"));
  const limit = Number(p.get("limit"));
  return {
    kind: p.get("kind") === "change" ? "change" : "register",
    status: p.get("status") ?? "pending",
    overdue: p.get("overdue") === "1",
    quickSearch: p.get("quickSearch") ?? "",
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: [10, 20, 50, 100].includes(limit) ? limit : 20,
  };
}

function writeState(state: State): string {
  const p = new URLSearchParams();
  if (state.kind !== "register") p.set("kind", state.kind);
  if (state.status !== "pending") p.set("status", state.status);
  if (state.overdue) p.set("overdue", "1");
  if (state.quickSearch) p.set("quickSearch", state.quickSearch);
  if (state.page > 1) p.set("page", String(state.page));
  if (state.limit !== 20) p.set("limit", String(state.limit));
  return p.toString();
}

const DAY = 86_400;

function Deadline({ row }: { row: QueueRow }) {
  if (!row.due_time) return <span className="text-muted-foreground">—</span>;
  const days = Math.ceil((row.due_time - Date.now() / 1000) / DAY);
  return (
    <span className={cn("inline-flex items-center gap-1 whitespace-nowrap", row.overdue ? "font-medium text-destructive" : days <= 2 ? "text-warning" : "text-muted-foreground")}>
      {row.overdue && <AlarmClock className="size-3.5" aria-hidden="true" />}
      <time className="tabular-nums">{formatDateTime(row.due_time, undefined, false)}</time>
      <span className="text-xs">{row.overdue ? et("overdueBy", { days: Math.max(1, -days) }) : et("daysLeft", { days })}</span>
    </span>
  );
}

export default function AuditPage({ path, search, active }: PageProps) {
  const [query, setQuery] = useState(search);
  const state = useMemo(() => readState(query), [query]);
  const [quick, setQuick] = useState(state.quickSearch);
  const [data, setData] = useState<Queue>();
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [reload, setReload] = useState(0);
  const [review, setReview] = useState<ReviewTarget>();
  const [categories, setCategories] = useState<Map<number, string>>(new Map());
  const lang = consoleLang();

  useEffect(() => {
    void loadCategories()
      .then((list) => setCategories(new Map(list.map((c) => [c.value, c.label]))))
      .catch(() => undefined);
  }, []);

  const update = (next: Partial<State>) => {
    const serialized = writeState({ ...state, page: 1, ...next });
    setQuery(serialized);
    if (active) setSearch(serialized);
    rememberSearch(path, serialized);
  };

  useEffect(() => {
    let stale = false;
    setLoading(true);
    setFailed(false);
    api<Queue>({
      url: consoleUrl("enterprise.Audit/index"),
      params: { kind: state.kind, status: state.status, page: state.page, limit: state.limit, ...(state.overdue ? { overdue: "1" } : {}), ...(state.quickSearch ? { quickSearch: state.quickSearch } : {}) },
    })
      .then((res) => !stale && setData(res.data))
      .catch(() => !stale && setFailed(true))
      .finally(() => !stale && setLoading(false));
    return () => {
      stale = true;
    };
  }, [query, reload]);

  const counts = data?.counts;
  const categoryName = (id: unknown) => categories.get(Number(id)) ?? String(id ?? "");
  const fieldName = (name: string) => {
    const field = ENTERPRISE_FIELDS[name];
    return field ? pick(field.label, lang) : name;
  };

  return (
    <div className="space-y-3">
      <p className="rounded-md border border-primary/20 bg-primary/5 px-4 py-2 text-sm text-muted-foreground">{et("notifyRule")}</p>
      <div className="flex flex-wrap items-center gap-2 rounded-lg border bg-background p-2">
        <div role="tablist" aria-label={t("tabs")} className="inline-flex rounded-lg bg-muted p-[3px]">
          {(["register", "change"] as const).map((kind) => {
            const pending = kind === "register" ? counts?.register : counts?.change;
            const late = kind === "register" ? counts?.overdueRegister : counts?.overdueChange;
            return (
              <button
                key={kind}
                type="button"
                role="tab"
                aria-selected={state.kind === kind}
                onClick={() => update({ kind })}
                className={cn(
                  "inline-flex items-center gap-1.5 rounded-md px-3 py-1 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  state.kind === kind ? "bg-background shadow-sm" : "text-muted-foreground hover:text-foreground",
                )}
              >
                {et(kind === "register" ? "queueRegister" : "queueChange")}
                {pending !== undefined && <span className="rounded-full bg-primary/12 px-1.5 text-xs text-primary">{pending}</span>}
                {late ? <span className="rounded-full bg-destructive/12 px-1.5 text-xs text-destructive">{et("overdueCount", { count: late })}</span> : null}
              </button>
            );
          })}
        </div>
        <NativeSelect aria-label={et("statusColumn")} value={state.status} onChange={(e) => update({ status: e.target.value })} className="w-36 [&_select]:h-8">
          <option value="pending">{et("statusPending")}</option>
          <option value="all">{et("statusAll")}</option>
          {AUDIT_STATUS_OPTIONS.filter((o) => o.value !== "DRAFT").map((o) => (
            <option key={o.value} value={o.value}>
              {pick(o.label, lang)}
            </option>
          ))}
        </NativeSelect>
        <label className="flex items-center gap-1.5 text-sm">
          <input type="checkbox" className="size-4 accent-[var(--primary)]" checked={state.overdue} onChange={(e) => update({ overdue: e.target.checked })} />
          {et("overdueOnly")}
        </label>
        <div className="ml-auto flex items-center gap-2">
          <form
            role="search"
            className="relative"
            onSubmit={(event) => {
              event.preventDefault();
              update({ quickSearch: quick.trim() });
            }}
          >
            <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input type="search" aria-label={t("search")} value={quick} placeholder={et("searchPlaceholder")} onChange={(e) => setQuick(e.target.value)} className="h-8 w-56 pl-8 sm:w-72" />
          </form>
          <Button variant="outline" size="sm" onClick={() => setReload((n) => n + 1)} aria-label={t("refresh")} title={t("refresh")}>
            <RefreshCw className={loading ? "animate-spin" : undefined} aria-hidden="true" />
          </Button>
        </div>
      </div>

      {failed ? (
        <StatusView icon={<RefreshCw />} title={t("loadFailed")} text="">
          <Button onClick={() => setReload((n) => n + 1)}>{t("retry")}</Button>
        </StatusView>
      ) : (
        <div className={cn("overflow-x-auto rounded-lg border bg-background", loading && "opacity-70")} aria-busy={loading}>
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
              <tr className="border-b">
                <th scope="col" className="h-10 px-3 font-medium">{fieldName("name")}</th>
                <th scope="col" className="px-3 font-medium">{fieldName("category_id")}</th>
                <th scope="col" className="px-3 font-medium">{fieldName("region_code")}</th>
                {state.kind === "change" && <th scope="col" className="px-3 font-medium">{et("changedFields")}</th>}
                <th scope="col" className="px-3 font-medium">{et("statusColumn")}</th>
                <th scope="col" className="px-3 font-medium">{et("submitted")}</th>
                <th scope="col" className="px-3 font-medium">{et("deadline")}</th>
                <th scope="col" className="px-3 text-right font-medium">{t("actions")}</th>
              </tr>
            </thead>
            <tbody>
              {(data?.list ?? []).map((row) => (
                <tr key={`${row.kind}-${row.id}`} data-overdue={row.overdue || undefined} className={cn("border-b last:border-0 hover:bg-muted/40", row.overdue && "bg-destructive/5 shadow-[inset_3px_0_0_var(--destructive)]")}>
                  <td className="max-w-72 px-3 py-2">
                    <div className="truncate font-medium" title={row.name}>
                      {lang === "en" && row.name_en ? row.name_en : row.name}
                    </div>
                    <div className="font-mono text-xs text-muted-foreground">{row.uscc || "—"}</div>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{categoryName(row.category_id)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{row.region_code_text || "—"}</td>
                  {state.kind === "change" && <td className="max-w-56 truncate px-3 py-2">{(row.fields ?? []).map(fieldName).join(lang === "en" ? ", " : "、")}</td>}
                  <td className="px-3 py-2">
                    <AuditStatusTag status={row.status} />
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">{row.submit_time ? formatDateTime(row.submit_time) : "—"}</td>
                  <td className="px-3 py-2">
                    <Deadline row={row} />
                  </td>
                  <td className="px-3 py-2 text-right">
                    <Button size="sm" variant={row.status === "SUBMITTED" || row.status === "UNDER_REVIEW" ? "default" : "outline"} onClick={() => setReview({ kind: row.kind, id: row.id, name: row.name })}>
                      {row.status === "SUBMITTED" || row.status === "UNDER_REVIEW" ? et("review") : et("open")}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {!loading && data?.list.length === 0 && (
            <div className="flex flex-col items-center px-4 py-12 text-center">
              <ClipboardCheck className="size-8 text-muted-foreground" aria-hidden="true" />
              <p className="mt-2 font-medium">{et("queueEmpty")}</p>
              <p className="mt-1 text-sm text-muted-foreground">{et("queueEmptyHint")}</p>
            </div>
          )}
          {loading && !data && (
            <div className="space-y-2 p-4" aria-hidden="true">
              {Array.from({ length: 5 }, (_, i) => (
                <div key={i} className="h-8 animate-pulse rounded bg-muted" />
              ))}
            </div>
          )}
        </div>
      )}
      <Pagination page={state.page} limit={state.limit} total={data?.total ?? 0} onPage={(page) => update({ page })} onLimit={(limit) => update({ limit })} />
      <ReviewDialog target={review} categoryName={categoryName} onClose={() => setReview(undefined)} onDecided={() => setReload((n) => n + 1)} />
    </div>
  );
}
