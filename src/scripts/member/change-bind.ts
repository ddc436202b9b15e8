// The change-bind page: with an address bound, a code to it buys a one-time pass
// (POST verification); without one, the password stands in. The new address gets its own code,
// then POST changeBind binds it and the stored member info follows.
import { api, RequestError } from "@/lib/request";
import { addressRules, changeBindRules, verificationRules } from "@shared/contracts/member";
import { $memberInfo, type MemberInfo } from "@/stores/member-info";
import { checkForm, setBusy, showFieldErrors } from "../forms";
import { readPageTexts } from "../page-texts";
import { bindCodeButton, type CodeButtonTexts } from "./code-button";
import { memberReady } from "./session";

type Channel = "email" | "mobile";
type Info = Omit<MemberInfo, "token" | "refresh_token">;

const codeRule = verificationRules.captcha;
const newValueRules = { email: { email: addressRules.email }, mobile: { mobile: addressRules.mobile } };

const fieldsOf = (error: unknown) => (error instanceof RequestError ? (error.data as { fields?: Record<string, string> } | null)?.fields : undefined);

export function bindChangeBind(): void {
  const root = document.querySelector<HTMLElement>("[data-change-bind]");
  const verifyForm = root?.querySelector<HTMLFormElement>("form[data-verify-form]");
  const changeForm = root?.querySelector<HTMLFormElement>("form[data-change-form]");
  if (!root || !verifyForm || !changeForm) return;
  const texts = readPageTexts<Record<string, string>>();
  const channel: Channel = new URLSearchParams(location.search).get("type") === "mobile" ? "mobile" : "email";
  let current = "";
  let pass = "";
  let captcha = true;

  for (const tab of root.querySelectorAll<HTMLElement>("[data-type-tab]")) {
    if (tab.dataset.typeTab === channel) tab.setAttribute("aria-current", "page");
  }
  for (const box of changeForm.querySelectorAll<HTMLElement>("[data-new]")) {
    const on = box.dataset.new === channel;
    box.hidden = !on;
    box.querySelector("input")?.toggleAttribute("disabled", !on);
  }

  const show = () => {
    verifyForm.hidden = !current || Boolean(pass);
    const verified = root.querySelector<HTMLElement>("[data-verified]");
    if (verified) verified.hidden = !pass;
    changeForm.hidden = Boolean(current) && !pass;
    const passwordBox = changeForm.querySelector<HTMLElement>("[data-password-box]");
    if (passwordBox) {
      passwordBox.hidden = Boolean(current);
      passwordBox.querySelector("input")?.toggleAttribute("disabled", Boolean(current));
    }
    const number = changeForm.querySelector<HTMLElement>("[data-step-number]");
    if (number) number.textContent = current ? "2" : "1";
    const shown = verifyForm.querySelector<HTMLElement>("[data-current]");
    if (shown) shown.textContent = current;
  };

  const apply = (info: Info) => {
    current = info[channel] ?? "";
    show();
  };

  const codeTexts = texts as unknown as CodeButtonTexts;
  const verifyButton = verifyForm.querySelector<HTMLButtonElement>("[data-send-code]");
  if (verifyButton) {
    bindCodeButton({
      button: verifyButton,
      form: verifyForm,
      texts: codeTexts,
      captcha: () => captcha,
      request: () => (current ? { channel, event: channel === "email" ? "user_email_verify" : "user_mobile_verify", target: current } : undefined),
    });
  }
  const newButton = changeForm.querySelector<HTMLButtonElement>("[data-send-code]");
  if (newButton) {
    bindCodeButton({
      button: newButton,
      form: changeForm,
      texts: codeTexts,
      captcha: () => captcha,
      request: () => {
        const checked = checkForm(changeForm, newValueRules[channel], texts) as Record<string, string> | undefined;
        const target = checked?.[channel];
        return target ? { channel, event: channel === "email" ? "user_change_email" : "user_change_mobile", target } : undefined;
      },
    });
  }

  void memberReady().then(async () => {
    const { data } = await api<{ userInfo: Info; codeCaptcha: boolean }>({ url: "/api/account/profile" });
    captcha = data.codeCaptcha;
    apply(data.userInfo);
  });

  verifyForm.addEventListener("submit", async (event) => {
    event.preventDefault();
    const submit = verifyForm.querySelector<HTMLButtonElement>("button[type=submit]");
    const values = checkForm(verifyForm, { captcha: codeRule }, texts);
    if (!submit || submit.disabled || !values) return;
    setBusy(submit, true, texts.verifying);
    try {
      const res = await api<{ accountVerificationToken: string }>({ url: "/api/account/verification", method: "POST", data: { type: channel, captcha: values.captcha }, showSuccessMessage: true });
      pass = res.data.accountVerificationToken;
      show();
      changeForm.querySelector<HTMLInputElement>(`[name="${channel}"]`)?.focus();
    } catch (error) {
      const fields = fieldsOf(error);
      if (fields) showFieldErrors(verifyForm, fields);
    } finally {
      setBusy(submit, false);
    }
  });

  changeForm.addEventListener("submit", async (event) => {
    event.preventDefault();
    const submit = changeForm.querySelector<HTMLButtonElement>("button[type=submit]");
    const rules = { ...newValueRules[channel], captcha: codeRule, ...(current ? {} : { password: { ...changeBindRules.password, required: true } }) };
    const values = checkForm(changeForm, rules, texts) as Record<string, string> | undefined;
    if (!submit || submit.disabled || !values) return;
    setBusy(submit, true, texts.saving);
    try {
      const data = { type: channel, [channel]: values[channel], captcha: values.captcha, ...(current ? { accountVerificationToken: pass } : { password: values.password }) };
      const res = await api<{ userInfo: Info }>({ url: "/api/account/changeBind", method: "POST", data, showSuccessMessage: true });
      $memberInfo.set({ ...$memberInfo.get(), ...res.data.userInfo });
      pass = "";
      verifyForm.reset();
      changeForm.reset();
      apply(res.data.userInfo);
    } catch (error) {
      const fields = fieldsOf(error);
      if (fields?.accountVerificationToken) {
        // The pass expired or was used: verify the current address again.
        pass = "";
        show();
        showFieldErrors(verifyForm, { captcha: fields.accountVerificationToken });
      } else if (fields) showFieldErrors(changeForm, fields);
    } finally {
      setBusy(submit, false);
    }
  });
}
