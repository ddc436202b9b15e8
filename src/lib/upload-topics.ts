// Upload topics (the storage folder of a file, spec §5): a fixed set per area, checked by the
// server, so no request can make a folder of its own (`?topic=../x` or a new name per upload).
export const UPLOAD_TOPICS = {
  /** Console uploads: form fields (default), avatars, rich-text images, complaint evidence. */
  admin: ["default", "avatar", "editor", "complaint"],
  /** Member centre uploads: the member's files (default), avatars, complaint evidence. */
  user: ["member", "avatar", "complaint"],
} as const;

export type UploadArea = keyof typeof UPLOAD_TOPICS;

export const defaultTopic = (area: UploadArea): string => UPLOAD_TOPICS[area][0];

/** The topic to store under, or undefined when `given` is not one of the area's topics. */
export function uploadTopic(area: UploadArea, given: string | null | undefined): string | undefined {
  if (given === undefined || given === null || given === "") return defaultTopic(area);
  return (UPLOAD_TOPICS[area] as readonly string[]).includes(given) ? given : undefined;
}
