// Limits on uploads (issue 19, findings 5 and 10): a fixed set of topics per area, a rate per
// account and client (counted in the database, so across app nodes), and a small quota for
// enterprise accounts whose registration is not approved yet (they need a licence picture or
// two, not a file store).
import { and, count, eq, sum } from "drizzle-orm";
import { attachment } from "@db/schema";
import { UPLOAD_TOPICS, uploadTopic, type UploadArea } from "@/lib/upload-topics";
import type { AdminContext } from "../auth/admin-guard";
import { isEnterpriseAccount } from "../auth/enterprise-gate";
import { ApiError } from "../kernel/errors";
import type { AppServices } from "../services";

export interface Uploader {
  area: UploadArea;
  id: number;
  ip: string;
  /** The admin behind an admin upload (enterprise accounts have a quota). */
  admin?: AdminContext;
}

const RATE_WINDOW_SECONDS = 60;

/** The topic to store under, or an error naming the allowed ones. */
export function checkedTopic(area: UploadArea, given: string | null | undefined): string {
  const topic = uploadTopic(area, given);
  if (!topic) throw new ApiError("uploadTopicUnknown", { topic: String(given).slice(0, 40), topics: UPLOAD_TOPICS[area].join(", ") });
  return topic;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Throws when this account and client upload too fast, or an unapproved enterprise is over its quota. */
export async function checkUploadAllowed(services: AppServices, who: Uploader, size: number): Promise<void> {
  const { uploadRatePerMinute, unapprovedQuota } = services.config.uploadLimits;
  const wait = await services.cluster.counters.take("upload", `${who.area}:${who.id}:${who.ip}`, uploadRatePerMinute, RATE_WINDOW_SECONDS);
  if (wait > 0) throw new ApiError("uploadRateLimited", { seconds: wait }, 0, { retryAfter: wait });
  const admin = who.admin;
  if (!admin || !isEnterpriseAccount(admin)) return;
  const enterprise = await services.enterpriseGate.info(admin);
  if (enterprise?.audit_status === "APPROVED") return;
  const [used] = await services.db
    .select({ files: count(), bytes: sum(attachment.size) })
    .from(attachment)
    .where(and(eq(attachment.admin_id, admin.id), eq(attachment.user_id, 0)));
  const files = used?.files ?? 0;
  const bytes = Number(used?.bytes ?? 0);
  if (files + 1 > unapprovedQuota.files || bytes + size > unapprovedQuota.bytes) {
    throw new ApiError("uploadQuotaReached", { files: unapprovedQuota.files, size: megabytes(unapprovedQuota.bytes) });
  }
}
