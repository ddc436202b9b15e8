// One contract in "My contracts": read it, ask for the signing code, sign; once signed, the PDF
// and the check code. Drawn from GET /api/contract/detail.
import { formatDateTime } from "@shared/datetime";
import { centsToYuan } from "@shared/money";
import { api, downloadFile } from "@/lib/request";
import { readPageTexts } from "../page-texts";
import { memberReady } from "../member/session";

interface View {
  id: number;
  contract_no: string;
  check_code: string;
  status: string;
  status_text: string;
  can_sign: boolean;
  /** The member's own e-mail, masked ("" when none): the signing code may go there instead. */
  account_email: string;
  sign_due_time: number | null;
  template: { name: string; kind: string; edition: string; terms: string; version: number };
  agency: string;
  agency_license_no: string;
  tour_no: string;
  route_name: string;
  depart_place: string;
  return_place: string;
  depart_at: number;
  return_at: number;
  days: number;
  nights: number;
  min_group_size: number;
  adult_count: number;
  child_count: number;
  adult_price: number;
  child_price: number;
  total_amount: number;
  paid_amount: number;
  shopping_stops: number;
  shopping_list: string;
  paid_extras: string;
  insurance_policy_no: string;
  guide: string;
  signer_name: string;
  signer_id_no: string;
  signer_mobile: string;
  signed_time: number | null;
  deduction_amount: number;
  penalty_amount: number;
  refund_amount: number;
  tourists: { name: string; gender: string; age: number; id_no: string; mobile: string; health_note: string }[];
  schedule: { party: string; days_from: number; days_to: number; rate: number }[];
}

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className = "", text?: string): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

