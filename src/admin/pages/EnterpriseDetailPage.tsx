// One enterprise (domain §4.2 key screens): basic data, licences with their expiry, staff,
// associations, audit history and change requests, in tabs. Staff edit it directly; an
// enterprise account requests changes, which wait for approval. Without `?id=` an enterprise
// account sees its own enterprise ("My enterprise").
import { useEffect, useState } from "react";
import { ArrowLeft, Building2, FilePen, MapPin, Pencil, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatDateTime } from "@shared/datetime";
import { pick } from "@shared/i18n";
import { api } from "@/lib/request";
import { isMapPoint } from "@/lib/map-point";
import enterpriseModule from "@modules/enterprise/Enterprise/module";
import { CREDIT_LEVEL_OPTIONS, ENTERPRISE_STATUS_OPTIONS, GENDER_OPTIONS, MEMBER_ROLE_OPTIONS } from "@modules/enterprise/options";
import { useHasNode } from "../components/auth";
import { Spinner, StatusView } from "../components/views";
import { RecordForm } from "../crud/RecordForm";
import { Tag, optionFor } from "../crud/cells";
import { consoleLang, t } from "../lang";
import { consoleUrl, navigate } from "../router/location";
import { ChangeDialog } from "../enterprise/ChangeDialog";
import { AuditStatusTag, AuditTimeline, FieldList, LicenceExpiry, MissingItems, type AuditEntry, type Row } from "../enterprise/parts";
import { DiffTable } from "../enterprise/DiffTable";
import { et } from "../enterprise/texts";
import type { PageProps } from "./registry";

interface Detail {
  row: Row & { missing_items: string[]; audit_opinion: string };
  category: { id: number; name: string; name_en: string; license_name: string; license_name_en: string; parent: { name: string; name_en: string } | null } | null;
  region_path: { value: number; label: string }[];
  staff: Row[];
  staff_total: number;
  associations: { id: number; name: string; name_en: string; role: string; join_date: string; status: string }[];
  change_requests: (Row & { changes: Record<string, { from: unknown; to: unknown }>; missing_items: string[] })[];
  records: AuditEntry[];
}

function Option({ options, value }: { options: readonly { value: string | number; label: { "zh-cn": string; en: string }; color?: "default" | "primary" | "success" | "warning" | "danger" | "info" }[]; value: unknown }) {
  const option = optionFor(options, value);
  return option ? <Tag option={option} /> : null;
}

function Pictures({ urls }: { urls: string[] }) {
  if (urls.length === 0) return <p className="text-sm text-muted-foreground">{et("noPictures")}</p>;
  return (
    <div className="flex flex-wrap gap-3">
      {urls.map((url) => (
        <a key={url} href={url} target="_blank" rel="noopener noreferrer" className="block overflow-hidden rounded-lg border bg-muted/40 outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <img src={url} alt="" loading="lazy" className="h-32 w-48 object-contain" />
        </a>
      ))}
    </div>
  );
}

