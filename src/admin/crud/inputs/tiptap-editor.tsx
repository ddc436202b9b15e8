// The rich-text editor (Tiptap 3): headings, lists, quotations, links, tables and images uploaded
// through the upload service (topic `editor`). Paste from Word arrives cleaned: Office markup
// (conditional comments, `o:p`, `mso-` styles, class names) is dropped before Tiptap reads it,
// and Tiptap's schema keeps only the nodes it knows. Whatever arrives is cleaned again on the
// server (sanitize-html) before it is stored. Loaded only when a form shows a rich-text field.
import { useEffect, useRef, useState } from "react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Image from "@tiptap/extension-image";
import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import {
  Bold,
  Columns3,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Loader2,
  Quote,
  Redo2,
  Rows3,
  Strikethrough,
  Table as TableIcon,
  Trash2,
  Undo2,
  type LucideIcon,
} from "lucide-react";
import { useStore } from "@nanostores/react";
import { toast } from "@/lib/toast";
import { sendFile } from "@/lib/upload-client";
import { checkUpload, UPLOAD_MESSAGES } from "@shared/upload-rules";
import { consoleLang, t } from "@/i18n/console";
import { $init } from "../../stores/init";
import type { InputProps } from "./basic";

/** Office markup Word puts on the clipboard. */
export function cleanPastedHtml(html: string): string {
  return html
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<\/?o:[^>]*>/gi, "")
    .replace(/<\/?(w|m|v):[^>]*>/gi, "")
    .replace(/<(style|meta|link|xml)[\s\S]*?(<\/\1>|\/?>)/gi, "")
    .replace(/\s(class|style|lang)=("[^"]*"|'[^']*'|[^\s>]+)/gi, "");
}

const safeUrl = (url: string) => /^(https?:\/\/|mailto:|tel:|\/)/i.test(url.trim());

function ToolButton({ icon: Icon, label, active, disabled, onClick }: { icon: LucideIcon; label: string; active?: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className="rounded p-1.5 hover:bg-accent disabled:opacity-40 aria-pressed:bg-accent aria-pressed:text-accent-foreground"
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}

function Toolbar({ editor, onImage, uploading }: { editor: Editor; onImage: () => void; uploading: boolean }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      strike: e.isActive("strike"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bullets: e.isActive("bulletList"),
      numbers: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      link: e.isActive("link"),
      table: e.isActive("table"),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const link = () => {
    if (state.link) {
      chain().unsetLink().run();
      return;
    }
    const url = window.prompt(t("editorLinkPrompt"), "https://");
    if (url && safeUrl(url)) chain().extendMarkRange("link").setLink({ href: url.trim() }).run();
  };
  return (
    <div role="toolbar" aria-label={t("editorToolbar")} className="flex flex-wrap items-center gap-0.5 border-b p-1">
      <ToolButton icon={Bold} label={t("editorBold")} active={state.bold} onClick={() => chain().toggleBold().run()} />
      <ToolButton icon={Italic} label={t("editorItalic")} active={state.italic} onClick={() => chain().toggleItalic().run()} />
      <ToolButton icon={Strikethrough} label={t("editorStrike")} active={state.strike} onClick={() => chain().toggleStrike().run()} />
      <span className="mx-1 h-5 w-px bg-border" aria-hidden="true" />
      <ToolButton icon={Heading2} label={t("editorHeading2")} active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()} />
      <ToolButton icon={Heading3} label={t("editorHeading3")} active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
      <ToolButton icon={List} label={t("editorBullets")} active={state.bullets} onClick={() => chain().toggleBulletList().run()} />
      <ToolButton icon={ListOrdered} label={t("editorNumbers")} active={state.numbers} onClick={() => chain().toggleOrderedList().run()} />
      <ToolButton icon={Quote} label={t("editorQuote")} active={state.quote} onClick={() => chain().toggleBlockquote().run()} />
      <span className="mx-1 h-5 w-px bg-border" aria-hidden="true" />
      <ToolButton icon={Link2} label={t("editorLink")} active={state.link} onClick={link} />
      <ToolButton icon={uploading ? Loader2 : ImagePlus} label={uploading ? t("editorUploading") : t("editorImage")} disabled={uploading} onClick={onImage} />
      <ToolButton icon={TableIcon} label={t("editorTable")} onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()} />
      {state.table && (
        <>
          <ToolButton icon={Rows3} label={t("editorRowAfter")} onClick={() => chain().addRowAfter().run()} />
          <ToolButton icon={Columns3} label={t("editorColumnAfter")} onClick={() => chain().addColumnAfter().run()} />
          <ToolButton icon={Trash2} label={t("editorDeleteRow")} onClick={() => chain().deleteRow().run()} />
          <ToolButton icon={Trash2} label={t("editorDeleteColumn")} onClick={() => chain().deleteColumn().run()} />
          <ToolButton icon={Trash2} label={t("editorDeleteTable")} onClick={() => chain().deleteTable().run()} />
        </>
      )}
      <span className="mx-1 h-5 w-px bg-border" aria-hidden="true" />
      <ToolButton icon={Undo2} label={t("editorUndo")} disabled={!state.undo} onClick={() => chain().undo().run()} />
      <ToolButton icon={Redo2} label={t("editorRedo")} disabled={!state.redo} onClick={() => chain().redo().run()} />
    </div>
  );
}

