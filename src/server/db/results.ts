/** What the database answers, read the same way for node-postgres and PGlite alike. */

/** The rows of a raw `db.execute`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Whether an error is a unique violation (23505) — of the given index or constraint when one is named —
 * however deep Drizzle's wrappers hold the driver's error.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name, message } = e as { code?: unknown; constraint?: string; message?: string };
    if (code === '23505' && (constraint === undefined || name === constraint || message?.includes(constraint))) return true;
    if ((e as { cause?: unknown }).cause === e) break;
  }
  return false;
}
