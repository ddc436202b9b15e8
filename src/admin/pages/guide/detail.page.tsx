// One guide (domain §6.2 guide detail): the electronic guide card in its level's colours, the
// person and card facts (personal data masked, revealed one at a time), and the guide's card
// applications. Opened from the guide list (`guide/detail?id=`).
import { IdCard } from "lucide-react";
import { api } from "@/lib/request";
import { formatDateTime } from "@shared/datetime";
import { pick } from "@shared/i18n";
import type { FieldOption } from "@shared/module/types";
import guideModule from "@modules/guide/Guide/module";
import { APPLICATION_KIND_OPTIONS, APPLICATION_STATE_OPTIONS, CARD_STATUS_OPTIONS, ETHNICITY_OPTIONS } from "@modules/guide/options";
import { CREDIT_LEVEL_OPTIONS } from "@modules/enterprise/options";
import { useHasNode } from "../../components/auth";
import { useLoaded } from "../../components/use-loaded";
import { BackToList, DetailFacts, DetailTable, DetailUnavailable } from "../../components/detail-section";
import { Spinner } from "../../components/views";
import { PiiValue } from "../../crud/PiiValue";
import { optionFor } from "../../crud/cells";
import { consoleLang, usePageText } from "@/i18n/console";
import { consoleUrl } from "../../router/location";
import type { PageProps } from "../page-props";
import { GuideCard } from "./GuideCard";

interface Detail {
  row: Record<string, unknown> & { id: number; name: string; card_no: string; photo: string; level: string; languages: string[] | string; card_expire_date: string; card_issue_date: string; card_status: string };
  affiliation: { name: string; name_en: string };
  region: string;
  today: string;
  valid_now: boolean;
  renewal_opens: string | null;
  applications: { id: number; kind: string; status: string; submit_time: number | null; decide_time: number | null; card_no: string }[];
}

/** An option's label as plain text (the facts read as text; tags stay in lists). */
function Option({ options, value }: { options: readonly FieldOption[]; value: unknown }) {
  const option = optionFor(options, value);
  return <span>{option ? pick(option.label, consoleLang()) : String(value ?? "")}</span>;
}

export default function GuideDetailPage({ search }: PageProps) {
  const id = new URLSearchParams(search).get("id") ?? "";
  const text = usePageText("guide.detail");
  const has = useHasNode();
  const lang = consoleLang();
  const { data, failed, reload } = useLoaded(() => api<Detail>({ url: consoleUrl("guide.Guide/detail"), params: { id } }).then((res) => res.data));

  const back = has("guide/guide/index") && has("guide/guide") ? { label: text("backToList"), to: "guide/guide" } : undefined;
  if (failed) return <DetailUnavailable icon={<IdCard />} title={text("notFound")} text={text("notFoundText")} onRetry={reload} back={back} />;
  if (!data) return <Spinner />;
  const { row } = data;
  const languages = Array.isArray(row.languages) ? row.languages : String(row.languages ?? "").split(",").filter(Boolean);
  const affiliation = pick({ "zh-cn": data.affiliation.name, en: data.affiliation.name_en || data.affiliation.name }, lang);
  const facts: [string, React.ReactNode][] = [
    [text("gender"), row.gender === "2" ? text("female") : text("male")],
    [text("ethnicity"), <Option key="e" options={ETHNICITY_OPTIONS} value={row.ethnicity} />],
    [text("birthDate"), String(row.birth_date ?? "")],
    [text("idNo"), <PiiValue key="id" module={guideModule} id={row.id} name="id_no" value={row.id_no} />],
    [text("mobile"), <PiiValue key="m" module={guideModule} id={row.id} name="mobile" value={row.mobile} />],
    [text("qualificationNo"), String(row.qualification_no ?? "")],
    [text("region"), data.region],
    [text("validFrom"), row.card_issue_date],
    [text("validUntil"), row.card_expire_date],
    [text("status"), <Option key="s" options={CARD_STATUS_OPTIONS} value={row.card_status} />],
    [text("credit"), <Option key="c" options={CREDIT_LEVEL_OPTIONS} value={row.credit_level} />],
  ];
  return (
    <div className="space-y-4">
      <section className="rounded-xl border bg-card p-5 shadow-xs">
        <div className="flex flex-wrap items-start gap-6">
          <GuideCard cardNo={row.card_no} name={row.name} photo={row.photo} level={row.level} languages={languages} affiliation={affiliation} expires={row.card_expire_date} validNow={data.valid_now} text={text} />
          <div className="min-w-64 flex-1">
            <h2 className="text-lg font-semibold">{row.name}</h2>
            <p className="text-sm text-muted-foreground">{affiliation}</p>
            {data.renewal_opens && data.valid_now && <p className="mt-2 text-sm text-muted-foreground">{text("renewalOpens", { date: data.renewal_opens })}</p>}
            <DetailFacts facts={facts} />
          </div>
          {back && <BackToList {...back} size="sm" />}
        </div>
      </section>
      <DetailTable
        id="guide-applications"
        title={text("applications")}
        empty={text("noApplications")}
        columns={[{ label: text("kind") }, { label: text("state") }, { label: text("submitted") }, { label: text("decided") }]}
        rows={data.applications}
        row={(a) => (
          <tr key={a.id}>
            <td className="py-2">
              <Option options={APPLICATION_KIND_OPTIONS} value={a.kind} />
            </td>
            <td className="py-2">
              <Option options={APPLICATION_STATE_OPTIONS} value={a.status} />
            </td>
            <td className="py-2 tabular-nums">{a.submit_time ? formatDateTime(a.submit_time) : "—"}</td>
            <td className="py-2 tabular-nums">{a.decide_time ? formatDateTime(a.decide_time) : "—"}</td>
          </tr>
        )}
      />
    </div>
  );
}