export default function TiptapEditor(props: InputProps) {
  const init = useStore($init);
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  const editor = useEditor({
    immediatelyRender: true,
    editable: !props.disabled,
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, autolink: true, protocols: ["mailto", "tel"], HTMLAttributes: { rel: "noopener noreferrer", target: null } } }),
      Image.configure({ inline: false, allowBase64: false }),
      Table.configure({ resizable: false }),
      TableRow,
      TableHeader,
      TableCell,
    ],
    content: String(props.value ?? ""),
    editorProps: {
      transformPastedHTML: cleanPastedHtml,
      attributes: {
        id: props.id,
        role: "textbox",
        // A label's `for` does not name a contenteditable; the form's label has this id.
        "aria-labelledby": `${props.id}-label`,
        "aria-multiline": "true",
        ...(props.describedBy ? { "aria-describedby": props.describedBy } : {}),
        ...(props.invalid ? { "aria-invalid": "true" } : {}),
        class: "richtext prose prose-sm min-h-48 max-w-none px-3 py-2 text-sm outline-none dark:prose-invert",
      },
    },
    onUpdate: ({ editor: e }) => onChange.current(e.isEmpty ? "" : e.getHTML()),
  });

  // A value set from outside (the form loaded a record) replaces the content.
  useEffect(() => {
    if (!editor) return;
    const given = String(props.value ?? "");
    const current = editor.isEmpty ? "" : editor.getHTML();
    if (given !== current) editor.commands.setContent(given, { emitUpdate: false });
  }, [editor, props.value]);

  const upload = async (files: FileList | null) => {
    const file = files?.[0];
    const limits = init.status === "ready" ? init.data.siteConfig.upload : undefined;
    if (!file || !limits || !editor) return;
    const problem = checkUpload({ name: file.name, size: file.size, type: file.type }, limits);
    if (problem) {
      toast("error", UPLOAD_MESSAGES[consoleLang()][problem]);
      return;
    }
    if (!file.type.startsWith("image/")) return;
    setUploading(true);
    try {
      const sent = await sendFile(file, { area: "admin", mode: limits.mode, topic: "editor" }).catch(() => undefined);
      // The image, then a paragraph for the cursor: typing on does not replace the selected image.
      if (sent) editor.chain().focus().insertContent([{ type: "image", attrs: { src: sent.url, alt: file.name.replace(/\.[^.]+$/, "") } }, { type: "paragraph" }]).run();
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = "";
    }
  };

  if (!editor) return null;
  return (
    <div className="rounded-md border border-input focus-within:ring-[3px] focus-within:ring-ring/50" data-invalid={props.invalid || undefined}>
      <Toolbar editor={editor} uploading={uploading} onImage={() => fileRef.current?.click()} />
      <input ref={fileRef} type="file" accept="image/*" className="hidden" tabIndex={-1} aria-hidden="true" data-testid="editor-image-input" onChange={(e) => void upload(e.target.files)} />
      <EditorContent editor={editor} />
    </div>
  );
}
