/**
 * The invoice calls through the app's real request layer: the credit-code look-up reads 12010 as
 * "no company" (SPEC.md §8: passed through, no toast), and the application's own checks word their
 * problems as the server does, from schemas/invoice-application.json.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json';
import zh from '../../../../locales/zh.json';
import { INVOICE_MAX_ORDERS } from '../../../../src/shared/invoice';
import type { Translator } from '../../../../src/shared/validation-messages';

const layer = vi.hoisted(() => ({ onError: vi.fn<(message: string) => void>(), answer: { status: 200, body: {} as unknown }, urls: [] as string[] }));

vi.mock('../../../../src/client/app/http', async () => {
  const { createHttp } = await import('../../../../src/runtime/http');
  return {
    http: createHttp({
      getToken: () => 'token',
      clearToken: () => undefined,
      getClientId: () => 'client',
      onError: layer.onError,
      onSessionEnd: () => undefined,
      prefixUrl: 'http://portal.test/api',
      fetch: async (input) => {
        layer.urls.push(input instanceof Request ? input.url : String(input));
        return new Response(JSON.stringify(layer.answer.body), { status: layer.answer.status, headers: { 'content-type': 'application/json' } });
      },
    }),
  };
});

const { lookUpCreditCode } = await import('../../../../src/client/features/invoice/invoice-api');
const { checkApplication } = await import('../../../../src/client/features/invoice/application-checks');

afterEach(() => { layer.onError.mockReset(); layer.urls.length = 0; });

describe('the credit-code look-up', () => {
  it('answers the companies found under the name', async () => {
    layer.answer = { status: 200, body: { code: 1, message: 'ok', data: { list: [{ name: '星游互动（上海）有限公司', tax_no: '91310000MA1FL8XQ30' }, { name: 'x', tax_no: 7 }] } } };
    expect(await lookUpCreditCode('星游互动')).toEqual([{ name: '星游互动（上海）有限公司', tax_no: '91310000MA1FL8XQ30' }]);
    expect(decodeURIComponent(layer.urls[0]!)).toBe('http://portal.test/api/v4/invoice/credit-code?name=星游互动');
  });

  it('reads 12010 as no company found: an empty list, no error shown', async () => {
    layer.answer = { status: 200, body: { code: 12010, message: 'No company found', data: { list: [] } } };
    await expect(lookUpCreditCode('Nobody Ltd')).resolves.toEqual([]);
    layer.answer = { status: 200, body: { code: 12010, message: 'No company found', data: null } };
    await expect(lookUpCreditCode('Nobody Ltd')).resolves.toEqual([]);
    expect(layer.onError).not.toHaveBeenCalled();
  });

  it('leaves any other code to the request layer, which shows it', async () => {
    layer.answer = { status: 500, body: { code: 1500, message: 'Server fault', data: null } };
    await expect(lookUpCreditCode('Star Trail')).rejects.toThrow('Server fault');
    expect(layer.onError).toHaveBeenCalledWith('Server fault');
  });
});

const translator = (messages: Record<string, string>): Translator => ({
  t: (id, values) => Object.entries(values ?? {}).reduce((text, [key, value]) => text.replace(`{${key}}`, String(value)), messages[id] ?? id),
  has: (id) => id in messages,
});

describe("the application's own checks", () => {
  const tr = translator(en);
  const orders = [{ kind: 'group', id: 1 }];

  it('pass a complete application', () => {
    expect(checkApplication({ orders, header_id: 3, invoice_type: 1, email: 'finance@example.com' }, tr)).toEqual({});
  });

  it("name each missing part in the schema's own words", () => {
    expect(checkApplication({ orders: [] }, tr)).toEqual({
      orders: 'Choose at least one paid order',
      header_id: 'Please choose an invoice header',
      invoice_type: 'Please choose the invoice type',
      email: 'Please enter the e-mail that receives the invoice',
    });
    expect(checkApplication({}, translator(zh)).orders).toBe('请至少选择一个已支付订单');
  });

  it("give the schema's own limit on the number of orders, and refuse a malformed e-mail", () => {
    const many = Array.from({ length: INVOICE_MAX_ORDERS + 1 }, (_, index) => ({ kind: 'unbind', id: index + 1 }));
    const problems = checkApplication({ orders: many, header_id: 3, invoice_type: 2, email: 'not-an-address' }, tr);
    expect(problems.orders).toBe(`At most ${INVOICE_MAX_ORDERS} orders can go on one application`);
    expect(problems.email).toBeTruthy();
    expect(Object.keys(problems).sort()).toEqual(['email', 'orders']);
  });
});
