// The member login page (/user/login): log in (click captcha when the site asks for it) or
// register with the code sent to the chosen e-mail or mobile; success keeps the member info and
// opens the member centre.
import { keepDevicePass, signIn, type SignInAnswer } from "@/lib/login-device";
import { api, RequestError } from "@/lib/request";
import { addressRules, memberLoginRules } from "@shared/contracts/member";
import { rule } from "@shared/validate";
import { $memberInfo, type MemberInfo } from "@/stores/member-info";
import { openClickCaptcha, type CaptchaTexts } from "./click-captcha";
import { bindPasswordToggles, checkForm, formBound, formValues, setBusy, showFieldErrors } from "./forms";
import { bindCodeButton, type CodeButtonTexts } from "./member/code-button";
import { readPageTexts } from "./page-texts";

const loginRules = memberLoginRules;

const registerRules = {
  username: rule.string({ required: true, pattern: "account" }),
  password: rule.string({ required: true, pattern: "password", raw: true }),
  registerType: rule.string({ required: true, in: ["email", "mobile"] }),
  email: rule.string({ pattern: "email", max: 50 }),
  mobile: rule.string({ pattern: "mobile" }),
  captcha: rule.string({ required: true, max: 10 }),
};

const contactRules = { email: { email: addressRules.email }, mobile: { mobile: addressRules.mobile } };

interface CheckInInfo {
  userLoginCaptchaSwitch: boolean;
  accountVerificationType: ("email" | "mobile")[];
}

/** Member-centre path to continue to: `?to=` when it is a /user path, else the centre. */
export function afterMemberLogin(search: string): string {
  const to = new URLSearchParams(search).get("to");
  return to && to.startsWith("/user/") && !to.startsWith("//") ? to : "/user";
}

function selectTab(root: HTMLElement, name: string) {
  root.querySelectorAll<HTMLButtonElement>("[role=tab]").forEach((tab) => {
    const active = tab.dataset.tab === name;
    tab.setAttribute("aria-selected", String(active));
    tab.tabIndex = active ? 0 : -1;
  });
  root.querySelectorAll<HTMLElement>("[role=tabpanel]").forEach((panel) => {
    panel.hidden = panel.dataset.panel !== name;
  });
}

