// Options of `dict` fields, read from the dictionary module once per console visit.
import { api } from "@/lib/request";
import type { FieldOption, TagColor } from "@shared/module/types";
import { consoleUrl } from "../router/location";

const cache = new Map<string, Promise<FieldOption[]>>();

export function dictionaryOptions(name: string): Promise<FieldOption[]> {
  let pending = cache.get(name);
  if (!pending) {
    pending = api<Record<string, { value: string; label: { "zh-cn": string; en: string }; color: string }[]>>({
      url: consoleUrl("ajax/dictionary"),
      params: { names: name },
      showErrorMessage: false,
    })
      .then((res) => (res.data[name] ?? []).map((o) => ({ value: o.value, label: o.label, color: o.color as TagColor })))
      .catch(() => {
        cache.delete(name);
        return [];
      });
    cache.set(name, pending);
  }
  return pending;
}
