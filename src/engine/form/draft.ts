/**
 * A draft per (screen, record) kept in storage, so a reload loses nothing typed. Written on change
 * (debounced by the form), removed after a successful submit or a discard.
 */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const draftKey = (screenId: string, recordKey: string | number = 'new'): string => `draft:${screenId}:${recordKey}`;

interface StoredDraft { savedAt: number; data: unknown }

export function readDraft(storage: DraftStorage | undefined, key: string): StoredDraft | undefined {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    return typeof parsed.savedAt === 'number' && 'data' in parsed ? { savedAt: parsed.savedAt, data: parsed.data } : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(storage: DraftStorage | undefined, key: string, data: unknown, now = Date.now()): void {
  try {
    storage?.setItem(key, JSON.stringify({ savedAt: now, data }));
  } catch {
    // Quota or privacy mode: the draft is a convenience, never an error for the user.
  }
}

export function clearDraft(storage: DraftStorage | undefined, key: string): void {
  try { storage?.removeItem(key); } catch { /* as above */ }
}

/** Nothing typed: absent, '', or an object of nothing (RJSF fills `{}` for object fields). */
const empty = (value: unknown): boolean => value === undefined || value === null || value === ''
  || (typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(empty));

/** Deep equality of JSON data, with empty members equal to absent (what RJSF writes). */
export function sameData(a: unknown, b: unknown): boolean {
  if (empty(a) && empty(b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameData(item, b[i]));
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)]);
  for (const key of keys) if (!sameData(ra[key], rb[key])) return false;
  return true;
}
