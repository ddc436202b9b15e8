// Loading data for a console page: the result, whether the last attempt failed, and a retry.
// A later call wins over an earlier one still in flight; an unmounted page ignores answers.
import { useCallback, useEffect, useRef, useState } from "react";

export interface Loaded<T> {
  data: T | undefined;
  failed: boolean;
  reload: () => Promise<void>;
}

export function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const [data, setData] = useState<T>();
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const loader = useRef(load);
  loader.current = load;

  const reload = useCallback(async () => {
    const call = ++latest.current;
    setFailed(false);
    try {
      const result = await loader.current();
      if (call === latest.current) setData(result);
    } catch {
      if (call === latest.current) setFailed(true);
    }
  }, []);

  useEffect(() => {
    void reload();
    return () => {
      latest.current++;
    };
  }, [reload]);

  return { data, failed, reload };
}
