// Pick rows of another module (spec §7 select mode): a searchable list with paging for one
// or several values; chosen values show their labels. A keyboard combobox: Enter, Space or
// ArrowDown on the button opens it with focus in the search box, ArrowUp/ArrowDown (Home/End)
// move through the options, Enter picks, Escape closes; focus goes back to the button.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Check, ChevronDown, X } from "lucide-react";
import { Popover, PopoverAnchor, PopoverContent } from "@/components/ui/popover";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import type { RemoteSource } from "@shared/module/types";
import { t } from "@/i18n/console";
import { remoteLabels, searchRemote, type RemoteOption } from "../remote";
import type { InputProps } from "./basic";

export function RemoteSelectInput(props: InputProps & { source: RemoteSource; multiple?: boolean }) {
  const { source, multiple } = props;
  const selected = useMemo(
    () => (multiple ? (Array.isArray(props.value) ? props.value : []) : props.value === null || props.value === undefined || props.value === "" || props.value === 0 ? [] : [props.value]).map(String),
    [props.value, multiple],
  );
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [options, setOptions] = useState<RemoteOption[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [labels, setLabels] = useState<Map<string, string>>(new Map());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [active, setActive] = useState(-1);
  const button = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (selected.length) void remoteLabels(source, selected).then((map) => setLabels(new Map(map)));
  }, [selected.join(","), source.module]);

  const load = (text: string, nextPage: number) => {
    setLoading(true);
    void searchRemote(source, text, nextPage)
      .then((res) => {
        setOptions((current) => (nextPage === 1 ? res.options : [...current, ...res.options]));
        // A fresh first page keeps the option the keyboard already moved to (reopening shows the
        // last options at once while they reload); a new search starts again at the first.
        if (nextPage === 1) setActive((current) => (current >= 0 && current < res.options.length ? current : res.options.length ? 0 : -1));
        setTotal(res.total);
        setPage(nextPage);
      })
      .catch(() => undefined)
      .finally(() => setLoading(false));
  };

  useEffect(() => {
    if (!open) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => load(query, 1), 250);
    return () => clearTimeout(timer.current);
  }, [open, query]);

  const choose = (option: RemoteOption) => {
    const key = String(option.value);
    setLabels(new Map(labels).set(key, option.label));
    if (!multiple) {
      props.onChange(option.value);
      setOpen(false);
      return;
    }
    const next = selected.includes(key) ? selected.filter((v) => v !== key) : [...selected, key];
    props.onChange(next.map((v) => (/^\d+$/.test(v) ? Number(v) : v)));
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
    };
    if (event.key in moves && options.length) {
      event.preventDefault();
      const next = moves[event.key] as number;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: "nearest" });
    } else if (event.key === "Enter") {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option);
    }
  };

  return (
    <div className="relative">
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverAnchor asChild>
          <button
            ref={button}
            type="button"
            id={props.id}
            onKeyDown={(event) => {
              if (event.key === "ArrowDown" && !open) {
                event.preventDefault();
                setOpen(true);
              }
            }}
            aria-haspopup="listbox"
            aria-expanded={open}
            aria-invalid={props.invalid || undefined}
            aria-describedby={props.describedBy}
            disabled={props.disabled}
            onClick={() => setOpen(!open)}
            className="flex min-h-9 w-full items-center gap-1 rounded-md border border-input bg-transparent py-1 pr-3 pl-3 text-left text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive dark:bg-input/30"
          >
            <span className="flex min-w-0 flex-1 flex-wrap gap-1">
              {selected.length === 0 && <span className="text-muted-foreground">{multiple ? t("chooseMany") : t("choose")}</span>}
              {selected.map((value) =>
                multiple ? (
                  <span key={value} className="inline-flex items-center gap-1 rounded bg-secondary px-1.5 py-0.5 text-xs">
                    {labels.get(value) ?? value}
                  </span>
                ) : (
                  <span key={value} className="truncate">
                    {labels.get(value) ?? value}
                  </span>
                ),
              )}
            </span>
            {selected.length > 0 && !props.disabled && <span className="w-5 shrink-0" aria-hidden="true" />}
            <ChevronDown className="size-4 shrink-0 opacity-60" aria-hidden="true" />
          </button>
        </PopoverAnchor>
        {selected.length > 0 && !props.disabled && (
          // Beside the picker's button, not inside it: a button within a button reaches no one.
          <button
            type="button"
            aria-label={t("clear")}
            onClick={() => {
              props.onChange(multiple ? [] : null);
              button.current?.focus();
            }}
            className="absolute top-1/2 right-8 -translate-y-1/2 rounded p-0.5 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-3.5" aria-hidden="true" />
          </button>
        )}
        <PopoverContent
          className="w-(--radix-popover-trigger-width) min-w-64 p-2"
          onOpenAutoFocus={(e) => {
            // Focus into the search box once the popover's focus scope is active (a React
            // autoFocus came before it, and a dialog around the picker took focus back).
            e.preventDefault();
            search.current?.focus();
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            button.current?.focus();
          }}
        >
          <Input
            ref={search}
            role="combobox"
            aria-label={t("searchOptions")}
            aria-expanded={true}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 && options[active] ? optionId(active) : undefined}
            value={query}
            placeholder={t("searchOptions")}
            onChange={(e) => {
              setActive(-1);
              setQuery(e.target.value);
            }}
            onKeyDown={onSearchKey}
            className="mb-2 h-8"
          />
          <ul id={listId} role="listbox" aria-label={t("searchOptions")} aria-multiselectable={multiple || undefined} className="max-h-64 overflow-y-auto">
            {options.map((option, index) => {
              const isSelected = selected.includes(String(option.value));
              return (
                <li
                  key={String(option.value)}
                  id={optionId(index)}
                  role="option"
                  aria-selected={isSelected}
                  onClick={() => choose(option)}
                  onMouseMove={() => setActive(index)}
                  className={cn("flex w-full cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-left text-sm", index === active && "bg-accent ring-1 ring-ring", isSelected && "font-medium")}
                >
                  <Check className={cn("size-4 shrink-0", isSelected ? "opacity-100" : "opacity-0")} aria-hidden="true" />
                  <span className="truncate">{option.label}</span>
                </li>
              );
            })}
            {!loading && options.length === 0 && (
              <li role="presentation" className="px-2 py-4 text-center text-sm text-muted-foreground">
                {t("noOptions")}
              </li>
            )}
          </ul>
          {options.length < total && (
            <button type="button" disabled={loading} onClick={() => load(query, page + 1)} className="mt-1 w-full rounded py-1 text-center text-sm text-primary hover:bg-accent">
              {loading ? t("loading") : t("loadMore")}
            </button>
          )}
        </PopoverContent>
      </Popover>
    </div>
  );
}
