// Payment notices (异步通知) as a payment provider sends them: a form-encoded POST to
// /api/pay/notify whose `sign` is an RSA-SHA256 signature (sign_type RSA2, base64) over the
// other parameters — empty values left out, sorted by name, joined as `k=v&k=v` — the scheme
// of Alipay's asynchronous notice. The platform verifies it with the provider's public key:
//   <DATA_DIR>/payment/provider-public.pem  a real provider's key (sandbox payments are off);
//   otherwise the sandbox provider's key pair in <DATA_DIR>/payment/sandbox-*.pem, made on
//   first use: the sandbox signs the same notice and delivers it through the same handler.
// Each notice is recorded (payment_notice): accepted, duplicate (its id seen before: answered
// "success" again, nothing paid twice), forged (bad signature: logged as a warning) or refused
// (no such order, wrong amount, order no longer awaiting payment).
import { createSign, createVerify, generateKeyPairSync } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { paymentNotice, tradeOrder } from "@db/schema";
import { centsToYuan, yuanToCents } from "@shared/money";
import type { AppServices } from "@server/services";
import { post, summarise } from "../finance/ledger";
import { announce } from "../screendata/live";
import { issueTickets } from "./tickets";

export type Notice = Record<string, string>;

/** The signed string: every parameter but `sign` and `sign_type`, non-empty, sorted by name. */
export function canonical(params: Notice): string {
  return Object.keys(params)
    .filter((k) => k !== "sign" && k !== "sign_type" && params[k] !== "" && params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join("&");
}

export function signNotice(params: Notice, privateKeyPem: string): Notice {
  const signer = createSign("RSA-SHA256");
  signer.update(canonical(params), "utf8");
  return { ...params, sign_type: "RSA2", sign: signer.sign(privateKeyPem, "base64") };
}

export function verifyNotice(params: Notice, publicKeyPem: string): boolean {
  if (params.sign_type !== "RSA2" || typeof params.sign !== "string" || params.sign === "") return false;
  try {
    const verifier = createVerify("RSA-SHA256");
    verifier.update(canonical(params), "utf8");
    return verifier.verify(publicKeyPem, params.sign, "base64");
  } catch {
    return false;
  }
}

export interface ProviderKeys {
  publicKey: string;
  /** Only the sandbox provider's private key is known to the platform. */
  sandboxPrivateKey: string | null;
}

const keyCache = new Map<string, ProviderKeys>();

export function providerKeys(dataDir: string): ProviderKeys {
  const cached = keyCache.get(dataDir);
  if (cached) return cached;
  const dir = join(dataDir, "payment");
  const real = join(dir, "provider-public.pem");
  let keys: ProviderKeys;
  if (existsSync(real)) {
    keys = { publicKey: readFileSync(real, "utf8"), sandboxPrivateKey: null };
  } else {
    const pub = join(dir, "sandbox-public.pem");
    const priv = join(dir, "sandbox-private.pem");
    if (!existsSync(priv)) {
      mkdirSync(dir, { recursive: true });
      const pair = generateKeyPairSync("rsa", { modulusLength: 2048, publicKeyEncoding: { type: "spki", format: "pem" }, privateKeyEncoding: { type: "pkcs8", format: "pem" } });
      writeFileSync(pub, pair.publicKey);
      writeFileSync(priv, pair.privateKey, { mode: 0o600 });
    }
    keys = { publicKey: readFileSync(pub, "utf8"), sandboxPrivateKey: readFileSync(priv, "utf8") };
  }
  keyCache.set(dataDir, keys);
  return keys;
}

export type NoticeResult = "ACCEPTED" | "DUPLICATE" | "FORGED" | "REFUSED";

/** Handles one notice; answers what became of it (the route answers "success" or "failure"). */
export async function receiveNotice(services: AppServices, params: Notice, ip: string): Promise<NoticeResult> {
  const now = services.clock.now();
  const record = (result: NoticeResult, db: Pick<AppServices["db"], "insert"> = services.db) =>
    db.insert(paymentNotice).values({
      notify_id: String(params.notify_id ?? "").slice(0, 64),
      order_no: String(params.out_trade_no ?? "").slice(0, 32),
      txn_no: String(params.trade_no ?? "").slice(0, 64),
      amount: /^\d{1,9}(\.\d{1,2})?$/.test(params.total_amount ?? "") ? yuanToCents(params.total_amount ?? "0") : 0,
      result,
      ip,
      body: JSON.stringify(params).slice(0, 4000),
      create_time: now,
    });
  if (!verifyNotice(params, providerKeys(services.config.dataDir).publicKey)) {
    services.log.warn("Forged payment notice refused", { ip, order_no: String(params.out_trade_no ?? "").slice(0, 32) });
    await record("FORGED");
    return "FORGED";
  }
  const timeZone = await services.siteConfig.timeZone();
  const result = await services.db.transaction(async (tx): Promise<NoticeResult> => {
    const [seen] = await tx.select({ id: paymentNotice.id }).from(paymentNotice).where(and(eq(paymentNotice.notify_id, String(params.notify_id)), eq(paymentNotice.result, "ACCEPTED")));
    if (seen) {
      await record("DUPLICATE", tx);
      return "DUPLICATE";
    }
    const [order] = await tx.select().from(tradeOrder).where(eq(tradeOrder.order_no, String(params.out_trade_no ?? "")));
    const amount = /^\d{1,9}(\.\d{1,2})?$/.test(params.total_amount ?? "") ? yuanToCents(params.total_amount ?? "0") : -1;
    const due = order ? order.total_amount - order.discount_amount : -1;
    if (!order || params.trade_status !== "TRADE_SUCCESS" || amount !== due || !params.trade_no) {
      await record("REFUSED", tx);
      return "REFUSED";
    }
    if (order.status !== "PENDING_PAYMENT") {
      // The same payment told again under a new notice id: already paid, nothing more to do.
      const same = order.pay_txn_no === params.trade_no;
      await record(same ? "DUPLICATE" : "REFUSED", tx);
      return same ? "DUPLICATE" : "REFUSED";
    }
    const paid = await tx
      .update(tradeOrder)
      .set({ status: "PAID", paid_amount: amount, pay_txn_no: String(params.trade_no).slice(0, 64), pay_channel: String(params.channel ?? "ALIPAY").slice(0, 16), paid_time: now })
      .where(and(eq(tradeOrder.id, order.id), eq(tradeOrder.status, "PENDING_PAYMENT")))
      .returning({ id: tradeOrder.id });
    if (paid.length === 0) {
      await record("REFUSED", tx);
      return "REFUSED";
    }
    if (order.type === "SCENIC") await issueTickets(tx, order, now);
    await post(tx, { enterpriseId: order.enterprise_id, direction: "IN", amount, bizType: "ORDER_INCOME", bizNo: order.order_no, now });
    await summarise(tx, { enterpriseId: order.enterprise_id, regionCode: order.region_code, orderType: order.type, now, timeZone, paid: amount });
    await record("ACCEPTED", tx);
    return "ACCEPTED";
  });
  // A payment is a live event (the data big-screen's orders and yachts panels).
  if (result === "ACCEPTED") await announce(services, "order/order/pay");
  return result;
}

/** The sandbox provider: signs the notice a real provider would send for this order and delivers it. */
export async function sandboxPay(services: AppServices, order: { order_no: string; total_amount: number; discount_amount: number }): Promise<NoticeResult> {
  const keys = providerKeys(services.config.dataDir);
  if (!keys.sandboxPrivateKey) return "REFUSED";
  const now = services.clock.now();
  const notice = signNotice(
    {
      notify_id: crypto.randomUUID().replace(/-/g, ""),
      notify_time: String(now),
      out_trade_no: order.order_no,
      trade_no: `SB${now}${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
      total_amount: centsToYuan(order.total_amount - order.discount_amount),
      trade_status: "TRADE_SUCCESS",
      channel: "SANDBOX",
    },
    keys.sandboxPrivateKey,
  );
  return receiveNotice(services, notice, "sandbox");
}
