// Fills the case frame (CaseView.astro) from the complainant's view of a case, and wires the
// forms the case allows now. The calls differ between the member centre (by id, logged in) and
// the public page (by number and code), so the page passes them in.
import { formatDateTime } from "@shared/datetime";
import { format } from "@shared/i18n";
import { checkUpload, type UploadLimits, type UploadProblem } from "@shared/upload-rules";
import { RequestError } from "@/lib/request";
import { toast } from "@/lib/toast";
import { sendFile } from "@/lib/upload-client";
import { clearFieldErrors, formValues, setBusy, showFieldErrors } from "../forms";

type Texts = Record<string, string>;

export interface CaseViewData {
  complaint_no: string;
  status: string;
  status_text: string;
  category_text: string;
  respondent_name: string;
  bureau: string;
  received_time: number;
  description: string;
  due: { label: string; time: number; overdue: boolean } | null;
  result: string;
  result_text_label: string;
  refuse_ground: string;
  result_text: string;
  compensation_amount: string | null;
  satisfaction: number | null;
  transferred_to: { complaint_no: string; bureau: string } | null;
  timeline: { id: number; action_text: string; status_text: string; time: number; by: "bureau" | "complainant" | "system"; opinion: string }[];
  evidence: { id: number; name: string; url: string; time: number; by: string }[];
  can: { withdraw: boolean; answer: boolean; evidence: boolean; rate: boolean };
}

export interface CaseActions {
  answer(text: string): Promise<unknown>;
  rate(satisfaction: number, comment: string): Promise<unknown>;
  withdraw?(): Promise<unknown>;
  evidence?(urls: string[]): Promise<unknown>;
  /** Loads the case again after an action. */
  reload(): Promise<void>;
}

const set = (root: ParentNode, selector: string, text: string) => {
  const el = root.querySelector<HTMLElement>(selector);
  if (el) el.textContent = text;
  return el;
};

export function renderCase(root: HTMLElement, view: CaseViewData, texts: Texts): void {
  root.hidden = false;
  set(root, "[data-case-no]", format(texts.detailTitle ?? "{no}", { no: view.complaint_no }));
  set(root, "[data-case-status]", view.status_text);
  const due = root.querySelector<HTMLElement>("[data-case-due]");
  if (due) {
    due.hidden = !view.due;
    if (view.due) {
      due.textContent = `${format(texts.dueNext ?? "", { label: view.due.label, time: formatDateTime(view.due.time, undefined, false) })}${view.due.overdue ? ` · ${texts.overdue ?? ""}` : ""}`;
      due.className = view.due.overdue ? "mt-2 text-sm font-medium text-destructive" : "mt-2 text-sm text-muted-foreground";
    }
  }
  set(root, "[data-case-bureau]", view.bureau);
  set(root, "[data-case-respondent]", view.respondent_name);
  set(root, "[data-case-category]", view.category_text);
  set(root, "[data-case-received]", formatDateTime(view.received_time));
  set(root, "[data-case-description]", view.description);
  const result = root.querySelector<HTMLElement>("[data-case-result]");
  if (result) {
    result.hidden = !view.result || view.result === "TRANSFERRED";
    set(result, "[data-case-result-label]", view.result_text_label);
    set(result, "[data-case-result-text]", view.result_text);
    const extra = [view.refuse_ground ? format(texts.refuseGround ?? "", { ground: view.refuse_ground }) : "", view.compensation_amount ? format(texts.compensation ?? "", { amount: view.compensation_amount }) : ""].filter(Boolean);
    set(result, "[data-case-result-extra]", extra.join(" · "));
  }
  const transferred = root.querySelector<HTMLElement>("[data-case-transferred]");
  if (transferred) {
    transferred.hidden = !view.transferred_to;
    if (view.transferred_to) transferred.textContent = format(texts.transferredTo ?? "", { bureau: view.transferred_to.bureau, no: view.transferred_to.complaint_no });
  }

  const timeline = root.querySelector<HTMLOListElement>("[data-case-timeline]");
  timeline?.replaceChildren(
    ...[...view.timeline].reverse().map((entry) => {
      const item = document.createElement("li");
      item.className = "relative pb-4 last:pb-0";
      item.dataset.action = entry.action_text;
      const dot = document.createElement("span");
      dot.className = "absolute top-1.5 -left-[1.63rem] size-2.5 rounded-full bg-primary ring-4 ring-card";
      dot.setAttribute("aria-hidden", "true");
      const title = document.createElement("p");
      title.className = "text-sm font-medium";
      title.textContent = `${entry.action_text} · ${entry.status_text}`;
      const meta = document.createElement("p");
      meta.className = "text-xs text-muted-foreground";
      meta.textContent = `${formatDateTime(entry.time)} · ${texts[entry.by === "bureau" ? "byBureau" : entry.by === "system" ? "bySystem" : "byYou"] ?? ""}`;
      item.append(dot, title, meta);
      if (entry.opinion) {
        const opinion = document.createElement("p");
        opinion.className = "mt-1 rounded-md bg-muted/60 px-3 py-1.5 text-sm whitespace-pre-wrap";
        opinion.textContent = entry.opinion;
        item.append(opinion);
      }
      return item;
    }),
  );

  const evidence = root.querySelector<HTMLUListElement>("[data-case-evidence]");
  evidence?.replaceChildren(
    ...view.evidence.map((file) => {
      const item = document.createElement("li");
      const link = document.createElement("a");
      link.href = file.url;
      link.target = "_blank";
      link.rel = "noopener noreferrer";
      link.className = "font-medium text-primary underline-offset-2 hover:underline";
      link.textContent = file.name || file.url;
      const when = document.createElement("span");
      when.className = "ml-2 text-xs text-muted-foreground";
      when.textContent = formatDateTime(file.time);
      item.append(link, when);
      return item;
    }),
  );
  const none = root.querySelector<HTMLElement>("[data-case-no-evidence]");
  if (none) none.hidden = view.evidence.length > 0;

  const toggle = (selector: string, shown: boolean) => {
    const el = root.querySelector<HTMLElement>(selector);
    if (el) el.hidden = !shown;
  };
  toggle("[data-case-answer]", view.can.answer);
  toggle("[data-case-rate]", view.can.rate);
  toggle("[data-case-withdraw]", view.can.withdraw);
  toggle("[data-case-evidence-add]", view.can.evidence);
  const rated = root.querySelector<HTMLElement>("[data-case-rated]");
  if (rated) {
    rated.hidden = view.satisfaction === null;
    rated.textContent = format(texts.rated ?? "", { score: view.satisfaction ?? 0 });
  }
}

