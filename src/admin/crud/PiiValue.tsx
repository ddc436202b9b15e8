// A personal-data value as the server sends it (masked), with a button that reveals it for
// holders of the module's `pii` node. Each reveal is its own call, so the admin log has it.
import { Eye } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/request";
import { moduleNodeBase } from "@shared/module/field-kinds";
import type { ModuleDeclaration } from "@shared/module/types";
import { useHasNode } from "../components/auth";
import { t } from "@/i18n/console";
import { consoleUrl } from "../router/location";

export function PiiValue({ module, id, name, value }: { module: ModuleDeclaration; id: unknown; name: string; value: unknown }) {
  const has = useHasNode();
  const [revealed, setRevealed] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (value === null || value === undefined || value === "") return <span className="text-muted-foreground">—</span>;
  const reveal = () => {
    setBusy(true);
    api<{ value: string }>({ url: consoleUrl(`${module.key}/pii`), method: "POST", data: { id, field: name } })
      .then((res) => setRevealed(String(res.data.value ?? "")))
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="font-mono tabular-nums">{revealed ?? String(value)}</span>
      {revealed === undefined && has(`${moduleNodeBase(module)}/pii`) && (
        <Button type="button" variant="ghost" size="sm" className="h-7" onClick={reveal} disabled={busy} title={t("piiRevealHint")}>
          <Eye aria-hidden="true" />
          {t("piiReveal")}
        </Button>
      )}
    </span>
  );
}
