/** What the display materials' tests share: the four kinds, their fixtures, uploads on record, calls by account. */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { uploads, users } from '../../../../src/server/db/schema';
import type { TestApp } from '../../../support/test-app';

export const KINDS = ['product', 'merch', 'project', 'activity'] as const;
export type Kind = (typeof KINDS)[number];

export type Row = Record<string, unknown> & { id: number; review_status: number; review_reason: string | null; shelf_status: number };
export type Page = { list: Row[]; total: number };

export const fixture = (kind: Kind, name: 'complete' | 'minimal'): Record<string, unknown> =>
  JSON.parse(readFileSync(`tests/fixtures/${kind}/valid/${name}.json`, 'utf8'));

export const urlOf = (kind: Kind): string => `/api/v4/exhibitor/display/${kind}`;

/** The uploads the fixtures name, as the upload endpoint would have stored them for exhibitor 1 (user 1). */
export async function recordFixtureUploads(t: TestApp): Promise<void> {
  const { db } = t.database;
  await db.update(users).set({ mustBindContact: false }).where(eq(users.email, 'newbie@demo.test'));
  const rows = KINDS.flatMap((kind) => {
    const data = fixture(kind, 'complete');
    type Stored = { key: string; name: string; mime: string; size: number; width?: number; height?: number };
    const objects = [...(data.images as Stored[]), data.video, data.attachment, data.banner] as Stored[];
    return objects.map((object) => ({
      key: object.key, userId: 1, exhibitorId: 1, dir: object.key.split('/')[2]!, name: object.name, mime: object.mime, size: object.size,
      width: object.width ?? null, height: object.height ?? null,
    }));
  });
  // The second exhibitor's own image, which the first may not use.
  rows.push({ key: 'exhibitors/2/product-image/rookie.png', userId: 6, exhibitorId: 2, dir: 'product-image', name: 'rookie.png', mime: 'image/png', size: 204800, width: 1500, height: 1000 });
  await db.insert(uploads).values(rows);
}

export function callers(t: TestApp) {
  const as = async (account: string, language = 'en') => ({ ...(await t.loginAs(account)), cookie: `language=${language}` });
  return {
    as,
    create: async (headers: Record<string, string>, kind: Kind, payload: Record<string, unknown>) => t.call<Row>({ method: 'POST', url: urlOf(kind), headers, payload }),
    shelf: async (headers: Record<string, string>, kind: Kind, id: number, on: boolean) => t.call<Row>({ method: 'POST', url: `${urlOf(kind)}/${id}/shelf`, headers, payload: { on } }),
    review: async (kind: Kind, id: number, payload: Record<string, unknown>) =>
      t.call<Row>({ method: 'POST', url: `/api/organiser/${kind}/${id}/review`, headers: await as('organiser@demo.test'), payload }),
    list: async (headers: Record<string, string>, kind: Kind, query = '') => (await t.call<Page>({ method: 'GET', url: `${urlOf(kind)}?${query}`, headers })).body.data,
  };
}
