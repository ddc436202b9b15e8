// The public complaint page: the "send code" button (click captcha first, then an SMS code to the
// mobile number), the form, and the number and code shown once it is filed.
import { format } from "@shared/i18n";
import { api, RequestError } from "@/lib/request";
import { openClickCaptcha, type CaptchaTexts } from "../click-captcha";
import { setBusy, showFieldErrors } from "../forms";
import { readPageTexts } from "../page-texts";
import { bindComplaintForm } from "./form";

const RESEND_SECONDS = 60;

export function bindPublicComplaint(): void {
  const form = document.querySelector<HTMLFormElement>("[data-complaint-form]");
  const done = document.querySelector<HTMLElement>("[data-filed]");
  if (!form || !done) return;
  const texts = readPageTexts<Record<string, string>>();
  const button = form.querySelector<HTMLButtonElement>("[data-send-code]");
  const mobile = () => form.querySelector<HTMLInputElement>('[name="complainant_mobile"]')?.value.trim() ?? "";

  button?.addEventListener("click", async () => {
    if (button.disabled) return;
    if (!/^1[3-9]\d{9}$/.test(mobile())) {
      showFieldErrors(form, { complainant_mobile: texts.mobileRule ?? "" });
      return;
    }
    const captcha = await openClickCaptcha(texts as unknown as CaptchaTexts);
    if (!captcha) return;
    setBusy(button, true, texts.sendingCode);
    let wait = 0;
    try {
      await api({ url: "/api/complaint/sendCode", method: "POST", data: { mobile: mobile(), ...captcha }, showSuccessMessage: true });
      wait = RESEND_SECONDS;
      form.querySelector<HTMLInputElement>('[name="code"]')?.focus();
    } catch (error) {
      const data = error instanceof RequestError ? (error.data as { fields?: Record<string, string>; retryAfter?: number } | null) : null;
      if (data?.fields?.mobile) showFieldErrors(form, { complainant_mobile: data.fields.mobile });
      wait = data?.retryAfter ?? 0;
    } finally {
      setBusy(button, false);
    }
    if (wait > 0) {
      const label = button.querySelector<HTMLElement>("[data-label]") ?? button;
      button.disabled = true;
      let left = wait;
      const timer = setInterval(() => {
        left--;
        label.textContent = left > 0 ? format(texts.resendIn ?? "", { seconds: left }) : (texts.sendCode ?? "");
        if (left <= 0) {
          clearInterval(timer);
          button.disabled = false;
        }
      }, 1000);
      label.textContent = format(texts.resendIn ?? "", { seconds: left });
    }
  });

  bindComplaintForm({
    form,
    texts,
    extra: () => ({ code: form.querySelector<HTMLInputElement>('[name="code"]')?.value.trim() ?? "" }),
    async submit(body) {
      const res = await api<{ complaint_no: string; query_code: string }>({ url: "/api/complaint/submit", method: "POST", data: body, showSuccessMessage: true });
      form.hidden = true;
      done.hidden = false;
      const set = (selector: string, text: string) => {
        const el = done.querySelector<HTMLElement>(selector);
        if (el) el.textContent = text;
      };
      set("[data-filed-no]", res.data.complaint_no);
      set("[data-filed-code]", res.data.query_code);
      done.querySelector<HTMLAnchorElement>("[data-filed-track]")?.setAttribute("href", `/complaint/track?no=${encodeURIComponent(res.data.complaint_no)}`);
      done.focus();
      window.scrollTo({ top: 0 });
    },
  });
}
