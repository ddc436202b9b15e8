// Icon picker over the console's icon set.
import { useState } from "react";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { Icon, ICON_NAMES } from "../../components/icons";
import { t } from "@/i18n/console";
import type { InputProps } from "./basic";

export function IconInput(props: InputProps) {
  const [filter, setFilter] = useState("");
  const value = (props.value as string) ?? "";
  return (
    <Popover>
      <PopoverTrigger
        id={props.id}
        aria-describedby={props.describedBy}
        className="flex h-9 w-full items-center gap-2 rounded-md border border-input px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30"
      >
        {value ? <Icon name={value} className="size-4" /> : null}
        <span className={cn(!value && "text-muted-foreground")}>{value || t("iconNone")}</span>
      </PopoverTrigger>
      <PopoverContent className="w-80">
        <Input value={filter} placeholder={t("searchOptions")} onChange={(e) => setFilter(e.target.value)} className="mb-2 h-8" />
        <div className="grid max-h-56 grid-cols-8 gap-1 overflow-y-auto">
          {ICON_NAMES.filter((name) => name.includes(filter.toLowerCase())).map((name) => (
            <button
              key={name}
              type="button"
              title={name}
              aria-label={name}
              aria-pressed={name === value}
              onClick={() => props.onChange(name)}
              className={cn("flex size-8 items-center justify-center rounded hover:bg-accent", name === value && "bg-primary/15 text-primary")}
            >
              <Icon name={name} className="size-4" />
            </button>
          ))}
        </div>
      </PopoverContent>
    </Popover>
  );
}
