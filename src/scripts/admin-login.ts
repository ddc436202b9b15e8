// The admin login form (/admin/login and /admin/newLogin): validate, pass the click captcha
// when the server asks for it, sign in, keep the admin info and continue to the console.
import { signIn, type SignInAnswer } from "@/lib/login-device";
import { api, RequestError } from "@/lib/request";
import { rule } from "@shared/validate";
import { $adminInfo, type AdminInfo } from "@/stores/admin-info";
import { adminBase } from "@/stores/site-config";
import { openClickCaptcha, type CaptchaTexts } from "./click-captcha";
import { bindPasswordToggles, checkForm, formBound, setBusy, showFieldErrors } from "./forms";
import { readPageTexts } from "./page-texts";

const rules = {
  username: rule.string({ required: true, max: 30 }),
  password: rule.string({ required: true, pattern: "password", raw: true }),
  keep: rule.boolean(),
};

/** Where to go after login: the page that sent the user here (`?to=`), else the console. */
export function afterLoginPath(search: string): string {
  const to = new URLSearchParams(search).get("to");
  const base = adminBase();
  const safe = to && to.startsWith(`${base}/`) && !to.startsWith("//") ? to : undefined;
  if (!safe) return `${base}/loading`;
  const url = new URL(safe, location.origin);
  const target = { path: url.pathname, query: Object.fromEntries(url.searchParams) };
  return `${base}/loading/${encodeURIComponent(JSON.stringify(target))}`;
}

export function bindAdminLogin(): void {
  const form = document.querySelector<HTMLFormElement>("form[data-admin-login]");
  if (!form) return;
  const texts = readPageTexts<CaptchaTexts & Record<string, string>>();
  const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
  bindPasswordToggles(form);
  formBound(form);

  // A live login skips the form (the server answers 303 "logged in" and we move on).
  if ($adminInfo.get().token) {
    void api({ url: `${adminBase()}/index/login`, showErrorMessage: false }).catch(() => undefined);
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (!submit || submit.disabled) return;
    const values = checkForm(form, rules, texts);
    if (!values) return;
    setBusy(submit, true, texts.loggingIn);
    try {
      const info = await api<{ captcha: boolean }>({ url: `${adminBase()}/index/login` });
      let captcha = {};
      if (info.data.captcha) {
        const solved = await openClickCaptcha(texts);
        if (!solved) return;
        captcha = solved;
      }
      // The captcha the account's failures ask for is shown when the server says so.
      const res = await signIn<{ userInfo: Partial<AdminInfo> } & SignInAnswer>(
        "admin",
        values.username,
        (extra) => api({ url: `${adminBase()}/index/login`, method: "POST", data: { ...values, keep: values.keep ?? false, ...extra }, showSuccessMessage: true }),
        () => openClickCaptcha(texts),
        captcha,
      );
      if (!res) return;
      $adminInfo.set(res.data.userInfo);
      location.assign(afterLoginPath(location.search));
    } catch (error) {
      if (error instanceof RequestError) {
        const fields = (error.data as { fields?: Record<string, string> } | null)?.fields;
        if (fields) showFieldErrors(form, fields);
      }
      const password = form.querySelector<HTMLInputElement>('[name="password"]');
      if (password && error instanceof RequestError && !error.cancelled) password.select();
    } finally {
      setBusy(submit, false);
    }
  });
}
