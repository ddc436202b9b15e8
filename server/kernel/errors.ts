// Errors that services throw; the one error mapper (kernel/error-mapper.ts) turns them into
// envelopes with a translated message.
import type { LocalizedText } from "@shared/i18n";
import type { MessageKey, MessageParams } from "../lang";
import { Code } from "./envelope";

/** A business failure: HTTP 200, envelope code (0 unless stated), translated message. */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    /** A server message key, or a message a declaration carries in both languages. */
    readonly key: MessageKey | LocalizedText,
    readonly params?: MessageParams,
    readonly code: number = Code.error,
    readonly data: unknown = null,
    /** Only for transport faults (404, 413, 429); business outcomes stay 200. */
    readonly status: number = 200,
  ) {
    super(typeof key === "string" ? key : key.en);
  }
}

/**
 * A field's problem: a server message key (validation keys included) and its parameters, or a
 * message a declaration carries in both languages (a workflow's "give the reason" text).
 */
export type FieldProblem = { key: MessageKey; params?: MessageParams } | { text: LocalizedText };

/** Input failed validation: code 0, message naming the first field, `data.fields` with all. */
export class FieldValidationError extends Error {
  override name = "FieldValidationError";
  constructor(
    readonly fields: Record<string, FieldProblem>,
    readonly labels: Record<string, LocalizedText | string> = {},
  ) {
    super("validation failed");
  }
}

export const fail = (key: MessageKey, params?: MessageParams, data: unknown = null): never => {
  throw new ApiError(key, params, Code.error, data);
};
