// The change-password page: the shared password rule, the repeat must match, then the server
// checks the old password and ends the member's other logins.
import { api, RequestError } from "@/lib/request";
import { changePasswordRules } from "@shared/contracts/member";
import { rule } from "@shared/validate";
import { bindPasswordToggles, checkForm, formBound, setBusy, showFieldErrors } from "../forms";
import { readPageTexts } from "../page-texts";
import { memberReady } from "./session";

const rules = {
  ...changePasswordRules,
  confirmPassword: rule.string({ required: true, raw: true }),
};

export function bindChangePassword(): void {
  const form = document.querySelector<HTMLFormElement>("form[data-change-password]");
  if (!form) return;
  const texts = readPageTexts<Record<string, string>>();
  const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
  bindPasswordToggles(form);
  formBound(form);
  void memberReady();

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (!submit || submit.disabled) return;
    const values = checkForm(form, rules, texts);
    if (!values) return;
    if (values.confirmPassword !== values.newPassword) {
      showFieldErrors(form, { confirmPassword: texts.passwordsDiffer ?? "" });
      return;
    }
    setBusy(submit, true, texts.saving);
    try {
      await api({ url: "/api/account/changePassword", method: "POST", data: { oldPassword: values.oldPassword, newPassword: values.newPassword }, showSuccessMessage: true });
      form.reset();
    } catch (error) {
      const fields = error instanceof RequestError ? (error.data as { fields?: Record<string, string> } | null)?.fields : undefined;
      if (fields) showFieldErrors(form, fields);
    } finally {
      setBusy(submit, false);
    }
  });
}
