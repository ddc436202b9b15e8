// Programs the main browser-test server never finds on its PATH (playwright.config.ts hides
// them), so a scenario can rely on one being missing whatever this machine has installed.
export const MISSING_PROGRAMS = ["yarn", "yarnpkg"] as const;

/** The package manager the terminal test sees as not installed. */
export const MISSING_MANAGER = "yarn";
