/**
 * Group ticket pricing (SPEC.md §7 /price/channel, /price/type): the reference lists; products that
 * carry a price type and the channels they are sold through; orders that keep their price type and
 * may be paid only through their product's channels; the organiser's filters by both.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PriceChannel, PriceType, type GroupOrder, type GroupOrderDetail, type GroupProduct, type PriceOption } from '../../../../src/shared/group';
import { makePng } from '../../../support/images';
import { uploader } from '../../../support/uploading';
import { act, as, makeBuyers, makeProduct, openGroupWorld, orderOf, place, startClean, userIdOf, type GroupWorld, type Headers } from './support';

let w: GroupWorld;
beforeAll(async () => { w = await openGroupWorld(); });
afterAll(async () => { await w.t.close(); });
beforeEach(() => startClean(w));

const priceList = async (path: string, headers: Headers) =>
  (await w.t.call<{ list: PriceOption[]; total: number }>({ method: 'GET', url: `/api/price/${path}`, headers })).body;

async function remit(headers: Headers, account: string, order: GroupOrder) {
  const stored = await uploader(w.t, w.base)(account, 'remittance-voucher', makePng(600, 400), 'slip.png');
  return w.t.call<GroupOrderDetail>({
    method: 'POST', url: `/api/v4/group/order/${order.id}/remit`, headers,
    payload: { bank_name: '招商银行', account: '6225880212345678', account_name: '星游', amount: order.amount, remitted_on: '2026-11-25', voucher: stored.data },
  });
}

describe('GET /api/price/channel and /api/price/type', () => {
  it('list the channels and price types in the caller language, to any signed-in account', async () => {
    const channels = await priceList('channel', await as(w, 'groupbuy@demo.test', 'zh'));
    expect(channels).toMatchObject({ code: 1, data: { total: 3, list: [{ id: 1, name: '在线支付' }, { id: 2, name: '银行汇款' }, { id: 3, name: '主办方分配' }] } });
    const types = await priceList('type', await as(w, 'organiser@demo.test', 'en'));
    expect(types.data.list).toEqual([{ id: 1, name: 'Early bird' }, { id: 2, name: 'Standard' }, { id: 3, name: 'On-site' }]);
    expect((await w.t.call({ method: 'GET', url: '/api/price/type' })).status).toBe(401);
  });
});

describe('products and orders carry pricing', () => {
  it('a product without pricing is standard and sold through every channel; its order keeps the price type', async () => {
    const product = await makeProduct(w);
    expect([product.price_type, product.channels]).toEqual([PriceType.STANDARD, [1, 2, 3]]);
    const early = await makeProduct(w, { price_type: PriceType.EARLY_BIRD, channels: [PriceChannel.REMITTANCE, PriceChannel.ONLINE] });
    expect([early.price_type, early.channels]).toEqual([PriceType.EARLY_BIRD, [1, 2]]);
    const [buyer] = await makeBuyers(w, 1);
    const placed = await place(w, buyer!.headers, early.id, 1);
    expect(placed.body.data.price_type).toBe(PriceType.EARLY_BIRD);
  });

  it('an online-only product: pay works, remittance and deferral are refused, the actions say so', async () => {
    const product = await makeProduct(w, { channels: [PriceChannel.ONLINE] });
    const headers = await as(w, 'groupbuy@demo.test');
    const order = (await place(w, headers, product.id, 1)).body.data;
    expect(order.actions).toMatchObject({ pay: true, defer: false, remit: false, cancel: true });
    const deferred = await act(w, headers, order.id, 'defer');
    expect([deferred.body.code, deferred.body.message]).toEqual([2010, 'This group ticket cannot be paid by bank remittance; please pay online']);
    expect((await remit(headers, 'groupbuy@demo.test', order)).body.code).toBe(2010);
    expect((await act(w, headers, order.id, 'pay')).body.code).toBe(1);
    expect((await orderOf(w, headers, order.id)).data.status).toBe(0);
  });

  it('a remittance-only product: online payment is refused, remitting works', async () => {
    const product = await makeProduct(w, { channels: [PriceChannel.REMITTANCE] });
    const headers = await as(w, 'groupbuy@demo.test');
    const order = (await place(w, headers, product.id, 1)).body.data;
    expect(order.actions).toMatchObject({ pay: false, defer: true, remit: true });
    const paid = await act(w, headers, order.id, 'pay');
    expect([paid.body.code, paid.body.message]).toEqual([2010, 'This group ticket cannot be paid online; please pay by bank remittance']);
    expect((await remit(headers, 'groupbuy@demo.test', order)).body.code).toBe(1);
  });

  it('an allocation-only product is not offered to buyers and cannot be ordered; only it can be allocated', async () => {
    const allocated = await makeProduct(w, { channels: [PriceChannel.ALLOCATION], name_en: 'Allocation only' });
    const headers = await as(w, 'groupbuy@demo.test');
    const offered = (await w.t.call<{ list: GroupProduct[] }>({ method: 'GET', url: '/api/v4/group/ticket', headers })).body.data.list;
    expect(offered.some((item) => item.id === allocated.id)).toBe(false);
    const refused = await place(w, headers, allocated.id, 1);
    expect([refused.body.code, refused.body.message]).toEqual([2010, 'This group ticket is only allocated by the organiser and is not for sale']);

    const organiser = await as(w, 'organiser@demo.test');
    const groupId = await userIdOf(w, 'group@demo.test');
    const allocate = (ticketId: number) => w.t.call({ method: 'POST', url: '/api/organiser/group/allocation', headers: organiser, payload: { user_id: groupId, ticket_id: ticketId, quantity: 1 } });
    expect((await allocate(allocated.id)).body.code).toBe(1);
    const sold = await makeProduct(w, { channels: [PriceChannel.ONLINE, PriceChannel.REMITTANCE] });
    const notAllocated = await allocate(sold.id);
    expect([notAllocated.body.code, notAllocated.body.message]).toEqual([2010, "This group ticket's sales channels do not include organiser allocation"]);
  });

  it('refuses a product with no channel, an unknown channel or price type, naming the field', async () => {
    const organiser = await as(w, 'organiser@demo.test');
    const post = (overrides: object) => w.t.call({
      method: 'POST', url: '/api/organiser/group/ticket', headers: organiser,
      payload: { name: '票', name_en: 'Pass', description: '', description_en: '', price: 100, stock: 1, limit: 1, sale_starts_at: 1, sale_ends_at: 2, admits: ['2027-07-30'], active: true, ...overrides },
    });
    const none = await post({ channels: [] });
    expect([none.body.code, none.body.data]).toEqual([1000, { errors: [{ field: 'channels', message: 'Choose at least one sales channel' }] }]);
    expect((await post({ channels: [4] })).body.code).toBe(1000);
    expect((await post({ price_type: 0 })).body.code).toBe(1000);
    expect((await post({ price_type: 4 })).body.code).toBe(1000);
  });
});

describe("the organiser's order list filters by channel and price type", () => {
  it('narrows to the orders of one price type and of one payment channel', async () => {
    const early = await makeProduct(w, { price_type: PriceType.EARLY_BIRD });
    const onSite = await makeProduct(w, { price_type: PriceType.ON_SITE });
    const [first, second] = await makeBuyers(w, 2);
    const earlyOrder = (await place(w, first!.headers, early.id, 1)).body.data;
    const onSiteOrder = (await place(w, second!.headers, onSite.id, 1)).body.data;
    expect((await act(w, second!.headers, onSiteOrder.id, 'defer')).body.code).toBe(1); // now paid by remittance

    const organiser = await as(w, 'organiser@demo.test');
    const ids = async (query: string) =>
      (await w.t.call<{ list: GroupOrder[] }>({ method: 'GET', url: `/api/organiser/group/order?limit=100&${query}`, headers: organiser })).body.data.list.map((order) => order.id);
    expect(await ids('price_type=1')).toContain(earlyOrder.id);
    expect(await ids('price_type=1')).not.toContain(onSiteOrder.id);
    expect(await ids('price_type=3')).toEqual(expect.arrayContaining([onSiteOrder.id]));
    expect(await ids('channel=2')).toContain(onSiteOrder.id);
    expect(await ids('channel=2')).not.toContain(earlyOrder.id);
    expect(await ids('channel=2&price_type=1')).not.toContain(onSiteOrder.id);
    for (const bad of ['channel=3', 'channel=0', 'price_type=4', 'price_type=x', 'channel=1%00']) {
      expect((await w.t.call({ method: 'GET', url: `/api/organiser/group/order?${bad}`, headers: organiser })).body.code, bad).toBe(1000);
    }
  });
});
