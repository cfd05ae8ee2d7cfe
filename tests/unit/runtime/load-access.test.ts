/** What the guard loads once per session (SPEC.md §2, §3, §7, §8), against a fake API. */
import { describe, expect, it, vi } from 'vitest';
import { ApiError, wasShown } from '../../../src/runtime/http';
import { loadSessionAccess, SessionLoadError } from '../../../src/runtime/load-access';
import { envelope, fakeApi, type Routes } from './fake-api';

const info = (over: Record<string, unknown> = {}) => ({
  id: 7, account_type: 1, roles: ['admin'], is_sub_account: 0, is_group_buy: 0, is_group_ticket: 0,
  name: '李明', avatar: '', email: null, phone: null, ...over,
});

const exhibitorRoutes = (authorities: number[], categories: Routes[string] = envelope([{ id: 1 }, { id: 2 }])): Routes => ({
  'GET /api/v2/user/exhibitor': envelope({ list: [{ id: 42 }], total: 1 }),
  'GET /api/v2/user/exhibitor/authority': envelope({ authorities: authorities.map((authority_id) => ({ authority_id, name: '' })) }),
  'GET /api/v4/exhibitor/category': categories,
});
const common: Routes = {
  'GET /api/v4/expo/notice': envelope({ list: [{ id: 1 }], total: 4 }),
  'GET /api/v4/expo/group-switch': envelope({ group_switch: 1 }),
};

describe('loadSessionAccess', () => {
  it('a main account: exhibitor, categories, notices and group switch; authorities do not narrow it', async () => {
    const api = fakeApi({ 'GET /api/v2/user/info': envelope(info()), ...exhibitorRoutes([1, 2, 3, 4, 5, 6, 7, 8]), ...common });
    const access = await loadSessionAccess(api.http);
    expect(access.exhibitorId).toBe(42);
    expect(access.subject).toEqual({ account_type: 1, is_sub_account: 0, is_group_buy: 0, is_group_ticket: 0, is_organiser: 0, staff_permissions: [], authorities: [], group_switch: 1 });
    expect(access.presence).toEqual({ hasCategory: 2, hasNotice: 4 });
    expect(api.calls).toContain('GET /api/v2/user/exhibitor/authority?exhibitor_id=42');
    expect(api.calls).toContain('GET /api/v4/exhibitor/category?exhibitor_id=42');
  });

  it('a sub-account carries its authority ids', async () => {
    const api = fakeApi({ 'GET /api/v2/user/info': envelope(info({ is_sub_account: 1 })), ...exhibitorRoutes([6, 8]), ...common });
    expect((await loadSessionAccess(api.http)).subject.authorities).toEqual([6, 8]);
  });

  it('a group account asks nothing about an exhibitor', async () => {
    const api = fakeApi({
      'GET /api/v2/user/info': envelope(info({ account_type: 2, is_group_buy: 1, is_group_ticket: 1 })),
      ...common,
      'GET /api/v4/expo/group-switch': envelope({ group_switch: 0 }),
    });
    const access = await loadSessionAccess(api.http);
    expect(api.calls.some((call) => call.includes('exhibitor'))).toBe(false);
    expect(access).toMatchObject({ exhibitorId: null, presence: { hasCategory: 0, hasNotice: 4 } });
    expect(access.subject).toMatchObject({ account_type: 2, is_group_buy: 1, is_group_ticket: 1, group_switch: 0, authorities: [] });
  });

  it('a failed category call is only logged: hasCategory 0, no message for the user', async () => {
    const log = vi.fn();
    const api = fakeApi({
      'GET /api/v2/user/info': envelope(info()),
      ...exhibitorRoutes([], envelope(null, 1009, 'Something went wrong')),
      ...common,
    });
    const access = await loadSessionAccess(api.http, { log });
    expect(access.presence.hasCategory).toBe(0);
    expect(api.shown).toEqual([]);
    expect(log).toHaveBeenCalledOnce();
  });

  it('an account without an exhibitor has none and no categories', async () => {
    const api = fakeApi({ 'GET /api/v2/user/info': envelope(info()), 'GET /api/v2/user/exhibitor': envelope({ list: [], total: 0 }), ...common });
    expect(await loadSessionAccess(api.http)).toMatchObject({ exhibitorId: null, presence: { hasCategory: 0 } });
  });

  it('counts notices by list length when no total comes', async () => {
    const api = fakeApi({ 'GET /api/v2/user/info': envelope(info({ account_type: 2 })), ...common, 'GET /api/v4/expo/notice': envelope({ list: [] }) });
    expect((await loadSessionAccess(api.http)).presence.hasNotice).toBe(0);
  });

  it.each([
    ['empty user info', null, 'info-empty'],
    ['an empty object', {}, 'info-empty'],
    ['no roles', info({ roles: undefined }), 'roles-missing'],
    ['empty roles', info({ roles: [] }), 'roles-missing'],
  ] as const)('%s fails with its own problem', async (_, body, problem) => {
    const api = fakeApi({ 'GET /api/v2/user/info': envelope(body), ...common });
    await expect(loadSessionAccess(api.http)).rejects.toEqual(new SessionLoadError(problem));
  });

  it('any other failure comes back as the request layer’s error, already shown', async () => {
    const api = fakeApi({ 'GET /api/v2/user/info': envelope(info()), ...exhibitorRoutes([]), ...common, 'GET /api/v4/expo/notice': envelope(null, 1009, 'Server fault') });
    const error = await loadSessionAccess(api.http).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(wasShown(error)).toBe(true);
    expect(api.shown).toEqual(['Server fault']);
  });
});
