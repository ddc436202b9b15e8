// The review dialog every workflow module gets (GET `<key>/review?id=`): the record's declared
// fields, what the server adds beside it (a change request's diff, the linked record it belongs
// to), the running time limit, the trail, and the moves the reviewer may make now. After a move
// it closes, the request layer shows the move's `done` text, and the list and its counts reload.
import { useEffect, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { pick } from "@shared/i18n";
import { runningLimit, WORKFLOW_FIELDS, type WorkflowDeclaration } from "@shared/module/workflow";
import type { ModuleDeclaration } from "@shared/module/types";
import { api } from "@/lib/request";
import { consoleLang, t } from "@/i18n/console";
import { Spinner } from "../components/views";
import { RecordFields } from "../crud/RecordFields";
import { useConfirm } from "../headless/confirm";
import { useResource } from "../headless/use-resource";
import { useSubmit } from "../headless/use-submit";
import { consoleUrl } from "../router/location";
import { DiffTable, type Change } from "./DiffTable";
import { DueCountdown } from "./DueCountdown";
import { LinkedSummaries } from "./LinkedSummaries";
import { MovePanel, type MoveInput } from "./MovePanel";
import { StateTag, Trail, type TrailEntry } from "./Trail";

type Row = Record<string, unknown>;

export interface Review {
  row: Row;
  records: TrailEntry[];
  moves: string[];
  used: string[];
  changes?: Change[];
  [extra: string]: unknown;
}

export interface ReviewTarget {
  id: string | number;
  name: string;
}

interface Props {
  module: ModuleDeclaration & { workflow: WorkflowDeclaration };
  target?: ReviewTarget;
  onClose: () => void;
  /** A move was made (reload the list and its counts). */
  onMoved: () => void;
}

export function ReviewDialog({ module, target, onClose, onMoved }: Props) {
  const { workflow } = module;
  const lang = consoleLang();
  const [opened, setOpened] = useState(0);
  const review = useResource(
    target ? (signal) => api<Review>({ url: consoleUrl(`${module.key}/review`), params: { id: target.id }, signal, cancelDuplicate: false }).then((res) => res.data) : undefined,
    `${module.key}:${String(target?.id)}:${opened}`,
  );
  const { confirm, dialog } = useConfirm();
  const submit = useSubmit((name: string, input: MoveInput) =>
    api({ url: consoleUrl(`${module.key}/${name}`), method: "POST", data: { id: target?.id, ...input }, showSuccessMessage: true }),
  );

  const close = () => {
    submit.reset();
    setOpened((n) => n + 1);
    onClose();
  };
  const move = async (name: string, input: MoveInput) => {
    if ((await submit.run(name, input)) === undefined) return;
    close();
    onMoved();
  };

  // The request layer has said why; there is nothing to review.
  useEffect(() => {
    if (review.failed) close();
  }, [review.failed]);

  const data = review.data;
  const row = data?.row;
  const state = row?.[workflow.field];
  const limit = row ? runningLimit(workflow, state) : undefined;
  const title = target ? t("reviewTitle", { name: target.name }) : "";
  return (
    <Dialog open={Boolean(target)} onOpenChange={(open) => !open && close()}>
      <DialogContent className="gap-3 sm:max-w-5xl" closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription asChild>
            <div className="flex flex-wrap items-center gap-2">
              <span>{pick(module.title, lang)}</span>
              {row && <StateTag workflow={workflow} value={state} />}
              {limit && row?.[WORKFLOW_FIELDS.due] ? (
                <span className="inline-flex flex-wrap items-center gap-1.5">
                  <span>{pick(limit.label, lang)}</span>
                  <DueCountdown due={row[WORKFLOW_FIELDS.due]} overdue={row[WORKFLOW_FIELDS.overdue]} />
                </span>
              ) : null}
            </div>
          </DialogDescription>
        </DialogHeader>
        {!data || !row ? (
          <Spinner />
        ) : (
          <>
            <div className="grid min-h-0 gap-6 overflow-y-auto px-1 lg:grid-cols-[minmax(0,1fr)_19rem]">
              <div className="min-w-0 space-y-5">
                {data.changes && data.changes.length > 0 && (
                  <section aria-labelledby="review-changes">
                    <h3 id="review-changes" className="mb-2 text-sm font-semibold">
                      {t("changes")}
                    </h3>
                    <DiffTable changes={data.changes} />
                  </section>
                )}
                <LinkedSummaries module={module} review={data} onLeave={close} />
                <section aria-labelledby="review-record">
                  <h3 id="review-record" className="mb-2 text-sm font-semibold">
                    {t("recordDetails")}
                  </h3>
                  <RecordFields module={module} row={row} skip={[workflow.field, WORKFLOW_FIELDS.due, WORKFLOW_FIELDS.overdue]} />
                </section>
              </div>
              <aside aria-labelledby="review-trail" className="min-w-0">
                <h3 id="review-trail" className="mb-3 text-sm font-semibold">
                  {t("trail")}
                </h3>
                <Trail workflow={workflow} records={data.records} />
              </aside>
            </div>
            <MovePanel
              key={opened}
              workflow={workflow}
              moves={data.moves}
              state={state}
              pending={submit.pending}
              errors={submit.errors}
              fail={submit.fail}
              clearError={submit.clearError}
              confirm={confirm}
              onMove={(name, input) => void move(name, input)}
              onClose={close}
              closeLabel={t("close")}
            />
          </>
        )}
        {dialog}
      </DialogContent>
    </Dialog>
  );
}
