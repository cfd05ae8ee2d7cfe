/**
 * An account's shortcuts. The limit holds under concurrency: every pin locks the account's row
 * first, so two pins never both see room for one more; pinning a screen twice keeps one shortcut.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { permits, type Subject } from '../../../shared/access';
import { Codes } from '../../../shared/codes';
import { SHORTCUT_LIMIT, shortcutType, toShortcut, type Shortcut, type ShortcutType } from '../../../shared/shortcuts';
import type { Db } from '../../db/client';
import { shortcuts, users } from '../../db/schema';
import { ApiError, FieldError } from '../../http/envelope';

/** The caller's shortcuts in the order pinned; a screen the caller may no longer open is left out. */
export async function listShortcuts(db: Db, userId: number, subject: Subject): Promise<Shortcut[]> {
  const rows = await db.select({ id: shortcuts.id, typeId: shortcuts.typeId }).from(shortcuts)
    .where(eq(shortcuts.userId, userId)).orderBy(asc(shortcuts.id));
  return rows.flatMap((row) => {
    const type = shortcutType(row.typeId);
    return type && permits(type.area, subject) ? [toShortcut(row.id, type)] : [];
  });
}

/** The item of a type id the caller may pin, or the refusal naming the field. */
export function pinnableType(typeId: number, subject: Subject): ShortcutType {
  const type = shortcutType(typeId);
  if (!type) throw new FieldError('type_id', 'shortcut.error.unknown_type');
  if (!permits(type.area, subject)) throw new ApiError(Codes.FORBIDDEN, null, 'api.error.area_forbidden');
  return type;
}

export async function pinShortcut(db: Db, userId: number, type: ShortcutType): Promise<Shortcut> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const mine = and(eq(shortcuts.userId, userId), eq(shortcuts.typeId, type.id));
    const [pinned] = await tx.select({ id: shortcuts.id }).from(shortcuts).where(mine);
    if (pinned) return toShortcut(pinned.id, type);
    const [kept] = await tx.select({ value: count() }).from(shortcuts).where(eq(shortcuts.userId, userId));
    if ((kept?.value ?? 0) >= SHORTCUT_LIMIT) throw new ApiError(Codes.SHORTCUT_LIMIT, null, Codes.SHORTCUT_LIMIT.message, { limit: SHORTCUT_LIMIT });
    const [row] = await tx.insert(shortcuts).values({ userId, typeId: type.id }).returning({ id: shortcuts.id });
    if (!row) throw new Error('shortcut insert returned no row');
    return toShortcut(row.id, type);
  });
}

/** Only the caller's own shortcut goes; another's is answered as one that does not exist. */
export async function unpinShortcut(db: Db, userId: number, id: number): Promise<void> {
  const removed = await db.delete(shortcuts).where(and(eq(shortcuts.id, id), eq(shortcuts.userId, userId))).returning({ id: shortcuts.id });
  if (removed.length === 0) throw new ApiError(Codes.NOT_FOUND);
}
