// Dictionaries feed selects everywhere; any change refreshes the cached options.
import type { ModuleHooks } from "../../crud/types";

export const dictionaryHooks: ModuleHooks = {
  changed(ctx) {
    ctx.services.dictionaries.invalidate();
  },
};
