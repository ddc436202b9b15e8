// The forgotten-password page (/user/retrievePassword): choose e-mail or mobile, get a code to
// the account's address (click captcha first when the site asks), set a new password. Every
// login of the account ends; the member then logs in with the new password.
import { api, RequestError } from "@/lib/request";
import { addressRules, retrievePasswordRules } from "@shared/contracts/member";
import { bindPasswordToggles, checkForm, formBound, formValues, setBusy, showFieldErrors } from "../forms";
import { readPageTexts } from "../page-texts";
import { bindCodeButton, type CodeButtonTexts } from "./code-button";

type Channel = "email" | "mobile";

const accountRules = { email: { account: addressRules.email }, mobile: { account: addressRules.mobile } };
const { captcha, password } = retrievePasswordRules;
const passwordRules = { captcha, password };

export function bindRetrievePassword(): void {
  const root = document.querySelector<HTMLElement>("[data-retrieve]");
  const form = root?.querySelector<HTMLFormElement>("form[data-retrieve-form]");
  if (!root || !form) return;
  const texts = readPageTexts<Record<string, string>>();
  bindPasswordToggles(form);
  let captcha = true;
  const channel = (): Channel => (formValues(form).type === "mobile" ? "mobile" : "email");

  const syncLabel = () => {
    const type = channel();
    const label = form.querySelector<HTMLLabelElement>('label[for="field-account"]');
    const input = form.querySelector<HTMLInputElement>('[name="account"]');
    if (label?.firstChild) label.firstChild.textContent = type === "email" ? (texts.email ?? "") : (texts.mobile ?? "");
    if (input) {
      input.placeholder = type === "email" ? (texts.emailPlaceholder ?? "") : (texts.mobilePlaceholder ?? "");
      input.type = type === "email" ? "email" : "tel";
      input.inputMode = type === "email" ? "email" : "tel";
    }
  };
  form.querySelectorAll('[name="type"]').forEach((radio) => radio.addEventListener("change", syncLabel));
  syncLabel();

  // What the site allows, and whether codes need the click captcha (a logged-in member is sent on).
  void api<{ userLoginCaptchaSwitch: boolean; accountVerificationType: Channel[] }>({ url: "/api/user/checkIn", showErrorMessage: false })
    .then(({ data }) => {
      captcha = data.userLoginCaptchaSwitch;
      const radios = Array.from(form.querySelectorAll<HTMLInputElement>('[name="type"]'));
      for (const radio of radios) {
        const allowed = data.accountVerificationType.includes(radio.value as Channel);
        radio.disabled = !allowed;
        radio.closest("label")?.toggleAttribute("hidden", !allowed);
      }
      const firstAllowed = radios.find((r) => !r.disabled);
      if (firstAllowed && radios.find((r) => r.checked)?.disabled) firstAllowed.checked = true;
      const unavailable = form.querySelector<HTMLElement>("[data-unavailable]");
      if (unavailable) unavailable.hidden = Boolean(firstAllowed);
      form.querySelector<HTMLElement>("[data-type-choice]")?.toggleAttribute("hidden", radios.filter((r) => !r.disabled).length < 2);
      syncLabel();
    })
    .catch(() => undefined);

  const sendButton = form.querySelector<HTMLButtonElement>("[data-send-code]");
  if (sendButton) {
    bindCodeButton({
      button: sendButton,
      form,
      texts: texts as unknown as CodeButtonTexts,
      captcha: () => captcha,
      fieldAlias: { email: "account", mobile: "account" },
      request: () => {
        const checked = checkForm(form, accountRules[channel()], texts);
        return checked ? { channel: channel(), event: "user_retrieve_pwd", target: checked.account } : undefined;
      },
    });
  }

  formBound(form);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
    const values = checkForm(form, { ...accountRules[channel()], ...passwordRules }, texts);
    if (!submit || submit.disabled || !values) return;
    setBusy(submit, true, texts.resetting);
    try {
      const res = await api({ url: "/api/account/retrievePassword", method: "POST", data: { type: channel(), ...values } });
      form.hidden = true;
      const done = root.querySelector<HTMLElement>("[data-retrieve-done]");
      const text = root.querySelector<HTMLElement>("[data-done-text]");
      if (text) text.textContent = res.msg;
      if (done) done.hidden = false;
    } catch (error) {
      const fields = error instanceof RequestError ? (error.data as { fields?: Record<string, string> } | null)?.fields : undefined;
      if (fields) showFieldErrors(form, fields);
    } finally {
      setBusy(submit, false);
    }
  });
}
