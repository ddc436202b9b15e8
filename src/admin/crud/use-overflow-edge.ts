// Whether a table scrolls sideways with columns still hidden to the right. The actions column
// sticks to the right edge over the columns that scroll under it; while some are under it, it
// casts a shadow so a cut-off column reads as "more to the right", not as a clipped value
// (DataTable.tsx draws it).
import { useEffect, useRef, useState } from "react";

export function useOverflowEdge<T extends HTMLElement>() {
  const frame = useRef<T>(null);
  const [hiddenRight, setHiddenRight] = useState(false);
  useEffect(() => {
    const scroller = frame.current?.querySelector<HTMLElement>('[data-slot="table-container"]');
    if (!scroller) return;
    const update = () => setHiddenRight(scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1);
    update();
    scroller.addEventListener("scroll", update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(scroller);
    const table = scroller.firstElementChild;
    if (table) observer.observe(table);
    return () => {
      scroller.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, []);
  return { frame, hiddenRight };
}
