/**
 * The demo's booth tickets: allocations for both exhibitors, some claimed tickets for Star Trail and,
 * when the installation's personal-data key is at hand (DATA_DIR/pii-key or PII_KEY), a few holders
 * bound with valid resident IDs. The tests' template has no key: its tickets stay unbound.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ticketAllocations } from '../db/schema';
import { sealHolder } from '../modules/tickets/holder-values';
import { piiKeys, type PiiKeys } from '../pii/keys';

/** A resident ID with its GB 11643 check character. */
export function residentId(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(first17[i]), 0);
  return `${first17}${'10X98765432'[sum % 11]}`;
}

export const DEMO_HOLDERS = [
  { name: '李雷', doc_type: 1, doc_number: residentId('11010519900307123'), phone: '13900000001' },
  { name: '韩梅梅', doc_type: 1, doc_number: residentId('31010419920815204'), phone: '13900000002', email: 'meimei@demo.test' },
  { name: '王强', doc_type: 1, doc_number: residentId('44030519881120301'), email: 'wangqiang@demo.test' },
];

function installationKeys(dataDir: string | undefined): PiiKeys | undefined {
  const given = process.env.PII_KEY;
  const file = dataDir ? join(dataDir, 'pii-key') : '';
  const piiKey = given || (file && existsSync(file) ? readFileSync(file, 'utf8').trim() : '');
  return piiKey ? piiKeys({ piiKey, jwtSecret: '' }) : undefined;
}

async function claim(tx: Db, exhibitorId: number, allocationId: number, count: number): Promise<number[]> {
  const rows = (await tx.execute(sql`
    with ids as (select nextval(pg_get_serial_sequence('tickets', 'id')) as id from generate_series(1, ${count}))
    insert into tickets (id, exhibitor_id, allocation_id, ticket_no)
    select id, ${exhibitorId}, ${allocationId}, 'BT' || to_char(now(), 'YYYY') || lpad(id::text, 8, '0') from ids
    returning id`)) as unknown as { rows: { id: number }[] };
  await tx.execute(sql`update ticket_allocations set claimed = claimed + ${count} where id = ${allocationId}`);
  return rows.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/** The days a ticket admits, as a list of days: the portal writes them as runs in the reader's language (Jul 30 – Aug 2). */
const SHOW_DAYS = '2027-07-30, 2027-07-31, 2027-08-01, 2027-08-02';
const BUILD_UP_DAYS = '2027-07-27, 2027-07-28, 2027-07-29';

export async function seedDemoTickets(tx: Db, exhibitors: { star: number; rookie: number }, dataDir?: string): Promise<void> {
  const [badge, buildUp, rookieBadge] = await tx.insert(ticketAllocations).values([
    { exhibitorId: exhibitors.star, name: '展商证', nameEn: 'Exhibitor ticket', validity: SHOW_DAYS, validityEn: SHOW_DAYS, quota: 2000 },
    { exhibitorId: exhibitors.star, name: '布展证', nameEn: 'Build-up ticket', validity: BUILD_UP_DAYS, validityEn: BUILD_UP_DAYS, quota: 300 },
    { exhibitorId: exhibitors.rookie, name: '展商证', nameEn: 'Exhibitor ticket', validity: SHOW_DAYS, validityEn: SHOW_DAYS, quota: 50 },
  ]).returning({ id: ticketAllocations.id });
  const badges = await claim(tx, exhibitors.star, badge!.id, 20);
  await claim(tx, exhibitors.star, buildUp!.id, 5);
  await claim(tx, exhibitors.rookie, rookieBadge!.id, 3);

  const keys = installationKeys(dataDir);
  if (!keys) return;
  for (const [i, holder] of DEMO_HOLDERS.entries()) {
    const sealed = sealHolder(keys, holder);
    await tx.execute(sql`update tickets set status = 2, holder_name = ${sealed.holderName}, doc_type = ${sealed.docType},
      doc_number_enc = ${sealed.docNumberEnc}, doc_number_mask = ${sealed.docNumberMask}, doc_hash = ${sealed.docHash},
      phone_enc = ${sealed.phoneEnc}, phone_mask = ${sealed.phoneMask}, email_enc = ${sealed.emailEnc}, email_mask = ${sealed.emailMask},
      bound_via = 'form', bound_at = now() where id = ${badges[i]!}`);
  }
}
