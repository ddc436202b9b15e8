// Badge colours for option values and workflow states in lists.
export type TagColor = "default" | "primary" | "success" | "warning" | "danger" | "info";
