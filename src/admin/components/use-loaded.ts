// Loading data for a console page: the result, whether the last attempt failed, and a retry.
// A later call wins over an earlier one still in flight; an unmounted page ignores answers.
//
// A page may start its first load before it renders (`startLoad`, when its code runs): on a load
// that lands on it, the answer is usually in by its first render (the shell's head asked for it),
// so that render already shows the data instead of a placeholder and a second render and layout.
import { useCallback, useEffect, useRef, useState } from "react";

export interface Loaded<T> {
  data: T | undefined;
  failed: boolean;
  reload: () => Promise<void>;
}

/** A load started before its page rendered: used once, and only while fresh. */
export interface StartedLoad<T> {
  readonly at: number;
  readonly promise: Promise<T>;
  settled?: { data: T };
  taken?: boolean;
}

/** A started load older than this is not used: its page came too late for it to be current. */
export const STARTED_LOAD_MAX_AGE_MS = 10_000;

/** Starts `load` now, for the first `useLoaded` handed it within STARTED_LOAD_MAX_AGE_MS. */
export function startLoad<T>(load: () => Promise<T>): StartedLoad<T> {
  const started: StartedLoad<T> = { at: Date.now(), promise: load() };
  started.promise.then(
    (data) => {
      started.settled = { data };
    },
    () => undefined,
  );
  return started;
}

function take<T>(started: StartedLoad<T> | undefined): StartedLoad<T> | undefined {
  if (!started || started.taken || Date.now() - started.at > STARTED_LOAD_MAX_AGE_MS) return undefined;
  started.taken = true;
  return started;
}

export function useLoaded<T>(load: () => Promise<T>, started?: StartedLoad<T>): Loaded<T> {
  // What the first render had: a started load may settle between that render and the effect.
  const [first] = useState(() => {
    const taken = take(started);
    return taken && { promise: taken.promise, had: taken.settled };
  });
  const [data, setData] = useState<T | undefined>(first?.had?.data);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const loader = useRef(load);
  loader.current = load;

  const settle = useCallback(async (pending: Promise<T>) => {
    const call = ++latest.current;
    setFailed(false);
    try {
      const result = await pending;
      if (call === latest.current) setData(result);
    } catch {
      if (call === latest.current) setFailed(true);
    }
  }, []);
  const reload = useCallback(() => settle(loader.current()), [settle]);

  useEffect(() => {
    if (!first) void reload();
    else if (!first.had) void settle(first.promise);
    return () => {
      latest.current++;
    };
  }, [first, reload, settle]);

  return { data, failed, reload };
}
