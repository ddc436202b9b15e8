// The API documentation page (issue 19, super admins): the OpenAPI document the server generates
// from its routes (server/routes/admin/api-document.ts), in the console's language, searchable by
// path, summary and tag, with its calls grouped by tag and each call's inputs as tables; the
// document itself can be downloaded as JSON.
import { useMemo, useState } from "react";
import { ChevronsDownUp, ChevronsUpDown, Download, Search, SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/request";
import { consoleLang, usePageText } from "@/i18n/console";
import { useLoaded } from "../../components/use-loaded";
import { LoadFailedView, Spinner } from "../../components/views";
import { consoleUrl } from "../../router/location";
import { searchGroups, tagGroups, type ApiDocument } from "./api-document/document";
import { TagSection } from "./api-document/TagSection";
import { Prose } from "./api-document/Prose";
import { PAGE_TEXTS } from "./api-document/text";
import type { PageProps } from "../page-props";

function download(doc: ApiDocument) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(doc, null, 2)], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `openapi-${doc.info.version}-${consoleLang()}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export default function ApiDocumentPage(_props: PageProps) {
  const text = usePageText(PAGE_TEXTS);
  const { data: doc, failed, reload } = useLoaded(() => api<ApiDocument>({ url: consoleUrl("ajax/apiDocument") }).then((res) => res.data));
  const [query, setQuery] = useState("");
  // Groups start closed, or open while searching; `toggled` holds the ones the user flipped.
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const groups = useMemo(() => (doc ? tagGroups(doc) : []), [doc]);
  const shown = useMemo(() => searchGroups(groups, query), [groups, query]);

  if (failed && !doc) return <LoadFailedView onRetry={() => void reload()} />;
  if (!doc) return <Spinner label={text("loadingDocument")} />;

  const searching = query.trim() !== "";
  const total = groups.reduce((n, g) => n + g.operations.length, 0);
  const shownCount = shown.reduce((n, g) => n + g.operations.length, 0);
  const isOpen = (tag: string) => searching !== toggled.has(tag);
  const allOpen = shown.length > 0 && shown.every((g) => isOpen(g.name));
  const search = (value: string) => {
    setQuery(value);
    setToggled(new Set());
  };
  const flip = (tag: string) => {
    const next = new Set(toggled);
    if (!next.delete(tag)) next.add(tag);
    setToggled(next);
  };
  // Everything shown open (or closed): the groups whose default differs are the toggled ones.
  const setAll = (open: boolean) => setToggled(new Set(open === searching ? [] : shown.map((g) => g.name)));

  return (
    <div className="space-y-4">
      <header className="rounded-xl border bg-background p-5 shadow-xs">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h2 className="text-lg font-semibold">{text("title")}</h2>
            <p className="text-sm text-muted-foreground">
              {doc.info.title} · {text("version", { openapi: doc.openapi, version: doc.info.version })}
            </p>
          </div>
          <Button variant="outline" onClick={() => download(doc)}>
            <Download aria-hidden="true" />
            {text("download")}
          </Button>
        </div>
        {doc.info.description && (
          <p className="mt-3 max-w-4xl text-sm leading-relaxed text-muted-foreground">
            <Prose text={doc.info.description} />
          </p>
        )}
      </header>

      <div className="flex flex-wrap items-center gap-3" role="search">
        <label htmlFor="api-search" className="sr-only">
          {text("searchLabel")}
        </label>
        <div className="relative w-full max-w-md">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input id="api-search" type="search" value={query} onChange={(e) => search(e.target.value)} placeholder={text("searchPlaceholder")} className="bg-background pl-9" autoComplete="off" />
        </div>
        <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
          {searching ? text("shown", { shown: shownCount, total }) : text("total", { total })}
        </p>
        {shown.length > 0 && (
          <Button variant="ghost" size="sm" className="ml-auto" onClick={() => setAll(!allOpen)}>
            {allOpen ? <ChevronsDownUp aria-hidden="true" /> : <ChevronsUpDown aria-hidden="true" />}
            {allOpen ? text("collapseAll") : text("expandAll")}
          </Button>
        )}
      </div>

      {shown.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed bg-background px-4 py-14 text-center">
          <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
          <h2 className="mt-3 font-medium">{text("noMatchTitle", { query: query.trim() })}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{text("noMatchText")}</p>
          <Button variant="outline" size="sm" className="mt-4" onClick={() => search("")}>
            {text("clearSearch")}
          </Button>
        </div>
      ) : (
        <div className="space-y-3">
          {shown.map((group) => (
            <TagSection key={group.name} group={group} open={isOpen(group.name)} onToggle={() => flip(group.name)} text={text} />
          ))}
        </div>
      )}
    </div>
  );
}
