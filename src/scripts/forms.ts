// Plain-DOM form helpers for the static pages: read values, run the shared validation rules,
// and show each message under its field (aria-invalid + aria-describedby).
import { format } from "@shared/i18n";
import { validate, type Rules } from "@shared/validate";

export function formValues(form: HTMLFormElement): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    if (!element.name || element.disabled) continue;
    if (element instanceof HTMLInputElement && element.type === "checkbox") values[element.name] = element.checked;
    else if (element instanceof HTMLInputElement && element.type === "radio") {
      if (element.checked) values[element.name] = element.value;
    } else values[element.name] = element.value;
  }
  return values;
}

export function showFieldErrors(form: HTMLFormElement, errors: Record<string, string>): void {
  clearFieldErrors(form);
  let first: HTMLElement | undefined;
  for (const [name, message] of Object.entries(errors)) {
    const input = form.querySelector<HTMLInputElement>(`[name="${name}"]`);
    const slot = form.querySelector<HTMLElement>(`[data-error-for="${name}"]`);
    if (slot) {
      slot.textContent = message;
      slot.hidden = false;
    }
    if (input) {
      input.setAttribute("aria-invalid", "true");
      if (slot?.id) input.setAttribute("aria-describedby", slot.id);
      first ??= input;
    }
  }
  first?.focus();
}

export function clearFieldErrors(form: HTMLFormElement): void {
  form.querySelectorAll<HTMLElement>("[data-error-for]").forEach((slot) => {
    slot.textContent = "";
    slot.hidden = true;
  });
  form.querySelectorAll("[aria-invalid]").forEach((input) => input.removeAttribute("aria-invalid"));
}

/** Runs the rules; shows messages (from `messages`, the page language) and returns the values or undefined. */
export function checkForm<T extends Rules>(form: HTMLFormElement, rules: T, messages: Record<string, string>) {
  const result = validate(rules, formValues(form));
  if (result.ok) {
    clearFieldErrors(form);
    return result.value;
  }
  const shown: Record<string, string> = {};
  for (const [field, error] of Object.entries(result.errors)) shown[field] = format(messages[error.key] ?? error.key, error.params);
  showFieldErrors(form, shown);
  return undefined;
}

/**
 * Lets a form be sent now that its script has bound it. Forms that carry a password render
 * their submit button disabled (`data-until-bound`): a click before the page's script has run
 * would otherwise send the form the browser's own way, a GET with every field, the password
 * too, in the address (and so in the history and the server's logs). A disabled default button
 * also stops Enter from sending it.
 */
export function formBound(form: HTMLFormElement): void {
  for (const button of Array.from(form.querySelectorAll<HTMLButtonElement>("button[data-until-bound]"))) {
    button.disabled = false;
    button.removeAttribute("data-until-bound");
  }
}

export function setBusy(button: HTMLButtonElement, busy: boolean, busyLabel?: string): void {
  button.disabled = busy;
  button.setAttribute("aria-busy", String(busy));
  const label = button.querySelector<HTMLElement>("[data-label]") ?? button;
  if (busy) {
    label.dataset.idle ??= label.textContent ?? "";
    if (busyLabel) label.textContent = busyLabel;
  } else if (label.dataset.idle !== undefined) {
    label.textContent = label.dataset.idle;
  }
}

/** Wires the show/hide toggles next to password inputs. */
export function bindPasswordToggles(root: ParentNode = document): void {
  root.querySelectorAll<HTMLButtonElement>("[data-toggle-password]").forEach((button) => {
    const input = document.getElementById(button.dataset.togglePassword ?? "") as HTMLInputElement | null;
    if (!input) return;
    button.addEventListener("click", () => {
      const show = input.type === "password";
      input.type = show ? "text" : "password";
      button.setAttribute("aria-pressed", String(show));
      button.setAttribute("aria-label", (show ? button.dataset.hideLabel : button.dataset.showLabel) ?? "");
    });
  });
}
