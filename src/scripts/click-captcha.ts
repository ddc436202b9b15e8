// The click captcha dialog (spec §5): shows the picture and the names to click in order,
// marks each click, checks with `unset=false` so the following form can use the same answer,
// and reports the id and click info. Works on any page; no framework.
import { api } from "@/lib/request";

export interface CaptchaTexts {
  captchaTitle: string;
  captchaInstruction: string;
  captchaRefresh: string;
  captchaClose: string;
  captchaLoading: string;
  captchaLoadFailed: string;
  captchaSuccess: string;
  captchaWrongArea: string;
  captchaImageAlt: string;
}

export interface CaptchaResult {
  captchaId: string;
  captchaInfo: string;
}

interface Issued {
  id: string;
  text: string[];
  base64: string;
  width: number;
  height: number;
}

const newId = () => `${Date.now().toString(36)}${crypto.getRandomValues(new Uint32Array(2)).join("")}`.slice(0, 40);

/** Opens the dialog; resolves with the verified answer, or undefined if the user closes it. */
export function openClickCaptcha(texts: CaptchaTexts): Promise<CaptchaResult | undefined> {
  return new Promise((resolve) => {
    const previousFocus = document.activeElement as HTMLElement | null;
    const backdrop = document.createElement("div");
    backdrop.className = "fixed inset-0 z-[900] flex items-center justify-center bg-black/50 p-4 animate-in fade-in";
    backdrop.innerHTML = `
      <div role="dialog" aria-modal="true" aria-labelledby="captcha-title" data-captcha-dialog
           class="w-full max-w-[380px] rounded-xl border bg-popover p-4 text-popover-foreground shadow-xl">
        <div class="mb-3 flex items-center justify-between gap-2">
          <h2 id="captcha-title" class="text-base font-semibold"></h2>
          <button type="button" data-close class="rounded-md px-2 py-1 text-sm text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 outline-none"></button>
        </div>
        <p class="mb-2 text-sm"><span data-instruction></span> <strong data-targets class="text-primary"></strong></p>
        <div class="relative aspect-[7/4] w-full overflow-hidden rounded-lg border bg-muted" data-stage>
          <img data-image alt="" class="absolute inset-0 size-full cursor-pointer select-none" draggable="false" hidden />
          <div data-status class="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-muted-foreground"></div>
        </div>
        <div class="mt-3 flex items-center justify-between gap-2">
          <p data-result aria-live="assertive" class="min-h-5 text-sm"></p>
          <button type="button" data-refresh class="inline-flex h-8 items-center rounded-md border px-3 text-sm hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 outline-none"></button>
        </div>
      </div>`;
    const $ = <E extends HTMLElement>(selector: string) => backdrop.querySelector(selector) as E;
    const image = $<HTMLImageElement>("[data-image]");
    const stage = $<HTMLDivElement>("[data-stage]");
    const status = $<HTMLDivElement>("[data-status]");
    const result = $<HTMLParagraphElement>("[data-result]");
    $<HTMLHeadingElement>("#captcha-title").textContent = texts.captchaTitle;
    $<HTMLButtonElement>("[data-close]").textContent = texts.captchaClose;
    $<HTMLButtonElement>("[data-refresh]").textContent = texts.captchaRefresh;
    $<HTMLSpanElement>("[data-instruction]").textContent = texts.captchaInstruction;
    image.alt = texts.captchaImageAlt;

    let current: Issued | undefined;
    let clicks: { x: number; y: number }[] = [];
    let busy = false;

    const clearMarks = () => stage.querySelectorAll("[data-mark]").forEach((m) => m.remove());
    const finish = (value: CaptchaResult | undefined) => {
      document.removeEventListener("keydown", onKey);
      backdrop.remove();
      previousFocus?.focus();
      resolve(value);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") finish(undefined);
    };

    const load = async () => {
      busy = true;
      clicks = [];
      clearMarks();
      image.hidden = true;
      result.textContent = "";
      status.hidden = false;
      status.textContent = texts.captchaLoading;
      $<HTMLElement>("[data-targets]").textContent = "";
      try {
        const res = await api<Issued>({ url: "/api/common/clickCaptcha", params: { id: newId() }, showErrorMessage: false });
        current = res.data;
        image.src = current.base64;
        image.hidden = false;
        status.hidden = true;
        $<HTMLElement>("[data-targets]").textContent = current.text.map((t) => `<${t}>`).join(" ");
      } catch {
        status.textContent = texts.captchaLoadFailed;
      } finally {
        busy = false;
      }
    };

    image.addEventListener("click", async (event) => {
      if (!current || busy) return;
      const rect = image.getBoundingClientRect();
      const x = Math.round(event.clientX - rect.left);
      const y = Math.round(event.clientY - rect.top);
      clicks.push({ x, y });
      const mark = document.createElement("span");
      mark.dataset.mark = "";
      mark.className = "pointer-events-none absolute flex size-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground shadow";
      mark.style.left = `${x}px`;
      mark.style.top = `${y}px`;
      mark.textContent = String(clicks.length);
      stage.appendChild(mark);
      if (clicks.length < current.text.length) return;
      busy = true;
      const info = `${clicks.map((c) => `${c.x},${c.y}`).join("-")};${Math.round(rect.width)};${Math.round(rect.height)}`;
      const id = current.id;
      try {
        await api({ url: "/api/common/checkClickCaptcha", method: "POST", data: { id, info, unset: false }, showErrorMessage: false });
        result.className = "min-h-5 text-sm text-success";
        result.textContent = texts.captchaSuccess;
        setTimeout(() => finish({ captchaId: id, captchaInfo: info }), 500);
      } catch {
        result.className = "min-h-5 text-sm text-destructive";
        result.textContent = texts.captchaWrongArea;
        setTimeout(() => void load(), 900);
      }
    });
    $<HTMLButtonElement>("[data-refresh]").addEventListener("click", () => void load());
    $<HTMLButtonElement>("[data-close]").addEventListener("click", () => finish(undefined));
    backdrop.addEventListener("click", (event) => {
      if (event.target === backdrop) finish(undefined);
    });
    document.addEventListener("keydown", onKey);
    document.body.appendChild(backdrop);
    $<HTMLButtonElement>("[data-refresh]").focus();
    void load();
  });
}
