// Rich text: a small editor (bold, italic, lists, links). The server sanitises whatever
// arrives, so this only needs to produce ordinary HTML.
import { useEffect, useRef } from "react";
import { Bold, Italic, Link2, List, ListOrdered } from "lucide-react";
import type { InputProps } from "./basic";

const COMMANDS = [
  { command: "bold", icon: Bold, label: "B" },
  { command: "italic", icon: Italic, label: "I" },
  { command: "insertUnorderedList", icon: List, label: "•" },
  { command: "insertOrderedList", icon: ListOrdered, label: "1." },
] as const;

export function RichTextInput(props: InputProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.innerHTML !== (props.value ?? "")) ref.current.innerHTML = String(props.value ?? "");
  }, [props.value]);
  const run = (command: string, arg?: string) => {
    ref.current?.focus();
    document.execCommand(command, false, arg);
    props.onChange(ref.current?.innerHTML ?? "");
  };
  return (
    <div className="rounded-md border border-input focus-within:ring-[3px] focus-within:ring-ring/50" aria-invalid={props.invalid || undefined}>
      <div className="flex gap-1 border-b p-1">
        {COMMANDS.map(({ command, icon: Icon, label }) => (
          <button key={command} type="button" aria-label={label} onClick={() => run(command)} className="rounded p-1.5 hover:bg-accent">
            <Icon className="size-4" aria-hidden="true" />
          </button>
        ))}
        <button
          type="button"
          aria-label="link"
          className="rounded p-1.5 hover:bg-accent"
          onClick={() => {
            const url = prompt("URL", "https://");
            if (url && /^https?:\/\//i.test(url)) run("createLink", url);
          }}
        >
          <Link2 className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div
        ref={ref}
        id={props.id}
        role="textbox"
        aria-multiline="true"
        aria-describedby={props.describedBy}
        contentEditable={!props.disabled}
        suppressContentEditableWarning
        className="prose prose-sm min-h-32 max-w-none px-3 py-2 text-sm outline-none dark:prose-invert"
        onInput={() => props.onChange(ref.current?.innerHTML ?? "")}
      />
    </div>
  );
}
