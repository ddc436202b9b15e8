// Staff entry of complaints (complaint/intake): 12345 hotline transfers, calls, visits, letters.
// The fields and their names come from the complaint declaration; the server checks them as it
// checks every channel, numbers the complaint and sends the complainant the number and a code.
import { useEffect, useState } from "react";
import { FilePlus2, Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { pick } from "@shared/i18n";
import type { FieldOption } from "@shared/module/types";
import { checkUpload, UPLOAD_MESSAGES } from "@shared/upload-rules";
import { api, RequestError } from "@/lib/request";
import { toast } from "@/lib/toast";
import { sendFile } from "@/lib/upload-client";
import { adminBase } from "@/stores/site-config";
import complaintModule from "@modules/complaint/Complaint/module";
import { BUREAU_OPTIONS } from "@modules/complaint/bureaus";
import { COMPLAINT_CATEGORIES, COMPLAINT_SOURCES, COMPLAINT_TYPES, NOTIFY_CHANNELS, RESPONDENT_TYPES, STAFF_SOURCES } from "@modules/complaint/options";
import { consoleLang, usePageText } from "@/i18n/console";
import { consoleUrl, navigate } from "../../router/location";
import { $init } from "../../stores/init";
import type { PageProps } from "../page-props";
import { Field } from "../../complaint/parts";

type Values = Record<string, string>;

const INITIAL: Values = { source: "HOTLINE_12345", type: "COMPLAINT", category: "", notify_by: "sms", respondent_type: "ENTERPRISE", complainant_count: "1" };

interface AreaOption {
  value: number;
  label: string;
}

const areas = (params: Record<string, number>) => api<AreaOption[]>({ url: `${adminBase()}/ajax/area`, params, showErrorMessage: false }).then((res) => res.data);

export default function IntakePage(_props: PageProps) {
  const text = usePageText("complaint.intake");
  const lang = consoleLang();
  const label = (name: keyof typeof complaintModule.fields) => pick(complaintModule.fields[name].label, lang);
  const [values, setValues] = useState<Values>(INITIAL);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [provinces, setProvinces] = useState<AreaOption[]>([]);
  const [districts, setDistricts] = useState<AreaOption[]>([]);
  const [matches, setMatches] = useState<{ id: number; name: string; region_code_text: string }[]>();
  const [chosen, setChosen] = useState<{ id: number; name: string }>();
  const [files, setFiles] = useState<{ url: string; name: string }[]>([]);
  const [uploading, setUploading] = useState(false);
  const [filed, setFiled] = useState<{ id: number; complaint_no: string; query_code: string }>();
  const set = (patch: Values) => setValues({ ...values, ...patch });

  useEffect(() => {
    void areas({}).then(setProvinces).catch(() => undefined);
  }, []);
  useEffect(() => {
    const bureau = Number(values.bureau ?? 0);
    setDistricts([]);
    if (bureau && bureau % 100 === 0 && bureau !== 460400) void areas({ province: 460000, city: bureau }).then(setDistricts).catch(() => undefined);
  }, [values.bureau]);

  const search = async () => {
    const keyword = (values.respondent_search ?? "").trim();
    if (keyword.length < 2) return;
    const res = await api<{ list: { id: number; name: string; region_code_text: string }[] }>({ url: "/api/complaint/respondents", params: { keyword } });
    setMatches(res.data.list);
  };

  const upload = async (list: FileList | null) => {
    const init = $init.get();
    if (!list?.length || init.status !== "ready") return;
    const limits = init.data.siteConfig.upload;
    setUploading(true);
    try {
      for (const file of Array.from(list)) {
        const problem = checkUpload({ name: file.name, size: file.size, type: file.type }, limits);
        if (problem) {
          toast("error", UPLOAD_MESSAGES[lang][problem]);
          continue;
        }
        const sent = await sendFile(file, { area: "admin", mode: limits.mode, topic: "complaint" });
        setFiles((now) => [...now, { url: sent.url, name: file.name }]);
      }
    } catch {
      // The request module has shown why.
    } finally {
      setUploading(false);
    }
  };

  const submit = async () => {
    setBusy(true);
    setErrors({});
    const incident = values.incident_time ? Math.floor(new Date(values.incident_time).getTime() / 1000) : undefined;
    const body: Record<string, unknown> = {
      ...Object.fromEntries(Object.entries(values).filter(([key, value]) => value !== "" && !["bureau", "district", "respondent_search", "incident_time"].includes(key))),
      region_code: Number(values.district || values.bureau || 0) || undefined,
      respondent_id: values.respondent_type === "ENTERPRISE" ? chosen?.id : undefined,
      representatives: (values.representatives ?? "").split(/[,，、]/).map((s) => s.trim()).filter(Boolean),
      incident_time: incident,
      evidence: files.map((f) => f.url),
      lang,
    };
    try {
      const res = await api<{ id: number; complaint_no: string; query_code: string }>({ url: consoleUrl("complaint.Complaint/register"), method: "POST", data: body, showSuccessMessage: true });
      setFiled(res.data);
    } catch (error) {
      const fields = error instanceof RequestError ? (error.data as { fields?: Record<string, string> } | null)?.fields : undefined;
      if (fields) setErrors(fields);
    } finally {
      setBusy(false);
    }
  };

  const select = (name: string, options: readonly FieldOption[], fieldLabel: string, only?: readonly string[]) => (
    <Field id={`intake-${name}`} label={fieldLabel} error={errors[name]}>
      <NativeSelect id={`intake-${name}`} value={values[name] ?? ""} onChange={(e) => set({ [name]: e.target.value })} aria-invalid={Boolean(errors[name]) || undefined}>
        <option value="">{text("choose")}</option>
        {options
          .filter((o) => !only || only.includes(String(o.value)))
          .map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {pick(o.label, lang)}
            </option>
          ))}
      </NativeSelect>
    </Field>
  );
  const input = (name: string, fieldLabel: string, type = "text", extra: Record<string, unknown> = {}) => (
    <Field id={`intake-${name}`} label={fieldLabel} error={errors[name]} help={extra.help as string | undefined}>
      <Input id={`intake-${name}`} type={type} value={values[name] ?? ""} onChange={(e) => set({ [name]: e.target.value })} aria-invalid={Boolean(errors[name]) || undefined} {...(extra.step ? { step: String(extra.step) } : {})} />
    </Field>
  );
  const section = "grid gap-4 rounded-xl border bg-background p-5 shadow-sm sm:grid-cols-2";

  if (filed) {
    return (
      <div className="space-y-4 rounded-xl border bg-background p-6 shadow-sm" role="status">
        <p className="text-lg font-semibold">{text("registered", { no: filed.complaint_no, code: filed.query_code })}</p>
        <div className="flex gap-2">
          <Button onClick={() => navigate(consoleUrl("complaint/case", `id=${filed.id}`))}>{text("openCase")}</Button>
          <Button
            variant="outline"
            onClick={() => {
              setFiled(undefined);
              setValues(INITIAL);
              setFiles([]);
              setChosen(undefined);
            }}
          >
            {text("another")}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="rounded-md border border-primary/20 bg-primary/5 px-4 py-2 text-sm text-muted-foreground">{text("intro")}</p>
      <fieldset className={section}>
        <legend className="sr-only">{text("sectionSource")}</legend>
        <h2 className="font-semibold sm:col-span-2">{text("sectionSource")}</h2>
        {select("source", COMPLAINT_SOURCES, label("source"), STAFF_SOURCES)}
        {select("type", COMPLAINT_TYPES, label("type"))}
      </fieldset>
      <fieldset className={section}>
        <legend className="sr-only">{text("sectionComplainant")}</legend>
        <h2 className="font-semibold sm:col-span-2">{text("sectionComplainant")}</h2>
        {input("complainant_name", label("complainant_name"))}
        {input("complainant_mobile", label("complainant_mobile"), "tel")}
        {input("complainant_id_no", label("complainant_id_no"))}
        {input("complainant_email", label("complainant_email"), "email")}
        {select("complainant_province", provinces.map((p) => ({ value: p.value, label: { "zh-cn": p.label, en: p.label } })), text("province"))}
        {select("notify_by", NOTIFY_CHANNELS, label("notify_by"))}
        {input("complainant_count", label("complainant_count"), "number")}
        {input("representatives", label("representatives"), "text", { help: text("representativesHint") })}
      </fieldset>
      <fieldset className={section}>
        <legend className="sr-only">{text("sectionRespondent")}</legend>
        <h2 className="font-semibold sm:col-span-2">{text("sectionRespondent")}</h2>
        {select("respondent_type", RESPONDENT_TYPES, label("respondent_type"))}
        {values.respondent_type === "ENTERPRISE" ? (
          <div className="grid gap-2">
            <Field id="intake-respondent-search" label={text("searchRespondent")} error={errors.respondent_id ?? errors.respondent_name} help={chosen ? text("chosen", { name: chosen.name }) : text("searchRespondentHint")}>
              <div className="flex gap-2">
                <Input id="intake-respondent-search" type="search" value={values.respondent_search ?? ""} onChange={(e) => set({ respondent_search: e.target.value })} onKeyDown={(e) => e.key === "Enter" && (e.preventDefault(), void search())} />
                <Button type="button" variant="outline" onClick={() => void search()} aria-label={text("searchRespondent")}>
                  <Search aria-hidden="true" />
                </Button>
              </div>
            </Field>
            {matches && (
              <ul className="max-h-48 overflow-y-auto rounded-md border text-sm" aria-label={text("searchRespondent")}>
                {matches.length === 0 && <li className="px-3 py-2 text-muted-foreground">{text("noMatch")}</li>}
                {matches.map((m) => (
                  <li key={m.id}>
                    <button
                      type="button"
                      className="w-full px-3 py-1.5 text-left hover:bg-accent focus-visible:bg-accent focus-visible:outline-none aria-pressed:bg-primary/10"
                      aria-pressed={chosen?.id === m.id}
                      onClick={() => {
                        setChosen({ id: m.id, name: m.name });
                        setMatches(undefined);
                      }}
                    >
                      {m.name} <span className="text-xs text-muted-foreground">{m.region_code_text}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : (
          input("respondent_name", label("respondent_name"))
        )}
      </fieldset>
      <fieldset className={section}>
        <legend className="sr-only">{text("sectionIncident")}</legend>
        <h2 className="font-semibold sm:col-span-2">{text("sectionIncident")}</h2>
        {select("category", COMPLAINT_CATEGORIES, label("category"))}
        {select("bureau", BUREAU_OPTIONS.filter((b) => b.value !== 460000), text("city"))}
        {districts.length > 0 && select("district", districts.map((d) => ({ value: d.value, label: { "zh-cn": d.label, en: d.label } })), text("district"))}
        {errors.region_code && <p className="text-xs text-destructive sm:col-span-2">{`${label("region_code")}: ${errors.region_code}`}</p>}
        {input("place", label("place"))}
        {input("incident_time", label("incident_time"), "datetime-local")}
        {input("contract_end_date", label("contract_end_date"), "date")}
        {input("claim_amount", label("claim_amount"), "number", { step: "0.01" })}
        <div className="sm:col-span-2">{input("request", label("request"))}</div>
        <div className="sm:col-span-2">
          <Field id="intake-description" label={label("description")} error={errors.description}>
            <Textarea id="intake-description" rows={5} maxLength={5000} value={values.description ?? ""} onChange={(e) => set({ description: e.target.value })} aria-invalid={Boolean(errors.description) || undefined} />
          </Field>
        </div>
      </fieldset>
      <fieldset className="rounded-xl border bg-background p-5 shadow-sm">
        <legend className="sr-only">{text("sectionEvidence")}</legend>
        <h2 className="mb-3 font-semibold">{text("sectionEvidence")}</h2>
        <ul className="mb-3 grid gap-1 text-sm">
          {files.map((f) => (
            <li key={f.url}>{f.name}</li>
          ))}
        </ul>
        <label className="inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md border px-3 text-sm font-medium focus-within:ring-[3px] focus-within:ring-ring/50 hover:bg-accent">
          <FilePlus2 className="size-4" aria-hidden="true" />
          {uploading ? text("uploading") : text("uploadEvidence")}
          <input type="file" multiple className="sr-only" disabled={uploading} onChange={(e) => void upload(e.target.files)} />
        </label>
        {errors.evidence && <p className="mt-2 text-xs text-destructive">{errors.evidence}</p>}
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={busy || uploading}>
          {text("submit")}
        </Button>
      </div>
    </form>
  );
}
