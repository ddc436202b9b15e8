// The guide card as it is printed (card-style, in the level's colours): photo, name, number,
// level, languages, affiliation, term and whether it is valid today.
import { pick } from "@shared/i18n";
import { LANGUAGE_OPTIONS, LEVEL_CARD_COLOURS, LEVEL_OPTIONS } from "@modules/guide/options";
import { consoleLang } from "@/i18n/console";

export interface GuideCardProps {
  cardNo: string;
  name: string;
  photo: string;
  level: string;
  languages: string[];
  affiliation: string;
  expires: string;
  validNow: boolean;
  text: (key: string) => string;
}

const label = (options: readonly { value: string; label: { "zh-cn": string; en: string } }[], value: string) => {
  const option = options.find((o) => o.value === value);
  return option ? pick(option.label, consoleLang()) : value;
};

export function GuideCard({ cardNo, name, photo, level, languages, affiliation, expires, validNow, text }: GuideCardProps) {
  const colours = LEVEL_CARD_COLOURS[level] ?? { background: "#e7e9ec", ink: "#1f2630", band: "#4b5563" };
  return (
    <figure aria-label={`${text("electronicCard")} ${cardNo}`} className="w-full max-w-sm overflow-hidden rounded-2xl border shadow-md" style={{ background: colours.background, color: colours.ink }}>
      <div className="flex items-center justify-between px-4 py-2 text-xs font-semibold tracking-wide text-white" style={{ background: colours.band }}>
        <span>{text("electronicCard")}</span>
        <span>{label(LEVEL_OPTIONS, level)}</span>
      </div>
      <div className="flex gap-4 p-4">
        <img src={photo || "/static/demo/guide-f.svg"} alt={name} width={84} height={112} className="h-28 w-21 shrink-0 rounded-md border border-black/10 bg-white/60 object-cover" />
        <div className="grid min-w-0 flex-1 content-start gap-1.5 text-sm">
          <p className="text-lg leading-tight font-bold">{name}</p>
          <dl className="grid gap-1.5">
          <div className="min-w-0">
            <dt className="text-[11px]">{text("cardNumber")}</dt>
            <dd className="truncate font-mono font-medium tracking-tight">{cardNo}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-[11px]">{text("languages")}</dt>
            <dd className="truncate font-medium">{languages.map((l) => label(LANGUAGE_OPTIONS, l)).join(" · ")}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-[11px]">{text("affiliation")}</dt>
            <dd className="font-medium break-words">{affiliation}</dd>
          </div>
          </dl>
        </div>
      </div>
      <figcaption className="flex items-center justify-between gap-2 border-t border-black/10 px-4 py-2 text-xs">
        <span>
          {text("validUntil")} {expires}
        </span>
        <span className={`shrink-0 whitespace-nowrap rounded-full px-2 py-0.5 font-semibold text-white ${validNow ? "bg-emerald-700" : "bg-red-700"}`}>{validNow ? text("validNow") : text("notValidNow")}</span>
      </figcaption>
    </figure>
  );
}
