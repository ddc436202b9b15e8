// The code generator screen (reference crud/Crud): start from a new table or an existing one,
// design the module (names, menu, fields), check it with the same rules the server uses, and
// generate. The new module is served at once; the console reloads its menus and opens it.
import { useEffect, useState } from "react";
import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/request";
import { Spinner, StatusView } from "../../components/views";
import { usePageText } from "@/i18n/console";
import { consoleUrl } from "../../router/location";
import type { PageProps } from "../page-props";
import type { Draft } from "./generator/design-state";
import { Designer } from "./generator/Designer";
import type { ColumnRow, ScreenData } from "./generator/parts";
import { Start } from "./generator/StartScreen";

export default function CodeGeneratorPage({ active }: PageProps) {
  const text = usePageText("crud.crud");
  const [data, setData] = useState<ScreenData>();
  const [failed, setFailed] = useState(false);
  const [design, setDesign] = useState<{ draft: Draft; columns?: ColumnRow[] }>();
  const [version, setVersion] = useState(0);
  const load = () =>
    api<ScreenData>({ url: consoleUrl("crud.Crud/index") })
      .then((res) => {
        setData(res.data);
        setFailed(false);
        setVersion((v) => v + 1);
      })
      .catch(() => setFailed(true));
  // The tab stays open in the background: tables and modules may have changed meanwhile.
  useEffect(() => {
    if (active) void load();
  }, [active]);
  if (failed)
    return (
      <StatusView icon={<RefreshCw />} title={text("loadFailed")} text="">
        <Button onClick={() => void load()}>{text("retry")}</Button>
      </StatusView>
    );
  if (!data) return <Spinner />;
  if (design) {
    return (
      <Designer
        key={design.draft.source + design.draft.tableName}
        text={text}
        data={data}
        initial={design.draft}
        columns={design.columns}
        onBack={() => {
          setDesign(undefined);
          void load();
        }}
      />
    );
  }
  return <Start key={version} text={text} data={data} onStart={(draft, columns) => setDesign({ draft, columns })} />;
}
