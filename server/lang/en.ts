// Server messages in English. Keys are identifiers; zh-cn.ts must translate every one of them.
// Validation messages come from the shared validator so forms and API read the same.
import { validationEn } from "@/lib/validate/messages";

export const en = {
  ...validationEn,
  ok: "OK",
  notFound: "Error requesting address: {url}",
  serverError: "Server internal error! (request id {requestId})",
  incorrectParameter: "Incorrect parameter!",
  malformedBody: "The request body could not be read.",
  bodyTooLarge: "The request body is too large; the limit is {limit}.",
  throttled: "Please do not request frequently. Try again in {seconds} seconds.",
  fieldInvalid: "{field}: {message}",
  databaseUnreachable: "The database cannot be reached.",
  methodNotAllowed: "This address does not accept {method} requests.",
} as const;

export type MessageKey = keyof typeof en;
