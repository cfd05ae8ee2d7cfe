/** The organiser's staff through their API, as a second client would call it while a test drives the browser. */
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../../src/server/seed/demo';
import { portalUrl } from './browser';

export interface StaffApi {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
}

export async function staffApi(account = 'organiser@demo.test'): Promise<StaffApi> {
  const login = await fetch(`${portalUrl()}/api/v2/login/account`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account, password: DEMO_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { jwt: string } };
  const headers = { authorization: `Bearer ${data.jwt}`, 'content-type': 'application/json' };
  const answer = async <T>(response: Response): Promise<T> => {
    const body = (await response.json()) as { code: number; data: T };
    expect(body.code).toBe(1);
    return body.data;
  };
  return {
    get: async (path) => answer(await fetch(`${portalUrl()}/api${path}`, { headers })),
    post: async (path, body) => answer(await fetch(`${portalUrl()}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body ?? {}) })),
  };
}
