// E-mail through nodemailer with the SMTP settings of the site configuration (mail group).
// Without an SMTP server the message is not lost: it is written as an .eml file under
// DATA_DIR/mail, the admin sees a warning, and a developer can open the file.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { createTransport } from "nodemailer";
import type { Lang } from "@shared/i18n";
import type { Logger } from "../kernel/log";
import type { SiteConfigStore } from "../services/site-config";
import type { ComposedMail } from "./templates";

export type SmtpVerification = "SSL" | "TLS" | "none";

export interface SmtpSettings {
  host: string;
  port: number;
  user: string;
  pass: string;
  verification: SmtpVerification;
  sender: string;
}

export type MailDelivery = { via: "smtp"; messageId: string } | { via: "file"; file: string };

export interface MailStatus {
  configured: boolean;
  /** Where messages go when no SMTP server is configured (relative to the working folder). */
  fallbackDir: string;
}

const SMTP_TIMEOUT_MS = 15_000;

/** The stored mail settings, with `overrides` (unsaved form values) on top; blank password keeps the stored one. */
export async function smtpSettings(site: SiteConfigStore, overrides: Partial<Record<string, unknown>> = {}): Promise<SmtpSettings> {
  const read = async (name: string) => {
    const given = overrides[name];
    if (given !== undefined && given !== null && !(name === "smtp_pass" && given === "")) return String(given).trim();
    return (await site.getString(name)).trim();
  };
  const verification = await read("smtp_verification");
  return {
    host: await read("smtp_server"),
    port: Number(await read("smtp_port")) || 465,
    user: await read("smtp_user"),
    pass: await read("smtp_pass"),
    verification: verification === "TLS" || verification === "none" ? verification : "SSL",
    sender: await read("smtp_sender_mail"),
  };
}

/** A server and a sender address are the minimum; user and password only when the server asks. */
export const isConfigured = (s: SmtpSettings) => s.host !== "" && s.sender !== "";

let sequence = 0;

/** Sorts by time of writing: `20260102-101500-123-0007-<recipient>.eml` (UTC, milliseconds, sequence). */
function fileName(to: string): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").replace(".", "-").slice(0, 19);
  sequence = (sequence + 1) % 10_000;
  return `${stamp}-${String(sequence).padStart(4, "0")}-${to.replace(/[^A-Za-z0-9@._-]/g, "_").slice(0, 60)}.eml`;
}

export interface Mailer {
  status(): Promise<MailStatus>;
  /** Sends (or files) the message; throws when the SMTP server refuses or cannot be reached. */
  send(to: string, mail: ComposedMail, options: { lang: Lang; overrides?: Partial<Record<string, unknown>> }): Promise<MailDelivery>;
}

export function createMailer(options: { site: SiteConfigStore; dataDir: string; log: Logger; siteName(lang: Lang): Promise<string> }): Mailer {
  const { site, log } = options;
  const dir = join(options.dataDir, "mail");
  const shownDir = () => relative(process.cwd(), dir) || dir;

  return {
    async status() {
      return { configured: isConfigured(await smtpSettings(site)), fallbackDir: shownDir() };
    },

    async send(to, mail, { lang, overrides }) {
      const settings = await smtpSettings(site, overrides);
      const siteName = await options.siteName(lang);
      if (!isConfigured(settings)) {
        const transport = createTransport({ streamTransport: true, buffer: true, newline: "windows" });
        const info = await transport.sendMail({ from: { name: siteName, address: "no-reply@localhost" }, to, ...mail });
        mkdirSync(dir, { recursive: true, mode: 0o700 });
        const file = join(dir, fileName(to));
        writeFileSync(file, info.message as Buffer, { mode: 0o600 });
        log.warn("No SMTP server is configured; the e-mail was written to a file instead", { file: relative(process.cwd(), file) });
        return { via: "file", file: relative(process.cwd(), file) || file };
      }
      const transport = createTransport({
        host: settings.host,
        port: settings.port,
        secure: settings.verification === "SSL",
        requireTLS: settings.verification === "TLS",
        ignoreTLS: settings.verification === "none",
        auth: settings.user ? { user: settings.user, pass: settings.pass } : undefined,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      });
      try {
        const info = await transport.sendMail({ from: { name: siteName, address: settings.sender }, to, ...mail });
        return { via: "smtp", messageId: info.messageId };
      } finally {
        transport.close();
      }
    },
  };
}