async function guarded(form: HTMLFormElement, run: () => Promise<unknown>) {
  const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (submit) setBusy(submit, true);
  try {
    clearFieldErrors(form);
    await run();
    form.reset();
  } catch (error) {
    const fields = error instanceof RequestError ? (error.data as { fields?: Record<string, string> } | null)?.fields : undefined;
    if (fields) showFieldErrors(form, fields);
  } finally {
    if (submit) setBusy(submit, false);
  }
}

/** Wires the forms once; each action reloads the case. */
export function bindCaseActions(root: HTMLElement, actions: CaseActions, texts: Texts, upload?: UploadLimits & { mode: string }): void {
  const answer = root.querySelector<HTMLFormElement>("[data-case-answer]");
  answer?.addEventListener("submit", (event) => {
    event.preventDefault();
    void guarded(answer, async () => {
      await actions.answer(String(formValues(answer).text ?? ""));
      await actions.reload();
    });
  });
  const rate = root.querySelector<HTMLFormElement>("[data-case-rate]");
  rate?.addEventListener("submit", (event) => {
    event.preventDefault();
    const values = formValues(rate);
    void guarded(rate, async () => {
      await actions.rate(Number(values.satisfaction ?? 0), String(values.comment ?? ""));
      await actions.reload();
    });
  });
  root.querySelector("[data-case-withdraw] button")?.addEventListener("click", () => {
    if (!actions.withdraw || !confirm(texts.withdrawConfirm ?? "")) return;
    void actions
      .withdraw()
      .then(() => actions.reload())
      .catch(() => undefined);
  });
  const file = root.querySelector<HTMLInputElement>("[data-case-evidence-file]");
  file?.addEventListener("change", async () => {
    const chosen = Array.from(file.files ?? []);
    file.value = "";
    if (!upload || !actions.evidence || chosen.length === 0) return;
    const label = root.querySelector<HTMLElement>("[data-evidence-label]");
    const idle = label?.textContent ?? "";
    if (label) label.textContent = texts.uploading ?? "";
    try {
      const urls: string[] = [];
      for (const one of chosen) {
        const problem = checkUpload({ name: one.name, size: one.size, type: one.type }, upload);
        if (problem) {
          toast("error", texts[problem as UploadProblem] ?? problem);
          continue;
        }
        urls.push((await sendFile(one, { area: "api", mode: upload.mode, topic: "complaint" })).url);
      }
      if (urls.length) {
        await actions.evidence(urls);
        await actions.reload();
      }
    } catch {
      // The request module has shown why.
    } finally {
      if (label) label.textContent = idle;
    }
  });
}
