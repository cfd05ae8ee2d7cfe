/**
 * Adding, changing and removing an exhibitor's sub-accounts. The limit holds under concurrency:
 * every add locks its exhibitor's row first, so two adds never both see room for one more.
 */
import { isUniqueViolation } from '../../db/results';
import { and, count, eq, sql } from 'drizzle-orm';
import type { SubAccount, SubAccountCreateBody, SubAccountUpdateBody } from '../../../shared/accounts';
import { Codes, type CodeInfo } from '../../../shared/codes';
import type { Locale } from '../../../shared/locale';
import type { Db } from '../../db/client';
import { exhibitorMembers, exhibitors, users } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import { translate, type MessageValues } from '../../http/i18n';
import { findEnrollableUser, findSubAccount } from './queries';

/** A refusal about the typed account, shown on that field of the form as well as in the message. */
const accountRefusal = (info: CodeInfo, locale: Locale, values?: MessageValues): ApiError =>
  new ApiError(info, { errors: [{ field: 'account', message: translate(locale, info.message, values) }] }, info.message, values);

/** Another exhibitor's sub-account is answered exactly like one that does not exist. */
export const subAccountNotFound = (): ApiError => new ApiError(Codes.NOT_FOUND, null, 'subaccount.error.not_found');

const sortedAuthorities = (ids: readonly number[]): number[] => [...new Set(ids)].sort((a, b) => a - b);

export interface CreateInput {
  exhibitorId: number;
  body: SubAccountCreateBody;
  limit: number;
  locale: Locale;
}

export async function createSubAccount(db: Db, { exhibitorId, body, limit, locale }: CreateInput): Promise<SubAccount> {
  const user = await findEnrollableUser(db, body.account.trim());
  if (!user) throw accountRefusal(Codes.USER_NOT_FOUND, locale);
  try {
    await db.transaction(async (tx) => {
      await tx.select({ id: exhibitors.id }).from(exhibitors).where(eq(exhibitors.id, exhibitorId)).for('update');
      const [member] = await tx.select({ exhibitorId: exhibitorMembers.exhibitorId }).from(exhibitorMembers).where(eq(exhibitorMembers.userId, user.id));
      if (member) throw accountRefusal(Codes.ALREADY_A_MEMBER, locale);
      const [taken] = await tx.select({ value: count() }).from(exhibitorMembers)
        .where(and(eq(exhibitorMembers.exhibitorId, exhibitorId), eq(exhibitorMembers.isSubAccount, true)));
      if ((taken?.value ?? 0) >= limit) throw new ApiError(Codes.SUB_ACCOUNT_LIMIT, null, Codes.SUB_ACCOUNT_LIMIT.message, { limit });
      await tx.insert(exhibitorMembers).values({
        exhibitorId, userId: user.id, isSubAccount: true, realName: body.real_name.trim(), authorities: sortedAuthorities(body.authorities),
      });
    });
  } catch (error) {
    // The same user added by two exhibitors at once: the second meets the one-exhibitor-per-user index.
    if (isUniqueViolation(error)) throw accountRefusal(Codes.ALREADY_A_MEMBER, locale);
    throw error;
  }
  const created = await findSubAccount(db, exhibitorId, user.id);
  if (!created) throw subAccountNotFound();
  return created;
}

export async function updateSubAccount(db: Db, exhibitorId: number, userId: number, body: SubAccountUpdateBody): Promise<SubAccount> {
  const [row] = await db.update(exhibitorMembers)
    .set({ realName: body.real_name.trim(), authorities: sortedAuthorities(body.authorities) })
    .where(and(eq(exhibitorMembers.exhibitorId, exhibitorId), eq(exhibitorMembers.userId, userId), eq(exhibitorMembers.isSubAccount, true)))
    .returning({ userId: exhibitorMembers.userId });
  const updated = row ? await findSubAccount(db, exhibitorId, userId) : undefined;
  if (!updated) throw subAccountNotFound();
  return updated;
}

/** The removed account's sessions end with the membership: its token version is raised with it. */
export async function removeSubAccount(db: Db, exhibitorId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(exhibitorMembers)
      .where(and(eq(exhibitorMembers.exhibitorId, exhibitorId), eq(exhibitorMembers.userId, userId), eq(exhibitorMembers.isSubAccount, true)))
      .returning({ userId: exhibitorMembers.userId });
    if (!row) throw subAccountNotFound();
    await tx.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, userId));
  });
}
