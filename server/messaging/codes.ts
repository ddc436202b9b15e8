// Verification codes (reference §8.2, hardened): six random digits, stored only as an HMAC under
// the server secret, valid for ten minutes, five wrong answers kill a code, a code works once,
// a newer code replaces the older one, and one address gets at most one code a minute and ten a
// day. Wrong answers are counted outside any transaction so a failure cannot roll them back.
import { timingSafeEqual } from "node:crypto";
import { and, count, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "@db/client";
import { CODE_LABEL } from "@shared/contracts/member";
import { verificationCode } from "@db/schema";
import { ApiError, FieldValidationError } from "../kernel/errors";
import type { CodeChannel, CodeEvent } from "./events";

export const CODE_TTL_SECONDS = 600;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_INTERVAL_SECONDS = 60;
export const DAILY_CODES_PER_TARGET = 10;

/** The form field that carries a code (reference name), and its label. */
export const CODE_FIELD = "captcha";
/** The code field's name in messages (the member contracts' own). */
export { CODE_LABEL };

const now = () => Math.floor(Date.now() / 1000);

export interface IssuedCode {
  id: number;
  code: string;
}

export interface CodeRequest {
  channel: CodeChannel;
  target: string;
  event: CodeEvent;
}

export function randomCode(): string {
  const [n = 0] = crypto.getRandomValues(new Uint32Array(1));
  return String(n % 1_000_000).padStart(6, "0");
}

export function createCodeStore(db: Database, secret: string) {
  const hash = (req: CodeRequest, code: string) =>
    new Bun.CryptoHasher("sha256", secret).update(`${req.channel}\n${req.target.toLowerCase()}\n${req.event}\n${code}`).digest("hex");

  const refuse = (key: "codeNotRequested" | "codeWrong" | "codeUsed" | "codeExpired" | "codeAttemptsExhausted", params?: Record<string, number>): never => {
    throw new FieldValidationError({ [CODE_FIELD]: { key, params } }, { [CODE_FIELD]: CODE_LABEL });
  };

  return {
    /** Throws when the address got a code less than a minute ago or too many today. */
    async assertMaySend(target: string, at = now()) {
      const [last] = await db
        .select({ create_time: verificationCode.create_time })
        .from(verificationCode)
        .where(eq(verificationCode.target, target))
        .orderBy(desc(verificationCode.create_time))
        .limit(1);
      if (last && at - last.create_time < RESEND_INTERVAL_SECONDS) {
        const seconds = RESEND_INTERVAL_SECONDS - (at - last.create_time);
        throw new ApiError("codeSendTooFrequent", { seconds }, 0, { retryAfter: seconds });
      }
      const [today] = await db
        .select({ n: count() })
        .from(verificationCode)
        .where(and(eq(verificationCode.target, target), gt(verificationCode.create_time, at - 86_400)));
      if ((today?.n ?? 0) >= DAILY_CODES_PER_TARGET) throw new ApiError("codeDailyLimit");
    },

    /** A new code for the request; older unused codes for the same target and event stop working. */
    async issue(req: CodeRequest, meta: { userId?: number; ip: string }): Promise<IssuedCode> {
      const at = now();
      const code = randomCode();
      const id = await db.transaction(async (tx) => {
        await tx
          .update(verificationCode)
          .set({ used_time: at })
          .where(and(eq(verificationCode.target, req.target), eq(verificationCode.event, req.event), isNull(verificationCode.used_time)));
        const [row] = await tx
          .insert(verificationCode)
          .values({
            channel: req.channel,
            target: req.target,
            event: req.event,
            code_hash: hash(req, code),
            user_id: meta.userId ?? 0,
            ip: meta.ip.slice(0, 50),
            create_time: at,
            expire_time: at + CODE_TTL_SECONDS,
          })
          .returning({ id: verificationCode.id });
        if (!row) throw new Error("verification code insert returned no row");
        return row.id;
      });
      return { id, code };
    },

    async markSent(id: number) {
      await db.update(verificationCode).set({ send_time: now() }).where(eq(verificationCode.id, id));
    },

    /** A code whose message could not be delivered never existed (the sender may try again). */
    async discard(id: number) {
      await db.delete(verificationCode).where(eq(verificationCode.id, id));
    },

    /**
     * Accepts the code once, or throws a field error on `captcha`: not requested, wrong (attempt
     * counted), used, expired, or out of attempts.
     */
    async consume(req: CodeRequest, input: string): Promise<void> {
      const at = now();
      const [row] = await db
        .select()
        .from(verificationCode)
        .where(and(eq(verificationCode.channel, req.channel), eq(verificationCode.target, req.target), eq(verificationCode.event, req.event)))
        .orderBy(desc(verificationCode.id))
        .limit(1);
      if (!row) return refuse("codeNotRequested");
      if (row.used_time !== null) return refuse("codeUsed");
      if (row.expire_time <= at) return refuse("codeExpired");
      if (row.attempts >= CODE_MAX_ATTEMPTS) return refuse("codeAttemptsExhausted");
      const given = Buffer.from(hash(req, input.trim()));
      const expected = Buffer.from(row.code_hash);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        await db
          .update(verificationCode)
          .set({ attempts: sql`${verificationCode.attempts} + 1` })
          .where(eq(verificationCode.id, row.id));
        const left = CODE_MAX_ATTEMPTS - row.attempts - 1;
        return left > 0 ? refuse("codeWrong", { left }) : refuse("codeAttemptsExhausted");
      }
      const accepted = await db
        .update(verificationCode)
        .set({ used_time: at })
        .where(and(eq(verificationCode.id, row.id), isNull(verificationCode.used_time)));
      if (accepted.rowsAffected !== 1) refuse("codeUsed");
    },

    /** Deletes codes that expired more than a day ago. */
    async sweep() {
      await db.delete(verificationCode).where(lt(verificationCode.expire_time, now() - 86_400));
    },
  };
}

export type CodeStore = ReturnType<typeof createCodeStore>;
