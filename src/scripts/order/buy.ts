// The buy page (/user/order/buy): the scenic tickets on sale (GET /api/order/onSale) grouped by
// spot; choosing the spot fills its ticket types; the number of tickets sets the visitor rows;
// the total is asked of the server (GET /api/order/quote) whenever the choice changes; the form
// is checked with the same rules the server uses, then POST /api/order/create makes the order and
// its page opens for payment. Server field messages are shown under their fields.
import { format } from "@shared/i18n";
import { BOOKING_DAYS, MAX_VISITORS, scenicOrderRules, scenicQuoteRules, visitorRules } from "@shared/contracts/order";
import type { Rule } from "@shared/validate";
import { api, RequestError } from "@/lib/request";
import { clearFieldErrors, checkForm, formValues, setBusy, showFieldErrors } from "../forms";
import { readPageTexts } from "../page-texts";
import { memberReady } from "../member/session";

interface OnSale {
  id: number;
  name: string;
  ticket_type: string;
  price: string;
  spot_id: number;
  spot: string;
  spot_en: string;
}
interface Quote {
  unit: string;
  quantity: number;
  total: string;
  product: string;
}

const FIELD = "flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive dark:bg-input/30";

/** Adds `days` to a yyyy-mm-dd day. */
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function bindBuyForm(): void {
  const form = document.querySelector<HTMLFormElement>("form[data-buy-form]");
  const stateBox = document.querySelector<HTMLElement>("[data-buy-state]");
  const retryButton = document.querySelector<HTMLButtonElement>("[data-buy-retry]");
  if (!form || !stateBox || !retryButton) return;
  const buyForm: HTMLFormElement = form;
  const state: HTMLElement = stateBox;
  const retry: HTMLButtonElement = retryButton;
  const texts = { ...readPageTexts<Record<string, string>>(), ...readPageTexts<Record<string, string>>("order-texts") };
  const t = (key: string, params?: Record<string, string | number>) => format(texts[key] ?? key, params);
  const lang = document.documentElement.lang.toLowerCase().startsWith("en") ? "en" : "zh-cn";
  const spot = buyForm.querySelector<HTMLSelectElement>("select[name=spot]")!;
  const price = buyForm.querySelector<HTMLSelectElement>("select[name=price_id]")!;
  const date = buyForm.querySelector<HTMLInputElement>("input[name=visit_date]")!;
  const quantity = buyForm.querySelector<HTMLInputElement>("input[name=quantity]")!;
  const visitors = buyForm.querySelector<HTMLOListElement>("[data-visitors]")!;
  const total = buyForm.querySelector<HTMLElement>("[data-buy-total]")!;
  const submit = buyForm.querySelector<HTMLButtonElement>("button[type=submit]")!;
  let tickets: OnSale[] = [];

  function fillSpots() {
    const spots = new Map<number, string>();
    for (const x of tickets) if (!spots.has(x.spot_id)) spots.set(x.spot_id, lang === "en" && x.spot_en ? x.spot_en : x.spot);
    spot.replaceChildren(new Option(t("buyChoose"), ""), ...[...spots].map(([id, name]) => new Option(name, String(id))));
  }

  function fillPrices() {
    const mine = tickets.filter((x) => String(x.spot_id) === spot.value);
    price.disabled = mine.length === 0;
    price.replaceChildren(...(mine.length === 0 ? [new Option(t("buyChooseSpotFirst"), "")] : [new Option(t("buyChoose"), ""), ...mine.map((x) => new Option(`${x.name} · ${t("yuan", { amount: x.price })}`, String(x.id)))]));
    if (mine.length === 1) price.value = String(mine[0]!.id);
  }

  /** One row (name and ID number) per ticket; what was typed is kept when the number changes. */
  function fillVisitors() {
    const n = Math.min(Math.max(Number.parseInt(quantity.value, 10) || 1, 1), MAX_VISITORS);
    while (visitors.children.length > n) visitors.lastElementChild?.remove();
    for (let i = visitors.children.length; i < n; i++) {
      const item = document.createElement("li");
      item.className = "grid gap-4 sm:grid-cols-2";
      item.setAttribute("aria-label", t("buyVisitor", { n: i + 1 }));
      for (const [key, label, extra] of [
        ["name", t("buyVisitorName", { n: i + 1 }), { autocomplete: i === 0 ? "name" : "off", maxLength: 50 }],
        ["id_no", t("buyVisitorIdNo", { n: i + 1 }), { autocomplete: "off", maxLength: 18 }],
      ] as const) {
        const id = `buy-visitor-${i}-${key}`;
        const wrap = document.createElement("div");
        wrap.className = "grid gap-1.5";
        const labelEl = Object.assign(document.createElement("label"), { htmlFor: id, className: "text-sm font-medium", textContent: label });
        labelEl.append(Object.assign(document.createElement("span"), { className: "ml-0.5 text-destructive", textContent: "*", ariaHidden: "true" }));
        const input = Object.assign(document.createElement("input"), { id, name: `visitors.${i}.${key}`, type: "text", className: FIELD, ...extra });
        input.setAttribute("aria-required", "true");
        const error = Object.assign(document.createElement("p"), { id: `${id}-error`, className: "text-xs text-destructive", hidden: true });
        error.dataset.errorFor = input.name;
        wrap.append(labelEl, input, error);
        item.append(wrap);
      }
      visitors.append(item);
    }
  }

  let asking = 0;
  async function showTotal() {
    const values = { price_id: price.value, visit_date: date.value, quantity: quantity.value };
    const mine = ++asking;
    if (!values.price_id || !values.visit_date || !values.quantity) {
      total.replaceChildren(t("buyTotalWaiting"));
      return;
    }
    total.replaceChildren(t("buyTotalLoading"));
    try {
      const { data } = await api<Quote>({ url: "/api/order/quote", params: values, showErrorMessage: false });
      if (mine !== asking) return;
      const amount = Object.assign(document.createElement("p"), { className: "text-2xl font-semibold tabular-nums text-foreground", textContent: t("yuan", { amount: data.total }) });
      amount.dataset.total = data.total;
      const line = Object.assign(document.createElement("p"), { className: "tabular-nums", textContent: t("buyTotalLine", { unit: data.unit, quantity: data.quantity }) });
      total.replaceChildren(amount, line, Object.assign(document.createElement("p"), { className: "text-xs", textContent: data.product }));
    } catch (error) {
      if (mine !== asking) return;
      const fields = error instanceof RequestError ? (error.data as { fields?: Record<string, string> } | null)?.fields : undefined;
      const reason = fields ? Object.values(fields).join("；") : error instanceof Error ? error.message : "";
      total.replaceChildren(Object.assign(document.createElement("p"), { className: "font-medium text-destructive", textContent: t("buyTotalRefused", { reason }) }));
    }
  }

  spot.addEventListener("change", () => {
    fillPrices();
    void showTotal();
  });
  price.addEventListener("change", () => void showTotal());
  date.addEventListener("change", () => void showTotal());
  quantity.addEventListener("input", () => {
    fillVisitors();
    void showTotal();
  });

  /** The rules of the form as it stands: the order's, the quote's number of tickets, each visitor's. */
  function rulesNow(): Record<string, Rule> {
    // In the page's order: the first field in error takes the focus.
    const rules: Record<string, Rule> = { spot: scenicQuoteRules.price_id, price_id: scenicOrderRules.price_id, visit_date: scenicOrderRules.visit_date, quantity: scenicQuoteRules.quantity };
    for (let i = 0; i < visitors.children.length; i++) {
      rules[`visitors.${i}.name`] = visitorRules.name;
      rules[`visitors.${i}.id_no`] = visitorRules.id_no;
    }
    return { ...rules, contact_name: scenicOrderRules.contact_name, contact_phone: scenicOrderRules.contact_phone };
  }

  buyForm.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (submit.disabled) return;
    const checked = checkForm(buyForm, rulesNow(), texts);
    if (!checked) return;
    const v = formValues(buyForm) as Record<string, string>;
    const list = Array.from({ length: visitors.children.length }, (_, i) => ({ name: (v[`visitors.${i}.name`] ?? "").trim(), id_no: (v[`visitors.${i}.id_no`] ?? "").trim().toUpperCase() }));
    const seen = new Map<string, number>();
    for (const [i, x] of list.entries()) {
      if (seen.has(x.id_no)) {
        showFieldErrors(buyForm, { [`visitors.${i}.id_no`]: t("buyDuplicateId") });
        return;
      }
      seen.set(x.id_no, i);
    }
    setBusy(submit, true, t("buySubmitting"));
    try {
      const { data } = await api<{ id: number }>({
        url: "/api/order/create",
        method: "POST",
        data: { price_id: Number(v.price_id), visit_date: v.visit_date, contact_name: (v.contact_name ?? "").trim(), contact_phone: (v.contact_phone ?? "").trim(), visitors: list },
        showSuccessMessage: true,
      });
      location.assign(`/user/order/detail?id=${data.id}`);
    } catch (error) {
      const fields = error instanceof RequestError ? (error.data as { fields?: Record<string, string> } | null)?.fields : undefined;
      if (fields) showFieldErrors(buyForm, fields);
      setBusy(submit, false);
    }
  });

  async function load() {
    state.hidden = false;
    state.textContent = t("buyLoading");
    retry.hidden = true;
    buyForm.hidden = true;
    try {
      const init = await memberReady();
      const { data } = await api<{ today: string; tickets: OnSale[] }>({ url: "/api/order/onSale", showErrorMessage: false });
      tickets = data.tickets;
      if (tickets.length === 0) {
        state.textContent = t("buyEmpty");
        return;
      }
      date.min = data.today;
      date.max = addDays(data.today, BOOKING_DAYS);
      date.value ||= data.today;
      fillSpots();
      fillVisitors();
      const contact = buyForm.querySelector<HTMLInputElement>("input[name=contact_phone]");
      if (contact && !contact.value && /^1[3-9]\d{9}$/.test(init.userInfo?.mobile ?? "")) contact.value = init.userInfo?.mobile ?? "";
      clearFieldErrors(buyForm);
      state.hidden = true;
      buyForm.hidden = false;
    } catch {
      state.textContent = t("buyFailed");
      retry.hidden = false;
    }
  }
  retry.addEventListener("click", () => void load());
  void load();
}
