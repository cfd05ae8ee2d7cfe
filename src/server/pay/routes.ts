/**
 * The payment endpoints, all public (a provider and a payer's browser call them without our token):
 *
 *   POST /pay/notify/:provider                 a provider's callback (form-encoded); answers 'success' or 'fail'
 *   GET  /pay/sandbox/checkout/:session         the sandbox's checkout page (?lang=zh|en, else the language cookie)
 *   POST /pay/sandbox/checkout/:session/pay     the sandbox pays: signed callback to our notify endpoint, then back to the order
 *   POST /pay/sandbox/checkout/:session/cancel  the payer gives up: back to the order, nothing paid
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLocale, type Locale } from '../../shared/locale';
import { payments } from '../db/schema';
import type { ModuleOptions } from '../deps';
import { requestLocale } from '../http/i18n';
import { getSetting } from '../settings';
import { acceptNotification, PaymentStatus } from './notify';
import type { PayableOrder } from './provider';
import { paymentProviders } from './registry';
import { checkoutCsp, renderCheckout, type CheckoutView } from './sandbox-page';

const FORM = 'application/x-www-form-urlencoded';

export default async function payRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const { db, config, payables } = deps;
  const providers = paymentProviders(config);
  const publicRoute = { auth: 'public' } as const;

  // Providers post forms; so does the checkout page. Only this plugin reads them.
  app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
    const fields: Record<string, string | string[]> = {};
    for (const [key, value] of new URLSearchParams(String(body))) {
      const before = fields[key];
      fields[key] = before === undefined ? value : ([] as string[]).concat(before, value);
    }
    done(null, fields);
  });

  app.post<{ Params: { provider: string } }>('/pay/notify/:provider', {
    config: publicRoute,
    schema: {
      summary: "A payment provider's callback: verified (signature, order, amount, payment window) and idempotent; answers the provider's 'success' or 'fail'",
      tags: ['pay'],
      params: { type: 'object', required: ['provider'], properties: { provider: { type: 'string', maxLength: 40 } } },
    },
  }, async (request, reply) => {
    const provider = providers.byName(request.params.provider);
    if (!provider) return reply.status(404).type('text/plain').send('fail');
    const verified = provider.verifyCallback({ body: request.body, headers: request.headers });
    if (!verified.ok) {
      request.log.warn({ provider: provider.name, reason: verified.reason }, 'payment callback refused');
      return reply.type('text/plain').send(provider.answers.fail);
    }
    try {
      const outcome = await acceptNotification(db, provider.name, payables, verified.notification);
      if (outcome.paid && !outcome.repeated) {
        const payable = payables.find((p) => p.kind === outcome.kind);
        void payable?.paid?.(db, outcome.orderId).catch((error: unknown) => request.log.warn({ err: error }, 'payment follow-up failed'));
      }
      if (!outcome.paid) request.log.warn({ provider: provider.name, reason: outcome.reason, order: verified.notification.outTradeNo }, 'payment refused');
      return reply.type('text/plain').send(outcome.paid ? provider.answers.success : provider.answers.fail);
    } catch (error) {
      // The provider retries a 'fail'; nothing was written (one transaction).
      request.log.error({ err: error }, 'payment callback failed');
      return reply.type('text/plain').send(provider.answers.fail);
    }
  });

  const sandbox = providers.sandbox;
  if (!sandbox) return;

  type SessionParams = { Params: { session: string }; Querystring: { lang?: string } };
  const sessionSchema = {
    params: { type: 'object', required: ['session'], properties: { session: { type: 'string', minLength: 1, maxLength: 100 } } },
    querystring: { type: 'object', properties: { lang: { type: 'string' } } },
  } as const;

  const localeOf = (request: FastifyRequest<SessionParams>): Locale => {
    const asked = request.query.lang ?? (request.body as { lang?: unknown } | undefined)?.lang;
    return isLocale(asked) ? asked : requestLocale(request);
  };

  /** The payment record of a session and its order; undefined when either is unknown. */
  const load = async (session: string) => {
    const [payment] = await db.select().from(payments).where(and(eq(payments.session, session), eq(payments.provider, sandbox.name)));
    if (!payment) return undefined;
    const order = await payables.find((p) => p.kind === payment.orderKind)?.find(db, payment.orderId);
    return order ? { payment, order } : undefined;
  };

  const page = async (reply: FastifyReply, status: number, view: Omit<CheckoutView, 'nonce' | 'merchant' | 'now'>) => {
    const nonce = randomBytes(16).toString('base64');
    const expo = await getSetting(db, 'expo');
    return reply.status(status)
      .header('content-security-policy', checkoutCsp(nonce))
      .header('cache-control', 'no-store')
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(renderCheckout({ ...view, nonce, merchant: view.locale === 'en' ? expo.name_en : expo.name, now: Math.floor(Date.now() / 1000) }));
  };

  const notFoundPage = (reply: FastifyReply, locale: Locale, session: string) => page(reply, 404, {
    locale, session, subject: '', orderNo: '', amount: 0, expiresAt: 0, payable: false,
    notice: { message: 'api.error.payment_record_not_found', tone: 'error' },
  });

  const viewOf = (locale: Locale, session: string, order: PayableOrder, origin: string) => ({
    locale, session,
    subject: order.subject(locale),
    orderNo: order.orderNo,
    amount: order.amount,
    expiresAt: order.payExpiresAt ? Math.floor(order.payExpiresAt.getTime() / 1000) : 0,
    returnUrl: `${origin}${order.returnPath}`,
  });

  /** Why a session can no longer be paid, if it cannot. */
  const closedReason = (found: NonNullable<Awaited<ReturnType<typeof load>>>): string | undefined => {
    if (found.payment.status === PaymentStatus.PAID) return 'pay.sandbox.paid';
    if (found.payment.status !== PaymentStatus.PENDING || !found.order.awaitingPayment) return 'pay.sandbox.closed';
    if (!found.order.payExpiresAt || found.order.payExpiresAt.getTime() <= Date.now()) return 'pay.sandbox.expired';
    return undefined;
  };

  app.get<SessionParams>('/pay/sandbox/checkout/:session', {
    config: publicRoute,
    schema: { summary: "The sandbox provider's checkout page (HTML): merchant, order, amount, time left; Pay and Cancel", tags: ['pay'], ...sessionSchema },
  }, async (request, reply) => {
    const locale = localeOf(request);
    const { session } = request.params;
    const found = await load(session);
    if (!found) return notFoundPage(reply, locale, session);
    const closed = closedReason(found);
    return page(reply, 200, {
      ...viewOf(locale, session, found.order, config.publicUrl),
      payable: !closed,
      ...(closed ? { notice: { message: closed, tone: 'info' as const } } : {}),
    });
  });

  app.post<SessionParams>('/pay/sandbox/checkout/:session/pay', {
    config: publicRoute,
    schema: { summary: 'The sandbox pays the session: a signed callback to the notify endpoint, then a redirect back to the order', tags: ['pay'], ...sessionSchema },
  }, async (request, reply) => {
    const locale = localeOf(request);
    const { session } = request.params;
    const found = await load(session);
    if (!found) return notFoundPage(reply, locale, session);
    const origin = config.publicUrl;
    const view = viewOf(locale, session, found.order, origin);
    const closed = closedReason(found);
    if (closed === 'pay.sandbox.paid') return reply.redirect(view.returnUrl, 303);
    if (closed) return page(reply, 409, { ...view, payable: false, notice: { message: closed, tone: 'error' } });

    // The sandbox marks its session paid first; a second click delivers the same payment again.
    const callback = sandbox.pay({ session, orderNo: found.order.orderNo, amount: found.payment.amount });
    let answer = '';
    try {
      const response = await fetch(`${origin}/api/pay/notify/${sandbox.name}`, {
        method: 'POST',
        headers: { 'content-type': FORM },
        body: new URLSearchParams({ ...callback }).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      answer = (await response.text()).trim();
    } catch (error) {
      request.log.warn({ err: error }, 'sandbox callback not delivered');
    }
    if (answer === sandbox.answers.success) return reply.redirect(view.returnUrl, 303);
    return page(reply, 502, { ...view, payable: false, notice: { message: 'pay.sandbox.refused', tone: 'error' } });
  });

  app.post<SessionParams>('/pay/sandbox/checkout/:session/cancel', {
    config: publicRoute,
    schema: { summary: 'The payer leaves the sandbox checkout without paying: back to the order', tags: ['pay'], ...sessionSchema },
  }, async (request, reply) => {
    const found = await load(request.params.session);
    if (!found) return notFoundPage(reply, localeOf(request), request.params.session);
    return reply.redirect(`${config.publicUrl}${found.order.returnPath}`, 303);
  });
}

