// The one place where errors become responses (STYLE §6): business errors and validation as
// HTTP 200 envelopes, unknown paths as 404, crashes as 500 with a request id and nothing
// from the stack.
import { format, pick, type Lang } from "@shared/i18n";
import { translate, type MessageKey } from "../lang";
import { constraintError } from "./database-errors";
import { ApiError, FieldValidationError } from "./errors";
import { Code, envelope, envelopeResponse } from "./envelope";
import type { Logger } from "./log";

export interface ErrorContext {
  lang: Lang;
  requestId: string;
  path: string;
  method: string;
  headers: Record<string, string>;
  log: Logger;
}

/** Field errors -> `{ msg: "<label>: <message>", data: { fields: { name: message } } }`. */
export function fieldErrorEnvelope(error: FieldValidationError, lang: Lang) {
  const fields: Record<string, string> = {};
  for (const [name, fieldError] of Object.entries(error.fields)) {
    fields[name] = "text" in fieldError ? pick(fieldError.text, lang) : translate(lang, fieldError.key, fieldError.params);
  }
  const [first] = Object.keys(fields);
  const label = first ? error.labels[first] : undefined;
  const msg = first
    ? translate(lang, "fieldInvalid", { field: label ? pick(label, lang) : first, message: fields[first] ?? "" })
    : translate(lang, "incorrectParameter");
  return envelope(Code.error, msg, { fields });
}

interface ElysiaValidationLike {
  all?: { path?: string; message?: string; summary?: string }[];
}

export function mapError(code: string | number, error: unknown, ctx: ErrorContext): Response {
  const { lang, headers } = ctx;
  if (error instanceof ApiError) {
    const msg = typeof error.key === "string" ? translate(lang, error.key, error.params) : format(pick(error.key, lang), error.params);
    return envelopeResponse(envelope(error.code, msg, error.data), error.status, headers);
  }
  if (error instanceof FieldValidationError) {
    return envelopeResponse(fieldErrorEnvelope(error, lang), 200, headers);
  }
  const constraint = constraintError(error);
  if (constraint) {
    ctx.log.warn("A database constraint refused a write", { requestId: ctx.requestId, path: ctx.path, key: constraint.key });
    return envelopeResponse(envelope(constraint.code, translate(lang, constraint.key as MessageKey, constraint.params), null), 200, headers);
  }
  switch (code) {
    case "NOT_FOUND":
      return envelopeResponse(envelope(Code.error, translate(lang, "notFound", { url: ctx.path }), null), 404, headers);
    case "PARSE":
      return envelopeResponse(envelope(Code.error, translate(lang, "malformedBody"), null), 200, headers);
    case "VALIDATION": {
      // Routes validate with the shared rule validator; this covers any TypeBox schema too.
      const fields: Record<string, { key: "badFormat" }> = {};
      for (const item of (error as ElysiaValidationLike).all ?? []) {
        const name = item.path?.replace(/^\//, "").split("/")[0] || "body";
        fields[name] ??= { key: "badFormat" };
      }
      return envelopeResponse(fieldErrorEnvelope(new FieldValidationError(fields), lang), 200, headers);
    }
  }
  ctx.log.error("Unhandled error", {
    requestId: ctx.requestId,
    method: ctx.method,
    path: ctx.path,
    code,
    error: error instanceof Error ? error : String(error),
  });
  return envelopeResponse(
    envelope(Code.error, translate(lang, "serverError", { requestId: ctx.requestId }), { requestId: ctx.requestId }),
    500,
    headers,
  );
}
