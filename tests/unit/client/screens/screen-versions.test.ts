/**
 * What each editable screen serves, as the browser follows it: read once, then moved forward by the
 * live SCREEN_PUBLISHED messages only — a late message never brings an older version back.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_PUBLISHED } from '../../../../src/shared/live';

const get = vi.fn();
vi.mock('../../../../src/client/app/http', () => ({ http: { get } }));

beforeEach(() => { vi.resetModules(); get.mockReset(); });

const load = () => import('../../../../src/client/features/screen-versions/screen-versions');

describe('screen versions in the browser', () => {
  it('reads the versions once, telling listeners when they arrive', async () => {
    get.mockResolvedValue({ versions: { company: 2, product: 0 } });
    const versions = await load();
    const heard = vi.fn();
    versions.subscribeScreenVersions(heard);
    expect(versions.servedVersion('company')).toBeUndefined();
    expect(versions.servedVersion('product')).toBeUndefined();
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    expect([versions.servedVersion('company'), versions.servedVersion('product'), versions.servedVersion('merch')]).toEqual([2, 0, 0]);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('moves a screen forward on SCREEN_PUBLISHED, never back', async () => {
    get.mockResolvedValue({ versions: { company: 2 } });
    const versions = await load();
    versions.servedVersion('company');
    await vi.waitFor(() => expect(versions.servedVersion('company')).toBe(2));
    const heard = vi.fn();
    versions.subscribeScreenVersions(heard);
    versions.applyScreenFrame({ code: SCREEN_PUBLISHED, data: { screen: 'company', version: 3 } });
    versions.applyScreenFrame({ code: SCREEN_PUBLISHED, data: { screen: 'company', version: 2 } });
    versions.applyScreenFrame({ code: 10104, data: { screen: 'company', version: 9 } });
    expect(versions.servedVersion('company')).toBe(3);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('keeps the build’s screens while the versions cannot be read, and asks again on the next look', async () => {
    get.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ versions: { company: 1 } });
    const versions = await load();
    expect(versions.servedVersion('company')).toBeUndefined();
    await vi.waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(versions.servedVersion('company')).toBeUndefined();
    await vi.waitFor(() => expect(versions.servedVersion('company')).toBe(1));
  });
});
