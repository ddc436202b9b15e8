// The complaint form's behaviour (member centre and public page): choosing the respondent from
// the registry by name or naming it, the area (a city or county, then a district where it has
// them), evidence uploads (members), and turning the fields into the body the server checks.
// The server's field errors are shown under their fields.
import { format } from "@shared/i18n";
import { checkUpload, type UploadLimits, type UploadProblem } from "@shared/upload-rules";
import { api, RequestError } from "@/lib/request";
import { toast } from "@/lib/toast";
import { sendFile } from "@/lib/upload-client";
import { formValues, setBusy, showFieldErrors, clearFieldErrors } from "../forms";

type Texts = Record<string, string>;

interface Respondent {
  id: number;
  name: string;
  region_code_text: string;
}

export interface ComplaintFormOptions {
  form: HTMLFormElement;
  texts: Texts;
  /** Members upload evidence within these limits. */
  upload?: UploadLimits & { mode: string };
  /** Extra values (the public page's code). */
  extra?: () => Record<string, unknown>;
  /** Members pick one of their own contracts or orders (`?contract=` / `?order=` preselects it). */
  linkable?: boolean;
  submit(body: Record<string, unknown>): Promise<void>;
}

const $ = <E extends Element>(root: ParentNode, selector: string) => root.querySelector<E>(selector);

function bindRespondent(form: HTMLFormElement, texts: Texts) {
  const registry = $<HTMLElement>(form, "[data-registry]");
  const named = form.querySelectorAll<HTMLElement>("[data-named]");
  const search = $<HTMLInputElement>(form, "[data-respondent-search]");
  const results = $<HTMLUListElement>(form, "[data-respondent-results]");
  const chosen = $<HTMLElement>(form, "[data-respondent-chosen]");
  const id = $<HTMLInputElement>(form, '[name="respondent_id"]');
  form.querySelectorAll<HTMLInputElement>('[name="respondent_mode"]').forEach((radio) =>
    radio.addEventListener("change", () => {
      const inRegistry = radio.value === "registry" && radio.checked;
      if (registry) registry.hidden = !inRegistry;
      named.forEach((el) => (el.hidden = inRegistry));
    }),
  );
  const find = async () => {
    const keyword = search?.value.trim() ?? "";
    if (!results || keyword.length < 2) return;
    const res = await api<{ list: Respondent[] }>({ url: "/api/complaint/respondents", params: { keyword } });
    results.replaceChildren();
    if (res.data.list.length === 0) {
      const empty = document.createElement("li");
      empty.className = "px-3 py-2 text-muted-foreground";
      empty.textContent = texts.respondentNone ?? "";
      results.append(empty);
    }
    for (const r of res.data.list) {
      const item = document.createElement("li");
      const button = document.createElement("button");
      button.type = "button";
      button.className = "w-full px-3 py-2 text-left hover:bg-accent focus-visible:bg-accent focus-visible:outline-none";
      button.textContent = r.name;
      const where = document.createElement("span");
      where.className = "ml-2 text-xs text-muted-foreground";
      where.textContent = r.region_code_text;
      button.append(where);
      button.addEventListener("click", () => {
        if (id) id.value = String(r.id);
        if (chosen) chosen.textContent = format(texts.respondentChosen ?? "", { name: r.name });
        results.replaceChildren();
        search?.focus();
      });
      item.append(button);
      results.append(item);
    }
  };
  $(form, "[data-respondent-find]")?.addEventListener("click", () => void find().catch(() => undefined));
  search?.addEventListener("keydown", (event) => {
    if (event.key === "Enter") {
      event.preventDefault();
      void find().catch(() => undefined);
    }
  });
}

function bindArea(form: HTMLFormElement, texts: Texts) {
  const bureau = $<HTMLSelectElement>(form, "[data-bureau]");
  const district = $<HTMLSelectElement>(form, "[data-district]");
  const field = $<HTMLElement>(form, "[data-district-field]");
  const region = $<HTMLInputElement>(form, '[name="region_code"]');
  const sync = () => region && (region.value = district?.value || bureau?.value || "");
  bureau?.addEventListener("change", async () => {
    const code = Number(bureau.value);
    if (district) district.replaceChildren(new Option(texts.choose ?? "", ""));
    if (field) field.hidden = true;
    sync();
    // Cities with districts (Haikou, Sanya, Sansha); counties are their own area.
    if (!code || code % 100 !== 0 || code === 460400) return;
    const res = await api<{ value: number; label: string }[]>({ url: "/api/ajax/area", params: { province: 460000, city: code } });
    if (!district || !field || Number(bureau.value) !== code) return;
    for (const option of res.data) district.append(new Option(option.label, String(option.value)));
    field.hidden = res.data.length === 0;
  });
  district?.addEventListener("change", sync);
}

