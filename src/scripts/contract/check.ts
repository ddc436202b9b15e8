// The public contract check: one fetch, no framework and no login. Number and code are checked
// as typed before they are sent.
import { readPageTexts } from "../page-texts";

const NUMBER = /^HT\d{12}$/;
const CODE = /^[2-9A-HJ-NP-Z]{8}$/;

interface Found {
  found: true;
  contract_no: string;
  status: string;
  status_text: string;
  agency: string;
  agency_license_no: string;
  route_name: string;
  days: number;
  nights: number;
  depart_date: string;
  return_date: string;
  travellers: number;
}

const el = (tag: string, className: string, text?: string) => {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

export function bindContractCheck(): void {
  const form = document.querySelector<HTMLFormElement>("form[data-check-form]");
  const result = document.querySelector<HTMLElement>("[data-result]");
  const error = document.querySelector<HTMLElement>("[data-error]");
  if (!form || !result || !error) return;
  const texts = readPageTexts<Record<string, string>>("contract-texts");
  const t = (key: string, params: Record<string, string | number> = {}) => (texts[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ""));
  const number = form.querySelector<HTMLInputElement>('input[name="contract_no"]');
  const code = form.querySelector<HTMLInputElement>('input[name="check_code"]');
  const label = form.querySelector<HTMLElement>("[data-label]");
  const output: HTMLElement = result;
  const message: HTMLElement = error;

  const fail = (text: string, field?: HTMLInputElement | null) => {
    message.textContent = text;
    message.hidden = false;
    field?.setAttribute("aria-invalid", "true");
    field?.focus();
  };

  async function check(rawNumber: string, rawCode: string) {
    const contractNo = rawNumber.trim().toUpperCase();
    const checkCode = rawCode.trim().toUpperCase();
    message.hidden = true;
    number?.removeAttribute("aria-invalid");
    code?.removeAttribute("aria-invalid");
    output.replaceChildren();
    if (!NUMBER.test(contractNo)) return fail(t("checkFormat"), number);
    if (!CODE.test(checkCode)) return fail(t("checkFormat"), code);
    if (label) label.textContent = t("checking");
    try {
      const response = await fetch(`/api/contract/check?contract_no=${encodeURIComponent(contractNo)}&check_code=${encodeURIComponent(checkCode)}`, { headers: { server: "1", "think-lang": texts.lang ?? "zh-cn" } });
      const answer = (await response.json()) as { code: number; msg: string; data: Found | { found: false } | null };
      if (answer.code !== 1) return fail(answer.msg);
      const data = answer.data;
      if (!data?.found) {
        const none = el("p", "rounded-md border bg-muted/40 px-4 py-3 text-sm", t("checkNotFound"));
        none.dataset.checkOutcome = "none";
        output.append(none);
        return;
      }
      const verdict = el("div", "rounded-md border border-emerald-600/40 bg-emerald-600/10 px-4 py-3");
      verdict.dataset.checkOutcome = "found";
      verdict.append(el("p", "font-semibold", t("checkFound")), el("p", "mt-1 text-sm", `${data.contract_no} · ${data.status_text}`));
      const list = el("dl", "grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-md border bg-card p-4 text-sm");
      const rows: [string, string][] = [
        [t("colStatus"), data.status_text],
        [t("agency"), data.agency],
        [t("licence"), data.agency_license_no],
        [t("route"), `${data.route_name}（${t("daysNights", { days: data.days, nights: data.nights })}）`],
        [t("departure"), data.depart_date],
        [t("returns"), data.return_date],
        [t("checkTravellers"), String(data.travellers)],
      ];
      for (const [term, value] of rows) list.append(el("dt", "text-muted-foreground", term), el("dd", "font-medium", value || "—"));
      output.append(verdict, list);
      history.replaceState(null, "", `?contract_no=${encodeURIComponent(contractNo)}&check_code=${encodeURIComponent(checkCode)}`);
    } catch {
      fail(t("loadFailed"));
    } finally {
      if (label) label.textContent = t("checkAction");
    }
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void check(number?.value ?? "", code?.value ?? "");
  });
  const params = new URLSearchParams(location.search);
  const askedNumber = params.get("contract_no");
  const askedCode = params.get("check_code");
  if (askedNumber && askedCode && number && code) {
    number.value = askedNumber;
    code.value = askedCode;
    void check(askedNumber, askedCode);
  }
}
