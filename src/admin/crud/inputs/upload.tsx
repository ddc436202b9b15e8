// Image and file fields: checked before sending by the spec §5 rules (limits from the site
// configuration), uploaded as the upload mode says — to this server, or straight to external
// storage with a signed policy (src/lib/upload-client.ts) — and shown as previews.
import { useRef, useState } from "react";
import { FileText, ImagePlus, Upload, X } from "lucide-react";
import { useStore } from "@nanostores/react";
import { atom } from "nanostores";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { sendFile } from "@/lib/upload-client";
import type { UploadRules } from "@shared/contracts/upload";
import { checkUpload, UPLOAD_MESSAGES } from "@shared/upload-rules";
import { consoleLang, t } from "@/i18n/console";
import { $init } from "../../stores/init";
import type { InputProps } from "./basic";

/** Upload limits for pages outside the console (which has them from its init payload). */
export const $uploadLimits = atom<UploadRules | undefined>(undefined);

interface Uploaded {
  url: string;
  name: string;
}

export function UploadInput(props: InputProps & { kind: "image" | "images" | "file" | "files" }) {
  const init = useStore($init);
  const outside = useStore($uploadLimits);
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const multiple = props.kind === "images" || props.kind === "files";
  const images = props.kind === "image" || props.kind === "images";
  const values: string[] = multiple ? (Array.isArray(props.value) ? (props.value as string[]) : []) : props.value ? [String(props.value)] : [];

  const send = async (files: FileList | null) => {
    const limits = init.status === "ready" ? init.data.siteConfig.upload : outside;
    if (!files?.length || !limits) return;
    setBusy(true);
    const added: string[] = [];
    try {
      for (const file of Array.from(files)) {
        const problem = checkUpload({ name: file.name, size: file.size, type: file.type }, limits);
        if (problem) {
          toast("error", UPLOAD_MESSAGES[consoleLang()][problem]);
          continue;
        }
        const uploaded: Uploaded | undefined = await sendFile(file, { area: "admin", mode: limits.mode }).catch(() => undefined);
        if (uploaded) added.push(uploaded.url);
        if (!multiple) break;
      }
      if (added.length) props.onChange(multiple ? [...values, ...added] : added[0]);
    } finally {
      setBusy(false);
      if (inputRef.current) inputRef.current.value = "";
    }
  };

  const buttonRef = useRef<HTMLButtonElement>(null);
  const buttonId = `${props.id}-button`;
  // The removed file's button goes with it: focus moves to the upload button, in the dialog.
  const remove = (url: string) => {
    props.onChange(multiple ? values.filter((v) => v !== url) : "");
    buttonRef.current?.focus();
  };

  return (
    <div className="space-y-2" aria-describedby={props.describedBy}>
      {values.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {values.map((url) => (
            <li key={url} className="group relative">
              {images ? (
                <img src={url} alt="" className="size-20 rounded-md border object-cover" />
              ) : (
                <a href={url} target="_blank" rel="noopener noreferrer" className="flex h-10 max-w-64 items-center gap-2 rounded-md border px-3 text-sm hover:bg-accent">
                  <FileText className="size-4 shrink-0" aria-hidden="true" />
                  <span className="truncate">{url.split("/").pop()}</span>
                </a>
              )}
              <button
                type="button"
                aria-label={`${t("removeFile")}: ${decodeURIComponent(url.split("/").pop() ?? "")}`}
                onClick={() => remove(url)}
                className="absolute -top-2 -right-2 flex size-5 items-center justify-center rounded-full border bg-background shadow-sm hover:bg-destructive hover:text-white"
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* The hidden file input is no tab stop of its own (an invisible focus): the button is, named
          by the field's label and its own text, and opens the system's file picker. */}
      <input ref={inputRef} id={props.id} type="file" tabIndex={-1} className="sr-only" multiple={multiple} accept={images ? "image/*" : undefined} onChange={(e) => void send(e.target.files)} />
      <Button
        ref={buttonRef}
        id={buttonId}
        type="button"
        variant="outline"
        size="sm"
        aria-labelledby={`${props.id}-label ${buttonId}`}
        disabled={busy || props.disabled}
        onClick={() => inputRef.current?.click()}
      >
        {images ? <ImagePlus aria-hidden="true" /> : <Upload aria-hidden="true" />}
        {busy ? t("uploading") : values.length && !multiple ? t("replaceFile") : t("upload")}
      </Button>
    </div>
  );
}
