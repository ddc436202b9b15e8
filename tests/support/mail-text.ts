// Reads a delivered e-mail the way a mail client would show it: the text/plain part, decoded
// from quoted-printable or base64, and the six-digit code in it.

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, "");
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? "";
    const hex = text.slice(i + 1, i + 3);
    if (ch === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function splitPart(part: string): { headers: string; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  if (at < 0) return { headers: part, body: "" };
  const gap = /\r?\n\r?\n/.exec(part.slice(at))?.[0].length ?? 2;
  return { headers: part.slice(0, at), body: part.slice(at + gap) };
}

function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

/** The text/plain content of a raw message (multipart or single part). */
export function plainTextOf(raw: string): string {
  const { headers, body } = splitPart(raw);
  const unfolded = headers.replace(/\r?\n[ \t]+/g, " ");
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(unfolded)?.[1];
  if (!boundary) return decodeBody(unfolded, body);
  for (const part of body.split(`--${boundary}`)) {
    const piece = splitPart(part.replace(/^\r?\n/, ""));
    const partHeaders = piece.headers.replace(/\r?\n[ \t]+/g, " ");
    if (/content-type:\s*text\/plain/i.test(partHeaders)) return decodeBody(partHeaders, piece.body);
  }
  return "";
}

/** The decoded Subject header (RFC 2047 encoded words are decoded). */
export function subjectOf(raw: string): string {
  const headers = splitPart(raw).headers.replace(/\r?\n[ \t]+/g, " ");
  const value = /^subject:\s*(.*)$/im.exec(headers)?.[1] ?? "";
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toLowerCase() === "b" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
}

/** The verification code: a line holding six digits. */
export function codeIn(text: string): string | undefined {
  return /^\s*(\d{6})\s*$/m.exec(text)?.[1];
}