function bindEvidence(form: HTMLFormElement, texts: Texts, limits: UploadLimits & { mode: string }, files: { url: string; name: string }[]) {
  const input = $<HTMLInputElement>(form, "[data-evidence-file]");
  const list = $<HTMLUListElement>(form, "[data-evidence-list]");
  const label = $<HTMLElement>(form, "[data-evidence-label]");
  input?.addEventListener("change", async () => {
    const chosen = Array.from(input.files ?? []);
    input.value = "";
    const idle = label?.textContent ?? "";
    if (label) label.textContent = texts.uploading ?? "";
    try {
      for (const file of chosen) {
        const problem = checkUpload({ name: file.name, size: file.size, type: file.type }, limits);
        if (problem) {
          toast("error", texts[problem as UploadProblem] ?? problem);
          continue;
        }
        const sent = await sendFile(file, { area: "api", mode: limits.mode, topic: "complaint" });
        files.push({ url: sent.url, name: file.name });
        const item = document.createElement("li");
        item.textContent = file.name;
        list?.append(item);
      }
    } catch {
      // The request module has shown why.
    } finally {
      if (label) label.textContent = idle;
    }
  });
}

interface LinkableRecord {
  id: number;
  no: string;
  title: string;
  date: string;
}

/** Fills the "linked contract or order" select with the member's own, and preselects one named in the address. */
async function bindLinkable(form: HTMLFormElement) {
  const select = $<HTMLSelectElement>(form, "[data-linked]");
  if (!select) return;
  const res = await api<{ contracts: LinkableRecord[]; orders: LinkableRecord[] }>({ url: "/api/complaint/linkable" });
  const fill = (kind: "contract" | "order", rows: LinkableRecord[]) => {
    const group = $<HTMLOptGroupElement>(select, `[data-linked-group="${kind}"]`);
    if (!group) return;
    if (rows.length === 0) return group.remove();
    group.replaceChildren(...rows.map((r) => new Option(`${r.no} · ${r.title} · ${r.date}`, `${kind}:${r.id}`)));
  };
  fill("contract", res.data.contracts);
  fill("order", res.data.orders);
  const params = new URLSearchParams(location.search);
  for (const kind of ["contract", "order"] as const) {
    const wanted = params.get(kind);
    if (wanted && /^\d+$/.test(wanted) && [...select.options].some((o) => o.value === `${kind}:${wanted}`)) select.value = `${kind}:${wanted}`;
  }
}

/** The body the server checks, from the form's fields. */
function bodyOf(form: HTMLFormElement, files: { url: string }[]): Record<string, unknown> {
  const v = formValues(form) as Record<string, string>;
  const inRegistry = v.respondent_mode !== "named";
  const number = (s: string | undefined) => (s && s.trim() !== "" ? Number(s) : undefined);
  const body: Record<string, unknown> = {
    type: "COMPLAINT",
    respondent_type: inRegistry ? "ENTERPRISE" : v.respondent_type,
    respondent_id: inRegistry ? number(v.respondent_id) : undefined,
    respondent_name: inRegistry ? undefined : v.respondent_name,
    category: v.category,
    region_code: number(v.region_code),
    place: v.place,
    incident_time: v.incident_time ? Math.floor(new Date(v.incident_time).getTime() / 1000) : undefined,
    contract_end_date: v.contract_end_date || undefined,
    contract_id: v.linked?.startsWith("contract:") ? Number(v.linked.slice(9)) : undefined,
    order_id: v.linked?.startsWith("order:") ? Number(v.linked.slice(6)) : undefined,
    description: v.description,
    request: v.request,
    claim_amount: v.claim_amount || undefined,
    complainant_name: v.complainant_name,
    complainant_mobile: v.complainant_mobile || undefined,
    complainant_email: v.complainant_email || undefined,
    notify_by: v.notify_by || "sms",
    complainant_count: number(v.complainant_count) ?? 1,
    representatives: (v.representatives ?? "").split(/[,，、]/).map((s) => s.trim()).filter(Boolean),
    evidence: files.map((f) => f.url),
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined && value !== ""));
}

export function bindComplaintForm(options: ComplaintFormOptions): void {
  const { form, texts } = options;
  const files: { url: string; name: string }[] = [];
  bindRespondent(form, texts);
  bindArea(form, texts);
  if (options.upload) bindEvidence(form, texts, options.upload, files);
  if (options.linkable) void bindLinkable(form).catch(() => undefined); // the request module has shown why
  const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (!submit || submit.disabled) return;
    clearFieldErrors(form);
    setBusy(submit, true, texts.submitting);
    try {
      await options.submit({ ...bodyOf(form, files), ...options.extra?.() });
    } catch (error) {
      const fields = error instanceof RequestError ? (error.data as { fields?: Record<string, string> } | null)?.fields : undefined;
      // "Choose or name the respondent" belongs under the registry search while that is shown.
      const inRegistry = (formValues(form) as Record<string, string>).respondent_mode !== "named";
      if (fields?.respondent_name && inRegistry) fields.respondent_id = fields.respondent_name;
      if (fields) showFieldErrors(form, fields);
    } finally {
      setBusy(submit, false);
    }
  });
}
