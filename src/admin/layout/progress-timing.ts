// The route progress bar's timing (ProgressBar.tsx), apart so a browser test can hold its
// leaving timer without loading React.

/** After a route change: when the bar has run to its end, and when it is gone. */
export const PROGRESS_DONE_MS = 350;
export const PROGRESS_GONE_MS = 700;
