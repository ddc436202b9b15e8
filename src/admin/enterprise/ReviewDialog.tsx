// One application under review: the registration's data (or a change request's diff), its
// history, and the decisions its state allows — accept; approve, return with the missing
// items, or reject with a mandatory opinion.
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { formatDateTime } from "@shared/datetime";
import { api, RequestError } from "@/lib/request";
import { REGISTRATION_FIELDS } from "@modules/enterprise/Enterprise/module";
import { useHasNode } from "../components/auth";
import { Spinner } from "../components/views";
import { t } from "../lang";
import { consoleUrl } from "../router/location";
import { DiffTable } from "./DiffTable";
import { AuditStatusTag, AuditTimeline, FieldList, LicenceExpiry, MissingItems, type AuditEntry, type Row } from "./parts";
import { et } from "./texts";

export interface ReviewTarget {
  kind: "register" | "change";
  id: number;
  name: string;
}

interface ReviewDetail {
  application: Row & { status: string; due_time: number | null; overdue: boolean; missing_items: string[]; extended: boolean };
  enterprise: Row;
  changes: { field: string; label: string; from: unknown; to: unknown; stale: boolean }[];
  records: AuditEntry[];
}

type Decision = "accept" | "approve" | "return" | "reject" | "extend";

export function ReviewDialog({ target, categoryName, onClose, onDecided }: { target?: ReviewTarget; categoryName: (id: unknown) => string; onClose: () => void; onDecided: () => void }) {
  const has = useHasNode();
  const [detail, setDetail] = useState<ReviewDetail>();
  const [opinion, setOpinion] = useState("");
  const [items, setItems] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<Decision>();

  useEffect(() => {
    if (!target) return;
    setDetail(undefined);
    setOpinion("");
    setItems("");
    setErrors({});
    api<ReviewDetail>({ url: consoleUrl("enterprise.Audit/detail"), params: { kind: target.kind, id: target.id } })
      .then((res) => setDetail(res.data))
      .catch(() => onClose());
  }, [target?.kind, target?.id]);

  const decide = async (action: Decision) => {
    const missing = items.split("\n").map((s) => s.trim()).filter(Boolean);
    if ((action === "reject" || action === "extend") && !opinion.trim()) {
      setErrors({ opinion: t("required") });
      document.getElementById("review-opinion")?.focus();
      return;
    }
    if (action === "return" && missing.length === 0) {
      setErrors({ missing_items: t("required") });
      document.getElementById("review-items")?.focus();
      return;
    }
    setBusy(action);
    try {
      await api({ url: consoleUrl(`enterprise.Audit/${action}`), method: "POST", data: { kind: target?.kind, id: target?.id, opinion, missing_items: missing }, showSuccessMessage: true });
      onDecided();
      onClose();
    } catch (error) {
      const fields = error instanceof RequestError ? (error.data as { fields?: Record<string, string> } | null)?.fields : undefined;
      if (fields) setErrors(fields);
    } finally {
      setBusy(undefined);
    }
  };

  const status = detail?.application.status;
  const title = target ? et("reviewTitle", { name: target.name }) : "";
  const enterprise = detail?.enterprise ?? {};
  return (
    <Dialog open={Boolean(target)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-4xl" closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="flex flex-wrap items-center gap-2">
            <span>{et(target?.kind === "change" ? "entityChange" : "entityEnterprise")}</span>
            {status && <AuditStatusTag status={status} />}
            {detail?.application.due_time ? (
              <span className={detail.application.overdue ? "font-medium text-destructive" : undefined}>
                {et("deadline")} {formatDateTime(detail.application.due_time)}
                {detail.application.overdue && ` · ${et("overdue")}`}
              </span>
            ) : null}
          </DialogDescription>
        </DialogHeader>
        {!detail ? (
          <Spinner />
        ) : (
          <div className="grid min-h-0 gap-5 overflow-y-auto px-1 lg:grid-cols-[minmax(0,1fr)_18rem]">
            <div className="min-w-0 space-y-4">
              {target?.kind === "change" ? (
                <DiffTable changes={detail.changes} />
              ) : (
                <>
                  <FieldList
                    single
                    row={enterprise}
                    names={REGISTRATION_FIELDS.filter((name) => !["business_license_image", "license_images", "lng", "lat", "zoom"].includes(name) && enterprise[name] !== null && enterprise[name] !== "" && enterprise[name] !== undefined)}
                    extra={{ category_id: categoryName(enterprise.category_id), license_expire_date: <LicenceExpiry date={enterprise.license_expire_date} />, region_code: String(enterprise.region_code_text ?? "") }}
                  />
                  <div className="flex flex-wrap gap-3">
                    {[enterprise.business_license_image, ...(Array.isArray(enterprise.license_images) ? enterprise.license_images : [])]
                      .filter((url): url is string => typeof url === "string" && url !== "")
                      .map((url) => (
                        <a key={url} href={url} target="_blank" rel="noopener noreferrer" className="overflow-hidden rounded-lg border">
                          <img src={url} alt="" className="h-28 w-40 object-contain" />
                        </a>
                      ))}
                  </div>
                </>
              )}
              {detail.application.missing_items.length > 0 && <MissingItems items={detail.application.missing_items} />}
              {status === "UNDER_REVIEW" && (has("enterprise/audit/reject") || has("enterprise/audit/return") || has("enterprise/audit/extend")) && (
                <div className="grid gap-4 rounded-lg border bg-muted/30 p-4 sm:grid-cols-2">
                  <div className="grid gap-1.5">
                    <label htmlFor="review-opinion" className="text-sm font-medium">
                      {et("decisionOpinion")}
                    </label>
                    <Textarea id="review-opinion" value={opinion} maxLength={1000} aria-invalid={Boolean(errors.opinion) || undefined} aria-describedby="review-opinion-help" onChange={(e) => setOpinion(e.target.value)} />
                    <p id="review-opinion-help" className="text-xs text-muted-foreground">
                      {et("decisionOpinionHint")}
                    </p>
                    {errors.opinion && <p role="alert" className="text-xs text-destructive">{errors.opinion}</p>}
                  </div>
                  <div className="grid gap-1.5">
                    <label htmlFor="review-items" className="text-sm font-medium">
                      {et("missingItemsLabel")}
                    </label>
                    <Textarea id="review-items" value={items} aria-invalid={Boolean(errors.missing_items) || undefined} aria-describedby="review-items-help" onChange={(e) => setItems(e.target.value)} />
                    <p id="review-items-help" className="text-xs text-muted-foreground">
                      {et("missingItemsHint")}
                    </p>
                    {errors.missing_items && <p role="alert" className="text-xs text-destructive">{errors.missing_items}</p>}
                  </div>
                </div>
              )}
            </div>
            <aside className="min-w-0">
              <h3 className="mb-3 text-sm font-semibold">{et("tabHistory")}</h3>
              <AuditTimeline records={detail.records} />
            </aside>
          </div>
        )}
        <DialogFooter className="flex-wrap">
          <Button variant="outline" type="button" onClick={onClose}>
            {t("close")}
          </Button>
          {status === "SUBMITTED" && has("enterprise/audit/accept") && (
            <Button onClick={() => void decide("accept")} disabled={Boolean(busy)}>
              {et("accept")}
            </Button>
          )}
          {status === "UNDER_REVIEW" && (
            <>
              {has("enterprise/audit/extend") && !detail?.application.extended && (
                <Button variant="outline" onClick={() => void decide("extend")} disabled={Boolean(busy)} title={et("extendHint")}>
                  {et("extend")}
                </Button>
              )}
              {has("enterprise/audit/reject") && (
                <Button variant="destructive" onClick={() => void decide("reject")} disabled={Boolean(busy)}>
                  {et("reject")}
                </Button>
              )}
              {has("enterprise/audit/return") && (
                <Button variant="outline" onClick={() => void decide("return")} disabled={Boolean(busy)}>
                  {et("return")}
                </Button>
              )}
              {has("enterprise/audit/approve") && (
                <Button onClick={() => void decide("approve")} disabled={Boolean(busy)}>
                  {et("approve")}
                </Button>
              )}
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
