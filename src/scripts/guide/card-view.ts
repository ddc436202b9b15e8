// The guide card drawn in plain DOM (member centre and public check): the level's colours, the
// photo, name, number, level, languages, affiliation and whether it is valid today.

export interface CardData {
  card_no: string;
  name: string;
  photo: string;
  level: string;
  languages: string[];
  affiliation: string;
  valid: boolean;
  card_expire_date?: string;
}

export interface CardLabels {
  texts: Record<string, string>;
  levels: Record<string, string>;
  languages: Record<string, string>;
  colours: Record<string, { background: string; ink: string; band: string }>;
}

/** An element with text and classes (no HTML from data ever reaches innerHTML). */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = "", text?: string, attrs: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  return node;
}

export function renderCard(card: CardData, labels: CardLabels): HTMLElement {
  const colours = labels.colours[card.level] ?? { background: "#e7e9ec", ink: "#1f2630", band: "#4b5563" };
  const root = el("figure", "relative w-full max-w-sm overflow-hidden rounded-2xl border shadow-md", undefined, { "data-guide-card": card.card_no, "aria-label": `${labels.texts.electronicCard} ${card.card_no}` });
  root.style.background = colours.background;
  root.style.color = colours.ink;
  const band = el("div", "flex items-center justify-between px-4 py-2 text-xs font-semibold tracking-wide text-white");
  band.style.background = colours.band;
  band.append(el("span", "", labels.texts.electronicCard), el("span", "", labels.levels[card.level] ?? card.level));
  const body = el("div", "flex gap-4 p-4");
  const photo = el("img", "h-28 w-21 shrink-0 rounded-md border border-black/10 bg-white/60 object-cover", undefined, { src: card.photo || "/static/demo/guide-f.svg", alt: card.name, width: "84", height: "112" });
  const column = el("div", "grid min-w-0 flex-1 content-start gap-1.5 text-sm");
  const facts = el("dl", "grid gap-1.5");
  const fact = (term: string, value: string, mono = false) => {
    const row = el("div", "min-w-0");
    row.append(el("dt", "text-[11px]", term), el("dd", `font-medium break-words ${mono ? "font-mono tracking-tight" : ""}`, value));
    facts.append(row);
  };
  column.append(el("p", "text-lg font-bold leading-tight", card.name), facts);
  fact(labels.texts.cardNumber ?? "", card.card_no, true);
  fact(labels.texts.languages ?? "", card.languages.map((l) => labels.languages[l] ?? l).join(" · "));
  fact(labels.texts.affiliation ?? "", card.affiliation);
  body.append(photo, column);
  const foot = el("figcaption", "flex items-center justify-between gap-2 border-t border-black/10 px-4 py-2 text-xs");
  foot.append(el("span", "", card.card_expire_date ? `${labels.texts.validUntil} ${card.card_expire_date}` : labels.texts.issuer));
  const badge = el("span", `shrink-0 whitespace-nowrap rounded-full px-2 py-0.5 font-semibold ${card.valid ? "bg-emerald-700 text-white" : "bg-red-700 text-white"}`, card.valid ? labels.texts.validNow : labels.texts.notValidNow);
  foot.append(badge);
  root.append(band, body, foot);
  return root;
}
