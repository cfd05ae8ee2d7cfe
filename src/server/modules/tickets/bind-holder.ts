/**
 * Binding one ticket to a holder (the form, or the holder through a share link): one conditional
 * UPDATE — the ticket is its owner's, in a state that allows it and in no open unbind order —
 * with the document's uniqueness among bound tickets left to the partial unique index.
 */
import { sql } from 'drizzle-orm';
import { Codes } from '../../../shared/codes';
import type { Db } from '../../db/client';
import { ApiError, FieldError } from '../../http/envelope';
import type { PiiKeys } from '../../pii/keys';
import { isUniqueViolation, rowsOf } from '../../db/results';
import { ticketNotFound } from './not-found';
import { scrubbed, sealHolder, type PlainHolder } from './holder-values';
import { ownedBy, type TicketOwner } from './owner';

export interface BindTarget {
  owner: TicketOwner;
  ticketId: number;
  /** Who bound it; null when the holder did, through a share link. */
  userId: number | null;
  via: 'form' | 'share';
  /** The form may change the holder of a bound ticket; a share link binds an unbound one only. */
  allowBound: boolean;
}

export async function bindHolder(db: Db, keys: PiiKeys, target: BindTarget, holder: PlainHolder): Promise<void> {
  const sealed = sealHolder(keys, holder);
  const statuses = target.allowBound ? sql`(0, 1, 2, 3)` : sql`(0, 1, 3)`;
  let updated: { id: number }[];
  try {
    updated = rowsOf<{ id: number }>(await db.execute(sql`
      update tickets t set status = 2, holder_name = ${sealed.holderName}, doc_type = ${sealed.docType},
        doc_number_enc = ${sealed.docNumberEnc}, doc_number_mask = ${sealed.docNumberMask}, doc_hash = ${sealed.docHash},
        phone_enc = ${sealed.phoneEnc}, phone_mask = ${sealed.phoneMask}, email_enc = ${sealed.emailEnc}, email_mask = ${sealed.emailMask},
        failure_reason = null, bound_via = ${target.via}, bound_by = ${target.userId},
        bound_at = case when t.status = 2 then t.bound_at else now() end, updated_at = now()
      where t.id = ${target.ticketId} and ${ownedBy(target.owner, 't')} and t.status in ${statuses}
        and not exists (select 1 from unbind_order_tickets u where u.ticket_id = t.id and u.open)
      returning t.id`));
  } catch (error) {
    if (isUniqueViolation(error, 'tickets_doc_bound_key')) throw new FieldError('doc_number', 'ticket.error.document_taken');
    throw scrubbed(error, 'binding a ticket holder');
  }
  if (updated.length > 0) return;
  // Nothing changed: say why.
  const [ticket] = rowsOf<{ status: number; unbinding: boolean }>(await db.execute(sql`
    select t.status, exists (select 1 from unbind_order_tickets u where u.ticket_id = t.id and u.open) as unbinding
    from tickets t where t.id = ${target.ticketId} and ${ownedBy(target.owner, 't')}`));
  if (!ticket) throw ticketNotFound();
  if (ticket.unbinding) throw new ApiError(Codes.RECORD_STATE, null, 'ticket.error.unbinding');
  throw new ApiError(Codes.RECORD_STATE, null, 'ticket.error.already_bound');
}
