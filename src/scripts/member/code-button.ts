// The "send code" button (spec §7 Ems/Sms send): checks the address the form holds, passes the
// click captcha when the site asks for it, asks for the code, and counts down before the same
// button may ask again (the server allows one code per address a minute).
import { format } from "@shared/i18n";
import { api, RequestError } from "@/lib/request";
import { openClickCaptcha, type CaptchaTexts } from "../click-captcha";
import { setBusy, showFieldErrors } from "../forms";

export interface CodeButtonTexts extends CaptchaTexts {
  sendCode: string;
  sendingCode: string;
  resendIn: string;
}

export interface CodeRequest {
  channel: "email" | "mobile";
  event: string;
  target: string;
}

export interface CodeButtonOptions {
  button: HTMLButtonElement;
  form: HTMLFormElement;
  texts: CodeButtonTexts;
  /** What to send, or undefined when the form's address is not valid yet (it shows why). */
  request(): CodeRequest | undefined;
  /** Whether the click captcha comes first (site switch). */
  captcha(): boolean;
  /** Called after a code went out. */
  onSent?(): void;
  /** Form field names for the server's field names, when they differ (`email` -> `account`). */
  fieldAlias?: Record<string, string>;
}

export const RESEND_SECONDS = 60;

export function bindCodeButton(options: CodeButtonOptions): void {
  const { button, form, texts } = options;
  const label = button.querySelector<HTMLElement>("[data-label]") ?? button;
  let timer: ReturnType<typeof setInterval> | undefined;

  const countDown = (seconds: number) => {
    clearInterval(timer);
    let left = seconds;
    button.disabled = true;
    const tick = () => {
      if (left <= 0) {
        clearInterval(timer);
        button.disabled = false;
        label.textContent = texts.sendCode;
        return;
      }
      label.textContent = format(texts.resendIn, { seconds: left });
      left--;
    };
    tick();
    timer = setInterval(tick, 1000);
  };

  button.addEventListener("click", async () => {
    if (button.disabled) return;
    const request = options.request();
    if (!request) return;
    setBusy(button, true, texts.sendingCode);
    let wait = 0;
    try {
      let captcha = {};
      if (options.captcha()) {
        const solved = await openClickCaptcha(texts);
        if (!solved) return;
        captcha = solved;
      }
      const body =
        request.channel === "email"
          ? { email: request.target, event: request.event, ...captcha }
          : { mobile: request.target, template_code: request.event, ...captcha };
      await api({ url: request.channel === "email" ? "/api/Ems/send" : "/api/Sms/send", method: "POST", data: body, showSuccessMessage: true });
      wait = RESEND_SECONDS;
      options.onSent?.();
      form.querySelector<HTMLInputElement>('[name="captcha"]')?.focus();
    } catch (error) {
      if (error instanceof RequestError) {
        const data = error.data as { fields?: Record<string, string>; retryAfter?: number } | null;
        if (data?.fields) {
          const alias = options.fieldAlias ?? {};
          showFieldErrors(form, Object.fromEntries(Object.entries(data.fields).map(([name, message]) => [alias[name] ?? name, message])));
        }
        wait = data?.retryAfter ?? 0;
      }
    } finally {
      setBusy(button, false);
    }
    if (wait > 0) countDown(wait);
  });
}
