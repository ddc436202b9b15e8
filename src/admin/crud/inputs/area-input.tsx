// Cascading GB/T 2260 picker for `area` fields (spec §7 ajax/area): province, then city, then
// district, each a native select (keyboard and screen readers work as usual). The value is
// the code of the deepest level chosen; a stored code is opened at its path.
import { useEffect, useState } from "react";
import { NativeSelect } from "@/components/ui/native-select";
import { api } from "@/lib/request";
import { adminBase } from "@/stores/site-config";
import { t } from "@/i18n/console";
import type { InputProps } from "./basic";

interface AreaOption {
  value: number;
  label: string;
  level: number;
  leaf: boolean;
}

const cache = new Map<string, Promise<AreaOption[]>>();

function areaOptions(query: Record<string, number>): Promise<AreaOption[]> {
  const key = JSON.stringify(query);
  let hit = cache.get(key);
  if (!hit) {
    hit = api<AreaOption[]>({ url: `${adminBase()}/ajax/area`, params: { ...query, uuid: key }, showErrorMessage: false }).then((res) => res.data);
    hit.catch(() => cache.delete(key));
    cache.set(key, hit);
  }
  return hit;
}

function pathOf(code: number): Promise<AreaOption[]> {
  return areaOptions({ code });
}

export function AreaInput(props: InputProps & { labelledBy?: string; dense?: boolean }) {
  const code = props.value === null || props.value === undefined || props.value === "" || props.value === 0 ? 0 : Number(props.value);
  const [path, setPath] = useState<number[]>([]);
  const [levels, setLevels] = useState<AreaOption[][]>([[], [], []]);
  const [failed, setFailed] = useState(false);

  // The chosen path follows the value (a stored code, or a reset form).
  useEffect(() => {
    if (!code) {
      setPath([]);
      return;
    }
    if (path[path.length - 1] === code) return;
    void pathOf(code)
      .then((nodes) => setPath(nodes.map((n) => n.value)))
      .catch(() => setFailed(true));
  }, [code]);

  useEffect(() => {
    let stale = false;
    const [province, city] = path;
    Promise.all([areaOptions({}), province ? areaOptions({ province }) : Promise.resolve([]), province && city ? areaOptions({ province, city }) : Promise.resolve([])])
      .then((lists) => {
        if (!stale) {
          setLevels(lists);
          setFailed(false);
        }
      })
      .catch(() => !stale && setFailed(true));
    return () => {
      stale = true;
    };
  }, [path[0], path[1]]);

  const choose = (level: number, value: string) => {
    const next = [...path.slice(0, level), ...(value ? [Number(value)] : [])];
    setPath(next);
    props.onChange(next.length ? (next[next.length - 1] as number) : null);
  };

  const names = [t("areaProvince"), t("areaCity"), t("areaDistrict")];
  return (
    <div className={props.dense ? "grid grid-cols-3 gap-1 [&_select]:h-8 [&_select]:pl-2 [&_select]:text-xs" : "grid gap-2 sm:grid-cols-3"} role="group" aria-labelledby={props.labelledBy} aria-describedby={props.describedBy}>
      {[0, 1, 2].map((level) => {
        const options = levels[level] ?? [];
        const shown = level === 0 || (path[level - 1] !== undefined && options.length > 0);
        if (!shown) return null;
        return (
          <NativeSelect
            key={level}
            id={level === 0 ? props.id : `${props.id}-${level}`}
            aria-label={names[level]}
            aria-invalid={props.invalid || undefined}
            disabled={props.disabled}
            value={path[level] === undefined ? "" : String(path[level])}
            onChange={(e) => choose(level, e.target.value)}
          >
            <option value="">{failed ? t("areaLoadFailed") : names[level]}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        );
      })}
    </div>
  );
}
