// The opinions page: published answers, ten at a time, and sending an opinion behind the click
// captcha (a member's token goes along, so it is linked to their account).
import { formatDateTime } from "@shared/datetime";
import { format } from "@shared/i18n";
import { api, RequestError } from "@/lib/request";
import { openClickCaptcha, type CaptchaTexts } from "../click-captcha";
import { clearFieldErrors, formValues, setBusy, showFieldErrors } from "../forms";
import { readPageTexts } from "../page-texts";

interface Published {
  id: number;
  title: string;
  content: string;
  name: string;
  reply: string;
  reply_time: number;
}

export function bindOpinions(): void {
  const list = document.querySelector<HTMLUListElement>("[data-opinions]");
  const more = document.querySelector<HTMLButtonElement>("[data-opinions-more]");
  const form = document.querySelector<HTMLFormElement>("[data-opinion-form]");
  const texts = readPageTexts<Record<string, string>>();
  let page = 0;
  const load = async () => {
    page++;
    const { data } = await api<{ list: Published[]; total: number }>({ url: "/api/complaint/opinions", params: { page, limit: 10 } });
    for (const item of data.list) {
      const li = document.createElement("li");
      li.className = "rounded-xl border bg-card p-5 text-card-foreground shadow-sm";
      const title = document.createElement("h3");
      title.className = "font-semibold";
      title.textContent = item.title;
      const content = document.createElement("p");
      content.className = "mt-1 text-sm whitespace-pre-wrap";
      content.textContent = item.content;
      const from = document.createElement("p");
      from.className = "mt-1 text-xs text-muted-foreground";
      from.textContent = item.name ? format(texts.opinionFrom ?? "", { name: item.name }) : "";
      const reply = document.createElement("div");
      reply.className = "mt-3 rounded-md border-l-4 border-primary bg-primary/5 px-3 py-2 text-sm";
      const when = document.createElement("p");
      when.className = "text-xs text-muted-foreground";
      when.textContent = format(texts.opinionAnswered ?? "", { time: formatDateTime(item.reply_time, undefined, false) });
      const answer = document.createElement("p");
      answer.className = "whitespace-pre-wrap";
      answer.textContent = item.reply;
      reply.append(when, answer);
      li.append(title, content, from, reply);
      list?.append(li);
    }
    const empty = document.querySelector<HTMLElement>("[data-opinions-empty]");
    if (empty) empty.hidden = data.total > 0;
    if (more) more.hidden = page * 10 >= data.total;
  };
  void load().catch(() => undefined);
  more?.addEventListener("click", () => void load().catch(() => undefined));

  form?.addEventListener("submit", async (event) => {
    event.preventDefault();
    const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
    if (!submit || submit.disabled) return;
    const captcha = await openClickCaptcha(texts as unknown as CaptchaTexts);
    if (!captcha) return;
    const values = formValues(form) as Record<string, string>;
    const body = Object.fromEntries(Object.entries({ ...values, ...captcha }).filter(([, v]) => v !== ""));
    clearFieldErrors(form);
    setBusy(submit, true);
    try {
      await api({ url: "/api/complaint/opinion", method: "POST", data: body, showSuccessMessage: true });
      form.reset();
    } catch (error) {
      const fields = error instanceof RequestError ? (error.data as { fields?: Record<string, string> } | null)?.fields : undefined;
      if (fields) showFieldErrors(form, fields);
    } finally {
      setBusy(submit, false);
    }
  });
}