export function bindMemberLogin(): void {
  const root = document.querySelector<HTMLElement>("[data-member-login]");
  if (!root) return;
  const texts = readPageTexts<CaptchaTexts & Record<string, string>>();
  bindPasswordToggles(root);
  let info: CheckInInfo = { userLoginCaptchaSwitch: true, accountVerificationType: ["email", "mobile"] };

  // Tabs: click and arrow keys (WAI-ARIA tabs pattern).
  const tabs = Array.from(root.querySelectorAll<HTMLButtonElement>("[role=tab]"));
  tabs.forEach((tab, index) => {
    tab.addEventListener("click", () => selectTab(root, tab.dataset.tab ?? "login"));
    tab.addEventListener("keydown", (event) => {
      if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
      const next = tabs[(index + (event.key === "ArrowRight" ? 1 : tabs.length - 1)) % tabs.length];
      next?.focus();
      selectTab(root, next?.dataset.tab ?? "login");
    });
  });
  if (location.hash === "#register") selectTab(root, "register");

  // Register by e-mail or mobile: show only the chosen contact field.
  const registerForm = root.querySelector<HTMLFormElement>("form[data-register]");
  const syncContact = () => {
    const type = registerForm?.querySelector<HTMLInputElement>('[name="registerType"]:checked')?.value ?? "email";
    registerForm?.querySelectorAll<HTMLElement>("[data-contact]").forEach((field) => {
      const on = field.dataset.contact === type;
      field.hidden = !on;
      field.querySelector("input")?.toggleAttribute("disabled", !on);
    });
  };
  registerForm?.querySelectorAll('[name="registerType"]').forEach((radio) => radio.addEventListener("change", syncContact));
  syncContact();

  void api<CheckInInfo>({ url: "/api/user/checkIn", showErrorMessage: false })
    .then((res) => {
      info = res.data;
      registerForm?.querySelectorAll<HTMLInputElement>('[name="registerType"]').forEach((radio) => {
        const allowed = info.accountVerificationType.includes(radio.value as "email" | "mobile");
        radio.closest("label")?.toggleAttribute("hidden", !allowed);
        radio.disabled = !allowed;
        if (!allowed && radio.checked) {
          const other = registerForm.querySelector<HTMLInputElement>('[name="registerType"]:not(:disabled)');
          if (other) other.checked = true;
        }
      });
      syncContact();
    })
    .catch(() => undefined);

  const sendButton = registerForm?.querySelector<HTMLButtonElement>("[data-send-code]");
  if (registerForm && sendButton) {
    bindCodeButton({
      button: sendButton,
      form: registerForm,
      texts: texts as unknown as CodeButtonTexts,
      captcha: () => info.userLoginCaptchaSwitch,
      request: () => {
        const channel = formValues(registerForm).registerType === "mobile" ? "mobile" : "email";
        const checked = checkForm(registerForm, contactRules[channel], texts);
        const target = checked && (channel === "email" ? (checked as { email: string }).email : (checked as { mobile: string }).mobile);
        return target ? { channel, event: "user_register", target } : undefined;
      },
    });
  }

  const submitWith = async (form: HTMLFormElement, tab: "login" | "register", values: Record<string, unknown>, busyLabel: string) => {
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
    if (!button || button.disabled) return;
    setBusy(button, true, busyLabel);
    try {
      let captcha = {};
      // Registration is proven by the code, whose sending already passed the captcha.
      if (tab === "login" && info.userLoginCaptchaSwitch) {
        const solved = await openClickCaptcha(texts);
        if (!solved) return;
        captcha = solved;
      }
      const send = (extra: Record<string, unknown>) =>
        api<{ userInfo: Partial<MemberInfo> } & SignInAnswer>({ url: "/api/user/checkIn", method: "POST", data: { tab, ...values, ...extra }, showSuccessMessage: true });
      // Login sends this device's pass and shows the captcha when the account's failures ask for it.
      const res = tab === "login" ? await signIn("user", String(values.username ?? ""), send, () => openClickCaptcha(texts), captcha) : await send(captcha);
      if (!res) return;
      if (tab === "login" && res.data.device) keepDevicePass("user", [String(res.data.userInfo.username ?? "")], res.data.device);
      $memberInfo.set(res.data.userInfo);
      location.assign(afterMemberLogin(location.search));
    } catch (error) {
      const fields = error instanceof RequestError ? (error.data as { fields?: Record<string, string> } | null)?.fields : undefined;
      if (fields) showFieldErrors(form, fields);
    } finally {
      setBusy(button, false);
    }
  };

  const loginForm = root.querySelector<HTMLFormElement>("form[data-login]");
  loginForm?.addEventListener("submit", (event) => {
    event.preventDefault();
    const values = checkForm(loginForm, loginRules, texts);
    if (values) void submitWith(loginForm, "login", { ...values, keep: values.keep ?? false }, texts.loggingIn ?? "");
  });
  registerForm?.addEventListener("submit", (event) => {
    event.preventDefault();
    const type = registerForm.querySelector<HTMLInputElement>('[name="registerType"]:checked')?.value;
    const rules = { ...registerRules, [type === "mobile" ? "mobile" : "email"]: { ...registerRules[type === "mobile" ? "mobile" : "email"], required: true } };
    const values = checkForm(registerForm, rules, texts);
    if (values) void submitWith(registerForm, "register", values, texts.registering ?? "");
  });

  if (loginForm) formBound(loginForm);
  if (registerForm) formBound(registerForm);

  // Already logged in: the server answers 303 "logged in" and the request module moves on.
  if ($memberInfo.get().token) void api({ url: "/api/user/checkIn", showErrorMessage: false }).catch(() => undefined);
}
