// One command at a time per node: the first caller runs, later ones wait in order (at most
// `maxWaiting`). A waiter that gives up (client gone, waited too long) leaves the queue.

export type Turn = "ready" | "aborted" | "timeout";

export interface Ticket {
  /** True when the lane was free: run at once. */
  readonly ready: boolean;
  /** Waits for this ticket's turn. */
  wait(signal: AbortSignal, timeoutMs: number): Promise<Turn>;
  /** Gives the lane to the next waiter (or leaves the queue). Safe to call twice. */
  leave(): void;
}

export function createLane(maxWaiting: number) {
  let holder: object | undefined;
  const waiting: { id: object; go: () => void }[] = [];

  const passOn = () => {
    const next = waiting.shift();
    holder = next?.id;
    next?.go();
  };

  return {
    maxWaiting,
    /** Running plus waiting. */
    get size() {
      return (holder ? 1 : 0) + waiting.length;
    },
    enter(): Ticket | undefined {
      const id = {};
      let turn: Promise<void>;
      if (!holder) {
        holder = id;
        turn = Promise.resolve();
      } else {
        if (waiting.length >= maxWaiting) return undefined;
        turn = new Promise<void>((resolve) => waiting.push({ id, go: resolve }));
      }
      const ready = holder === id;
      let left = false;
      return {
        ready,
        wait(signal, timeoutMs) {
          return new Promise<Turn>((resolve) => {
            let settled = false;
            const settle = (value: Turn) => {
              if (settled) return;
              settled = true;
              clearTimeout(timer);
              signal.removeEventListener("abort", onAbort);
              resolve(value);
            };
            const onAbort = () => settle("aborted");
            const timer = setTimeout(() => settle("timeout"), timeoutMs);
            signal.addEventListener("abort", onAbort, { once: true });
            if (signal.aborted) settle("aborted");
            void turn.then(() => settle("ready"));
          });
        },
        leave() {
          if (left) return;
          left = true;
          if (holder === id) passOn();
          else {
            const index = waiting.findIndex((w) => w.id === id);
            if (index >= 0) waiting.splice(index, 1);
          }
        },
      };
    },
  };
}
