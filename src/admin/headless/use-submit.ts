// Sending a form or making a move, without its look: whether it is under way, and the field
// errors — the browser's own checks first (`fail`), then the server's (`data.fields`, one message
// per field name, STYLE §6) — so each lands under its field. The request layer has already shown
// any other refusal as a toast.
import { useCallback, useRef, useState } from "react";
import { format } from "@shared/i18n";
import type { Rule } from "@shared/validate";
import { validate } from "@shared/validate";
import { RequestError } from "@/lib/request";
import { t } from "@/i18n/console";

export type FieldErrors = Record<string, string>;

/** The field errors a refusal carries (`data.fields`), if any. */
export function fieldErrorsOf(error: unknown): FieldErrors | undefined {
  if (!(error instanceof RequestError)) return undefined;
  const fields = (error.data as { fields?: unknown } | null)?.fields;
  return fields && typeof fields === "object" ? (fields as FieldErrors) : undefined;
}

/** The browser-side check of `values` by shared rules, as translated messages by field. */
export function checkRules(rules: Record<string, Rule>, values: Record<string, unknown>, options?: { partial?: boolean }): FieldErrors | undefined {
  const checked = validate(rules, values, options);
  if (checked.ok) return undefined;
  return Object.fromEntries(Object.entries(checked.errors).map(([field, error]) => [field, format(t(error.key), error.params)]));
}

export interface Submit<A extends unknown[], T> {
  /** Sends; resolves to the answer, or undefined when it was refused. */
  run: (...args: A) => Promise<T | undefined>;
  pending: boolean;
  errors: FieldErrors;
  /** Shows errors found before sending (and moves focus to the first field, when `focus` names its id). */
  fail: (errors: FieldErrors, focus?: (field: string) => string) => void;
  clearError: (field: string) => void;
  reset: () => void;
}

export function useSubmit<A extends unknown[], T>(send: (...args: A) => Promise<T>): Submit<A, T> {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const latest = useRef(send);
  latest.current = send;

  const run = useCallback(async (...args: A) => {
    setPending(true);
    setErrors({});
    try {
      return await latest.current(...args);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) setErrors(fields);
      return undefined;
    } finally {
      setPending(false);
    }
  }, []);

  const fail = useCallback((next: FieldErrors, focus?: (field: string) => string) => {
    setErrors(next);
    const first = Object.keys(next)[0];
    if (first && focus) requestAnimationFrame(() => document.getElementById(focus(first))?.focus());
  }, []);

  const clearError = useCallback((field: string) => setErrors((current) => (field in current ? Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)) : current)), []);
  const reset = useCallback(() => setErrors({}), []);

  return { run, pending, errors, fail, clearError, reset };
}
