import pkg from "../package.json" with { type: "json" };

/** The platform's release version (package.json). */
export const APP_VERSION: string = pkg.version;
