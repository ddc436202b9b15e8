// Wires the language switch and dark-mode toggle of the static pages (no framework needed).
import { isLang } from "@shared/i18n";
import { changeLanguage, pageLang } from "@/stores/lang";
import { $isDark, toggleDark } from "@/stores/theme";

export function bindSiteControls(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>("[data-lang-option]")) {
    button.addEventListener("click", () => {
      const lang = button.dataset.langOption;
      if (isLang(lang) && lang !== pageLang()) changeLanguage(lang);
    });
  }
  for (const button of root.querySelectorAll<HTMLButtonElement>("[data-dark-toggle]")) {
    button.addEventListener("click", toggleDark);
    $isDark.subscribe((dark) => button.setAttribute("aria-pressed", String(dark)));
  }
}
