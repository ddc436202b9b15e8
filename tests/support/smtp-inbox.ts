// A real SMTP server (smtp-server) for tests: it accepts mail on a free local port, optionally
// demands a user and password, and keeps every delivered message for the test to read.
import { SMTPServer } from "smtp-server";
import { codeIn, plainTextOf } from "./mail-text";

export interface DeliveredMail {
  from: string;
  to: string[];
  raw: string;
  text: string;
  /** The SMTP user the client logged in as, if it did. */
  user?: string;
}

export interface SmtpInbox {
  port: number;
  messages: DeliveredMail[];
  /** Waits for a message to `to` (after `since` messages were already there). */
  waitFor(to: string, options?: { since?: number; timeoutMs?: number }): Promise<DeliveredMail>;
  /** The code in the newest message to `to` that arrives after `since`. */
  codeFor(to: string, options?: { since?: number; timeoutMs?: number }): Promise<string>;
  close(): Promise<void>;
}

export async function startSmtpInbox(options: { user?: string; pass?: string } = {}): Promise<SmtpInbox> {
  const messages: DeliveredMail[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ["STARTTLS"],
    authOptional: !options.user,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.pass) callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          text: plainTextOf(raw),
          user: typeof session.user === "string" ? session.user : undefined,
        });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    const listener = server.listen(0, "127.0.0.1", () => {
      const address = listener.address();
      if (address && typeof address === "object") resolve(address.port);
      else reject(new Error("smtp-server did not report a port"));
    });
    listener.on("error", reject);
  });

  // A generous default: delivery goes through the server under test, on a possibly loaded machine.
  const waitFor: SmtpInbox["waitFor"] = async (to, { since = 0, timeoutMs = 30_000 } = {}) => {
    const deadline = Date.now() + timeoutMs;
    const wanted = to.toLowerCase();
    for (;;) {
      const found = messages.slice(since).reverse().find((m) => m.to.includes(wanted));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms (inbox has ${messages.length})`);
      await Bun.sleep(50);
    }
  };

  return {
    port,
    messages,
    waitFor,
    async codeFor(to, opts) {
      const mail = await waitFor(to, opts);
      const code = codeIn(mail.text);
      if (!code) throw new Error(`no code in the mail to ${to}:\n${mail.text}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
