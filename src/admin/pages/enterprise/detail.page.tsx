// One enterprise (domain §4.2 key screens): basic data, licences with their expiry, staff,
// associations, its audit trail and its change requests, in tabs. Staff edit it directly; an
// enterprise account requests changes, which wait for approval, and may withdraw one while it
// waits. Without `?id=` an enterprise account sees its own enterprise ("My enterprise").
import { useState } from "react";
import { Building2, FilePen, MapPin, Pencil } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { pick } from "@shared/i18n";
import { api } from "@/lib/request";
import { isMapPoint } from "@/lib/map-point";
import enterpriseModule from "@modules/enterprise/Enterprise/module";
import auditModule from "@modules/enterprise/Audit/module";
import { consoleLang } from "@/i18n/console";
import { et } from "@/i18n/enterprise";
import { useHasNode } from "../../components/auth";
import { DetailUnavailable } from "../../components/detail-section";
import { Spinner } from "../../components/views";
import { optionFor, Tag } from "../../crud/cells";
import { RecordFields } from "../../crud/RecordFields";
import { RecordForm } from "../../crud/RecordForm";
import { ChangeDialog } from "../../enterprise/ChangeDialog";
import { AssociationsTab, ChangeRequestsTab, StaffTab, waiting, type ChangeRequestRow, type Membership } from "../../enterprise/EnterpriseTabs";
import { useConfirm } from "../../headless/confirm";
import { useResource } from "../../headless/use-resource";
import { useSubmit } from "../../headless/use-submit";
import { consoleUrl } from "../../router/location";
import { MissingItems, StateTag, Trail, type TrailEntry } from "../../workflow/Trail";
import type { PageProps } from "../page-props";

type Row = Record<string, unknown>;

interface Detail {
  row: Row & { id: number; missing_items: string[]; audit_opinion: string };
  category: { name: string; name_en: string; license_name: string; license_name_en: string; parent: { name: string; name_en: string } | null } | null;
  region_path: { value: number; label: string }[];
  staff: Row[];
  staff_total: number;
  associations: Membership[];
  change_requests: ChangeRequestRow[];
  records: TrailEntry[];
}

const BASIC = ["category_id", "uscc", "legal_person", "legal_person_id_no", "contact_name", "contact_phone", "region_code", "address", "business_scope", "rating", "capacity_instant", "capacity_daily", "rooms", "beds", "fleet_size", "venue_area", "terminals", "outbound", "status", "credit_level", "create_time"];
const LICENCE = ["license_no", "license_issue_date", "license_expire_date", "license_authority", "business_license_image", "license_images"];
const workflow = auditModule.workflow;

