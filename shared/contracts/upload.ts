// Uploads on the wire (spec §3, §5, §7), one definition for the server that answers and the
// console and member pages that send: the upload rules a client is told, the attachment record
// an upload answers, the signed policy of a direct upload to external storage and the callback
// that records it.
import type { UploadLimits } from "@shared/upload-rules";

/** What a client is told before it sends a file: the limits it checks first, and the mode. */
export interface UploadRules extends UploadLimits {
  /** `local` posts to ajax/upload; any other mode uploads straight to external storage. */
  mode: string;
}

/** The attachment record of an upload (`data.file` of ajax/upload and Alioss/callback). */
export interface UploadedFile {
  id: number;
  url: string;
  full_url: string;
  name: string;
  size: number;
  type: string;
  sha1: string;
  width: number;
  height: number;
  suffix: string;
  topic: string;
}

/** What `Alioss/params` answers: a signed policy for one file. */
export interface UploadPolicy {
  /** Form target. */
  url: string;
  /** The key template with the server's parts filled; the browser fills the file's parts. */
  key: string;
  /** Every key must start with this. */
  prefix: string;
  /** Form fields to send before the file, in this order. */
  fields: Record<string, string>;
  maxSize: number;
  /** Unix seconds the policy stops working. */
  expire: number;
}

/** What the browser asks `Alioss/params` for (checked again on the server). */
export interface UploadPolicyRequest {
  name: string;
  size: number;
  type: string;
}

/** The body of `Alioss/callback` after a successful post: the file, and the policy it used. */
export interface UploadCallback {
  url: string;
  name: string;
  size: number;
  type: string;
  sha1: string;
  policy: string;
  signature: string;
}
