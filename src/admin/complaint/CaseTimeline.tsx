// The whole life of a complaint in time order: every step (who made it — staff, the complainant,
// or the system when a limit passed — with what they wrote and the move's inputs), every message
// sent to the complainant (and whether it arrived), every evidence file.
import { Bot, FileText, Mail, MessageSquare, Smartphone, UserRound } from "lucide-react";
import { formatDateTime } from "@shared/datetime";
import { pick } from "@shared/i18n";
import { cn } from "@/lib/utils";
import { BUREAU_OPTIONS } from "@modules/complaint/bureaus";
import { REFUSE_GROUNDS, SATISFACTION } from "@modules/complaint/options";
import { consoleLang } from "@/i18n/console";
import { actionLabel, optionLabel, StateTag, useCaseText } from "./parts";

export interface CaseRecord {
  id: number;
  action: string;
  from_status: string;
  to_status: string;
  opinion: string;
  details: Record<string, unknown>;
  operator_type: string;
  operator_name: string;
  create_time: number;
}

export interface CaseMessage {
  id: number;
  channel: string;
  target: string;
  event: string;
  content: string;
  status: string;
  error: string;
  create_time: number;
}

export interface EvidenceFile {
  id: number;
  url: string;
  name: string;
  size: number;
  uploader_type: string;
  uploader_name: string;
  create_time: number;
}

type Entry = { at: number; order: number; key: string } & ({ kind: "record"; record: CaseRecord } | { kind: "message"; message: CaseMessage } | { kind: "file"; file: EvidenceFile });

function detailText(details: Record<string, unknown>, text: ReturnType<typeof useCaseText>): string[] {
  const lines: string[] = [];
  if (details.refuse_ground) lines.push(text("refuseGround", { ground: optionLabel(REFUSE_GROUNDS, details.refuse_ground) }));
  if (details.compensation_amount !== undefined && details.compensation_amount !== null) lines.push(text("compensation", { amount: String(details.compensation_amount) }));
  if (details.transfer_to) lines.push(`→ ${optionLabel(BUREAU_OPTIONS, details.transfer_to)}`);
  if (details.satisfaction) lines.push(`${text("satisfaction", { score: String(details.satisfaction) })} · ${optionLabel(SATISFACTION, details.satisfaction)}`);
  if (details.due_date) lines.push(text("superviseDue", { time: String(details.due_date) }));
  return lines;
}

export function CaseTimeline({ records, messages, evidence }: { records: CaseRecord[]; messages: CaseMessage[]; evidence: EvidenceFile[] }) {
  const text = useCaseText();
  const lang = consoleLang();
  const entries: Entry[] = [
    ...records.map((record): Entry => ({ at: record.create_time, order: 0, key: `r${record.id}`, kind: "record", record })),
    ...messages.map((message): Entry => ({ at: message.create_time, order: 2, key: `m${message.id}`, kind: "message", message })),
    ...evidence.map((file): Entry => ({ at: file.create_time, order: 1, key: `f${file.id}`, kind: "file", file })),
  ].sort((a, b) => b.at - a.at || b.order - a.order);
  if (entries.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{text("timelineEmpty")}</p>;
  const who = (record: CaseRecord) =>
    record.operator_type === "system" ? text("bySystem") : record.operator_type === "member" || record.operator_type === "public" ? text("byComplainant", { name: record.operator_name }) : text("byStaff", { name: record.operator_name });
  return (
    <ol className="relative ml-2 border-l pl-5" aria-label={text("timeline")}>
      {entries.map((entry) => {
        const Icon = entry.kind === "message" ? (entry.message.channel === "email" ? Mail : Smartphone) : entry.kind === "file" ? FileText : entry.record.operator_type === "system" ? Bot : entry.record.operator_type === "admin" ? MessageSquare : UserRound;
        return (
          <li key={entry.key} className="relative pb-4 last:pb-0">
            <span className="absolute top-0.5 -left-[1.95rem] flex size-5 items-center justify-center rounded-full bg-background ring-2 ring-border" aria-hidden="true">
              <Icon className={cn("size-3", entry.kind === "message" && entry.message.status === "failed" ? "text-destructive" : "text-muted-foreground")} />
            </span>
            {entry.kind === "record" && (
              <div data-timeline-action={entry.record.action}>
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-medium">{actionLabel(entry.record.action)}</span>
                  {entry.record.from_status !== entry.record.to_status && <StateTag status={entry.record.to_status} />}
                </div>
                <p className="text-xs text-muted-foreground">
                  <time className="tabular-nums">{formatDateTime(entry.at)}</time> · {who(entry.record)}
                </p>
                {entry.record.opinion && <p className="mt-1 rounded-md bg-muted/60 px-3 py-1.5 text-sm whitespace-pre-wrap">{entry.record.opinion}</p>}
                {detailText(entry.record.details ?? {}, text).map((line) => (
                  <p key={line} className="mt-1 text-xs">
                    {line}
                  </p>
                ))}
              </div>
            )}
            {entry.kind === "message" && (
              <div data-timeline-message={entry.message.event}>
                <p className={cn("text-sm", entry.message.status === "failed" && "text-destructive")}>
                  {text(entry.message.status === "failed" ? "messageFailed" : "messageSent", {
                    channel: pick(entry.message.channel === "email" ? { "zh-cn": "邮件", en: "e-mail" } : { "zh-cn": "短信", en: "SMS" }, lang),
                    target: entry.message.target,
                    error: entry.message.error,
                  })}
                </p>
                <p className="text-xs text-muted-foreground">
                  <time className="tabular-nums">{formatDateTime(entry.at)}</time>
                </p>
                <p className="mt-1 rounded-md border border-dashed px-3 py-1.5 text-xs text-muted-foreground">{entry.message.content}</p>
              </div>
            )}
            {entry.kind === "file" && (
              <div>
                <p className="text-sm">
                  {text("fileAdded", { name: "" })}
                  <a href={entry.file.url} target="_blank" rel="noopener noreferrer" className="font-medium text-primary underline-offset-2 hover:underline">
                    {entry.file.name || entry.file.url}
                  </a>
                </p>
                <p className="text-xs text-muted-foreground">
                  <time className="tabular-nums">{formatDateTime(entry.at)}</time> · {entry.file.uploader_name}
                </p>
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
