// One complaint as its handler works it (complaint/case?id=): where it stands and the time left
// on the step, the facts, the moves the handler may make now (each asking what its declaration
// asks), the whole timeline — every step, every message sent to the complainant, every file,
// note and question — and the evidence, notes and provincial supervision; the refunds it caused.
import { useEffect, useState } from "react";
import { ArrowLeft, FilePlus2, Flag, MessageSquarePlus, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@shared/datetime";
import { listLink } from "@shared/list-url";
import { pick } from "@shared/i18n";
import { api } from "@/lib/request";
import { sendFile } from "@/lib/upload-client";
import { toast } from "@/lib/toast";
import { checkUpload, UPLOAD_MESSAGES } from "@shared/upload-rules";
import complaintModule from "@modules/complaint/Complaint/module";
import { COMPLAINT_CATEGORIES, COMPLAINT_RESULTS, COMPLAINT_SOURCES, COMPLAINT_TYPES, REFUSE_GROUNDS, RESPONDENT_TYPES } from "@modules/complaint/options";
import { complaintWorkflow } from "@modules/complaint/workflow";
import { PiiValue } from "../../crud/PiiValue";
import { Spinner, StatusView } from "../../components/views";
import { consoleLang } from "@/i18n/console";
import { $init } from "../../stores/init";
import { consoleUrl, navigate } from "../../router/location";
import type { PageProps } from "../page-props";
import { CaseTimeline, type CaseMessage, type CaseRecord, type EvidenceFile } from "../../complaint/CaseTimeline";
import { MoveDialog } from "../../complaint/MoveDialog";
import { CaseRefunds, type CaseRefund } from "../../complaint/CaseRefunds";
import { NoteDialog, SuperviseDialog } from "../../complaint/NoteDialogs";
import { ColorTag, DueTime, optionLabel, StateTag, useCaseText } from "../../complaint/parts";

type Row = Record<string, unknown>;

interface Review {
  row: Row;
  records: CaseRecord[];
  moves: string[];
  bureau: { code: number; name: string };
  limits: { name: string; label: string; due: number | null; running: boolean }[];
  messages: CaseMessage[];
  evidence: EvidenceFile[];
  transferred_from: { id: number; complaint_no: string; bureau: string; visible: boolean } | null;
  transferred_to: { id: number; complaint_no: string; bureau: string; visible: boolean } | null;
  /** The contract and order it names; `visible` when this admin may open their list. */
  contract: LinkedRecord | null;
  order: LinkedRecord | null;
  respondent_complaints: number;
  refunds: CaseRefund[];
  can_supervise: boolean;
  open: boolean;
}

interface LinkedRecord {
  id: number;
  no: string;
  visible: boolean;
}

/** A linked contract's or order's number, opening its list filtered to it when this admin may see it. */
function LinkedNumber({ record, path, field }: { record: LinkedRecord | null; path: string; field: string }) {
  if (!record) return null;
  if (!record.visible) return <span className="font-mono">{record.no}</span>;
  const link = consoleUrl(listLink(path, [[field, "eq", record.no]]));
  return (
    <a className="font-mono text-primary underline-offset-4 hover:underline" href={link} onClick={(e) => { e.preventDefault(); navigate(link); }}>
      {record.no}
    </a>
  );
}

function Facts({ items }: { items: [string, React.ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2.5 text-sm sm:grid-cols-[9rem_minmax(0,1fr)]">
      {items
        .filter(([, value]) => value !== "" && value !== null && value !== undefined)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-words whitespace-pre-wrap">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

export default function CasePage({ search, active }: PageProps) {
  const id = Number(new URLSearchParams(search).get("id") ?? 0);
  const text = useCaseText();
  const lang = consoleLang();
  const [review, setReview] = useState<Review>();
  const [failed, setFailed] = useState(false);
  const [reload, setReload] = useState(0);
  const [move, setMove] = useState<string>();
  const [noting, setNoting] = useState(false);
  const [supervising, setSupervising] = useState(false);
  const [uploading, setUploading] = useState(false);
  const label = (name: string) => pick(complaintModule.fields[name as keyof typeof complaintModule.fields]?.label ?? { "zh-cn": name, en: name }, lang);

  useEffect(() => {
    if (!active && review) return;
    let stale = false;
    setFailed(false);
    api<Review>({ url: consoleUrl("complaint.Complaint/review"), params: { id } })
      .then((res) => !stale && setReview(res.data))
      .catch(() => !stale && setFailed(true));
    return () => {
      stale = true;
    };
  }, [id, reload, active]);

  const refresh = () => setReload((n) => n + 1);
  if (failed) return <StatusView icon={<RefreshCw />} title={text("notFound")} text="" />;
  if (!review) return <Spinner />;
  const { row } = review;
  const running = review.limits.find((l) => l.running);
  const money = (value: unknown) => (value === null || value === undefined || value === "" ? "" : `${String(value)}`);
  const upload = async (files: FileList | null) => {
    const init = $init.get();
    if (!files?.length || init.status !== "ready") return;
    const limits = init.data.siteConfig.upload;
    for (const file of Array.from(files)) {
      const problem = checkUpload({ name: file.name, size: file.size, type: file.type }, limits);
      if (problem) {
        toast("error", UPLOAD_MESSAGES[lang][problem]);
        return;
      }
    }
    setUploading(true);
    try {
      const urls: string[] = [];
      for (const file of Array.from(files)) urls.push((await sendFile(file, { area: "admin", mode: limits.mode, topic: "complaint" })).url);
      await api({ url: consoleUrl("complaint.Complaint/evidence"), method: "POST", data: { id, files: urls }, showSuccessMessage: true });
      refresh();
    } catch {
      // The request module has shown why.
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3 rounded-xl border bg-background p-4 shadow-sm">
        <Button variant="ghost" size="sm" onClick={() => navigate(consoleUrl("complaint/complaint"))}>
          <ArrowLeft aria-hidden="true" />
          {text("back")}
        </Button>
        <h2 className="text-lg font-semibold tabular-nums">{text("caseTitle", { no: String(row.complaint_no) })}</h2>
        <StateTag status={row.status} />
        {row.supervised === "1" && <ColorTag color="danger">{text("supervised")}</ColorTag>}
        <span className="text-sm text-muted-foreground">{review.bureau.name}</span>
        <span className="ml-auto text-sm">
          <DueTime due={running?.due ?? null} label={running?.label} />
        </span>
      </div>

      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="min-w-0 space-y-4">
          <section aria-labelledby="case-moves" className="rounded-xl border bg-background p-4 shadow-sm">
            <h2 id="case-moves" className="mb-3 font-semibold">
              {text("moves")}
            </h2>
            <div className="flex flex-wrap gap-2">
              {review.moves.map((name) => {
                const transition = complaintWorkflow.transitions[name];
                return transition ? (
                  <Button key={name} variant={transition.tone === "danger" ? "destructive" : "default"} onClick={() => setMove(name)}>
                    {pick(transition.label, lang)}
                  </Button>
                ) : null;
              })}
              {review.moves.length === 0 && <p className="text-sm text-muted-foreground">{text("noMoves")}</p>}
            </div>
            <div className="mt-3 flex flex-wrap gap-2 border-t pt-3">
              {review.open && (
                <label className="inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md border px-3 text-sm font-medium focus-within:ring-[3px] focus-within:ring-ring/50 hover:bg-accent">
                  <FilePlus2 className="size-4" aria-hidden="true" />
                  {uploading ? text("uploading") : text("addEvidence")}
                  <input type="file" multiple className="sr-only" disabled={uploading} onChange={(e) => void upload(e.target.files)} />
                </label>
              )}
              <Button variant="outline" size="sm" onClick={() => setNoting(true)}>
                <MessageSquarePlus aria-hidden="true" />
                {text("note")}
              </Button>
              {review.can_supervise && (
                <Button variant="outline" size="sm" onClick={() => setSupervising(true)}>
                  <Flag aria-hidden="true" />
                  {text("supervise")}
                </Button>
              )}
            </div>
          </section>

          <section aria-labelledby="case-facts" className="rounded-xl border bg-background p-4 shadow-sm">
            <h2 id="case-facts" className="mb-3 font-semibold">
              {text("facts")}
            </h2>
            <Facts
              items={[
                [label("type"), optionLabel(COMPLAINT_TYPES, row.type)],
                [label("source"), optionLabel(COMPLAINT_SOURCES, row.source)],
                [label("category"), optionLabel(COMPLAINT_CATEGORIES, row.category)],
                [label("received_time"), formatDateTime(row.received_time as number)],
                [text("respondent"), <span key="r">{String(row.respondent_name)} <span className="text-muted-foreground">({optionLabel(RESPONDENT_TYPES, row.respondent_type)}{review.respondent_complaints ? ` · ${text("respondentCount", { count: review.respondent_complaints })}` : ""})</span></span>],
                [text("complainant"), `${String(row.complainant_name)}${Number(row.complainant_count) > 1 ? ` ×${String(row.complainant_count)}` : ""}`],
                [label("representatives"), Array.isArray(row.representatives) ? row.representatives.join("、") : ""],
                [label("complainant_mobile"), row.complainant_mobile ? <PiiValue key="m" module={complaintModule} id={row.id} name="complainant_mobile" value={row.complainant_mobile} /> : ""],
                [label("complainant_id_no"), row.complainant_id_no ? <PiiValue key="i" module={complaintModule} id={row.id} name="complainant_id_no" value={row.complainant_id_no} /> : ""],
                [label("complainant_email"), String(row.complainant_email ?? "")],
                [label("complainant_province"), String(row.complainant_province_text ?? "")],
                [label("region_code"), String(row.region_code_text ?? "")],
                [label("place"), String(row.place ?? "")],
                [label("incident_time"), row.incident_time ? formatDateTime(row.incident_time as number) : ""],
                [label("contract_end_date"), String(row.contract_end_date ?? "")],
                [label("contract_id"), <LinkedNumber key="c" record={review.contract} path="contract/contract" field="contract_no" />],
                [label("order_id"), <LinkedNumber key="o" record={review.order} path="order/order" field="order_no" />],
                [label("request"), String(row.request ?? "")],
                [label("claim_amount"), money(row.claim_amount)],
                [text("incident"), String(row.description ?? "")],
              ]}
            />
          </section>

          {Boolean(row.result || row.satisfaction) && (
            <section aria-labelledby="case-result" className="rounded-xl border bg-background p-4 shadow-sm">
              <h2 id="case-result" className="mb-3 font-semibold">
                {text("result")}
              </h2>
              <Facts
                items={[
                  [label("result"), optionLabel(COMPLAINT_RESULTS, row.result)],
                  [label("refuse_ground"), optionLabel(REFUSE_GROUNDS, row.refuse_ground)],
                  [label("result_text"), String(row.result_text ?? "")],
                  [label("compensation_amount"), money(row.compensation_amount)],
                  [label("satisfaction"), row.satisfaction ? `${String(row.satisfaction)} / 5` : ""],
                  [label("late_steps"), Number(row.late_steps) > 0 ? text("lateSteps", { count: Number(row.late_steps) }) : text("onTime")],
                ]}
              />
            </section>
          )}

          <CaseRefunds caseId={id} refunds={review.refunds ?? []} open={review.open} onFiled={refresh} />

          <section aria-labelledby="case-limits" className="rounded-xl border bg-background p-4 shadow-sm">
            <h2 id="case-limits" className="mb-3 font-semibold">
              {text("limits")}
            </h2>
            <ul className="grid gap-2 text-sm">
              {review.limits
                .filter((l) => l.due)
                .map((l) => (
                  <li key={l.name} className="flex flex-wrap items-center gap-2">
                    {l.running ? <DueTime due={l.due} label={l.label} /> : <span className="text-muted-foreground">{text("stepDue", { label: l.label, time: formatDateTime(l.due, undefined, false) })}</span>}
                    {l.running && <ColorTag color="primary">{text("limitRunning")}</ColorTag>}
                  </li>
                ))}
              {row.supervised === "1" && (
                <li className="text-sm">
                  <DueTime due={row.supervise_due_time as number} label={text("supervised")} />
                </li>
              )}
            </ul>
            {(review.transferred_from || review.transferred_to) && (
              <ul className="mt-3 grid gap-1 border-t pt-3 text-sm">
                {[review.transferred_from ? (["transferredFrom", review.transferred_from] as const) : undefined, review.transferred_to ? (["transferredTo", review.transferred_to] as const) : undefined]
                  .filter((link) => link !== undefined)
                  .map(([key, link]) => (
                    <li key={key} className="flex items-center gap-2">
                      {text(key, { no: link.complaint_no, bureau: link.bureau })}
                      {link.visible && (
                        <Button variant="link" size="sm" className="h-auto p-0" onClick={() => navigate(consoleUrl("complaint/case", `id=${link.id}`))}>
                          {text("openLinked")}
                        </Button>
                      )}
                    </li>
                  ))}
              </ul>
            )}
          </section>
        </div>

        <section aria-labelledby="case-timeline" className="min-w-0 rounded-xl border bg-background p-4 shadow-sm">
          <h2 id="case-timeline" className="mb-3 font-semibold">
            {text("timeline")}
          </h2>
          <CaseTimeline records={review.records} messages={review.messages} evidence={review.evidence} />
        </section>
      </div>

      <MoveDialog name={move} transition={move ? complaintWorkflow.transitions[move] : undefined} caseId={id} onClose={() => setMove(undefined)} onMoved={refresh} />
      <NoteDialog open={noting} caseId={id} canAsk={review.open} onClose={() => setNoting(false)} onSaved={refresh} />
      <SuperviseDialog open={supervising} caseId={id} onClose={() => setSupervising(false)} onSaved={refresh} />
    </div>
  );
}
