import type { Shortcut } from '../../../../../src/shared/shortcuts';
import type { TestApp } from '../../../../support/test-app';

export type Headers = Record<string, string>;

export const listShortcuts = async (t: TestApp, headers: Headers) =>
  (await t.call<{ list: Shortcut[]; total: number; limit: number }>({ method: 'GET', url: '/api/v4/expo/shortcut', headers })).body;

export const pin = async (t: TestApp, headers: Headers, payload: Record<string, unknown>) =>
  t.call<Shortcut>({ method: 'POST', url: '/api/v4/expo/shortcut', headers, payload });

export const unpin = async (t: TestApp, headers: Headers, id: number | string) =>
  t.call<null>({ method: 'DELETE', url: `/api/v4/expo/shortcut/${id}`, headers });
