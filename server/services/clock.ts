// The app's clock: every time-driven rule (workflow time limits and the moves made when they
// pass) reads the time here, so tests drive time instead of waiting for it.
export interface Clock {
  /** Unix seconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Math.floor(Date.now() / 1000) };
