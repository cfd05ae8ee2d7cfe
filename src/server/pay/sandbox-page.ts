/**
 * The sandbox's checkout page: one small bilingual HTML page with no external assets, so a person (or
 * a browser test) can pay an order without a real provider. Buttons: #sandbox-pay and #sandbox-cancel.
 */
import type { Locale } from '../../shared/locale';
import { translate, type MessageValues } from '../http/i18n';

export interface CheckoutView {
  locale: Locale;
  session: string;
  merchant: string;
  subject: string;
  orderNo: string;
  /** Cents. */
  amount: number;
  /** Unix seconds when the payment window closes. */
  expiresAt: number;
  now: number;
  /** Payable: buttons shown. Otherwise `notice` says why not. */
  payable: boolean;
  notice?: { message: string; values?: MessageValues; tone: 'info' | 'error' };
  returnUrl?: string;
  nonce: string;
}

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const yuan = (cents: number): string => (cents / 100).toFixed(2);

const clock = (seconds: number): string => {
  const left = Math.max(0, seconds);
  return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
};

/** The page's Content-Security-Policy: nothing from elsewhere, one inline script by nonce (the countdown). */
export const checkoutCsp = (nonce: string): string =>
  `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

export function renderCheckout(view: CheckoutView): string {
  const t = (id: string, values?: MessageValues): string => escape(translate(view.locale, id, values));
  const left = view.expiresAt - view.now;
  const action = (what: 'pay' | 'cancel'): string => `/api/pay/sandbox/checkout/${encodeURIComponent(view.session)}/${what}`;
  const row = (label: string, value: string, id: string): string =>
    `<div class="row"><span class="label">${label}</span><span class="value" id="${id}">${value}</span></div>`;
  const other: Locale = view.locale === 'zh' ? 'en' : 'zh';
  return `<!doctype html>
<html lang="${view.locale === 'zh' ? 'zh-CN' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('pay.sandbox.title')}</title>
<style>
  body { margin: 0; font-family: system-ui, -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif; background: #f2f4f7; color: #1f2329; }
  main { max-width: 420px; margin: 48px auto; background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgba(0,0,0,.08); padding: 28px; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  .badge { display: inline-block; font-size: 12px; color: #8a5a00; background: #fff4d6; border-radius: 4px; padding: 2px 6px; }
  .amount { font-size: 32px; font-weight: 600; margin: 20px 0; text-align: center; }
  .row { display: flex; justify-content: space-between; gap: 16px; padding: 8px 0; border-bottom: 1px solid #eef0f3; font-size: 14px; }
  .label { color: #646a73; }
  .value { text-align: right; word-break: break-all; }
  .notice { margin: 16px 0 0; padding: 10px 12px; border-radius: 6px; font-size: 14px; background: #e8f3ff; }
  .notice.error { background: #fdecec; color: #b42318; }
  .actions { display: flex; gap: 12px; margin-top: 24px; }
  .actions form { flex: 1; }
  button { width: 100%; padding: 12px; font-size: 16px; border-radius: 8px; border: 1px solid #d0d5dd; background: #fff; cursor: pointer; }
  button.primary { background: #177ddc; border-color: #177ddc; color: #fff; }
  .foot { margin-top: 16px; font-size: 12px; color: #8f959e; display: flex; justify-content: space-between; }
  a { color: #177ddc; }
</style>
</head>
<body>
<main>
  <h1>${t('pay.sandbox.title')}</h1>
  <span class="badge">${t('pay.sandbox.badge')}</span>
  <div class="amount" id="sandbox-amount">¥${yuan(view.amount)}</div>
  ${row(t('pay.sandbox.merchant'), escape(view.merchant), 'sandbox-merchant')}
  ${row(t('pay.sandbox.subject'), escape(view.subject), 'sandbox-subject')}
  ${row(t('pay.sandbox.order_no'), escape(view.orderNo), 'sandbox-order-no')}
  ${row(t('pay.sandbox.time_left'), `<time id="sandbox-time-left" data-expires-at="${view.expiresAt}">${clock(left)}</time>`, 'sandbox-window')}
  ${view.notice ? `<p class="notice${view.notice.tone === 'error' ? ' error' : ''}" id="sandbox-notice" role="status">${t(view.notice.message, view.notice.values)}</p>` : ''}
  ${view.payable ? `<div class="actions">
    <form method="post" action="${action('cancel')}"><input type="hidden" name="lang" value="${view.locale}"><button type="submit" id="sandbox-cancel">${t('pay.sandbox.cancel')}</button></form>
    <form method="post" action="${action('pay')}"><input type="hidden" name="lang" value="${view.locale}"><button type="submit" class="primary" id="sandbox-pay">${t('pay.sandbox.pay')}</button></form>
  </div>` : ''}
  ${!view.payable && view.returnUrl ? `<p><a id="sandbox-back" href="${escape(view.returnUrl)}">${t('pay.sandbox.back')}</a></p>` : ''}
  <div class="foot"><span>${t('pay.sandbox.note')}</span><a href="?lang=${other}" id="sandbox-lang">${other === 'zh' ? '中文' : 'English'}</a></div>
</main>
<script nonce="${view.nonce}">
  (function () {
    var el = document.getElementById('sandbox-time-left');
    var end = Number(el.getAttribute('data-expires-at')) * 1000;
    function tick() {
      var left = Math.max(0, Math.floor((end - Date.now()) / 1000));
      el.textContent = String(Math.floor(left / 60)).padStart(2, '0') + ':' + String(left % 60).padStart(2, '0');
      if (left > 0) setTimeout(tick, 1000);
    }
    tick();
  })();
</script>
</body>
</html>
`;
}
