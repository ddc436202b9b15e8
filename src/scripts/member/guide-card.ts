// The member centre's "Guide card" page: the member's card, the running application with its
// steps, missing items and time limit, the form for a new card, a renewal, a change of
// affiliation or a cancellation (only the fields that kind asks for), and earlier applications.
import { format } from "@shared/i18n";
import { formatDateTime } from "@shared/datetime";
import { api, RequestError } from "@/lib/request";
import { sendFile } from "@/lib/upload-client";
import { toast } from "@/lib/toast";
import { checkUpload, type UploadLimits } from "@shared/upload-rules";
import { clearFieldErrors, setBusy, showFieldErrors } from "../forms";
import { readPageTexts } from "../page-texts";
import { el, renderCard, type CardLabels } from "../guide/card-view";
import { avatarLimits, sizeLabel } from "./avatar-upload";
import { memberReady } from "./session";

type Kind = "NEW" | "RENEWAL" | "CHANGE" | "CANCEL";

interface PageData extends CardLabels {
  states: Record<string, string>;
  kinds: Record<string, string>;
  statuses: Record<string, string>;
  steps: Record<string, string>;
}

interface Card {
  card_no: string;
  name: string;
  photo: string;
  level: string;
  languages: string[];
  affiliation: string;
  card_issue_date: string;
  card_expire_date: string;
  card_status: string;
  valid_now: boolean;
  renewal: { window: "early" | "open" | "expired"; opens: string };
}

interface Application {
  id: number;
  kind: Kind;
  status: string;
  open: boolean;
  name: string;
  gender: string;
  ethnicity: string;
  birth_date: string;
  id_no: string;
  mobile: string;
  photo: string;
  qualification_no: string;
  languages: string[];
  affiliation_type: string;
  agency_id: number | null;
  association_id: number | null;
  affiliation: string;
  reason: string;
  opinion: string;
  missing_items: string[];
  submit_time: number | null;
  due_time: number | null;
  card_no: string;
  trail: { action: string; to_status: string; opinion: string; missing_items: string[]; create_time: number }[];
}

interface View {
  today: string;
  card: Card | null;
  application: Application | null;
  history: { id: number; kind: Kind; status: string; submit_time: number | null; decide_time: number | null; card_no: string }[];
  upload: UploadLimits & { mode: string };
}

/** The fields each kind shows (the rest come from the card). */
const GROUPS: Record<Kind, string[]> = { NEW: ["person", "contact", "affiliation"], RENEWAL: ["contact"], CHANGE: ["affiliation", "reason"], CANCEL: ["reason"] };
const EDITABLE_STATES = ["DRAFT", "RETURNED"];
const WITHDRAWABLE = ["AFFILIATION_PENDING", "SUBMITTED", "RETURNED"];

