// The profile page: loads the member's profile, uploads a new avatar, saves the form and keeps
// the stored member info (header greeting and avatar) in step.
import { format } from "@shared/i18n";
import { api, RequestError } from "@/lib/request";
import type { UploadProblem } from "@shared/upload-rules";
import { toast } from "@/lib/toast";
import { profileRules } from "@shared/contracts/member";
import { $memberInfo, type MemberInfo } from "@/stores/member-info";
import { checkForm, setBusy, showFieldErrors } from "../forms";
import { readPageTexts } from "../page-texts";
import { avatarLimits, sizeLabel, uploadAvatar } from "./avatar-upload";
import { memberReady } from "./session";

type Info = Omit<MemberInfo, "token" | "refresh_token">;

const rules = profileRules;

function fill(form: HTMLFormElement, info: Info, texts: Record<string, string>) {
  const set = (name: string, value: string) => {
    const input = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
    if (input) input.value = value;
  };
  set("nickname", info.nickname);
  set("birthday", info.birthday ?? "");
  set("motto", info.motto);
  set("avatar", info.avatar);
  form.querySelectorAll<HTMLInputElement>('[name="gender"]').forEach((radio) => (radio.checked = radio.value === String(info.gender)));
  const username = form.querySelector<HTMLElement>('[data-value="username"]');
  if (username) username.textContent = info.username;
  for (const type of ["email", "mobile"] as const) {
    const value = document.querySelector<HTMLElement>(`[data-contact-value="${type}"]`);
    const action = document.querySelector<HTMLElement>(`[data-contact-action="${type}"]`);
    if (value) {
      value.textContent = info[type] || texts.notBound || "";
      value.classList.toggle("text-muted-foreground", !info[type]);
    }
    if (action) action.textContent = info[type] ? (texts.change ?? "") : (texts.bind ?? "");
  }
}

function preview(form: HTMLFormElement, url: string) {
  const img = form.querySelector<HTMLImageElement>("[data-avatar-preview] img");
  const letter = form.querySelector<HTMLElement>("[data-avatar-preview] [data-avatar-letter]");
  if (img) {
    img.src = url;
    img.hidden = false;
  }
  if (letter) letter.hidden = true;
}

export function bindProfile(): void {
  const form = document.querySelector<HTMLFormElement>("form[data-profile]");
  if (!form) return;
  const texts = readPageTexts<Record<string, string>>();
  const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const file = form.querySelector<HTMLInputElement>("[data-avatar-file]");
  const uploadLabel = form.querySelector<HTMLElement>("[data-upload-label]");

  void memberReady().then(async (init) => {
    const limits = avatarLimits(init.site.upload);
    const hint = form.querySelector<HTMLElement>("[data-avatar-hint]");
    if (hint) hint.textContent = format(texts.avatarHint ?? "", { size: sizeLabel(limits.maxSize) });
    const { data } = await api<{ userInfo: Info }>({ url: "/api/account/profile" });
    fill(form, data.userInfo, texts);

    file?.addEventListener("change", async () => {
      const chosen = file.files?.[0];
      file.value = "";
      if (!chosen || !uploadLabel) return;
      const idle = uploadLabel.textContent;
      uploadLabel.textContent = texts.uploading ?? "";
      try {
        const uploaded = await uploadAvatar(chosen, limits, texts as Record<UploadProblem, string>);
        if (!uploaded) return;
        const avatar = form.querySelector<HTMLInputElement>('[name="avatar"]');
        if (avatar) avatar.value = uploaded.url;
        preview(form, uploaded.url);
        toast("success", texts.avatarUploaded ?? "");
      } catch {
        // The request module has shown the server's message.
      } finally {
        uploadLabel.textContent = idle;
      }
    });
  });

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (!submit || submit.disabled) return;
    const values = checkForm(form, rules, texts);
    if (!values) return;
    setBusy(submit, true, texts.saving);
    try {
      const res = await api<{ userInfo: Info }>({ url: "/api/account/profile", method: "POST", data: { ...values, birthday: values.birthday ?? "" }, showSuccessMessage: true });
      $memberInfo.set({ ...$memberInfo.get(), ...res.data.userInfo });
      fill(form, res.data.userInfo, texts);
    } catch (error) {
      const fields = error instanceof RequestError ? (error.data as { fields?: Record<string, string> } | null)?.fields : undefined;
      if (fields) showFieldErrors(form, fields);
    } finally {
      setBusy(submit, false);
    }
  });
}
