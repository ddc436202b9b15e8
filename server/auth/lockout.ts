// Account lockout (reference §3.2, fixed): 10 failed logins within 24 hours of the first
// failure lock the account until those 24 hours are over. Failures never touch the "last
// login" fields, and a live session of someone else does not reset them.

export const MAX_LOGIN_FAILURES = 10;
export const FAILURE_WINDOW_SECONDS = 86_400;

export interface FailureState {
  login_failure: number;
  login_failure_time: number | null;
}

/** Seconds since epoch until which the account is locked, or undefined when it is not. */
export function lockedUntil(state: FailureState, now: number): number | undefined {
  if (state.login_failure < MAX_LOGIN_FAILURES || state.login_failure_time === null) return undefined;
  const until = state.login_failure_time + FAILURE_WINDOW_SECONDS;
  return now < until ? until : undefined;
}

/** The counters after one more failed attempt. */
export function recordFailure(state: FailureState, now: number): FailureState {
  const windowOpen = state.login_failure_time !== null && now - state.login_failure_time < FAILURE_WINDOW_SECONDS;
  return windowOpen
    ? { login_failure: state.login_failure + 1, login_failure_time: state.login_failure_time }
    : { login_failure: 1, login_failure_time: now };
}

export const CLEARED: FailureState = { login_failure: 0, login_failure_time: null };
