/**
 * Batch rows are checked by the holder form's own schema: with a copy of schemas/ in which the
 * holder's name may have at most 8 characters and a passport number at most 9, a batch refuses
 * exactly what the form refuses, with the same message, worded in the reader's language with the
 * rule's own number — and nothing else changes (a valid row still binds).
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchBindProgress, BindBatchRow, BoothTicket, TicketAllocation } from '../../../../src/shared/tickets';
import { LiveCode } from '../../../../src/shared/live';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { as, errorsOf, exhibitorIdOf, recordLive, validId, type Headers } from './support';

/** schemas/ copied, the holder's name limited to 8 characters and a passport number to 5–9. */
function stricterHolderSchemas(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'portal-holder-rules-')), 'schemas');
  cpSync(resolve('schemas'), dir, { recursive: true });
  const file = join(dir, 'booth-ticket-holder.json');
  const descriptor = JSON.parse(readFileSync(file, 'utf8')) as { schema: { properties: { name: { maxLength: number } }; allOf: { then: { properties?: { doc_number?: { pattern?: string } } } }[] } };
  descriptor.schema.properties.name.maxLength = 8;
  const passport = descriptor.schema.allOf.find((rule) => rule.then.properties?.doc_number?.pattern === '^[A-Za-z0-9]{5,17}$')!;
  passport.then.properties!.doc_number!.pattern = '^[A-Za-z0-9]{5,9}$';
  writeFileSync(file, JSON.stringify(descriptor));
  return dir;
}

let t: TestApp;
let owner: Headers;
let star: number;
let free: BoothTicket[];
beforeAll(async () => {
  t = await createTestApp({ schemasDir: stricterHolderSchemas() });
  owner = await as(t, 'exhibitor@demo.test');
  star = await exhibitorIdOf(t, 'Star Trail Interactive Entertainment Co., Ltd.');
  const allocations = (await t.call<{ list: TicketAllocation[] }>({ method: 'GET', url: '/api/v4/ticket/booth/allocation', headers: owner })).body.data.list;
  const badge = allocations.find((a) => a.name_en === 'Exhibitor ticket')!;
  expect((await t.call({ method: 'POST', url: '/api/v4/ticket/booth/claim', headers: owner, payload: { allocation_id: badge.id, quantity: 4 } })).body.code).toBe(1);
  free = (await t.call<{ list: BoothTicket[] }>({ method: 'GET', url: '/api/v4/ticket/booth?status=0&limit=4', headers: owner })).body.data.list;
});
afterAll(async () => { await t.close(); });

describe('batch rows under the holder form’s schema', () => {
  it('refuses what the form refuses, with the form’s message and the rule’s own number, in the reader’s language', async () => {
    const live = recordLive(t, star);
    const { body } = await t.call<{ batch_id: number }>({ method: 'POST', url: '/api/v4/ticket/booth/batch', headers: owner, payload: { rows: [
      { ticket: free[0]!.ticket_no, name: 'Nine Char', doc_type: '1', doc_number: validId(901), phone: '13900000901' },
      { ticket: free[1]!.ticket_no, name: 'Short', doc_type: 'Passport', doc_number: 'E12345678', phone: '13900000902' },
      { ticket: free[2]!.ticket_no, name: 'Passer', doc_type: 'Passport', doc_number: 'E123456789', phone: '13900000903' },
      { ticket: free[3]!.ticket_no, name: 'Fine', doc_type: '1', doc_number: validId(904), email: 'fine@example.com' },
    ] } });
    expect(body.code).toBe(1);
    const batchId = body.data.batch_id;
    const events = await live.until(batchId);
    const heard = events.filter((e) => e.code === LiveCode.BATCH_BIND_ITEM).flatMap((e) => (e.data as BatchBindProgress).rows);
    // A generic message keeps its arguments, the label as a message reference; a field's own message needs none.
    expect(heard.find((row) => row.row_no === 1)).toMatchObject({ status: 2, error: 'api.validation.maxLength', error_values: { field: { message: 'boothTicket.name' }, limit: 8 } });
    expect(heard.find((row) => row.row_no === 2)).toMatchObject({ status: 1 });
    expect(heard.find((row) => row.row_no === 3)).toEqual({ row_no: 3, ticket_id: free[2]!.id, status: 2, error: 'boothTicket.doc_number.passport' });
    expect(heard.find((row) => row.row_no === 4)).toMatchObject({ status: 1 });

    const rows = async (language: string) => (await t.call<{ list: (BindBatchRow & { error_message: string | null })[] }>({
      method: 'GET', url: `/api/v4/ticket/booth/batch/${batchId}/rows?status=2`, headers: { ...owner, cookie: `language=${language}` },
    })).body.data.list.map((row) => [row.row_no, row.error_message]);
    expect(await rows('en')).toEqual([[1, 'Name must be at most 8 characters'], [3, 'A passport number has 5 to 17 letters or digits']]);
    expect(await rows('zh')).toEqual([[1, '姓名最多 8 个字符'], [3, '护照号码应为 5 到 17 位字母或数字']]);

    // The failed tickets are listed; one whose message needs arguments keeps no reason of its own.
    const failed = (await t.call<{ list: BoothTicket[] }>({ method: 'GET', url: '/api/v4/ticket/booth?status=1', headers: owner })).body.data.list;
    expect(Object.fromEntries(failed.map((ticket) => [ticket.id, ticket.failure_reason]))).toEqual({ [free[0]!.id]: null, [free[2]!.id]: 'A passport number has 5 to 17 letters or digits' });
  });

  it('gives the form the very same message for the same holder', async () => {
    const { body } = await t.call({ method: 'PUT', url: `/api/v4/ticket/booth/${free[0]!.id}`, headers: owner, payload: { name: 'Nine Char', doc_type: 1, doc_number: validId(901), phone: '13900000901' } });
    expect(body.code).toBe(1000);
    expect(errorsOf(body)).toEqual([{ field: 'name', message: 'Name must be at most 8 characters' }]);
  });
});
