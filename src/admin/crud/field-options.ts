// Options of a field: declared, or read from its dictionary.
import { useEffect, useState } from "react";
import type { FieldDeclaration, FieldOption } from "@shared/module/types";
import { dictionaryOptions } from "./dictionary";

export function useFieldOptions(field: FieldDeclaration): readonly FieldOption[] | undefined {
  const [fromDict, setFromDict] = useState<FieldOption[]>();
  useEffect(() => {
    if (field.dict) void dictionaryOptions(field.dict).then(setFromDict);
  }, [field.dict]);
  return field.dict ? fromDict : field.options;
}
