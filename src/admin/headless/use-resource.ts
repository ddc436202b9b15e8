// One thing a page or dialog shows (a record, its review, a detail payload), loaded without its
// look: a newer load cancels the one it supersedes (AbortController), an answer is shown only
// for the key it was loaded for (never the previous record's for a moment), and a closed dialog
// or a left page ignores late answers. `load` undefined means "nothing to show".
import { useCallback, useEffect, useRef, useState } from "react";

export interface Resource<T> {
  /** The answer for the current key (undefined while it loads). */
  data: T | undefined;
  loading: boolean;
  failed: boolean;
  /** Loads again, keeping the current answer on screen meanwhile. */
  reload: () => void;
}

interface Held<T> {
  key: string;
  data?: T;
  failed: boolean;
  busy: boolean;
}

export function useResource<T>(load: ((signal: AbortSignal) => Promise<T>) | undefined, key: string): Resource<T> {
  const [held, setHeld] = useState<Held<T>>({ key: "", failed: false, busy: false });
  const [version, setVersion] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  const wanted = Boolean(load);

  useEffect(() => {
    const run = latest.current;
    // Closed: forget the answer, so opening again never shows it stale.
    if (!run) return setHeld((current) => (current.key ? { key: "", failed: false, busy: false } : current));
    const controller = new AbortController();
    setHeld((current) => (current.key === key ? { ...current, failed: false, busy: true } : { key, failed: false, busy: true }));
    run(controller.signal)
      .then((data) => !controller.signal.aborted && setHeld({ key, data, failed: false, busy: false }))
      .catch(() => !controller.signal.aborted && setHeld((current) => ({ ...current, key, failed: true, busy: false })));
    return () => controller.abort();
  }, [key, wanted, version]);

  const mine = wanted && held.key === key;
  return {
    data: mine ? held.data : undefined,
    loading: wanted && (!mine || held.busy),
    failed: mine && held.failed,
    reload: useCallback(() => setVersion((n) => n + 1), []),
  };
}
