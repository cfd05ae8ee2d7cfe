/** Phones and e-mails as ways to name an account: one normal form, and who holds one. */
import { isUniqueViolation } from '../../db/results';
import { eq, sql } from 'drizzle-orm';
import { contactChannel } from '../../../shared/accounts';
import { Codes } from '../../../shared/codes';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError, FieldError } from '../../http/envelope';
import type { UserRow } from '../user/queries';

export interface Contact {
  channel: 'sms' | 'email';
  /** Lower-case e-mail or the mobile number as typed (already trimmed). */
  target: string;
}

export function toContact(account: string): Contact {
  const channel = contactChannel(account);
  if (!channel) throw new FieldError('account', 'api.validation.pattern', { field: { message: 'field.account' } });
  return { channel, target: channel === 'email' ? account.toLowerCase() : account };
}

/** The account that holds this phone or e-mail (login names do not count here). */
export async function findUserByContact(db: Db, { channel, target }: Contact): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users)
    .where(channel === 'email' ? sql`lower(${users.email}) = ${target}` : eq(users.phone, target)).limit(1);
  return user;
}

/** CONTACT_TAKEN unless the contact is free or already the user's own. */
export async function ensureContactFree(db: Db, contact: Contact, ownerId?: number): Promise<void> {
  const holder = await findUserByContact(db, contact);
  if (holder && holder.id !== ownerId) throw new ApiError(Codes.CONTACT_TAKEN);
}

/** A unique violation of a users index: someone else took the contact in the meantime. */
export const isContactTaken = (error: unknown): boolean => isUniqueViolation(error);
