// SMS through a driver. Every message — whichever driver carries it, delivered or not — is
// written to the SMS log that admins read (routine.SmsLog). The default driver, `log`, has no
// provider behind it: the log row is the delivery, which is what development and demos need.
// Provider drivers (configured by the SMS-configuration module) implement the same interface.
import type { Database } from "@db/client";
import { smsLog } from "@db/schema";

export interface SmsMessage {
  mobile: string;
  templateCode: string;
  content: string;
  /** Template variables, for providers that fill their own registered templates. */
  params: Record<string, string>;
}

export interface SmsDriver {
  readonly name: string;
  /** Hands the message to the provider; throws when it is refused. */
  deliver(message: SmsMessage): Promise<void>;
}

export const logSmsDriver: SmsDriver = {
  name: "log",
  async deliver() {
    // Nothing leaves the server: the SMS log row written by the service is the message.
  },
};

export function createSmsService(db: Database, initial: SmsDriver = logSmsDriver) {
  let driver = initial;
  return {
    get driver(): SmsDriver {
      return driver;
    },
    /** Switches the provider (the SMS-configuration module does this). */
    useDriver(next: SmsDriver) {
      driver = next;
    },
    /** Delivers and logs; returns false when the driver refused (the log says why). */
    async send(message: SmsMessage, meta: { userId?: number; ip: string }): Promise<boolean> {
      let error = "";
      try {
        await driver.deliver(message);
      } catch (failure) {
        error = (failure instanceof Error ? failure.message : String(failure)).slice(0, 255) || "unknown error";
      }
      await db.insert(smsLog).values({
        mobile: message.mobile,
        template_code: message.templateCode,
        content: message.content,
        driver: driver.name,
        status: error ? "failed" : "sent",
        error,
        user_id: meta.userId ?? 0,
        ip: meta.ip.slice(0, 50),
      });
      return !error;
    },
  };
}

export type SmsService = ReturnType<typeof createSmsService>;
