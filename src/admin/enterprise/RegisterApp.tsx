// Enterprise registration (spec §2 adminRegister, titled 'Enterprise registration'): a page of
// its own that takes a new enterprise from its account to an approved registration — account,
// details (save a draft any time, submit when complete), review (follow it, withdraw, see what
// to complete after a return), registered. The server decides what the caller's application
// is; `active` and `enterprise_id` in the URL only say where the console sent the user from.
import { useEffect, useState } from "react";
import { Check, LogOut, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@shared/datetime";
import { api, RequestError } from "@/lib/request";
import { cn } from "@/lib/utils";
import enterpriseModule, { REGISTRATION_FIELDS, registrationRules } from "@modules/enterprise/Enterprise/module";
import auditModule from "@modules/enterprise/Audit/module";
import { $adminInfo, clearAdminInfo } from "@/stores/admin-info";
import { adminBase } from "@/stores/site-config";
import type { UploadRules } from "@shared/contracts/upload";
import { $uploadLimits } from "../crud/inputs/upload";
import { t } from "@/i18n/console";
import { RecordFields } from "../crud/RecordFields";
import { useConfirm } from "../headless/confirm";
import { checkRules, useSubmit } from "../headless/use-submit";
import { MissingItems, StateTag, Trail, type TrailEntry } from "../workflow/Trail";
import { AccountStep } from "./AccountStep";
import { EnterpriseForm, loadCategories, type Row } from "./EnterpriseForm";
import { et } from "@/i18n/enterprise";
import type { EnterpriseTextKey } from "@/i18n/enterprise";

interface Application extends Row {
  id: number;
  audit_status: string;
  missing_items: string[];
  audit_opinion: string;
  submit_time: number | null;
  accept_time: number | null;
  decide_due_time: number | null;
  region_path: { value: number; label: string }[];
}

interface State {
  upload: UploadRules;
  account: { id: number; username: string; nickname: string };
  enterprise: Application | null;
  records: TrailEntry[];
}

type View = { kind: "loading" } | { kind: "account" } | { kind: "staff" } | { kind: "failed" } | { kind: "ready"; state: State };

const EDITABLE = new Set(["DRAFT", "RETURNED", "WITHDRAWN"]);
const DRAFT_RULES = registrationRules("draft");
const SUBMIT_RULES = registrationRules("submit");
const REQUIRED = new Set(Object.entries(SUBMIT_RULES).filter(([, r]) => r.required).map(([name]) => name));
const STEPS: EnterpriseTextKey[] = ["stepAccount", "stepDetails", "stepReview", "stepDone"];
const workflow = auditModule.workflow;

function Steps({ current }: { current: number }) {
  return (
    <ol className="flex flex-wrap items-center gap-x-2 gap-y-3 text-sm" aria-label={et("registerTitle")}>
      {STEPS.map((step, i) => (
        <li key={step} className="flex items-center gap-2" aria-current={i === current ? "step" : undefined}>
          <span
            className={cn(
              "flex size-7 items-center justify-center rounded-full border text-xs font-semibold",
              i < current && "border-primary bg-primary text-primary-foreground",
              i === current && "border-primary text-primary ring-4 ring-primary/15",
              i > current && "text-muted-foreground",
            )}
          >
            {i < current ? <Check className="size-4" aria-hidden="true" /> : i + 1}
          </span>
          <span className={cn(i === current ? "font-medium" : "text-muted-foreground")}>{et(step)}</span>
          {i < STEPS.length - 1 && <span className="mx-1 hidden h-px w-10 bg-border sm:block" aria-hidden="true" />}
        </li>
      ))}
    </ol>
  );
}

function Banner({ tone, children }: { tone: "info" | "warning" | "danger" | "success"; children: React.ReactNode }) {
  return (
    <div
      className={cn(
        "rounded-lg border px-4 py-3 text-sm",
        tone === "info" && "border-primary/25 bg-primary/5",
        tone === "warning" && "border-warning/50 bg-warning/10",
        tone === "danger" && "border-destructive/30 bg-destructive/5",
        tone === "success" && "border-success/40 bg-success/10",
      )}
    >
      {children}
    </div>
  );
}

export function RegisterApp() {
  const [view, setView] = useState<View>({ kind: "loading" });
  const [values, setValues] = useState<Row>({});
  const [busy, setBusy] = useState<string>();
  const [categories, setCategories] = useState<Map<number, string>>(new Map());
  const { confirm, dialog } = useConfirm();
  const sending = useSubmit((action: "save" | "submit" | "withdraw" | "restart") =>
    api({ url: `${adminBase()}/enterprise.Registration/${action}`, method: "POST", data: action === "save" || action === "submit" ? values : {}, showSuccessMessage: true }),
  );
  const errors = sending.errors;

  const load = async () => {
    if (!$adminInfo.get().token) {
      setView({ kind: "account" });
      return;
    }
    setView({ kind: "loading" });
    try {
      const res = await api<State>({ url: `${adminBase()}/enterprise.Registration/index`, showErrorMessage: false });
      const app = res.data.enterprise;
      $uploadLimits.set(res.data.upload);
      setValues(app ? Object.fromEntries(REGISTRATION_FIELDS.map((name) => [name, app[name] ?? null])) : { zoom: 15, outbound: "0" });
      sending.reset();
      setView({ kind: "ready", state: res.data });
      void loadCategories()
        .then((list) => setCategories(new Map(list.map((c) => [c.value, c.label]))))
        .catch(() => undefined);
    } catch (error) {
      if (error instanceof RequestError && error.code === 0 && !error.cancelled && error.status === 200 && (error.data === null || error.data === undefined)) setView({ kind: "staff" });
      else if (error instanceof RequestError && error.code === 303) setView({ kind: "account" });
      else setView({ kind: "failed" });
    }
  };

  useEffect(() => {
    void load();
  }, []);

  const send = async (action: "save" | "submit" | "withdraw" | "restart") => {
    if (action === "save" || action === "submit") {
      const problems = checkRules(action === "save" ? DRAFT_RULES : SUBMIT_RULES, values);
      if (problems) return sending.fail(problems, (field) => `register-${field}`);
    }
    if (action === "withdraw" && !(await confirm({ title: et("withdraw"), text: et("withdrawConfirm"), destructive: true, confirmLabel: et("withdraw") }))) return;
    setBusy(action);
    const done = await sending.run(action);
    setBusy(undefined);
    if (done === undefined) return;
    await load();
    window.scrollTo({ top: 0, behavior: "smooth" });
  };

  const signOut = async () => {
    await api({ url: `${adminBase()}/index/logout`, method: "POST", data: { refreshToken: $adminInfo.get().refresh_token ?? "" }, showErrorMessage: false }).catch(() => undefined);
    clearAdminInfo();
    location.assign(`${adminBase()}/newLogin`);
  };

  const app = view.kind === "ready" ? view.state.enterprise : null;
  const status = app?.audit_status;
  const step = view.kind === "account" ? 0 : !app || EDITABLE.has(String(status)) ? 1 : status === "APPROVED" ? 3 : 2;

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{et("registerTitle")}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{et("registerSubtitle")}</p>
        </div>
        {view.kind === "ready" && (
          <div className="flex items-center gap-3 text-sm">
            <span className="text-muted-foreground">{view.state.account.nickname || view.state.account.username}</span>
            <Button variant="outline" size="sm" onClick={() => void signOut()}>
              <LogOut aria-hidden="true" />
              {et("signOut")}
            </Button>
          </div>
        )}
      </header>
      <Steps current={step} />
      <section className="rounded-xl border bg-card p-5 shadow-xs sm:p-8">
        {view.kind === "loading" && (
          <div role="status" className="flex items-center justify-center gap-3 py-16 text-sm text-muted-foreground">
            <span className="size-5 animate-spin rounded-full border-2 border-primary border-t-transparent" aria-hidden="true" />
            {t("loading")}
          </div>
        )}
        {view.kind === "account" && <AccountStep onCreated={() => void load()} />}
        {view.kind === "staff" && (
          <div className="py-10 text-center">
            <h2 className="text-lg font-semibold">{et("notEnterprise")}</h2>
            <p className="mt-2 text-sm text-muted-foreground">{et("notEnterpriseText")}</p>
            <Button className="mt-6" onClick={() => location.assign(adminBase())}>
              {et("enterConsole")}
            </Button>
          </div>
        )}
        {view.kind === "failed" && (
          <div className="py-10 text-center">
            <h2 className="text-lg font-semibold">{et("loadFailed")}</h2>
            <Button className="mt-6" variant="outline" onClick={() => void load()}>
              <RefreshCw aria-hidden="true" />
              {et("retry")}
            </Button>
          </div>
        )}
        {view.kind === "ready" && step === 1 && (
          <div className="space-y-6">
            {status === "RETURNED" ? (
              <Banner tone="warning">
                <p className="font-medium">{et("statusReturned")}</p>
                {app?.audit_opinion && <p className="mt-1">{et("opinionLabel")}{app.audit_opinion}</p>}
                <MissingItems items={app?.missing_items ?? []} />
              </Banner>
            ) : (
              <Banner tone="info">{et(status === "WITHDRAWN" ? "statusWithdrawn" : "statusDraft")}</Banner>
            )}
            <p className="text-xs text-muted-foreground">{et("requiredNote")}</p>
            <form
              id="register-form"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void send("submit");
              }}
            >
              <EnterpriseForm
                idPrefix="register"
                values={values}
                errors={errors}
                required={REQUIRED}
                disabled={Boolean(busy)}
                onChange={(name, value) => {
                  setValues((current) => ({ ...current, [name]: value }));
                  sending.clearError(name);
                }}
              />
            </form>
            <div className="flex flex-wrap justify-end gap-2 border-t pt-4">
              {status === "RETURNED" && (
                <Button variant="ghost" onClick={() => void send("withdraw")} disabled={Boolean(busy)}>
                  {et("withdraw")}
                </Button>
              )}
              <Button variant="outline" onClick={() => void send("save")} disabled={Boolean(busy)}>
                {busy === "save" ? t("saving") : et("saveDraft")}
              </Button>
              <Button type="submit" form="register-form" disabled={Boolean(busy)}>
                {status === "RETURNED" ? et("resubmit") : et("submit")}
              </Button>
            </div>
          </div>
        )}
        {view.kind === "ready" && app && step >= 2 && (
          <div className="space-y-6">
            {status === "SUBMITTED" && <Banner tone="info">{et("statusSubmitted", { time: formatDateTime(app.submit_time) })}</Banner>}
            {status === "UNDER_REVIEW" && <Banner tone="info">{et("statusUnderReview", { time: formatDateTime(app.accept_time), due: formatDateTime(app.decide_due_time, undefined, false) })}</Banner>}
            {status === "REJECTED" && (
              <Banner tone="danger">
                <p className="font-medium">{et("statusRejected")}</p>
                {app.audit_opinion && <p className="mt-1">{et("opinionLabel")}{app.audit_opinion}</p>}
              </Banner>
            )}
            {status === "APPROVED" && (
              <Banner tone="success">
                <p className="font-medium">{et("statusApproved")}</p>
              </Banner>
            )}
            <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
              <div>
                <h2 className="mb-3 flex items-center gap-2 text-sm font-semibold">
                  {et("summary")} <StateTag workflow={workflow} value={status} />
                </h2>
                <RecordFields
                  module={enterpriseModule}
                  row={app}
                  names={REGISTRATION_FIELDS.filter((name) => !["lng", "lat", "zoom", "business_license_image", "license_images", "outbound"].includes(name))}
                  extra={{ category_id: categories.get(Number(app.category_id)) ?? String(app.category_id), region_code: app.region_code_text ? String(app.region_code_text) : undefined }}
                />
              </div>
              <aside>
                <h2 className="mb-3 text-sm font-semibold">{et("tabHistory")}</h2>
                <Trail workflow={workflow} records={view.state.records} />
              </aside>
            </div>
            <div className="flex flex-wrap justify-end gap-2 border-t pt-4">
              {status === "SUBMITTED" && (
                <Button variant="outline" onClick={() => void send("withdraw")} disabled={Boolean(busy)}>
                  {et("withdraw")}
                </Button>
              )}
              {status === "REJECTED" && (
                <Button onClick={() => void send("restart")} disabled={Boolean(busy)}>
                  {et("restart")}
                </Button>
              )}
              {status === "APPROVED" && <Button onClick={() => location.assign(`${adminBase()}/loading`)}>{et("enterConsole")}</Button>}
            </div>
          </div>
        )}
      </section>
      {dialog}
    </div>
  );
}

export default RegisterApp;
