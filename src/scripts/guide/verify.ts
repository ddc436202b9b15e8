// The public guide-card check: one fetch, no framework and no login (the page must stay small
// and fast on a phone at a bus door). The number is checked as typed before it is sent.
import { readPageTexts } from "../page-texts";
import { el, renderCard, type CardData, type CardLabels } from "./card-view";

const CARD = /^[DL]-\d{4}-\d{6}$/;

interface Answer {
  code: number;
  msg: string;
  data: { card: CardData | null; fields?: Record<string, string> } | null;
}

export function bindVerify(): void {
  const form = document.querySelector<HTMLFormElement>("form[data-verify-form]");
  const result = document.querySelector<HTMLElement>("[data-result]");
  const error = document.querySelector<HTMLElement>("[data-error]");
  if (!form || !result || !error) return;
  const output: HTMLElement = result;
  const message: HTMLElement = error;
  const data = readPageTexts<Record<string, string>>("verify-data") as unknown as CardLabels & { lang: string };
  const input = form.querySelector<HTMLInputElement>('input[name="card_no"]');
  const label = form.querySelector<HTMLElement>("[data-label]");
  const t = (key: string) => data.texts[key] ?? key;

  const fail = (text: string) => {
    message.textContent = text;
    message.hidden = false;
    input?.setAttribute("aria-invalid", "true");
  };

  async function check(raw: string) {
    const cardNo = raw.trim().toUpperCase();
    message.hidden = true;
    input?.removeAttribute("aria-invalid");
    output.replaceChildren();
    if (!CARD.test(cardNo)) return fail(t("verifySubtitle"));
    if (label) label.textContent = t("verifyChecking");
    try {
      const response = await fetch(`/api/guide/verify?card_no=${encodeURIComponent(cardNo)}`, { headers: { server: "1", "think-lang": data.lang } });
      const answer = (await response.json()) as Answer;
      if (answer.code !== 1) return fail(answer.msg);
      const card = answer.data?.card;
      if (!card) {
        output.append(el("p", "rounded-md border bg-muted/40 px-4 py-3 text-sm", t("verifyNotFound"), { "data-verify-outcome": "none" }));
        return;
      }
      const verdict = el("div", `rounded-md border px-4 py-3 ${card.valid ? "border-emerald-600/40 bg-emerald-600/10" : "border-destructive/40 bg-destructive/10"}`, undefined, { "data-verify-outcome": card.valid ? "valid" : "invalid" });
      verdict.append(el("p", "font-semibold", card.valid ? t("verifyValid") : t("verifyInvalid")));
      if (!card.valid) verdict.append(el("p", "mt-1 text-sm", t("verifyInvalidText")));
      output.append(verdict, renderCard(card, data));
      history.replaceState(null, "", `?card_no=${encodeURIComponent(cardNo)}`);
    } catch {
      fail(t("loadFailed"));
    } finally {
      if (label) label.textContent = t("verifyAction");
    }
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void check(input?.value ?? "");
  });
  const asked = new URLSearchParams(location.search).get("card_no");
  if (asked && input) {
    input.value = asked;
    void check(asked);
  }
}
