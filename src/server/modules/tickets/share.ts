/**
 * Share links: the holder binds their own ticket without logging in. The token is 32 random bytes
 * (base64url) given out once; only its SHA-256 is kept. A link lives 72 hours, is used once, and a
 * newer link for the same ticket revokes the older ones. Using it is a conditional UPDATE in the
 * same transaction as the binding, so two submissions of one link cannot both bind.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Codes } from '../../../shared/codes';
import type { ShareLink, SharedTicket } from '../../../shared/tickets';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/envelope';
import type { PiiKeys } from '../../pii/keys';
import { bindHolder } from './bind-holder';
import { rowsOf } from '../../db/results';
import { ticketNotFound } from './not-found';
import type { PlainHolder } from './holder-values';
import { ownedBy, ownerColumns, ownerOfRow, type TicketOwner } from './owner';

export const SHARE_LINK_HOURS = 72;
/** The client's public route (history router): /ticketShare?token=… */
export const SHARE_ROUTE = '/ticketShare';

const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
const linkInvalid = (): ApiError => new ApiError(Codes.RECORD_STATE, null, 'ticket.error.link_invalid');

export async function createShareLink(db: Db, owner: TicketOwner, userId: number, ticketId: number, origin: string): Promise<ShareLink> {
  const token = randomBytes(32).toString('base64url');
  const columns = ownerColumns(owner);
  const expiresAt = await db.transaction(async (tx) => {
    const [ticket] = rowsOf<{ status: number; unbinding: boolean }>(await tx.execute(sql`
      select t.status, exists (select 1 from unbind_order_tickets u where u.ticket_id = t.id and u.open) as unbinding
      from tickets t where t.id = ${ticketId} and ${ownedBy(owner, 't')} for update`));
    if (!ticket) throw ticketNotFound();
    if (ticket.unbinding) throw new ApiError(Codes.RECORD_STATE, null, 'ticket.error.unbinding');
    if (Number(ticket.status) === 2) throw new ApiError(Codes.RECORD_STATE, null, 'ticket.error.already_bound');
    await tx.execute(sql`update ticket_share_links set revoked_at = now()
      where ticket_id = ${ticketId} and used_at is null and revoked_at is null`);
    const [link] = rowsOf<{ expires_at: number }>(await tx.execute(sql`
      insert into ticket_share_links (ticket_id, exhibitor_id, group_user_id, token_hash, expires_at, created_by)
      values (${ticketId}, ${columns.exhibitorId}, ${columns.groupUserId}, ${tokenHash(token)}, now() + make_interval(hours => ${SHARE_LINK_HOURS}), ${userId})
      returning extract(epoch from expires_at)::bigint as expires_at`));
    return Number(link!.expires_at);
  });
  return { url: `${origin}${SHARE_ROUTE}?token=${token}`, token, expires_at: expiresAt };
}

const LIVE_LINK = sql`l.used_at is null and l.revoked_at is null and l.expires_at > now()`;

export async function readSharedTicket(db: Db, token: string): Promise<SharedTicket> {
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`
    select t.ticket_no, a.name as type_name, a.name_en as type_name_en, coalesce(e.name, g.name) as exhibitor_name, coalesce(e.name_en, g.name) as exhibitor_name_en,
      extract(epoch from l.expires_at)::bigint as expires_at
    from ticket_share_links l join tickets t on t.id = l.ticket_id join ticket_allocations a on a.id = t.allocation_id
      left join exhibitors e on e.id = t.exhibitor_id left join users g on g.id = t.group_user_id
    where l.token_hash = ${tokenHash(token)} and ${LIVE_LINK} and t.status in (0, 1, 3)`));
  if (!row) throw linkInvalid();
  return {
    ticket_no: String(row.ticket_no), type_name: String(row.type_name), type_name_en: String(row.type_name_en),
    exhibitor_name: String(row.exhibitor_name), exhibitor_name_en: String(row.exhibitor_name_en ?? ''), expires_at: Number(row.expires_at),
  };
}

export async function bindThroughLink(db: Db, keys: PiiKeys, token: string, holder: PlainHolder): Promise<{ ticket_no: string }> {
  return db.transaction(async (tx) => {
    const [link] = rowsOf<{ ticket_id: number; exhibitor_id: number | null; group_user_id: number | null }>(await tx.execute(sql`
      update ticket_share_links l set used_at = now()
      where l.token_hash = ${tokenHash(token)} and ${LIVE_LINK}
      returning l.ticket_id, l.exhibitor_id, l.group_user_id`));
    if (!link) throw linkInvalid();
    try {
      await bindHolder(tx as unknown as Db, keys, { owner: ownerOfRow(link), ticketId: Number(link.ticket_id), userId: null, via: 'share', allowBound: false }, holder);
    } catch (error) {
      // A ticket bound meanwhile (or being unbound) makes the link useless, not the request malformed.
      if (error instanceof ApiError && error.info === Codes.RECORD_STATE) throw linkInvalid();
      throw error;
    }
    const [ticket] = rowsOf<{ ticket_no: string }>(await tx.execute(sql`select ticket_no from tickets where id = ${link.ticket_id}`));
    return { ticket_no: String(ticket!.ticket_no) };
  });
}