export default function EnterpriseDetailPage({ search, active }: PageProps) {
  const id = new URLSearchParams(search).get("id") ?? "";
  const has = useHasNode();
  const lang = consoleLang();
  const [detail, setDetail] = useState<Detail>();
  const [failed, setFailed] = useState(false);
  const [reload, setReload] = useState(0);
  const [editing, setEditing] = useState<number | undefined>();
  const [changing, setChanging] = useState(false);

  useEffect(() => {
    if (!active && detail) return;
    let stale = false;
    setFailed(false);
    api<Detail>({ url: consoleUrl("enterprise.Enterprise/detail"), params: id ? { id } : {} })
      .then((res) => !stale && setDetail(res.data))
      .catch(() => !stale && setFailed(true));
    return () => {
      stale = true;
    };
  }, [id, reload]);

  if (failed) {
    return (
      <StatusView icon={<Building2 />} title={et("noEnterprise")} text={et("noEnterpriseText")}>
        <Button variant="outline" onClick={() => setReload((n) => n + 1)}>
          <RefreshCw aria-hidden="true" />
          {et("retry")}
        </Button>
        {has("enterprise/enterprise/index") && has("enterprise/enterprise") && (
          <Button onClick={() => navigate(consoleUrl("enterprise/enterprise"))}>
            <ArrowLeft aria-hidden="true" />
            {et("backToList")}
          </Button>
        )}
      </StatusView>
    );
  }
  if (!detail) return <Spinner />;

  const { row, category } = detail;
  const pending = detail.change_requests.find((r) => ["SUBMITTED", "UNDER_REVIEW", "RETURNED"].includes(String(r.status)));
  const categoryName = category ? `${category.parent ? `${pick({ "zh-cn": category.parent.name, en: category.parent.name_en || category.parent.name }, lang)} / ` : ""}${pick({ "zh-cn": category.name, en: category.name_en || category.name }, lang)}` : "";
  const region = typeof row.region_code_text === "string" && row.region_code_text ? row.region_code_text : detail.region_path.map((p) => p.label).join(" ");
  const point = { lng: Number(row.lng), lat: Number(row.lat), zoom: Number(row.zoom ?? 15) };
  const mapUrl = row.lng !== null && row.lat !== null && isMapPoint(point) ? `https://www.openstreetmap.org/?mlat=${point.lat}&mlon=${point.lng}#map=${point.zoom}/${point.lat}/${point.lng}` : undefined;
  const displayName = lang === "en" && row.name_en ? String(row.name_en) : String(row.name);

  return (
    <div className="space-y-4">
      <section className="rounded-xl border bg-card p-5 shadow-xs">
        <div className="flex flex-wrap items-start gap-4">
          <div className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <Building2 className="size-6" aria-hidden="true" />
          </div>
          <div className="min-w-0 flex-1">
            <h2 className="text-lg font-semibold break-words">{displayName}</h2>
            {lang !== "en" && row.name_en ? <p className="text-sm text-muted-foreground">{String(row.name_en)}</p> : null}
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
              <span className="rounded-md bg-muted px-2 py-0.5 text-xs">{categoryName}</span>
              <AuditStatusTag status={row.audit_status} />
              <Option options={ENTERPRISE_STATUS_OPTIONS} value={row.status} />
              <Option options={CREDIT_LEVEL_OPTIONS} value={row.credit_level} />
              <span className="font-mono text-xs text-muted-foreground">{String(row.uscc ?? "")}</span>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            {has("enterprise/enterprise/edit") && (
              <Button variant="outline" size="sm" onClick={() => setEditing(Number(row.id))}>
                <Pencil aria-hidden="true" />
                {et("edit")}
              </Button>
            )}
            {has("enterprise/enterprise/change") && !has("enterprise/enterprise/edit") && row.audit_status === "APPROVED" && !pending && (
              <Button size="sm" onClick={() => setChanging(true)}>
                <FilePen aria-hidden="true" />
                {et("requestChange")}
              </Button>
            )}
          </div>
        </div>
        {pending && (
          <p className="mt-4 rounded-md border border-primary/30 bg-primary/5 px-3 py-2 text-sm">
            {et("pendingChange")} · <AuditStatusTag status={pending.status} />
          </p>
        )}
        {row.missing_items.length > 0 && row.audit_status === "RETURNED" && <MissingItems items={row.missing_items} />}
      </section>

      <Tabs defaultValue="basic">
        <TabsList>
          <TabsTrigger value="basic">{et("tabBasic")}</TabsTrigger>
          <TabsTrigger value="licences">{et("tabLicences")}</TabsTrigger>
          <TabsTrigger value="staff">
            {et("tabStaff")} <span className="text-xs text-muted-foreground">{detail.staff_total}</span>
          </TabsTrigger>
          <TabsTrigger value="associations">{et("tabAssociations")}</TabsTrigger>
          <TabsTrigger value="history">{et("tabHistory")}</TabsTrigger>
          <TabsTrigger value="changes">
            {et("tabChanges")} <span className="text-xs text-muted-foreground">{detail.change_requests.length}</span>
          </TabsTrigger>
        </TabsList>
        <div className="rounded-xl border bg-card p-5 shadow-xs">
          <TabsContent value="basic">
            <FieldList
              row={row}
              names={["category_id", "uscc", "legal_person", "legal_person_id_no", "contact_name", "contact_phone", "region_code", "address", "business_scope", "rating", "capacity_instant", "capacity_daily", "rooms", "beds", "fleet_size", "venue_area", "terminals", "outbound", "status", "credit_level", "create_time"].filter((name) => name !== "outbound" || Number(row.category_id) === 11000).filter((name) => !["rating", "capacity_instant", "capacity_daily", "rooms", "beds", "fleet_size", "venue_area", "terminals"].includes(name) || (row[name] !== null && row[name] !== "" && row[name] !== undefined))}
              extra={{
                category_id: categoryName,
                region_code: region || "—",
                create_time: formatDateTime(row.create_time as number),
              }}
            />
            <p className="mt-4 flex items-center gap-2 text-sm">
              <MapPin className="size-4 text-muted-foreground" aria-hidden="true" />
              <span className="text-muted-foreground">{et("coordinates")}:</span>
              {mapUrl ? (
                <a href={mapUrl} target="_blank" rel="noopener noreferrer" className="text-primary hover:underline">
                  {point.lng.toFixed(5)}, {point.lat.toFixed(5)} · {et("mapLink")}
                </a>
              ) : (
                <span className="text-muted-foreground">{et("mapInvalid")}</span>
              )}
            </p>
          </TabsContent>
          <TabsContent value="licences" className="space-y-5">
            <FieldList
              row={row}
              names={["license_no", "license_issue_date", "license_expire_date", "license_authority"]}
              extra={{ license_expire_date: <LicenceExpiry date={row.license_expire_date} /> }}
            />
            {category?.license_name && (
              <p className="text-sm text-muted-foreground">
                {et("licenceMain")}: {pick({ "zh-cn": category.license_name, en: category.license_name_en || category.license_name }, lang)}
              </p>
            )}
            <div>
              <h3 className="mb-2 text-sm font-medium">{et("businessLicence")}</h3>
              <Pictures urls={row.business_license_image ? [String(row.business_license_image)] : []} />
            </div>
            <div>
              <h3 className="mb-2 text-sm font-medium">{et("licencePhotos")}</h3>
              <Pictures urls={Array.isArray(row.license_images) ? (row.license_images as string[]) : []} />
            </div>
          </TabsContent>
          <TabsContent value="staff">
            {detail.staff.length === 0 ? (
              <p className="py-6 text-center text-sm text-muted-foreground">{et("staffEmpty")}</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <thead className="text-left text-xs text-muted-foreground">
                    <tr className="border-b">
                      {(["name", "gender", "position", "mobile", "id_no", "certificate_no", "certificate_expire_date"] as const).map((name) => (
                        <th key={name} scope="col" className="px-2 py-2 font-medium">
                          {pick(STAFF_LABELS[name], lang)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {detail.staff.map((s) => (
                      <tr key={String(s.id)} className="border-b last:border-0">
                        <td className="px-2 py-2">{String(s.name)}</td>
                        <td className="px-2 py-2">
                          <Option options={GENDER_OPTIONS} value={s.gender} />
                        </td>
                        <td className="px-2 py-2">{String(s.position || "—")}</td>
                        <td className="px-2 py-2 tabular-nums">{String(s.mobile || "—")}</td>
                        <td className="px-2 py-2 font-mono text-xs">{String(s.id_no || "—")}</td>
                        <td className="px-2 py-2">{String(s.certificate_no || "—")}</td>
                        <td className="px-2 py-2">{s.certificate_expire_date ? <LicenceExpiry date={s.certificate_expire_date} /> : "—"}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {detail.staff_total > detail.staff.length && <p className="mt-2 text-xs text-muted-foreground">{et("staffMore", { shown: detail.staff.length, total: detail.staff_total })}</p>}
              </div>
            )}
          </TabsContent>
          <TabsContent value="associations">
            {detail.associations.length === 0 ? (
              <p className="py-6 text-center text-sm text-muted-foreground">{et("associationsEmpty")}</p>
            ) : (
              <ul className="divide-y">
                {detail.associations.map((a) => (
                  <li key={a.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
                    <span className="font-medium">{lang === "en" && a.name_en ? a.name_en : a.name}</span>
                    <Option options={MEMBER_ROLE_OPTIONS} value={a.role} />
                    <span className="text-muted-foreground tabular-nums">{a.join_date}</span>
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
          <TabsContent value="history">
            <AuditTimeline records={detail.records} showEntity />
          </TabsContent>
          <TabsContent value="changes" className="space-y-4">
            {detail.change_requests.length === 0 && <p className="py-6 text-center text-sm text-muted-foreground">{et("changesEmpty")}</p>}
            {detail.change_requests.map((request) => (
              <article key={String(request.id)} className="rounded-lg border p-4">
                <header className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-medium">#{String(request.id)}</span>
                  <AuditStatusTag status={request.status} />
                  <span className="text-muted-foreground tabular-nums">{formatDateTime(request.submit_time as number)}</span>
                  {has("enterprise/enterprise/change") && ["SUBMITTED", "RETURNED"].includes(String(request.status)) && (
                    <Button
                      variant="outline"
                      size="sm"
                      className="ml-auto"
                      onClick={() => void api({ url: consoleUrl("enterprise.Enterprise/changeWithdraw"), method: "POST", data: { id: request.id }, showSuccessMessage: true }).then(() => setReload((n) => n + 1)).catch(() => undefined)}
                    >
                      {et("withdrawChange")}
                    </Button>
                  )}
                </header>
                <DiffTable changes={request.changes} />
                {request.opinion ? <p className="mt-2 text-sm">{et("opinionLabel")}{String(request.opinion)}</p> : null}
                {request.missing_items.length > 0 && <MissingItems items={request.missing_items} />}
              </article>
            ))}
          </TabsContent>
        </div>
      </Tabs>
      <RecordForm module={enterpriseModule} target={editing} onClose={() => setEditing(undefined)} onSaved={() => setReload((n) => n + 1)} />
      <ChangeDialog row={row} open={changing} onClose={() => setChanging(false)} onSaved={() => setReload((n) => n + 1)} />
    </div>
  );
}

const STAFF_LABELS = {
  name: { "zh-cn": "姓名", en: "Name" },
  gender: { "zh-cn": "性别", en: "Gender" },
  position: { "zh-cn": "岗位", en: "Position" },
  mobile: { "zh-cn": "手机号", en: "Mobile" },
  id_no: { "zh-cn": "身份证号", en: "ID number" },
  certificate_no: { "zh-cn": "资格证号", en: "Certificate" },
  certificate_expire_date: { "zh-cn": "证书有效期至", en: "Valid until" },
} as const;
