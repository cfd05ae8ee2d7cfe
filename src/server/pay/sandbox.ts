/**
 * The sandbox provider: no money moves, but it behaves like a real one. It serves its own checkout
 * page (sandbox-routes.ts), and when the payer clicks Pay it posts a form-encoded callback signed
 * with HMAC-SHA256 over the sorted fields to our notify endpoint, exactly as a provider would; the
 * notify endpoint verifies it with `verifyCallback`. The trade number is derived from the session,
 * so paying one session twice is one payment, notified twice; the callback names its session too.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Checkout, CheckoutOrder, PaymentProvider, VerifiedCallback } from './provider';

export const SANDBOX = 'sandbox';
export const SIGN_TYPE = 'HMAC-SHA256';

/** The fields of a sandbox callback, all strings as a form carries them. */
export interface SandboxCallback {
  out_trade_no: string;
  trade_no: string;
  /** The checkout session paid. */
  session: string;
  /** Cents. */
  total_amount: string;
  /** Unix seconds. */
  paid_at: string;
  notify_id: string;
  sign_type: string;
  sign: string;
}

/** `k=v&…` over every non-empty field but `sign`, sorted by name: what the signature covers. */
export const signingString = (fields: Record<string, string>): string =>
  Object.keys(fields).filter((key) => key !== 'sign' && fields[key] !== '').sort().map((key) => `${key}=${fields[key]}`).join('&');

export const signFields = (secret: string, fields: Record<string, string>): string =>
  createHmac('sha256', secret).update(signingString(fields)).digest('hex');

export interface SandboxProvider extends PaymentProvider {
  /** The trade number the sandbox gives the payment of a session. */
  tradeNoFor(session: string): string;
  /** A signed callback for a session paid at `paidAt` (Unix seconds). */
  callbackFor(payment: { session: string; orderNo: string; amount: number; paidAt: number }): SandboxCallback;
  /** Pays a session (once; later calls give the same payment) and returns the callback to deliver. */
  pay(payment: { session: string; orderNo: string; amount: number }): SandboxCallback;
}

/** Sessions the sandbox has paid and when; old ones are forgotten (their trade number stays derivable). */
const LEDGER_LIMIT = 10_000;

export function createSandboxProvider(secret: string): SandboxProvider {
  const tradeNoFor = (session: string): string =>
    `SB${createHmac('sha256', secret).update(`trade:${session}`).digest('hex').slice(0, 24).toUpperCase()}`;

  const paid = new Map<string, number>();

  const callbackFor: SandboxProvider['callbackFor'] = ({ session, orderNo, amount, paidAt }) => {
    const fields = {
      out_trade_no: orderNo,
      trade_no: tradeNoFor(session),
      session,
      total_amount: String(amount),
      paid_at: String(paidAt),
      notify_id: randomBytes(12).toString('hex'),
      sign_type: SIGN_TYPE,
    };
    return { ...fields, sign: signFields(secret, fields) };
  };

  return {
    name: SANDBOX,
    answers: { success: 'success', fail: 'fail' },
    tradeNoFor,

    async startCheckout(order: CheckoutOrder): Promise<Checkout> {
      const session = order.session ?? `sbx_${randomBytes(18).toString('base64url')}`;
      return { session, checkoutUrl: new URL(`/api/pay/sandbox/checkout/${session}`, order.returnUrl).href };
    },

    callbackFor,

    pay({ session, orderNo, amount }) {
      let paidAt = paid.get(session);
      if (paidAt === undefined) {
        paidAt = Math.floor(Date.now() / 1000);
        if (paid.size >= LEDGER_LIMIT) paid.delete(paid.keys().next().value!);
        paid.set(session, paidAt);
      }
      return callbackFor({ session, orderNo, amount, paidAt });
    },

    verifyCallback({ body }): VerifiedCallback {
      if (!body || typeof body !== 'object') return { ok: false, reason: 'no form body' };
      const fields: Record<string, string> = {};
      for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
        if (typeof value !== 'string') return { ok: false, reason: `field ${key} is not a single value` };
        fields[key] = value;
      }
      const { out_trade_no, trade_no, total_amount, paid_at, sign_type, sign, session } = fields;
      if (sign_type !== SIGN_TYPE) return { ok: false, reason: 'unknown sign_type' };
      if (!sign || !/^[0-9a-f]{64}$/.test(sign)) return { ok: false, reason: 'no signature' };
      const expected = Buffer.from(signFields(secret, fields), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(sign, 'hex'))) return { ok: false, reason: 'bad signature' };
      if (!out_trade_no || !trade_no) return { ok: false, reason: 'order or trade number missing' };
      if (!total_amount || !/^\d{1,12}$/.test(total_amount)) return { ok: false, reason: 'bad total_amount' };
      if (!paid_at || !/^\d{10}$/.test(paid_at)) return { ok: false, reason: 'bad paid_at' };
      if (session !== undefined && !/^[\w-]{1,100}$/.test(session)) return { ok: false, reason: 'bad session' };
      return {
        ok: true,
        notification: { outTradeNo: out_trade_no, tradeNo: trade_no, amount: Number(total_amount), paidAt: Number(paid_at), fields, ...(session ? { session } : {}) },
      };
    },
  };
}