export function bindGuideCard(): void {
  const root = document.querySelector<HTMLElement>("[data-guide-page]");
  const found = document.querySelector<HTMLFormElement>("form[data-guide-form]");
  if (!root || !found) return;
  const form: HTMLFormElement = found;
  const data = readPageTexts<Record<string, string>>("guide-page-data") as unknown as PageData;
  const t = (key: string, params?: Record<string, string | number>) => format(data.texts[key] ?? key, params);
  const q = <T extends Element>(selector: string) => document.querySelector<T>(selector);
  const formSection = q<HTMLElement>("[data-form-section]");
  const affiliateSelect = q<HTMLSelectElement>("[data-affiliate-select]");
  const affiliateSearch = q<HTMLInputElement>("[data-affiliate-search]");
  let view: View | undefined;
  let kind: Kind = "NEW";
  const when = (seconds: number | null) => (seconds ? formatDateTime(seconds, undefined, true).slice(0, 16) : "");

  const button = (label: string, onClick: () => void, variant: "default" | "outline" | "destructive" = "outline") => {
    const styles = { default: "bg-primary text-primary-foreground hover:bg-primary/90", outline: "border bg-background hover:bg-accent", destructive: "border border-destructive/40 text-destructive hover:bg-destructive/10" };
    const node = el("button", `inline-flex h-9 items-center justify-center rounded-md px-4 text-sm font-medium shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 ${styles[variant]}`, label, { type: "button" });
    node.addEventListener("click", onClick);
    return node;
  };

  function renderCardSection() {
    const body = q<HTMLElement>("[data-card-body]");
    const actions = q<HTMLElement>("[data-card-actions]");
    if (!body || !actions || !view) return;
    body.replaceChildren();
    actions.replaceChildren();
    const busy = view.application?.open && !EDITABLE_STATES.includes(view.application.status);
    const card = view.card;
    if (!card || ["CANCELLED", "REVOKED"].includes(card.card_status)) {
      body.append(el("p", "font-medium", t("noCard")), el("p", "mt-1 text-sm text-muted-foreground", t("noCardText")));
      if (!view.application?.open) actions.append(button(t("applyNew"), () => openForm("NEW"), "default"));
      return;
    }
    const wrap = el("div", "flex flex-wrap items-start gap-6");
    wrap.append(renderCard({ ...card, valid: card.valid_now }, data));
    const facts = el("dl", "grid gap-2 text-sm");
    const fact = (term: string, value: string) => {
      const row = el("div", "flex gap-2");
      row.append(el("dt", "w-20 shrink-0 text-muted-foreground", term), el("dd", "font-medium", value));
      facts.append(row);
    };
    fact(t("status"), data.statuses[card.card_status] ?? card.card_status);
    fact(t("validFrom"), card.card_issue_date);
    fact(t("validUntil"), card.card_expire_date);
    wrap.append(facts);
    body.append(wrap);
    if (card.renewal.window === "early") body.append(el("p", "mt-3 text-sm text-muted-foreground", t("renewalFrom", { date: card.renewal.opens })));
    if (card.renewal.window === "open" && ["VALID", "EXPIRING"].includes(card.card_status)) body.append(el("p", "mt-3 text-sm font-medium text-amber-700 dark:text-amber-400", t("renewalOpen")));
    if (busy || view.application?.open) return;
    if (card.renewal.window === "open" && ["VALID", "EXPIRING"].includes(card.card_status)) actions.append(button(t("applyRenewal"), () => openForm("RENEWAL"), "default"));
    if (["VALID", "EXPIRING"].includes(card.card_status)) actions.append(button(t("applyChange"), () => openForm("CHANGE")));
    if (card.card_status !== "SUSPENDED") actions.append(button(t("applyCancel"), () => openForm("CANCEL"), "destructive"));
    if (card.card_status === "EXPIRED") actions.prepend(button(t("applyNew"), () => openForm("NEW"), "default"));
  }

  function renderApplication() {
    const body = q<HTMLElement>("[data-application-body]");
    if (!body || !view) return;
    body.replaceChildren();
    const app = view.application;
    if (!app) {
      body.append(el("p", "text-sm text-muted-foreground", t("noApplication")));
      return;
    }
    const head = el("div", "flex flex-wrap items-center gap-3");
    head.append(el("span", "rounded-md bg-muted px-2 py-0.5 text-xs", data.kinds[app.kind] ?? app.kind), el("span", "text-base font-semibold", data.states[app.status] ?? app.status, { "data-application-status": app.status }));
    if (app.card_no && app.status === "APPROVED") head.append(el("span", "font-mono text-sm", app.card_no));
    body.append(head);
    const facts = el("dl", "mt-3 grid gap-1 text-sm sm:grid-cols-2");
    const fact = (term: string, value: string) => {
      if (!value) return;
      const row = el("div", "flex gap-2");
      row.append(el("dt", "text-muted-foreground", term), el("dd", "font-medium", value));
      facts.append(row);
    };
    fact(t("affiliation"), app.affiliation);
    fact(t("submitted"), when(app.submit_time));
    if (app.due_time) fact(t("timeLimit"), when(app.due_time) + (app.due_time * 1000 < Date.now() ? ` · ${t("overdue")}` : ""));
    body.append(facts);
    if (app.status === "RETURNED" && app.missing_items.length) {
      const box = el("div", "mt-4 rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm", undefined, { role: "note" });
      box.append(el("p", "font-medium", t("missingTitle")));
      const list = el("ul", "mt-1 list-disc pl-5");
      for (const item of app.missing_items) list.append(el("li", "", item));
      box.append(list);
      body.append(box);
    }
    if (app.opinion && ["DECLINED", "REJECTED", "RETURNED"].includes(app.status)) body.append(el("p", "mt-3 text-sm", `${t("opinionTitle")}：${app.opinion}`));
    const steps = el("ol", "mt-4 grid gap-2 border-l pl-4 text-sm");
    for (const step of app.trail) {
      const item = el("li", "relative");
      item.append(el("span", "absolute -left-[21px] top-1.5 size-2 rounded-full bg-primary"), el("span", "font-medium", data.steps[step.action] ?? step.action), el("span", "ml-2 text-xs text-muted-foreground", when(step.create_time)));
      steps.append(item);
    }
    if (app.trail.length) {
      body.append(el("h3", "mt-4 text-sm font-medium", t("trailTitle")), steps);
    }
    const actions = el("div", "mt-4 flex flex-wrap gap-2");
    if (EDITABLE_STATES.includes(app.status)) actions.append(button(app.status === "RETURNED" ? t("complete") : t("continueDraft"), () => openForm(app.kind, app), "default"));
    if (WITHDRAWABLE.includes(app.status)) actions.append(button(t("withdraw"), () => void withdraw(), "destructive"));
    if (actions.childElementCount) body.append(actions);
  }

  function renderHistory() {
    const section = q<HTMLElement>("[data-history-section]");
    const list = q<HTMLElement>("[data-history]");
    if (!section || !list || !view) return;
    list.replaceChildren();
    section.hidden = view.history.length === 0;
    for (const item of view.history) {
      const row = el("li", "flex flex-wrap items-center gap-3 py-2");
      row.append(el("span", "w-32 text-muted-foreground", when(item.submit_time) || "—"), el("span", "", data.kinds[item.kind] ?? item.kind), el("span", "font-medium", data.states[item.status] ?? item.status));
      if (item.card_no && item.status === "APPROVED") row.append(el("span", "font-mono text-xs", item.card_no));
      list.append(row);
    }
  }

  const setValue = (name: string, value: string) => {
    const input = form.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[name="${name}"]:not([type=radio]):not([type=checkbox])`);
    if (input) input.value = value;
    form.querySelectorAll<HTMLInputElement>(`input[type=radio][name="${name}"]`).forEach((radio) => (radio.checked = radio.value === value));
  };

  function showPhoto(url: string) {
    const img = q<HTMLImageElement>("[data-photo-preview]");
    if (!img) return;
    img.hidden = !url;
    if (url) img.src = url;
  }

  async function loadAffiliates(selected?: { id: number | null; name: string }) {
    if (!affiliateSelect) return;
    const type = form.querySelector<HTMLInputElement>('input[name="affiliation_type"]:checked')?.value ?? "AGENCY";
    const res = await api<{ id: number; name: string; region: string }[]>({ url: "/api/guide/affiliates", params: { type, keyword: affiliateSearch?.value ?? "" }, cancelDuplicate: false });
    const keep = selected?.id ? selected : undefined;
    affiliateSelect.replaceChildren();
    if (keep && !res.data.some((r) => r.id === keep.id)) affiliateSelect.append(el("option", "", keep.name, { value: String(keep.id) }));
    for (const row of res.data) affiliateSelect.append(el("option", "", row.region ? `${row.name}（${row.region.split(" ").pop()}）` : row.name, { value: String(row.id) }));
    if (affiliateSelect.options.length === 0) affiliateSelect.append(el("option", "", t("affiliateNone"), { value: "" }));
    if (keep) affiliateSelect.value = String(keep.id);
  }

  function openForm(next: Kind, app?: Application) {
    if (!formSection || !view) return;
    kind = next;
    clearFieldErrors(form);
    form.reset();
    setValue("kind", next);
    const title = q<HTMLElement>("[data-form-title]");
    if (title) title.textContent = t(`formTitle${next}`);
    for (const group of ["person", "contact", "affiliation", "reason"]) {
      const node = form.querySelector<HTMLElement>(`[data-group="${group}"]`);
      if (node) node.hidden = !GROUPS[next].includes(group);
    }
    const source = app ?? (next !== "NEW" && view.card ? { ...view.card, mobile: "", agency_id: null, association_id: null, affiliation_type: "AGENCY", reason: "" } : undefined);
    if (source) {
      for (const name of ["name", "gender", "ethnicity", "birth_date", "id_no", "mobile", "qualification_no", "reason", "photo"]) {
        const value = (source as unknown as Record<string, unknown>)[name];
        if (typeof value === "string") setValue(name, value);
      }
      form.querySelectorAll<HTMLInputElement>('input[name="languages"]').forEach((box) => (box.checked = source.languages.includes(box.value)));
      showPhoto(String((source as { photo?: string }).photo ?? ""));
    } else showPhoto("");
    if (app?.affiliation_type) setValue("affiliation_type", app.affiliation_type);
    // A returned application keeps the affiliation its affiliate confirmed.
    const locked = app?.status === "RETURNED";
    form.querySelectorAll<HTMLInputElement>('input[name="affiliation_type"]').forEach((radio) => (radio.disabled = locked));
    if (affiliateSearch) affiliateSearch.disabled = locked;
    if (affiliateSelect) affiliateSelect.disabled = locked;
    if (GROUPS[next].includes("affiliation")) void loadAffiliates(app ? { id: app.agency_id ?? app.association_id, name: app.affiliation } : undefined);
    formSection.hidden = false;
    formSection.querySelector<HTMLElement>("input:not([type=hidden]):not([disabled]), select, textarea")?.focus();
  }

  function collect(): Record<string, unknown> {
    const values: Record<string, unknown> = { kind };
    const groups = GROUPS[kind];
    const read = (name: string) => form.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[name="${name}"]:not([type=radio]):not([type=checkbox])`)?.value.trim() ?? "";
    if (groups.includes("person")) {
      for (const name of ["name", "ethnicity", "birth_date", "id_no", "qualification_no"]) values[name] = read(name);
      values.gender = form.querySelector<HTMLInputElement>('input[name="gender"]:checked')?.value;
    }
    if (groups.includes("contact")) {
      values.mobile = read("mobile");
      values.photo = read("photo");
      values.languages = [...form.querySelectorAll<HTMLInputElement>('input[name="languages"]:checked')].map((box) => box.value);
    }
    if (groups.includes("affiliation") && !affiliateSelect?.disabled) {
      const type = form.querySelector<HTMLInputElement>('input[name="affiliation_type"]:checked')?.value ?? "AGENCY";
      values.affiliation_type = type;
      const id = affiliateSelect?.value ? Number(affiliateSelect.value) : undefined;
      if (id) values[type === "ASSOCIATION" ? "association_id" : "agency_id"] = id;
    }
    if (groups.includes("reason")) values.reason = read("reason");
    // Empty entries are left out: a draft keeps what it has.
    for (const [name, value] of Object.entries(values)) if (value === "" || value === undefined) delete values[name];
    if (view?.application && EDITABLE_STATES.includes(view.application.status)) delete values.kind;
    return values;
  }

  async function send(submit: boolean, trigger: HTMLButtonElement) {
    setBusy(trigger, true, t("saving"));
    try {
      await api({ url: submit ? "/api/guide/submit" : "/api/guide/save", method: "POST", data: collect(), showSuccessMessage: true });
      if (formSection) formSection.hidden = submit ? true : formSection.hidden;
      await load();
      if (submit) q<HTMLElement>("#application-title")?.focus();
    } catch (error) {
      const fields = error instanceof RequestError ? (error.data as { fields?: Record<string, string> } | null)?.fields : undefined;
      if (fields) {
        // The affiliate's two ids share one picker.
        const shown = { ...fields };
        if (shown.association_id && !shown.agency_id) shown.agency_id = shown.association_id;
        showFieldErrors(form, shown);
        if (shown.agency_id) affiliateSelect?.setAttribute("aria-invalid", "true");
      }
    } finally {
      setBusy(trigger, false);
    }
  }

  async function withdraw() {
    if (!window.confirm(t("withdrawConfirm"))) return;
    try {
      await api({ url: "/api/guide/withdraw", method: "POST", data: {}, showSuccessMessage: true });
      await load();
    } catch {
      // The request module has shown the message.
    }
  }

  async function load() {
    try {
      const res = await api<View>({ url: "/api/guide/card" });
      view = res.data;
      renderCardSection();
      renderApplication();
      renderHistory();
    } catch {
      const failed = q<HTMLElement>("[data-load-failed]");
      if (failed) failed.hidden = false;
    }
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const trigger = q<HTMLButtonElement>("[data-submit]");
    if (trigger && !trigger.disabled) void send(true, trigger);
  });
  q<HTMLButtonElement>("[data-save]")?.addEventListener("click", (event) => void send(false, event.currentTarget as HTMLButtonElement));
  q<HTMLButtonElement>("[data-close-form]")?.addEventListener("click", () => {
    if (formSection) formSection.hidden = true;
  });
  form.querySelectorAll<HTMLInputElement>('input[name="affiliation_type"]').forEach((radio) => radio.addEventListener("change", () => void loadAffiliates()));
  let searchTimer: ReturnType<typeof setTimeout> | undefined;
  affiliateSearch?.addEventListener("input", () => {
    clearTimeout(searchTimer);
    searchTimer = setTimeout(() => void loadAffiliates(), 250);
  });

  void memberReady().then(async () => {
    await load();
    if (!view) return;
    const limits = avatarLimits(view.upload);
    const hint = q<HTMLElement>("[data-photo-hint]");
    if (hint) hint.textContent = t("photoHint", { size: sizeLabel(limits.maxSize) });
    const file = q<HTMLInputElement>("[data-photo-file]");
    const label = q<HTMLElement>("[data-upload-label]");
    file?.addEventListener("change", async () => {
      const chosen = file.files?.[0];
      file.value = "";
      if (!chosen || !label) return;
      const problem = checkUpload({ name: chosen.name, size: chosen.size, type: chosen.type }, limits);
      if (problem) {
        toast("error", readPageTexts<Record<string, string>>()[problem] ?? problem);
        return;
      }
      label.textContent = t("uploading");
      try {
        const uploaded = await sendFile(chosen, { area: "api", mode: limits.mode ?? "local", topic: "member" });
        setValue("photo", uploaded.url);
        showPhoto(uploaded.url);
        toast("success", t("photoUploaded"));
      } catch {
        // The request module has shown the server's message.
      } finally {
        label.textContent = t("uploadPhoto");
      }
    });
  });
}