export function bindContractDetail(): void {
  const root = document.querySelector<HTMLElement>("[data-contract]");
  if (!root) return;
  const host: HTMLElement = root;
  const texts = readPageTexts<Record<string, string>>("contract-texts");
  const t = (key: string, params: Record<string, string | number> = {}) => (texts[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ""));
  const yuan = (cents: number) => t("yuan", { amount: centsToYuan(cents) });
  const when = (seconds: number | null) => (seconds ? formatDateTime(seconds).slice(0, 16) : "—");
  const id = Number(new URLSearchParams(location.search).get("id"));

  const card = (title: string) => {
    const section = el("section", "rounded-xl border bg-card p-5 text-card-foreground shadow-sm");
    section.append(el("h2", "mb-3 text-base font-semibold", title));
    host.append(section);
    return section;
  };
  const pairs = (section: HTMLElement, rows: [string, string][]) => {
    const list = el("dl", "grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]");
    for (const [term, value] of rows) list.append(el("dt", "text-muted-foreground", term), el("dd", "font-medium", value || "—"));
    section.append(list);
  };
  const table = (section: HTMLElement, head: string[], rows: string[][]) => {
    const wrap = el("div", "overflow-x-auto");
    const grid = el("table", "w-full min-w-[560px] text-sm");
    const thead = el("thead", "bg-muted/60 text-left text-xs text-muted-foreground");
    const tr = el("tr");
    for (const h of head) tr.append(Object.assign(el("th", "px-3 py-2 font-medium", h), { scope: "col" }));
    thead.append(tr);
    const tbody = el("tbody", "divide-y");
    for (const row of rows) {
      const line = el("tr");
      for (const value of row) line.append(el("td", "px-3 py-2", value));
      tbody.append(line);
    }
    grid.append(thead, tbody);
    wrap.append(grid);
    section.append(wrap);
  };

  function signPanel(view: View) {
    const section = card(t("signTitle"));
    section.dataset.signPanel = "";
    section.append(el("p", "mb-3 text-sm text-muted-foreground", view.account_email ? t("signTextChoice") : t("signText", { mobile: view.signer_mobile })));
    // Where the code goes: the signer's mobile, or the e-mail of the member's account.
    let via: "mobile" | "email" = "mobile";
    if (view.account_email) {
      const choice = el("fieldset", "mb-3 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm");
      choice.append(el("legend", "mb-1 font-medium", t("sendTo")));
      for (const [value, text] of [
        ["mobile", t("viaMobile", { mobile: view.signer_mobile })],
        ["email", t("viaEmail", { email: view.account_email })],
      ] as const) {
        const option = el("label", "flex items-center gap-2");
        const radio = el("input", "accent-[var(--primary)]");
        Object.assign(radio, { type: "radio", name: "sign-via", value, checked: value === "mobile" });
        radio.addEventListener("change", () => {
          if (radio.checked) via = value;
        });
        option.append(radio, text);
        choice.append(option);
      }
      section.append(choice);
    }
    if (view.sign_due_time) section.append(el("p", "mb-3 text-sm font-medium text-primary", t("signBy", { time: when(view.sign_due_time) })));
    const form = el("form", "flex flex-wrap items-end gap-3");
    form.noValidate = true;
    const send = el("button", "inline-flex h-10 items-center rounded-md border px-4 text-sm font-medium hover:bg-muted disabled:opacity-50", t("sendCode"));
    send.type = "button";
    const field = el("div", "grid gap-1.5");
    const label = el("label", "text-sm font-medium", t("code"));
    label.htmlFor = "sign-code";
    const input = el("input", "h-10 w-36 rounded-md border border-input bg-background px-3 font-mono text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50");
    Object.assign(input, { id: "sign-code", name: "code", inputMode: "numeric", autocomplete: "one-time-code", maxLength: 6 });
    field.append(label, input);
    const submit = el("button", "inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90 disabled:opacity-50", t("sign"));
    submit.type = "submit";
    form.append(send, field, submit);
    section.append(form);
    send.addEventListener("click", () => {
      send.disabled = true;
      api({ url: "/api/contract/sendCode", method: "POST", data: { id: view.id, via }, showSuccessMessage: true })
        .then(() => {
          let left = 60;
          const timer = setInterval(() => {
            left -= 1;
            send.textContent = left > 0 ? t("codeSentAgain", { seconds: left }) : t("sendCode");
            if (left <= 0) {
              clearInterval(timer);
              send.disabled = false;
            }
          }, 1000);
          input.focus();
        })
        .catch(() => {
          send.disabled = false;
        });
    });
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      submit.disabled = true;
      submit.textContent = t("signing");
      api({ url: "/api/contract/sign", method: "POST", data: { id: view.id, code: input.value.trim(), via }, showSuccessMessage: true })
        .then(() => load())
        .catch(() => {
          submit.disabled = false;
          submit.textContent = t("sign");
        });
    });
  }

  function render(view: View) {
    host.replaceChildren();
    const head = el("section", "rounded-xl border bg-card p-5 text-card-foreground shadow-sm");
    head.append(el("p", "text-xs text-muted-foreground", `${view.template.kind} · ${view.template.edition} · v${view.template.version}`), el("h2", "mt-1 text-lg font-semibold", view.template.name));
    const meta = el("p", "mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm");
    meta.append(el("span", "font-mono", view.contract_no), el("span", "font-medium", view.status_text));
    if (view.signed_time) meta.append(el("span", "text-muted-foreground", t("signedAt", { time: when(view.signed_time) })));
    if (view.check_code) meta.append(el("span", "", `${t("checkCode")}：${view.check_code}`));
    head.append(meta);
    if (view.check_code) {
      const download = el("button", "mt-4 inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90", t("downloadPdf"));
      download.type = "button";
      download.addEventListener("click", () => void downloadFile("/api/contract/pdf", { id: view.id }));
      head.append(download);
    }
    if (view.refund_amount || view.deduction_amount || view.penalty_amount) head.append(el("p", "mt-3 text-sm", t("settlement", { deduction: yuan(view.deduction_amount), penalty: yuan(view.penalty_amount), refund: yuan(view.refund_amount) })));
    host.append(head);
    if (view.can_sign) signPanel(view);
    pairs(card(t("parties")), [
      [t("signer"), `${view.signer_name} · ${view.signer_id_no} · ${view.signer_mobile}`],
      [t("agency"), view.agency],
      [t("licence"), view.agency_license_no],
    ]);
    pairs(card(t("trip")), [
      [t("route"), `${view.route_name}（${t("daysNights", { days: view.days, nights: view.nights })}）`],
      [t("departure"), `${when(view.depart_at)} · ${view.depart_place}`],
      [t("returns"), `${when(view.return_at)} · ${view.return_place}`],
      [t("minGroup"), String(view.min_group_size)],
      [t("guide"), view.guide],
    ]);
    pairs(card(t("price")), [
      [t("adult"), `${yuan(view.adult_price)} × ${view.adult_count}`],
      [t("child"), `${yuan(view.child_price)} × ${view.child_count}`],
      [t("total"), yuan(view.total_amount)],
      [t("paid"), yuan(view.paid_amount)],
      [t("shopping"), `${view.shopping_stops}${view.shopping_list ? ` · ${view.shopping_list}` : ""}`],
      [t("extras"), view.paid_extras],
      [t("insurance"), view.insurance_policy_no],
    ]);
    table(
      card(t("travellers")),
      [t("name"), t("gender"), t("age"), t("idNo"), t("mobile"), t("health")],
      view.tourists.map((p) => [p.name, p.gender === "2" ? t("female") : t("male"), String(p.age), p.id_no, p.mobile, p.health_note || "—"]),
    );
    if (view.schedule.length) {
      const span = (s: View["schedule"][number]) => (s.days_to === 0 ? t("dayOf") : s.days_from === s.days_to ? t("dayBefore", { days: s.days_from }) : t("daysBefore", { from: s.days_from, to: s.days_to }));
      table(
        card(t("schedule")),
        [t("party"), t("when"), t("rate")],
        view.schedule.map((s) => [s.party === "TOURIST" ? t("tourist") : t("agencyParty"), span(s), `${s.rate}%`]),
      );
    }
    const terms = card(t("terms"));
    for (const line of view.template.terms.split("\n")) terms.append(el("p", "mb-2 text-sm leading-relaxed", line));
  }

  async function load() {
    const { data } = await api<View>({ url: "/api/contract/detail", params: { id } });
    render(data);
  }

  void memberReady().then(() => load().catch(() => host.replaceChildren(el("p", "text-sm text-destructive", t("loadFailed")))));
}