export default function EnterpriseDetailPage({ search }: PageProps) {
  const id = new URLSearchParams(search).get("id") ?? "";
  const has = useHasNode();
  const lang = consoleLang();
  const [editing, setEditing] = useState<number>();
  const [changing, setChanging] = useState(false);
  const detail = useResource((signal) => api<Detail>({ url: consoleUrl("enterprise.Enterprise/detail"), params: id ? { id } : {}, signal, cancelDuplicate: false }).then((res) => res.data), id);
  const { confirm, dialog } = useConfirm();
  const withdraw = useSubmit((request: ChangeRequestRow) => api({ url: consoleUrl("enterprise.Enterprise/changeWithdraw"), method: "POST", data: { id: request.id }, showSuccessMessage: true }));

  if (detail.failed) return <DetailUnavailable icon={<Building2 />} title={et("noEnterprise")} text={et("noEnterpriseText")} onRetry={detail.reload} back={has("enterprise/enterprise/index") ? { label: et("backToList"), to: "enterprise/enterprise" } : undefined} />;
  if (!detail.data) return <Spinner />;

  const { row, category } = detail.data;
  const named = (text: { name: string; name_en: string }) => pick({ "zh-cn": text.name, en: text.name_en || text.name }, lang);
  const categoryName = category ? `${category.parent ? `${named(category.parent)} / ` : ""}${named(category)}` : "";
  const pending = detail.data.change_requests.find((r) => waiting(r.status));
  const region = typeof row.region_code_text === "string" && row.region_code_text ? row.region_code_text : detail.data.region_path.map((p) => p.label).join(" ");
  const point = { lng: Number(row.lng), lat: Number(row.lat), zoom: Number(row.zoom ?? 15) };
  const mapUrl = row.lng !== null && row.lat !== null && isMapPoint(point) ? `https://www.openstreetmap.org/?mlat=${point.lat}&mlon=${point.lng}#map=${point.zoom}/${point.lat}/${point.lng}` : undefined;
  const displayName = lang === "en" && row.name_en ? String(row.name_en) : String(row.name);
  const canChange = has("enterprise/enterprise/change");
  const onWithdraw = async (request: ChangeRequestRow) => {
    if (!(await confirm({ title: et("withdrawChange"), text: et("withdrawChangeConfirm"), destructive: true, confirmLabel: et("withdrawChange") }))) return;
    if ((await withdraw.run(request)) !== undefined) detail.reload();
  };

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
              <StateTag workflow={workflow} value={row.audit_status} />
              {(["status", "credit_level"] as const).map((name) => {
                const option = optionFor(enterpriseModule.fields[name].options, row[name]);
                return option ? <Tag key={name} option={option} /> : null;
              })}
              <span className="font-mono text-xs text-muted-foreground">{String(row.uscc ?? "")}</span>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            {has("enterprise/enterprise/edit") && (
              <Button variant="outline" size="sm" onClick={() => setEditing(row.id)}>
                <Pencil aria-hidden="true" />
                {et("edit")}
              </Button>
            )}
            {canChange && !has("enterprise/enterprise/edit") && row.audit_status === "APPROVED" && !pending && (
              <Button size="sm" onClick={() => setChanging(true)}>
                <FilePen aria-hidden="true" />
                {et("requestChange")}
              </Button>
            )}
          </div>
        </div>
        {pending && (
          <p className="mt-4 flex flex-wrap items-center gap-2 rounded-md border border-primary/30 bg-primary/5 px-3 py-2 text-sm">
            {et("pendingChange")} <StateTag workflow={workflow} value={pending.status} />
          </p>
        )}
        {row.audit_status === "RETURNED" && <MissingItems items={row.missing_items} />}
      </section>

      <Tabs defaultValue="basic">
        <TabsList>
          <TabsTrigger value="basic">{et("tabBasic")}</TabsTrigger>
          <TabsTrigger value="licences">{et("tabLicences")}</TabsTrigger>
          <TabsTrigger value="staff">
            {et("tabStaff")} <span className="text-xs text-muted-foreground">{detail.data.staff_total}</span>
          </TabsTrigger>
          <TabsTrigger value="associations">{et("tabAssociations")}</TabsTrigger>
          <TabsTrigger value="history">{et("tabHistory")}</TabsTrigger>
          <TabsTrigger value="changes">
            {et("tabChanges")} <span className="text-xs text-muted-foreground">{detail.data.change_requests.length}</span>
          </TabsTrigger>
        </TabsList>
        <div className="rounded-xl border bg-card p-5 shadow-xs">
          <TabsContent value="basic">
            <RecordFields module={enterpriseModule} row={row} names={BASIC} columns={2} extra={{ category_id: categoryName, region_code: region || undefined }} />
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
          <TabsContent value="licences" className="space-y-4">
            {category?.license_name && (
              <p className="text-sm text-muted-foreground">
                {et("licenceMain")}: {pick({ "zh-cn": category.license_name, en: category.license_name_en || category.license_name }, lang)}
              </p>
            )}
            <RecordFields module={enterpriseModule} row={row} names={LICENCE} columns={2} />
          </TabsContent>
          <TabsContent value="staff">
            <StaffTab staff={detail.data.staff} total={detail.data.staff_total} />
          </TabsContent>
          <TabsContent value="associations">
            <AssociationsTab associations={detail.data.associations} />
          </TabsContent>
          <TabsContent value="history">
            <Trail workflow={workflow} records={detail.data.records} entityOf={(r) => et(r.entity_type === "enterprise_change" ? "entityChange" : "entityEnterprise")} />
          </TabsContent>
          <TabsContent value="changes">
            <ChangeRequestsTab requests={detail.data.change_requests} canWithdraw={canChange} pending={withdraw.pending} onWithdraw={(request) => void onWithdraw(request)} />
          </TabsContent>
        </div>
      </Tabs>
      <RecordForm module={enterpriseModule} target={editing} onClose={() => setEditing(undefined)} onSaved={detail.reload} />
      <ChangeDialog row={row} open={changing} onClose={() => setChanging(false)} onSaved={detail.reload} />
      {dialog}
    </div>
  );
}
