/**
 * The exhibit categories (SPEC.md §7 /discovery/admin/discovery_category): a filter object as the
 * query with arrays as repeated keys, answered with the category array itself as `data`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOVERY_QUERY_MAX_VALUES, type DiscoveryCategory } from '../../../../src/shared/discovery';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const categories = async (query = '', account = 'exhibitor@demo.test') =>
  (await t.call<DiscoveryCategory[]>({ method: 'GET', url: `/api/discovery/admin/discovery_category${query}`, headers: await t.loginAs(account) })).body;

describe('GET /api/discovery/admin/discovery_category', () => {
  it('answers data as the array: each top category followed by its sub-categories', async () => {
    const { code, data } = await categories();
    expect(code).toBe(1);
    expect(Array.isArray(data)).toBe(true);
    expect(data).toHaveLength(14);
    expect(data.slice(0, 3).map((item) => [item.name_en, item.parent_id === null])).toEqual([['Games', true], ['Action and adventure', false], ['Role-playing', false]]);
    const hardware = data.find((item) => item.name_en === 'Hardware and peripherals')!;
    const after = data.slice(data.indexOf(hardware) + 1, data.indexOf(hardware) + 4);
    expect(after.every((item) => item.parent_id === hardware.id && item.kind === 'hardware')).toBe(true);
    expect((await t.call({ method: 'GET', url: '/api/discovery/admin/discovery_category' })).status).toBe(401);
  });

  it('narrows by the filter object: parent_id (0 = top), kind and id repeated, keyword', async () => {
    const all = (await categories()).data;
    expect((await categories('?parent_id=0')).data.map((item) => item.name_en)).toEqual(['Games', 'Hardware and peripherals', 'Game culture']);
    const games = all.find((item) => item.name_en === 'Games')!;
    expect((await categories(`?parent_id=${games.id}`)).data).toHaveLength(6);
    expect((await categories('?kind=culture')).data.map((item) => item.name_en)).toEqual(['Game culture', 'Merchandise and figures', 'Animation IP']);
    expect((await categories('?kind=culture&kind=hardware')).data).toHaveLength(7);
    const [a, b] = all.filter((item) => item.parent_id !== null);
    expect((await categories(`?id=${a!.id}&id=${b!.id}`)).data.map((item) => item.id)).toEqual([a!.id, b!.id]);
    expect((await categories('?keyword=VR')).data.map((item) => item.name)).toEqual(['VR / AR 设备']);
    expect((await categories('?keyword=%25')).data).toEqual([]);
    expect((await categories('?keyword=_')).data).toEqual([]);
    expect((await categories('?kind=culture&parent_id=0')).data.map((item) => item.name_en)).toEqual(['Game culture']);
  });

  it(`refuses what no category could match with 1000: an unknown kind, bad ids, more than ${DISCOVERY_QUERY_MAX_VALUES} ids, other keys`, async () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `id=${i + 1}`).join('&');
    expect((await categories(`?${ids(DISCOVERY_QUERY_MAX_VALUES)}`)).code).toBe(1);
    for (const bad of ['?kind=food', '?id=x', '?parent_id=-1', `?${ids(DISCOVERY_QUERY_MAX_VALUES + 1)}`, '?filter=1', '?keyword=%00' + 'x'.repeat(100)]) {
      expect((await categories(bad)).code, bad.slice(0, 40)).toBe(1000);
    }
  });
});
