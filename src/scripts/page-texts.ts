// Texts a page's scripts need, written into the page at build time in the page's language,
// so scripts ship no dictionaries.

export function readPageTexts<T extends Record<string, string>>(id = "page-texts"): T {
  try {
    return JSON.parse(document.getElementById(id)?.textContent ?? "{}") as T;
  } catch {
    return {} as T;
  }
}
